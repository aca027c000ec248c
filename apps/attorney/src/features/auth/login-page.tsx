import { Navigate, useNavigate } from "react-router";
import { LoginScreen } from "@prenup/ui";
import { useAuth } from "@prenup/api-client";

export function LoginPage() {
  const { status, signIn } = useAuth();
  const navigate = useNavigate();
  if (status === "signed-in") return <Navigate to="/" replace />;
  return (
    <LoginScreen
      productName="Prenup for attorneys"
      tagline="Sign in to manage your clients, appointments, reviews and payouts."
      onSignIn={() => signIn()}
      signUpHref="/signup"
      onNavigate={(href) => void navigate(href)}
    />
  );
}
