import { z } from "zod";
import { apiSchemaRegistry, timestampSchema } from "../../http/schemas.ts";

export const INVITE_MESSAGES = {
  emailInvalid: "Enter a valid e-mail address",
  inviteYourself: "You can't invite yourself",
} as const;

export const inviteBodySchema = z.strictObject({
  email: z
    .string({ error: INVITE_MESSAGES.emailInvalid })
    .trim()
    .max(254, { error: INVITE_MESSAGES.emailInvalid })
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
  token: z.string().min(1).max(4096).optional(),
});

export const reminderResponseSchema = z.object({ sentAt: timestampSchema });

export type InviteBody = z.infer<typeof inviteBodySchema>;
export type InviteResponse = z.infer<typeof inviteSchema>;
