import type { Database } from "@prenup/db";
import type { JobDefinition, JobQueue } from "../jobs/index.ts";
import type { MailPort } from "./mail-port.ts";
import { MAIL_CLAIM_LEASE_SECONDS } from "./outbox.ts";

export const MAIL_DELIVERY_JOB = "mail-delivery";

/**
 * Delivering one outbox mail, as a background job — the only sender of the product's mail:
 * retried with backoff (30 s, 1 min, 2 min… about two hours in all) while the mail server refuses
 * or another worker holds the row; idempotent, since the SMTP adapter claims each row before
 * sending it and skips a row already sent. Its lease is the row claim's, so a job taken over from
 * a worker that died finds the row free again.
 */
export function mailDeliveryJob(mail: MailPort): JobDefinition<{ outboxId: string }> {
  return {
    name: MAIL_DELIVERY_JOB,
    retryLimit: 8,
    retryDelaySeconds: 30,
    expireInSeconds: MAIL_CLAIM_LEASE_SECONDS,
    handle: ({ outboxId }) => mail.deliver([outboxId]),
  };
}

/**
 * The mail port as services use it: `enqueue` records the mail and its delivery job in the
 * caller's transaction (or in one of its own), and the job queue's worker delivers it after commit,
 * outside the request. Defines the delivery job on the queue.
 */
export function withDeliveryJobs(mail: MailPort, deps: { jobs: JobQueue; db: Database }): MailPort {
  deps.jobs.define(mailDeliveryJob(mail));
  return {
    kind: `${mail.kind}, delivered by the ${MAIL_DELIVERY_JOB} job`,
    async enqueue(message, executor) {
      if (!executor) return deps.db.transaction(async (tx) => this.enqueue(message, tx));
      const id = await mail.enqueue(message, executor);
      await deps.jobs.enqueue(MAIL_DELIVERY_JOB, { outboxId: id }, { executor });
      return id;
    },
    async enqueueOnce(message, onceKey, executor) {
      if (!executor) return deps.db.transaction(async (tx) => this.enqueueOnce(message, onceKey, tx));
      const id = await mail.enqueueOnce(message, onceKey, executor);
      if (id) await deps.jobs.enqueue(MAIL_DELIVERY_JOB, { outboxId: id }, { executor });
      return id;
    },
    deliver: (ids) => mail.deliver(ids),
  };
}
