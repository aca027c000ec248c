// Build-time settings (Vite env); every value has a local-development default.
const env = import.meta.env;

export const config = {
  apiUrl: env.VITE_API_URL ?? "/api",
  oidcIssuer: env.VITE_OIDC_ISSUER ?? "http://localhost:4100",
  oidcClientId: env.VITE_OIDC_CLIENT_ID ?? "prenup-attorney",
  oidcAudience: env.VITE_OIDC_AUDIENCE ?? "http://localhost:4000",
} as const;

/** Where the identity provider sends an attorney after sign-out. */
export const SIGN_OUT_PATH = "/login?attorney=true";

/** An absolute URL on this app's origin. */
export { appUrl } from "@prenup/ui/app";
