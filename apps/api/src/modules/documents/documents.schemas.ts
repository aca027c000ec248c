import { ATTORNEY_SUPPORTS, DISTRIBUTION_LAWS, DOCUMENT_STATUSES, RESPONDENTS, SPOUSAL_SUPPORT_LAWS } from "@prenup/domain";
import { z } from "zod";
import { apiSchemaRegistry, timestampSchema } from "../../http/schemas.ts";

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
  invitationSentAt: timestampSchema.nullable(),
  invitationAcceptedAt: timestampSchema.nullable(),
  reviewedAt: timestampSchema.nullable(),
  finalizedAt: timestampSchema.nullable(),
  lastGeneratedAt: timestampSchema.nullable(),
  lastGeneratedInputHash: z.string().nullable(),
  createdAt: timestampSchema,
});
apiSchemaRegistry.add(userDocumentResponseSchema, { id: "UserDocument" });

export const listUserDocumentsResponseSchema = z.array(userDocumentResponseSchema);

export type UserDocumentResponse = z.infer<typeof userDocumentResponseSchema>;
