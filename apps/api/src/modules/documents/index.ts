/**
 * A couple's agreements: creating one, reading it, changing its state, its participants, and the
 * invitation and reminder fields the partners module writes through this service. Also the lookups
 * behind the document access rules. The only module that writes the documents table (the answers
 * module's write statement keeps a partner's will-hire flag in step with their answers). One use
 * case per file, each a function of the module's context and its input (`createDocument(ctx, input)`);
 * the routes call them directly.
 */
import type { Executor } from "@prenup/db";
import type { AgreementFieldsChange, DocumentRecordsContext, DocumentsContext } from "./documents.context.ts";
import { findCouple } from "./find-couple.ts";
import { getDocument } from "./get-document.ts";

export { createDocumentsRepository } from "./documents.repository.ts";
export { DOCUMENT_MESSAGES } from "./documents.messages.ts";
export { respondentOf } from "./user-document.ts";
export type {
  AgreementChangeHandler,
  AgreementFieldsChange,
  DocumentRecordsContext,
  DocumentsContext,
} from "./documents.context.ts";
export {
  DOCUMENT_PATCH_MESSAGES,
  userDocumentResponseSchema,
  type AgreementChange,
  type UserDocumentResponse,
} from "./documents.schemas.ts";

/**
 * The document's row as the modules below the documents service use it: the document as a viewer
 * sees it (`get-document.ts`), the row locks, the agreement module's fields and the representing
 * attorney purchase-items assigns. Needs only the repository and the people's names, so the
 * agreement and purchase-items modules are built on it before the documents context (which hands
 * agreement changes to them).
 */
export function documentRecords(ctx: DocumentRecordsContext) {
  const { repository } = ctx;
  return {
    /** The document as `viewerId` sees it (the other party's names as `partner`). */
    documentFor: (documentId: string, viewerId: string) => getDocument(ctx, { documentId, viewerId }),
    lockDocument: repository.lockDocument,
    lockSigningFacts: repository.lockSigningFacts,
    /** The agreement module's writes of the document's agreement fields (generation, review, approvals). */
    updateAgreementFields: (documentId: string, changes: AgreementFieldsChange, executor: Executor) =>
      repository.updateDocument(documentId, changes, executor),
    /** The purchase-items module's assignment of a representing attorney (see the repository). */
    assignRepresentingAttorney: repository.assignRepresentingAttorney,
  };
}

export type DocumentRecords = ReturnType<typeof documentRecords>;

/**
 * What other modules call, on the context its manifest built: `documentFor` is the use case
 * `getDocument`, `coupleOf` is `findCouple`; the rest are the repository's reads and writes of the
 * document's row that the partners and admin-users modules run (the invitation, the reminder, the
 * duplicate resolution), and the lookups behind the access rules.
 */
export function documentsService(ctx: DocumentsContext) {
  const { repository } = ctx;
  return {
    documentFor: (documentId: string, viewerId: string) => getDocument(ctx, { documentId, viewerId }),
    findParties: (documentId: string) => repository.findParties(documentId),
    /** The live stream's couple (see `find-couple.ts`). */
    coupleOf: (userId: string) => findCouple(ctx, userId),
    /** The lookups behind the access rules (documentParty, partner, assignedAttorney). */
    accessLookups: {
      findDocumentParties: (documentId: string) => repository.findParties(documentId),
      arePartners: (userId: string, otherUserId: string) => repository.arePartners(userId, otherUserId),
      isAttorneyAssignedToUser: (attorneyId: string, userId: string) =>
        repository.isAttorneyAssignedToUser(attorneyId, userId),
    },
    // What the partners module needs of a document: its invitation and reminder, written here.
    findDocument: repository.findDocument,
    findActiveDocumentOfUser: repository.findActiveDocumentOfUser,
    lockDocumentsOfUser: repository.lockDocumentsOfUser,
    lockDocument: repository.lockDocument,
    /** Admin duplicate resolution: the user's other active agreements become inactive (see the repository). */
    deactivateOtherDocuments: repository.deactivateOtherDocuments,
    recordInvitation: repository.recordInvitation,
    acceptInvitation: repository.acceptInvitation,
    listOpenInvites: repository.listOpenInvites,
    stampReminder: repository.stampReminder,
  };
}

export type DocumentsService = ReturnType<typeof documentsService>;
