import { PARTNER_INVITE_MESSAGES, textSchema } from "@prenup/domain";
import { z } from "zod";
import { apiSchemaRegistry, timestampSchema } from "../../http/schemas.ts";
import { PARTNER_MESSAGES } from "./partners.messages.ts";

export const INVITE_MESSAGES = PARTNER_INVITE_MESSAGES;

export const inviteBodySchema = z.strictObject({
  email: textSchema({
    max: 254,
    messages: { notText: INVITE_MESSAGES.emailInvalid, tooLong: INVITE_MESSAGES.emailInvalid },
  })
    .trim()
    .pipe(z.email({ error: INVITE_MESSAGES.emailInvalid })),
});

/** An open invitation addressed to the caller's e-mail. */
export const inviteSchema = z.object({
  documentId: z.uuid(),
  invitedBy: z.object({ firstName: z.string().nullable(), lastName: z.string().nullable() }),
  sentAt: timestampSchema,
  expiresAt: timestampSchema.nullable(),
  state: z.object({ id: z.uuid(), name: z.string(), abbreviation: z.string() }).nullable(),
});
apiSchemaRegistry.add(inviteSchema, { id: "Invite" });

export const listInvitesResponseSchema = z.array(inviteSchema);

export const acceptInviteParamsSchema = z.object({ id: z.uuid(), docId: z.uuid() });
export const acceptInviteQuerySchema = z.object({
  /** The token of the e-mailed link; without it, the caller's verified e-mail must be the invited one. */
  token: textSchema({ max: 4096 }).min(1).optional(),
});

export const reminderResponseSchema = z.object({ sentAt: timestampSchema });

export type InviteBody = z.infer<typeof inviteBodySchema>;
export type InviteResponse = z.infer<typeof inviteSchema>;

export const invitationPreviewParamsSchema = z.object({ docId: z.uuid() });
export const invitationPreviewQuerySchema = z.object({
  /** The token of the e-mailed link. */
  token: textSchema({ max: 4096 }).min(1),
});

/** What the invitation link may tell whoever holds it before they sign in: who invited them, to what. */
export const invitationPreviewResponseSchema = z.object({
  documentId: z.uuid(),
  /** The inviter's first name, or null when they have not given one yet. */
  invitedBy: z.object({ firstName: z.string().nullable() }),
  /** The invited address with most of its local part hidden ("j•••@example.com"): sign up or in with it. */
  invitedEmailHint: z.string(),
  state: z.object({ name: z.string(), abbreviation: z.string() }).nullable(),
  expiresAt: timestampSchema,
});
apiSchemaRegistry.add(invitationPreviewResponseSchema, { id: "InvitationPreview" });

export type InvitationPreviewResponse = z.infer<typeof invitationPreviewResponseSchema>;

export const invitedAddressBodySchema = z.strictObject(
  {
    /** The token of the e-mailed link, in the body so that it joins no URL here. */
    token: textSchema({ max: 4096, messages: { notText: PARTNER_MESSAGES.linkTokenMissing } }).min(1, {
      error: PARTNER_MESSAGES.linkTokenMissing,
    }),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `Unknown field: ${issue.keys.join(", ")}`
        : PARTNER_MESSAGES.linkTokenMissing,
  },
);

/** The invited address, for the link's holder starting to sign up or in (the identity provider's page fills it in). */
export const invitedAddressResponseSchema = z.object({ email: z.string() });
apiSchemaRegistry.add(invitedAddressResponseSchema, { id: "InvitedAddress" });

export type InvitedAddressResponse = z.infer<typeof invitedAddressResponseSchema>;
