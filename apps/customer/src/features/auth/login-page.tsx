import { Navigate, useNavigate } from "react-router";
import { LoginScreen } from "@prenup/ui";
import { useAuth } from "@prenup/api-client";

export function LoginPage() {
  const { status, signIn } = useAuth();
  const navigate = useNavigate();
  if (status === "signed-in") return <Navigate to="/" replace />;
  return (
    <LoginScreen
      productName="Prenup"
      tagline="Build your prenuptial agreement together, step by step, at your own pace."
      onSignIn={() => signIn()}
      signUpHref="/signup"
      onNavigate={(href) => void navigate(href)}
    />
  );
}
