import type { Document } from "@prenup/db";
import { sideOf, type Respondent } from "@prenup/domain";
import { finalReviewDaysFor } from "@prenup/content/runtime";
import { isoOrNull } from "../../http/schemas.ts";
import type { StateSummaryOf } from "../states/states.queries.ts";
import type { PersonRecord } from "../users/index.ts";
import type { UserDocumentResponse } from "./documents.schemas.ts";

/** A document as the API answers it, seen from one side (`respondent`). */
export function toUserDocument(
  document: Document,
  state: StateSummaryOf | null,
  respondent: Respondent,
  partner: PersonRecord | null,
): UserDocumentResponse {
  return {
    id: document.id,
    kind: document.kind,
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
          finalAgreementReviewDays: finalReviewDaysFor(state.abbreviation, document.kind),
        }
      : null,
    partner: partner
      ? {
          id: partner.id,
          firstName: partner.firstName,
          middleName: partner.middleName,
          lastName: partner.lastName,
          suffix: partner.suffix,
        }
      : null,
    status: document.status,
    statusModifiedAt: isoOrNull(document.statusModifiedAt),
    invitationEmail: document.invitationEmail,
    invitationSentAt: isoOrNull(document.invitationSentAt),
    invitationExpiresAt: document.userBId ? null : isoOrNull(document.invitationExpiresAt),
    invitationAcceptedAt: isoOrNull(document.invitationAcceptedAt),
    questionnaireReminderSentAt: isoOrNull(document.questionnaireReminderSentAt),
    userAReviewedAt: isoOrNull(document.userAReviewedAt),
    userBReviewedAt: isoOrNull(document.userBReviewedAt),
    reviewedAt: isoOrNull(document.reviewedAt),
    finalizedAt: isoOrNull(document.finalizedAt),
    lastGeneratedAt: isoOrNull(document.lastGeneratedAt),
    lastGeneratedInputHash: document.lastGeneratedInputHash,
    generatedPdfFileId: document.generatedPdfFileId,
    attorneyAApprovedAt: isoOrNull(document.attorneyAApprovedAt),
    attorneyBApprovedAt: isoOrNull(document.attorneyBApprovedAt),
    createdAt: document.createdAt.toISOString(),
  };
}

/** Which side of the document a user is on (`sideOf`); staff (and anyone else) see it as partner A does. */
export function respondentOf(document: Pick<Document, "userAId" | "userBId">, userId: string): Respondent {
  return sideOf(document, userId) ?? "A";
}
