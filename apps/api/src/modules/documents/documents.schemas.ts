import {
  ATTORNEY_RULE_TYPES,
  ATTORNEY_SUPPORTS,
  DISTRIBUTION_LAWS,
  DOCUMENT_STATUSES,
  RESPONDENTS,
  SPOUSAL_SUPPORT_LAWS,
  textSchema,
  AGREEMENT_KINDS,
} from "@prenup/domain";
import { z } from "zod";
import { apiSchemaRegistry, timestampSchema } from "../../http/schemas.ts";
import { stateResponseSchema } from "../states/index.ts";

const personNameSchema = z.object({
  id: z.uuid(),
  firstName: z.string().nullable(),
  middleName: z.string().nullable(),
  lastName: z.string().nullable(),
  suffix: z.string().nullable(),
});

export const documentStateSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  abbreviation: z.string(),
  termForState: z.string().nullable(),
  allowsOnlineNotary: z.boolean(),
  distributionLaw: z.enum(DISTRIBUTION_LAWS),
  spousalSupportLaw: z.enum(SPOUSAL_SUPPORT_LAWS),
  attorneySupport: z.enum(ATTORNEY_SUPPORTS),
  /** Full days the final agreement must be in hand before anyone signs it (the state-law matrix's `finalAgreementReviewDays`; 0: no such rule). */
  finalAgreementReviewDays: z.int().min(0),
});

/** One of the user's agreements, as the customer shell needs it for gating and progress. */
export const userDocumentResponseSchema = z.object({
  id: z.uuid(),
  /** PRENUP: made before the wedding; POSTNUP: made by spouses during the marriage. */
  kind: z.enum(AGREEMENT_KINDS),
  isActive: z.boolean(),
  templateId: z.uuid().nullable(),
  /** Which partner the requested user is on this document. */
  respondent: z.enum(RESPONDENTS),
  userAId: z.uuid(),
  userBId: z.uuid().nullable(),
  attorneyAId: z.uuid().nullable(),
  attorneyBId: z.uuid().nullable(),
  userAWillHireAttorney: z.boolean().nullable(),
  userBWillHireAttorney: z.boolean().nullable(),
  stateId: z.uuid().nullable(),
  state: documentStateSummarySchema.nullable(),
  /** The other partner's names; null until someone has joined as partner. */
  partner: personNameSchema.nullable(),
  status: z.enum(DOCUMENT_STATUSES),
  statusModifiedAt: timestampSchema.nullable(),
  /** The e-mail address partner A invited (null before an invitation is sent). */
  invitationEmail: z.string().nullable(),
  invitationSentAt: timestampSchema.nullable(),
  /** When the current invitation link stops working (null once accepted, or before one is sent). */
  invitationExpiresAt: timestampSchema.nullable(),
  invitationAcceptedAt: timestampSchema.nullable(),
  /** When a partner last sent the other a questionnaire reminder (one a day per document). */
  questionnaireReminderSentAt: timestampSchema.nullable(),
  /** When each partner reviewed the current text (null: not yet); a new text clears both. */
  userAReviewedAt: timestampSchema.nullable(),
  userBReviewedAt: timestampSchema.nullable(),
  /** When the couple's review was complete: the second partner's review of the current text. */
  reviewedAt: timestampSchema.nullable(),
  finalizedAt: timestampSchema.nullable(),
  lastGeneratedAt: timestampSchema.nullable(),
  lastGeneratedInputHash: z.string().nullable(),
  /** The current generated PDF (GET /documents/{id}/files/{fileId}); kept when a regeneration is asked for. */
  generatedPdfFileId: z.uuid().nullable(),
  /** When each partner's attorney approved the agreement (null: not approved). */
  attorneyAApprovedAt: timestampSchema.nullable(),
  attorneyBApprovedAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
});
apiSchemaRegistry.add(userDocumentResponseSchema, { id: "UserDocument" });

export const listUserDocumentsResponseSchema = z.array(userDocumentResponseSchema);

export const documentIdParamsSchema = z.object({ id: z.uuid() });

export const createDocumentBodySchema = z.strictObject({
  stateId: z.uuid({ error: "Choose a state" }),
  /** Must be the caller: a customer creates their own document, as partner A. */
  userAId: z.uuid(),
  /** Default: the country's agreement template. */
  templateId: z.uuid().optional(),
  /**
   * PRENUP (default): before the wedding. POSTNUP: the couple is married; refused (409
   * POSTNUP_NOT_AVAILABLE, with the reason and its source) where the state's law does not let
   * spouses make one.
   */
  kind: z.enum(AGREEMENT_KINDS, { error: "kind must be PRENUP or POSTNUP" }).optional(),
});

/** A timestamp a party sends to say "now" (the server records its own clock's time). */
const nowStampSchema = z.iso.datetime({ offset: true, error: "Send the current time as an ISO 8601 timestamp" });

export const DOCUMENT_PATCH_MESSAGES = {
  nothing: "Send one change: stateId, reviewedAt, finalizedAt, or the regenerate confirmation.",
  oneAtATime: "Send one change at a time: the state, a review, a finalization or the regenerate confirmation.",
  regenerateTogether:
    "Regenerate clears reviewedAt, lastGeneratedInputHash and lastGeneratedAt together: send all three as null.",
  generationFields:
    "lastGeneratedInputHash and lastGeneratedAt are set by generation; they can only be cleared (null), to regenerate.",
  finalizedCannotClear: "A finalized agreement cannot be un-finalized; regenerate it instead.",
} as const;

/**
 * PATCH /documents/{id}: one change at a time —
 * - `stateId` (with `confirmStateChange` once paid): the agreement's state;
 * - `reviewedAt: <now>`: the party marks the agreement reviewed;
 * - `finalizedAt: <now>`: the agreement is finalized (attorneys approved, or reviewed and — in
 *   California — 7 days passed);
 * - `reviewedAt: null, lastGeneratedInputHash: null, lastGeneratedAt: null`: the regenerate
 *   confirmation (only while the wedding date is ahead).
 */
export const updateDocumentBodySchema = z
  .strictObject({
    stateId: z.uuid({ error: "Choose a state" }).optional(),
    /** Required (true) to change the state once the prenup is paid. */
    confirmStateChange: z.boolean().optional(),
    reviewedAt: nowStampSchema.nullable().optional(),
    finalizedAt: nowStampSchema.nullable().optional(),
    /** Only null (the regenerate confirmation): generation sets them. */
    lastGeneratedInputHash: textSchema({ max: 100 })
      .nullable()
      .refine((value) => value === null, { error: DOCUMENT_PATCH_MESSAGES.generationFields })
      .optional(),
    lastGeneratedAt: textSchema({ max: 100 })
      .nullable()
      .refine((value) => value === null, { error: DOCUMENT_PATCH_MESSAGES.generationFields })
      .optional(),
  })
  .superRefine((body, context) => {
    const regenerate =
      body.lastGeneratedInputHash !== undefined || body.lastGeneratedAt !== undefined || body.reviewedAt === null;
    const changes = [
      body.stateId !== undefined,
      typeof body.reviewedAt === "string",
      body.finalizedAt !== undefined,
      regenerate,
    ].filter(Boolean).length;
    if (changes === 0) context.addIssue({ code: "custom", message: DOCUMENT_PATCH_MESSAGES.nothing, path: [] });
    else if (changes > 1) context.addIssue({ code: "custom", message: DOCUMENT_PATCH_MESSAGES.oneAtATime, path: [] });
    else if (
      regenerate &&
      !(body.reviewedAt === null && body.lastGeneratedInputHash === null && body.lastGeneratedAt === null)
    ) {
      context.addIssue({ code: "custom", message: DOCUMENT_PATCH_MESSAGES.regenerateTogether, path: [] });
    }
    if (body.finalizedAt === null)
      context.addIssue({
        code: "custom",
        message: DOCUMENT_PATCH_MESSAGES.finalizedCannotClear,
        path: ["finalizedAt"],
      });
  });

/** What a PATCH of the agreement's lifecycle asks for (after validation). */
export type AgreementChange = { kind: "review" } | { kind: "finalize" } | { kind: "regenerate" };

export function agreementChangeOf(body: UpdateDocumentBody): AgreementChange | null {
  if (typeof body.reviewedAt === "string") return { kind: "review" };
  if (typeof body.finalizedAt === "string") return { kind: "finalize" };
  if (body.reviewedAt === null) return { kind: "regenerate" };
  return null;
}

export const userStateParamsSchema = z.object({ id: z.uuid(), stateId: z.uuid() });

/** GET /users/{id}/state/{stateId}: the state as it would apply to this user's document. */
export const userStateResponseSchema = z.object({
  state: stateResponseSchema,
  /** What the agreement is called in this state (the template's term; default 'Prenuptial Agreement'). */
  termForDocument: z.string(),
  statute: z.string().nullable(),
  witnessRequired: z.boolean(),
  /** The attorney rules the user's current answers would trigger in this state. */
  attorneyRuleTypes: z.array(z.enum(ATTORNEY_RULE_TYPES)),
});
apiSchemaRegistry.add(userStateResponseSchema, { id: "UserStateDetail" });

export const participantSchema = z.object({
  id: z.uuid(),
  firstName: z.string().nullable(),
  middleName: z.string().nullable(),
  lastName: z.string().nullable(),
  suffix: z.string().nullable(),
  email: z.string(),
  respondent: z.enum(RESPONDENTS),
});
apiSchemaRegistry.add(participantSchema, { id: "Participant" });

export const participantAttorneySchema = z.object({
  id: z.uuid(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  lawFirmName: z.string().nullable(),
});
apiSchemaRegistry.add(participantAttorneySchema, { id: "ParticipantAttorney" });

export const participantsResponseSchema = z.object({
  userA: participantSchema,
  userB: participantSchema.nullable(),
  attorneyA: participantAttorneySchema.nullable(),
  attorneyB: participantAttorneySchema.nullable(),
  invitation: z
    .object({
      email: z.string(),
      sentAt: timestampSchema.nullable(),
      acceptedAt: timestampSchema.nullable(),
      expiresAt: timestampSchema.nullable(),
    })
    .nullable(),
});
apiSchemaRegistry.add(participantsResponseSchema, { id: "DocumentParticipants" });

export type UserDocumentResponse = z.infer<typeof userDocumentResponseSchema>;
export type CreateDocumentBody = z.infer<typeof createDocumentBodySchema>;
export type UpdateDocumentBody = z.infer<typeof updateDocumentBodySchema>;
export type UserStateResponse = z.infer<typeof userStateResponseSchema>;
export type ParticipantsResponse = z.infer<typeof participantsResponseSchema>;
