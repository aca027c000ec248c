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
 * The SMTP adapter (chosen when SMTP_URL is set): the mail is recorded in the outbox like the
 * embedded adapter's, then sent through the mail server; a failure is kept on the outbox row
 * (attempts, lastError) and surfaces as MailDeliveryError.
 */
export function createSmtpMailAdapter(store: OutboxStore, options: { target: SmtpTarget; from: string }): MailPort {
  const transport = "transport" in options.target ? options.target.transport : nodemailer.createTransport(options.target.url);
  return {
    kind: `smtp (${describeTarget(options.target)})`,
    enqueue: (message, executor) => store.insert(message, executor),
    async deliver(ids) {
      const rows = await store.findMany(ids);
      for (const row of rows) {
        if (row.sentAt) continue;
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
          await store.markFailed(row.id, reason);
          throw new MailDeliveryError(`The mail server did not accept the e-mail to ${row.to}: ${reason}`, { cause: error });
        }
        await store.markSent([row.id]);
      }
    },
  };
}
