import type { Database } from "@prenup/db";
import type { AppConfig } from "../../config.ts";
import type { Clock } from "../clock.ts";
import type { MailPort } from "./mail-port.ts";
import { createOutboxMailAdapter, createOutboxStore } from "./outbox.ts";

export {
  enqueueToPartners,
  MailDeliveryError,
  sendMail,
  turnOffLink,
  type MailMessage,
  type MailPort,
} from "./mail-port.ts";
export { createOutboxStore, MAIL_CLAIM_LEASE_SECONDS, type OutboxStore } from "./outbox.ts";
export { MAIL_DELIVERY_JOB, mailDeliveryJob, withDeliveryJobs } from "./delivery-job.ts";

/**
 * The SMTP adapter when SMTP_URL is set, else the outbox (dev mailbox). The SMTP adapter (and
 * nodemailer) is loaded only when it is used: start-up does not pay for it otherwise.
 */
export async function createMailPort(deps: { db: Database; clock: Clock; config: AppConfig }): Promise<MailPort> {
  const store = createOutboxStore(deps.db, deps.clock);
  const { smtpUrl, from } = deps.config.mail;
  if (!smtpUrl) return createOutboxMailAdapter(store);
  const { createSmtpMailAdapter } = await import("./smtp.ts");
  return createSmtpMailAdapter(store, { target: { url: smtpUrl }, from });
}
