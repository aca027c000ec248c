import { AGREEMENT_KINDS, AGREEMENT_STAGES, textSchema, USER_TYPES } from "@prenup/domain";
import { z } from "zod";
import {
  apiSchemaRegistry,
  booleanQuerySchema,
  timestampSchema,
  pageQueryFields,
  pageResponseFields,
} from "../../http/schemas.ts";
import { publicUserProfileResponseSchema, userProfileFieldsSchema } from "../users/index.ts";

export const markPaidResponseSchema = z.object({
  /** The PRENUP purchase item that makes the prenup paid (the existing one when it already was). */
  purchaseItemId: z.uuid(),
  alreadyPaid: z.boolean(),
});

export type MarkPaidResponse = z.infer<typeof markPaidResponseSchema>;

export const ADMIN_USER_SORTS = ["createdAt", "email", "lastName", "lastActiveAt"] as const;

export const adminUsersQuerySchema = z.object({
  /** Part of a name or e-mail (case-insensitive), or a whole user id. */
  search: textSchema({ max: 200, trim: true, messages: { tooLong: "Search at most 200 characters" } }).optional(),
  userType: z.enum(USER_TYPES, { error: "userType must be CUSTOMER, ATTORNEY or ADMIN" }).optional(),
  /** Whether the prenup of the user's active agreement is paid. */
  paid: booleanQuerySchema.optional(),
  sort: z.enum(ADMIN_USER_SORTS, { error: `sort must be one of ${ADMIN_USER_SORTS.join(", ")}` }).default("createdAt"),
  order: z.enum(["asc", "desc"], { error: "order must be asc or desc" }).default("desc"),
  ...pageQueryFields({ maxPageSize: 100, defaultPageSize: 25 }),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

/** The users module's view of a user (names and e-mail), extended with what the admin's table shows. */
export const adminUserRowSchema = publicUserProfileResponseSchema.extend({
  userType: z.enum(USER_TYPES),
  createdAt: timestampSchema,
  lastActiveAt: timestampSchema.nullable(),
  /** The prenup of the user's active agreement is paid (the shared-product rule). */
  paid: z.boolean(),
  /** Active agreements the user is a party of; more than one needs resolving. */
  activeDocumentCount: z.number().int(),
  emailUnsubscribedAt: timestampSchema.nullable(),
});
apiSchemaRegistry.add(adminUserRowSchema, {
  id: "AdminUserRow",
  description: "A user as the admin's table shows them.",
});

export const adminUsersResponseSchema = z.object({
  items: z.array(adminUserRowSchema),
  ...pageResponseFields(),
});
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

const personSchema = publicUserProfileResponseSchema.pick({ id: true, email: true, firstName: true, lastName: true });

export const adminUserDetailSchema = adminUserRowSchema.extend({
  ...userProfileFieldsSchema.shape,
  /** The user's active agreement (the newest when there are several), with the partner. */
  document: z
    .object({
      id: z.uuid(),
      /** PRENUP or POSTNUP (an agreement made during the marriage). */
      kind: z.enum(AGREEMENT_KINDS),
      stateId: z.uuid().nullable(),
      stateName: z.string().nullable(),
      /** The attorneys' approval (meaningful when `hasAttorney`). */
      status: z.string(),
      /** Where the agreement is on its path (`agreementStage` of @prenup/domain). */
      stage: z.enum(AGREEMENT_STAGES),
      /** An attorney is assigned to either partner. */
      hasAttorney: z.boolean(),
      respondent: z.enum(["A", "B"]),
      partner: personSchema.nullable(),
      createdAt: timestampSchema,
    })
    .nullable(),
  /** A party of an agreement with a live purchase: deleting the account is refused. */
  hasPaidDocument: z.boolean(),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** Fields an admin may edit: the profile fields (one or more at a time), checked as the user's own edit is. */
export const ADMIN_USER_EDITABLE = [
  "firstName",
  "middleName",
  "lastName",
  "suffix",
  "gender",
  "phoneNumber",
  "birthdate",
] as const;

export const adminUserActionResponseSchema = z.object({ user: adminUserDetailSchema });

export const passwordResetResponseSchema = z.object({
  sent: z.literal(true),
  /** The adapter that sent it (embedded provider or the hosted one). */
  via: z.string(),
});

export const duplicateDocumentSchema = z.object({
  id: z.uuid(),
  createdAt: timestampSchema,
  status: z.string(),
  stateName: z.string().nullable(),
  respondent: z.enum(["A", "B"]),
  partner: personSchema.nullable(),
  /** Both partners' answers on this agreement (they stay with it when it is deactivated). */
  answerCount: z.number().int(),
  /** Live purchases on this agreement. */
  purchaseCount: z.number().int(),
});
export const duplicateDocumentsResponseSchema = z.object({
  /** More than one active agreement: the admin chooses the one to keep. */
  hasDuplicates: z.boolean(),
  documents: z.array(duplicateDocumentSchema),
});
export type DuplicateDocumentsResponse = z.infer<typeof duplicateDocumentsResponseSchema>;

export const resolveDuplicatesBodySchema = z.strictObject(
  { keepDocumentId: z.uuid({ error: "keepDocumentId must be the id of one of the user's active agreements" }) },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `Unknown field: ${issue.keys.join(", ")}`
        : "keepDocumentId must be the id of one of the user's active agreements",
  },
);
export const resolveDuplicatesResponseSchema = z.object({
  keptDocumentId: z.uuid(),
  deactivatedDocumentIds: z.array(z.uuid()),
});

export const notifyAttorneyParamsSchema = z.object({
  id: z.uuid({ error: "id must be a user id" }),
  eventId: z.uuid({ error: "eventId must be the id of one of the user's attorney calls" }),
});

export const notifyAttorneyResponseSchema = z.object({
  /** The e-mail is recorded and its delivery job queued; the job sends it (and retries) after commit. */
  queued: z.literal(true),
  /** The outbox row of the e-mail. */
  mailId: z.uuid(),
  attorney: z.object({ id: z.uuid(), email: z.string() }),
});
export type NotifyAttorneyResponse = z.infer<typeof notifyAttorneyResponseSchema>;
