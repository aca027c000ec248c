import type { Executor } from "@prenup/db";
import { attorneyApplicationEmail, type AttorneyApplicationEvent } from "@prenup/emails";
import type { AttorneyPortalContext } from "./attorney-portal.context.ts";

/** Records the attorney's application e-mail in the change's transaction; the mail-delivery job sends it after commit. */
export async function mailAttorney(
  ctx: AttorneyPortalContext,
  executor: Executor,
  attorneyId: string,
  event: AttorneyApplicationEvent,
): Promise<void> {
  const row = await ctx.attorneys.findProfile(attorneyId, executor);
  if (!row) return;
  const link = `${ctx.attorneyAppUrl}${event === "submitted" ? "/attorney/form" : event === "approved" || event === "reactivated" ? "/" : "/attorney/account"}`;
  const email = await attorneyApplicationEmail({
    event,
    attorney: { firstName: row.first_name, lastName: row.last_name },
    link,
  });
  await ctx.mail.enqueue(
    {
      to: row.email,
      subject: email.subject,
      text: email.text,
      html: email.html,
      template: email.template,
      userId: attorneyId,
    },
    executor,
  );
}
