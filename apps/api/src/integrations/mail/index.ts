import type { Database } from "@prenup/db";
import type { AppConfig } from "../../config.ts";
import type { Clock } from "../clock.ts";
import type { MailPort } from "./mail-port.ts";
import { createOutboxMailAdapter, createOutboxStore } from "./outbox.ts";
import { createSmtpMailAdapter } from "./smtp.ts";

export { enqueueToPartners, MailDeliveryError, sendMail, type MailMessage, type MailPort } from "./mail-port.ts";
export { createOutboxStore, type OutboxStore } from "./outbox.ts";
export { MAIL_DELIVERY_JOB, mailDeliveryJob, withDeliveryJobs } from "./delivery-job.ts";

/** The SMTP adapter when SMTP_URL is set, else the outbox (dev mailbox). */
export function createMailPort(deps: { db: Database; clock: Clock; config: AppConfig }): MailPort {
  const store = createOutboxStore(deps.db, deps.clock);
  const { smtpUrl, from } = deps.config.mail;
  return smtpUrl ? createSmtpMailAdapter(store, { target: { url: smtpUrl }, from }) : createOutboxMailAdapter(store);
}
