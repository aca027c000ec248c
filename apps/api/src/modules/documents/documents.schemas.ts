import {
  ATTORNEY_RULE_TYPES,
  ATTORNEY_SUPPORTS,
  DISTRIBUTION_LAWS,
  DOCUMENT_STATUSES,
  RESPONDENTS,
  SPOUSAL_SUPPORT_LAWS,
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
});

/** One of the user's agreements, as the customer shell needs it for gating and progress. */
export const userDocumentResponseSchema = z.object({
  id: z.uuid(),
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
  reviewedAt: timestampSchema.nullable(),
  finalizedAt: timestampSchema.nullable(),
  lastGeneratedAt: timestampSchema.nullable(),
  lastGeneratedInputHash: z.string().nullable(),
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
});

export const updateDocumentBodySchema = z.strictObject({
  stateId: z.uuid({ error: "Choose a state" }),
  /** Required (true) to change the state once the prenup is paid. */
  confirmStateChange: z.boolean().optional(),
});

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
