/**
 * Notarization of an agreement: online sessions through the notary port (both partners and their
 * attorneys sign; the notarized PDF with its certificate page is stored through the file port),
 * in-person proofs (PDF uploads), resets, and the provider's webhooks. Owns `notarizations` and
 * `notary_webhook_deliveries`; reads a user's standing through the standing module.
 */
export { registerNotarizationsRoutes } from "./notarizations.routes.ts";
export { createNotarizationsRepository } from "./notarizations.repository.ts";
export {
  createNotarizationsService,
  NOTARIZATION_SERVICE_MESSAGES,
  type NotarizationsService,
} from "./notarizations.service.ts";
export { createTextEditGate } from "./text-edit-gate.ts";
