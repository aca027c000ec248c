import { notFound } from "../../http/errors.ts";
import { isoOrNull } from "../../http/schemas.ts";
import type { DocumentsRepository } from "./documents.repository.ts";
import type { UserDocumentResponse } from "./documents.schemas.ts";

export function createDocumentsService(deps: { repository: DocumentsRepository }) {
  return {
    /** The user's documents with the state summary and the other partner's names. */
    async listUserDocuments(userId: string): Promise<UserDocumentResponse[]> {
      const rows = await deps.repository.listDocumentsOfUser(userId);
      const partnerIds = rows
        .map(({ document }) => (document.userAId === userId ? document.userBId : document.userAId))
        .filter((id): id is string => id !== null);
      // The user's own row comes with the partners' names: one query tells whether the user exists.
      const names = new Map((await deps.repository.findNames([...new Set([userId, ...partnerIds])])).map((row) => [row.id, row]));
      if (!names.has(userId)) throw notFound("User not found", "USER_NOT_FOUND");
      return rows.map(({ document, state }) => {
        const respondent = document.userAId === userId ? "A" : "B";
        const partnerId = respondent === "A" ? document.userBId : document.userAId;
        return {
          id: document.id,
          isActive: document.isActive,
          templateId: document.templateId,
          respondent,
          userAId: document.userAId,
          userBId: document.userBId,
          attorneyAId: document.attorneyAId,
          attorneyBId: document.attorneyBId,
          userAWillHireAttorney: document.userAWillHireAttorney,
          userBWillHireAttorney: document.userBWillHireAttorney,
          stateId: document.stateId,
          state: state
            ? {
                id: state.id,
                name: state.name,
                abbreviation: state.abbreviation,
                termForState: state.termForState,
                allowsOnlineNotary: state.allowsOnlineNotary,
                distributionLaw: state.distributionLaw,
                spousalSupportLaw: state.spousalSupportLaw,
                attorneySupport: state.attorneySupport,
              }
            : null,
          partner: partnerId ? (names.get(partnerId) ?? null) : null,
          status: document.status,
          statusModifiedAt: isoOrNull(document.statusModifiedAt),
          invitationSentAt: isoOrNull(document.invitationSentAt),
          invitationAcceptedAt: isoOrNull(document.invitationAcceptedAt),
          reviewedAt: isoOrNull(document.reviewedAt),
          finalizedAt: isoOrNull(document.finalizedAt),
          lastGeneratedAt: isoOrNull(document.lastGeneratedAt),
          lastGeneratedInputHash: document.lastGeneratedInputHash,
          createdAt: document.createdAt.toISOString(),
        };
      });
    },
  };
}
