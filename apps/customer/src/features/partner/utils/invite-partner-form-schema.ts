import { z } from "zod";
import { PARTNER_TEXTS } from "../partner-texts.ts";

// Kept apart from the texts: the signed-out invitation preview (start-up) reads the texts, and only
// the dashboard's invite form needs zod.

/**
 * The invite form: one e-mail address (the rules and messages of POST /users/{id}/invite), not the
 * inviter's own (compared without case, as the server does).
 */
export function makeInvitePartnerFormSchema(ownEmail: string | null | undefined) {
  return z.object({
    email: z
      .string()
      .trim()
      .max(254, { error: PARTNER_TEXTS.invalidEmail })
      .pipe(z.email({ error: PARTNER_TEXTS.invalidEmail }))
      .refine((email) => !ownEmail || email.toLowerCase() !== ownEmail.trim().toLowerCase(), {
        error: PARTNER_TEXTS.ownEmail,
      }),
  });
}
export type InvitePartnerForm = z.infer<ReturnType<typeof makeInvitePartnerFormSchema>>;
