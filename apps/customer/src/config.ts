// Build-time settings (Vite env); every value has a local-development default.
const env = import.meta.env;

const oidcIssuer = env.VITE_OIDC_ISSUER ?? "http://localhost:4100";

export const config = {
  apiUrl: env.VITE_API_URL ?? "/api",
  oidcIssuer,
  oidcClientId: env.VITE_OIDC_CLIENT_ID ?? "prenup-customer",
  oidcAudience: env.VITE_OIDC_AUDIENCE ?? "http://localhost:4000",
  termsUrl: env.VITE_TERMS_URL ?? `${oidcIssuer}/terms`,
  privacyUrl: env.VITE_PRIVACY_URL ?? `${oidcIssuer}/privacy`,
  /** Sign-up page of the postnup waitlist offered by the California 7-day popup; unset hides the button. */
  postnupWaitlistUrl: env.VITE_POSTNUP_WAITLIST_URL ?? null,
} as const;

/** Where the identity provider sends a customer after sign-out. */
export const SIGN_OUT_PATH = "/login";

/** An absolute URL on this app's origin. */
export { appUrl } from "@prenup/ui/app";
