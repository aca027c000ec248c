import type { Executor } from "@prenup/db";
import { notarizationReadyEmail } from "@prenup/emails";
import { sql } from "drizzle-orm";
import type { MailPort } from "../../integrations/mail/index.ts";
import type { StandingService } from "./standing.service.ts";

/** The template of the e-mail /notarize promises: "We'll e-mail your partner to let them know they can begin notarization". */
export const NOTARIZATION_READY_TEMPLATE = "notarization-ready";

/**
 * The e-mail that tells a partner who had to meet their attorney that they can begin notarization,
 * recorded in the caller's transaction by the events that clear that partner's last blocker (their
 * attorney call completed, an attorney's approval). It goes when the partner's standing has met
 * their attorney (representation BOOKED) and nothing stops their notarization, once per agreement
 * and partner: an earlier one in the outbox for the same agreement is enough.
 */
export function createNotarizationReadyNotice(deps: { standing: Pick<StandingService, "loadContext" | "standingOf">; mail: Pick<MailPort, "enqueue">; customerAppUrl: string }) {
  const link = `${deps.customerAppUrl.replace(/\/$/, "")}/notarize`;

  /** Records the e-mail to `userId` when it is due; true when it did. */
  async function noticeIfReady(tx: Executor, userId: string, documentId: string): Promise<boolean> {
    const context = await deps.standing.loadContext(userId, { documentId, withPartner: true, withFinancials: true, executor: tx });
    const standing = deps.standing.standingOf(context);
    if (standing.documentId !== documentId || standing.me.representationBookingStatus !== "BOOKED" || standing.notarization.blocker !== null) return false;
    if (standing.document?.notarizationComplete) return false;
    const result = await tx.execute(sql`
      select u.email,
             exists (select 1 from mail_outbox m
                     where m.user_id = u.id and m.template = ${NOTARIZATION_READY_TEMPLATE} and m.template_data ->> 'documentId' = ${documentId}) as sent
      from users u where u.id = ${userId}::uuid and u.deleted_at is null`);
    const row = (result.rows as { email: string | null; sent: boolean }[])[0];
    if (!row?.email || row.sent) return false;
    const partner = context.facts.partner ?? { firstName: null, lastName: null };
    const email = await notarizationReadyEmail({ partner, link });
    await deps.mail.enqueue(
      { to: row.email, subject: email.subject, text: email.text, html: email.html, template: email.template, templateData: { documentId }, userId },
      tx,
    );
    return true;
  }

  return {
    noticeIfReady,
    /** Both partners of the agreement, each checked on their own standing. */
    async noticeCoupleIfReady(tx: Executor, couple: { documentId: string; userIds: readonly (string | null)[] }): Promise<void> {
      for (const userId of couple.userIds) if (userId) await noticeIfReady(tx, userId, couple.documentId);
    },
  };
}

export type NotarizationReadyNotice = ReturnType<typeof createNotarizationReadyNotice>;
