import nodemailer, { type Transporter } from "nodemailer";
import type { OutboxStore } from "./outbox.ts";
import { MailDeliveryError, type MailPort } from "./mail-port.ts";

/** Where the SMTP adapter sends: an smtp(s):// URL, or a ready nodemailer transport (tests). */
export type SmtpTarget = { url: string } | { transport: Transporter };

/** The host part of an SMTP URL, for the start-up log (never the credentials). */
function describeTarget(target: SmtpTarget): string {
  if ("transport" in target) return "a custom transport";
  const url = new URL(target.url);
  return `${url.protocol}//${url.host}`;
}

/**
 * The Message-ID of an outbox row's e-mail: the same on every attempt, so a mail sent again after a
 * crash between the server's acceptance and the outbox being marked sent carries the Message-ID of
 * the first send, and mail servers and clients that deduplicate on it (and anyone reading the
 * logs) see one message. The domain is the sender's, as RFC 5322 recommends.
 */
export function outboxMessageId(rowId: string, from: string): string {
  const domain = /@([^\s<>@]+)\s*>?\s*$/.exec(from)?.[1] ?? "localhost";
  return `<${rowId}@${domain}>`;
}

/**
 * Limits on one send, so a send ends well within the claim's lease (MAIL_CLAIM_LEASE_SECONDS): a
 * server that stops answering fails the attempt and the job retries it.
 */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 30_000,
  greetingTimeout: 30_000,
  socketTimeout: 60_000,
  dnsTimeout: 30_000,
} as const;

/**
 * The SMTP adapter (chosen when SMTP_URL is set): the mail is recorded in the outbox like the
 * embedded adapter's; `deliver` claims each row (`OutboxStore.claim`) and sends it through the mail
 * server with the row's Message-ID, so two workers never send one row at once. A row another
 * worker is sending is not sent and `deliver` throws MailDeliveryError (the job tries again later);
 * a refusal is kept on the outbox row (attempts, lastError) and surfaces as MailDeliveryError.
 */
export function createSmtpMailAdapter(store: OutboxStore, options: { target: SmtpTarget; from: string }): MailPort {
  const transport =
    "transport" in options.target
      ? options.target.transport
      : nodemailer.createTransport({ ...SMTP_TIMEOUTS, url: options.target.url });
  return {
    kind: `smtp (${describeTarget(options.target)})`,
    enqueue: (message, executor) => store.insert(message, executor),
    enqueueOnce: (message, onceKey, executor) => store.insertOnce(message, onceKey, executor),
    async deliver(ids) {
      for (const id of ids) {
        const claim = await store.claim(id);
        if (!claim.row) {
          if (claim.reason === "sending")
            throw new MailDeliveryError(
              `The e-mail ${id} is being sent by another worker; it is tried again after that worker's lease.`,
            );
          continue;
        }
        const row = claim.row;
        try {
          await transport.sendMail({
            from: options.from,
            to: row.to,
            messageId: outboxMessageId(row.id, options.from),
            subject: row.subject,
            text: row.text,
            ...(row.html ? { html: row.html } : {}),
          });
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          await store.markClaimFailed(row.id, row.attempts, reason);
          throw new MailDeliveryError(`The mail server did not accept the e-mail to ${row.to}: ${reason}`, {
            cause: error,
          });
        }
        await store.markClaimSent(row.id);
      }
    },
  };
}
