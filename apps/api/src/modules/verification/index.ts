/** Public verification of a final agreement by its PDF's SHA-256. */
export { VERIFICATION_RATE_LIMIT } from "./verification.routes.ts";
export type { VerificationContext } from "./verification.context.ts";
