import { states } from "@prenup/content/runtime";
import { contentIds } from "@prenup/db";
import { timeZoneOfState } from "@prenup/domain";
import { partnerInviteEmail, questionnaireReminderEmail } from "@prenup/emails";
import type { MailMessage } from "../../integrations/mail/index.ts";

/** The agreement's state by its row id (reference ids are deterministic: no query), or null before one is chosen. */
function stateOfId(stateId: string | null): { name: string; abbreviation: string } | null {
  if (!stateId) return null;
  return states.find((state) => contentIds.state(state.abbreviation) === stateId) ?? null;
}

/** The e-mail with the invitation link, as the mail port records it (template `partner-invite`). */
export async function partnerInviteMail(input: {
  to: string;
  inviter: { id: string; firstName: string | null; lastName: string | null };
  link: string;
  expiresAt: Date;
  documentId: string;
  /** The agreement's state (its row id), once chosen: the mail names it and writes the expiry in its zone. */
  stateId: string | null;
}): Promise<MailMessage> {
  const state = stateOfId(input.stateId);
  const email = await partnerInviteEmail({
    inviter: input.inviter,
    link: input.link,
    expiresAt: input.expiresAt,
    stateName: state?.name ?? null,
    timeZone: timeZoneOfState(state?.abbreviation),
  });
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
