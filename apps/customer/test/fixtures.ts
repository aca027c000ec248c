import { fakeCurrentUser } from "@prenup/api-client/testing";
import type { UserDocument } from "@prenup/api-client";

/** Alex Rivera, partner A of couple 1, as GET /users/me answers. */
export const customerUser = fakeCurrentUser;

/**
 * Alex's California document as GET /users/{id}/documents answers it: Jordan Lee has joined as
 * partner B unless `overrides` say otherwise.
 */
export function fakeUserDocument(overrides: Partial<UserDocument> = {}): UserDocument {
  return {
    id: "doc-1",
    isActive: true,
    templateId: null,
    respondent: "A",
    userAId: "user-alex",
    userBId: "user-jordan",
    attorneyAId: null,
    attorneyBId: null,
    userAWillHireAttorney: null,
    userBWillHireAttorney: null,
    stateId: "state-ca",
    state: {
      id: "state-ca",
      name: "California",
      abbreviation: "CA",
      termForState: null,
      allowsOnlineNotary: true,
      distributionLaw: "COMMUNITY_PROPERTY",
      spousalSupportLaw: "CAN_WAIVE_OR_MODIFY",
      attorneySupport: "PARTNER",
    },
    partner: { id: "user-jordan", firstName: "Jordan", middleName: null, lastName: "Lee", suffix: null },
    status: "NOT_APPROVED",
    statusModifiedAt: null,
    attorneyAApprovedAt: null,
    attorneyBApprovedAt: null,
    generatedPdfFileId: null,
    invitationEmail: "jordan@demo.prenup.test",
    invitationSentAt: "2026-11-02T09:00:00.000Z",
    invitationExpiresAt: null,
    invitationAcceptedAt: "2026-11-03T09:00:00.000Z",
    questionnaireReminderSentAt: null,
    reviewedAt: null,
    finalizedAt: null,
    lastGeneratedAt: null,
    lastGeneratedInputHash: null,
    createdAt: "2026-11-01T10:00:00.000Z",
    ...overrides,
  };
}
