// Build-time settings (Vite env); every value has a local-development default.
const env = import.meta.env;

export const config = {
  apiUrl: env.VITE_API_URL ?? "/api",
  oidcIssuer: env.VITE_OIDC_ISSUER ?? "http://localhost:4100",
  oidcClientId: env.VITE_OIDC_CLIENT_ID ?? "prenup-admin",
  oidcAudience: env.VITE_OIDC_AUDIENCE ?? "http://localhost:4000",
  /**
   * The team's outside ticket form (a web form, e.g. Linear's, or a mailto: address) that the header's
   * "File a ticket" menu opens; without it the header has no such menu.
   */
  ticketUrl: env.VITE_TICKET_URL || null,
} as const;

/** Where the identity provider sends an admin after sign-out. */
export const SIGN_OUT_PATH = "/login";

/** An absolute URL on this app's origin. */
export { appUrl } from "@prenup/ui/app";
