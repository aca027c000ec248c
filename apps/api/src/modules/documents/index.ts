/**
 * A couple's agreements: creating one, reading it, changing its state, its participants, and the
 * invitation and reminder fields the partners module writes through this service. Also the lookups
 * behind the document access rules. The only module that writes the documents table (the answers
 * module's write statement keeps a partner's will-hire flag in step with their answers).
 */
export { registerDocumentsRoutes } from "./documents.routes.ts";
export {
  createDocumentRecords,
  createDocumentsService,
  DOCUMENT_MESSAGES,
  respondentOf,
  type AgreementChangeHandler,
  type AgreementFieldsChange,
  type DocumentRecords,
  type DocumentsService,
} from "./documents.service.ts";
export { createDocumentsRepository } from "./documents.repository.ts";
export {
  DOCUMENT_PATCH_MESSAGES,
  userDocumentResponseSchema,
  type AgreementChange,
  type UserDocumentResponse,
} from "./documents.schemas.ts";
