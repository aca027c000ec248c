/**
 * The agreement: generation (PDF and DOCX off the request thread), the regeneration check, review,
 * finalization and the regenerate confirmation (PATCH /documents/{id} delegates here), the
 * attorneys' approvals, the history and the enforceability record. Owns the document's sections and
 * clauses, commits and their snapshots, and the record. Reads the disclosure through
 * `DisclosureSource`, which the composition root provides.
 */
export { registerAgreementRoutes } from "./agreement.routes.ts";
export { createAgreementRepository } from "./agreement.repository.ts";
export { AGREEMENT_MESSAGES, createAgreementService, type AgreementService } from "./agreement.service.ts";
export { createWorkerRenderer, type AgreementRenderer, type RenderedFiles } from "./agreement.renderer.ts";
export {
  noDisclosure,
  type DisclosedEntry,
  type DisclosureSource,
  type PartnerDisclosure,
} from "./agreement.disclosure.ts";
