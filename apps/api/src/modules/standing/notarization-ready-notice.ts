import type { Executor } from "@prenup/db";
import { notarizationReadyEmail } from "@prenup/emails";
import type { StandingContext } from "./standing.context.ts";
import { documentStandingOf } from "./standing-of.ts";
import { userEmail } from "../users/users.queries.ts";

/** The template of the e-mail /notarize promises: "We'll e-mail your partner to let them know they can begin notarization". */
export const NOTARIZATION_READY_TEMPLATE = "notarization-ready";

/**
 * The e-mail that tells a partner who had to meet their attorney that they can begin notarization,
 * recorded in the caller's transaction by the events that clear that partner's last blocker (their
 * attorney call completed, an attorney's approval). It goes when the partner's standing has met
 * their attorney (representation BOOKED) and nothing stops their notarization, once per agreement
 * and partner (the outbox's once key: two events at once record one mail). True when it recorded it.
 */
export async function noticeIfReady(
  ctx: StandingContext,
  tx: Executor,
  userId: string,
  documentId: string,
): Promise<boolean> {
  const { context, standing } = await documentStandingOf(ctx, tx, userId, documentId);
  if (
    standing.documentId !== documentId ||
    standing.me.representationBookingStatus !== "BOOKED" ||
    standing.notarization.blocker !== null
  )
    return false;
  if (standing.document?.notarizationComplete) return false;
  const to = await userEmail(tx, userId);
  if (!to) return false;
  const partner = context.facts.partner ?? { firstName: null, lastName: null };
  const email = await notarizationReadyEmail({ partner, link: `${ctx.customerAppUrl.replace(/\/$/, "")}/notarize` });
  const id = await ctx.mail.enqueueOnce(
    {
      to,
      subject: email.subject,
      text: email.text,
      html: email.html,
      template: email.template,
      templateData: { documentId },
      userId,
    },
    `${NOTARIZATION_READY_TEMPLATE}:${documentId}:${userId}`,
    tx,
  );
  return id !== null;
}

/** Both partners of the agreement, each checked on their own standing (`noticeIfReady`). */
export async function noticeCoupleIfReady(
  ctx: StandingContext,
  tx: Executor,
  couple: { documentId: string; userIds: readonly (string | null)[] },
): Promise<void> {
  for (const userId of couple.userIds) if (userId) await noticeIfReady(ctx, tx, userId, couple.documentId);
}
