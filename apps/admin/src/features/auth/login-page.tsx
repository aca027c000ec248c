import { Navigate } from "react-router";
import { LoginScreen } from "@prenup/ui";
import { useAuth } from "@prenup/api-client";

/** Admins are created by admins or the seed, so this card has no sign-up link. */
export function LoginPage() {
  const { status, signIn } = useAuth();
  if (status === "signed-in") return <Navigate to="/" replace />;
  return (
    <LoginScreen
      productName="Prenup admin"
      tagline="Sign in to manage users, attorneys, law firms and reference data."
      onSignIn={() => signIn()}
    />
  );
}
