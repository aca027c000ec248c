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
