import { Navigate, useNavigate } from "react-router";
import { SignUpScreen } from "@prenup/ui";
import { useAuth } from "@prenup/api-client";

/** Starts the identity provider's sign-up flow as soon as the page opens. */
export function SignUpPage() {
  const { status, signUp } = useAuth();
  const navigate = useNavigate();
  if (status === "signed-in") return <Navigate to="/" replace />;
  return <SignUpScreen ready={status === "signed-out"} onSignUp={signUp} signInHref="/login" onNavigate={(href) => void navigate(href)} />;
}
