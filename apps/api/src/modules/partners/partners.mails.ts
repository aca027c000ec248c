import type { MailMessage } from "../../integrations/mail/index.ts";

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** "Alex Rivera", or "Your partner" when the inviter has not entered a name yet. */
function displayName(name: { firstName: string | null; lastName: string | null }): string {
  return [name.firstName, name.lastName].filter((part) => part && part.trim() !== "").join(" ") || "Your partner";
}

/** The e-mail with the invitation link (template `partner-invite`). */
export function partnerInviteMail(input: {
  to: string;
  inviter: { id: string; firstName: string | null; lastName: string | null };
  link: string;
  expiresAt: Date;
  documentId: string;
}): MailMessage {
  const who = displayName(input.inviter);
  const until = input.expiresAt.toUTCString();
  const text = [
    `${who} invited you to create your prenup together.`,
    "",
    "Open this link to join the agreement (sign up or sign in with this e-mail address):",
    input.link,
    "",
    `The link works once and until ${until}. If you did not expect this e-mail, you can ignore it.`,
  ].join("\n");
  const html =
    `<p>${escapeHtml(who)} invited you to create your prenup together.</p>` +
    `<p><a href="${escapeHtml(input.link)}">Join the agreement</a> (sign up or sign in with this e-mail address).</p>` +
    `<p>The link works once and until ${escapeHtml(until)}. If you did not expect this e-mail, you can ignore it.</p>`;
  return {
    to: input.to,
    subject: `${who} invited you to create your prenup together`,
    text,
    html,
    template: "partner-invite",
    templateData: { documentId: input.documentId, inviterId: input.inviter.id, expiresAt: input.expiresAt.toISOString() },
    userId: input.inviter.id,
  };
}

/** The nudge to finish the questionnaire (template `questionnaire-reminder`). */
export function questionnaireReminderMail(input: {
  to: string;
  sender: { id: string; firstName: string | null; lastName: string | null };
  link: string;
  documentId: string;
}): MailMessage {
  const who = displayName(input.sender);
  const text = [
    `${who} has finished their questionnaire and is waiting for you.`,
    "",
    "Complete your questionnaire so you can align your answers together:",
    input.link,
  ].join("\n");
  const html =
    `<p>${escapeHtml(who)} has finished their questionnaire and is waiting for you.</p>` +
    `<p><a href="${escapeHtml(input.link)}">Complete your questionnaire</a> so you can align your answers together.</p>`;
  return {
    to: input.to,
    subject: `${who} is waiting for you to finish your questionnaire`,
    text,
    html,
    template: "questionnaire-reminder",
    templateData: { documentId: input.documentId, senderId: input.sender.id },
    userId: input.sender.id,
  };
}
