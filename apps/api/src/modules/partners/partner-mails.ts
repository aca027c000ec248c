import { partnerInviteEmail, questionnaireReminderEmail } from "@prenup/emails";
import type { MailMessage } from "../../integrations/mail/index.ts";

/** The e-mail with the invitation link, as the mail port records it (template `partner-invite`). */
export async function partnerInviteMail(input: {
  to: string;
  inviter: { id: string; firstName: string | null; lastName: string | null };
  link: string;
  expiresAt: Date;
  documentId: string;
}): Promise<MailMessage> {
  const email = await partnerInviteEmail({ inviter: input.inviter, link: input.link, expiresAt: input.expiresAt });
  return {
    ...email,
    to: input.to,
    templateData: {
      documentId: input.documentId,
      inviterId: input.inviter.id,
      expiresAt: input.expiresAt.toISOString(),
    },
    userId: input.inviter.id,
  };
}

/** The nudge to finish the questionnaire, as the mail port records it (template `questionnaire-reminder`). */
export async function questionnaireReminderMail(input: {
  to: string;
  sender: { id: string; firstName: string | null; lastName: string | null };
  link: string;
  documentId: string;
}): Promise<MailMessage> {
  const email = await questionnaireReminderEmail({ sender: input.sender, link: input.link });
  return {
    ...email,
    to: input.to,
    templateData: { documentId: input.documentId, senderId: input.sender.id },
    userId: input.sender.id,
  };
}
