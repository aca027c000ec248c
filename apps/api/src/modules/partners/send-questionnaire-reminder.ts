import { canSendQuestionnaireReminder, DomainError, partnerIdOf } from "@prenup/domain";
import { DOCUMENT_MESSAGES } from "../documents/index.ts";
import { questionnaireReminderMail } from "./partner-mails.ts";
import { REMINDER_INTERVAL_MS, withMail } from "./partner-steps.ts";
import type { PartnersContext } from "./partners.context.ts";
import { PARTNER_MESSAGES } from "./partners.messages.ts";

/**
 * Reminds the partner to finish the questionnaire: only when both accounts are linked, the
 * caller is done and the partner is not; at most once per 24 hours per document.
 */
export async function sendQuestionnaireReminder(
  ctx: PartnersContext,
  actor: { id: string },
): Promise<{ sentAt: string }> {
  const document = await ctx.documents.findActiveDocumentOfUser(actor.id);
  if (!document) throw new DomainError("NO_DOCUMENT", PARTNER_MESSAGES.noDocument);
  const partnerId = partnerIdOf(document, actor.id);
  const accountsLinked = partnerId !== null;
  const userDone = accountsLinked && (await ctx.questionnaire.isQuestionnaireComplete(actor.id));
  const partnerDone =
    accountsLinked && partnerId !== null && (await ctx.questionnaire.isQuestionnaireComplete(partnerId));
  if (!partnerId || !canSendQuestionnaireReminder({ accountsLinked, userDone, partnerDone })) {
    throw new DomainError("REMINDER_NOT_ALLOWED", PARTNER_MESSAGES.reminderNotAllowed);
  }
  const people = new Map((await ctx.users.findPeople([actor.id, partnerId])).map((p) => [p.id, p]));
  const sender = people.get(actor.id);
  const partner = people.get(partnerId);
  if (!sender || !partner) throw new DomainError("USER_NOT_FOUND", DOCUMENT_MESSAGES.userNotFound);
  const now = ctx.clock.now();
  const message = await questionnaireReminderMail({
    to: partner.email,
    sender,
    link: `${ctx.customerAppUrl}/questionnaire`,
    documentId: document.id,
  });
  await withMail(ctx, async (tx, enqueue) => {
    const stamped = await ctx.documents.stampReminder(
      document.id,
      now,
      new Date(now.getTime() - REMINDER_INTERVAL_MS),
      tx,
    );
    if (!stamped) throw new DomainError("REMINDER_TOO_SOON", PARTNER_MESSAGES.reminderTooSoon);
    // A reminder: the mail port suppresses it when the partner unsubscribed.
    await enqueue({ ...message, category: "reminder" });
  });
  return { sentAt: now.toISOString() };
}
