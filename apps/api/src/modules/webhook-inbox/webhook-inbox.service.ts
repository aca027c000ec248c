import type { Database, Executor } from "@prenup/db";
import type { Clock } from "../../integrations/clock.ts";
import type { JobDefinition, JobQueue } from "../../integrations/jobs/index.ts";
import type { WebhookInboxRepository } from "./webhook-inbox.repository.ts";

export const PROVIDER_WEBHOOK_JOB = "provider-webhook";

/** The modules whose provider events come through the inbox. */
export type WebhookProvider = "payments" | "notary" | "scheduling";

/** A verified delivery, as the receiving module hands it over. */
export type InboxDelivery = {
  provider: WebhookProvider;
  /** The adapter that verified it (its event ids are its own). */
  adapter: string;
  eventId: string;
  type: string;
  /** The event as JSON (the module reads it back in its applier). */
  event: Record<string, unknown>;
};

/**
 * What an applier gets besides the event: it calls `begin` first in the transaction of its effects
 * (false: another run processed the event meanwhile; apply nothing) and `end` last in it.
 */
export type InboxClaim = {
  begin(tx: Executor): Promise<boolean>;
  end(tx: Executor, outcome: string): Promise<void>;
};

/** A module's apply step for its events; its outcome is recorded on the row. */
export type WebhookApplier = (event: Record<string, unknown>, claim: InboxClaim) => Promise<unknown>;

/** The port of the inbox that the receiving modules use. */
export interface WebhookInbox {
  /** Records the delivery and its job in one transaction; `duplicate` when it was received before. */
  receive(delivery: InboxDelivery): Promise<{ duplicate: boolean }>;
}

/**
 * The provider webhook inbox: a verified delivery is stored once (unique per provider, adapter and
 * event id) together with a `provider-webhook` job, and the request answers at once; the job applies
 * it through the module's applier, marking the row processed in the transaction of the effects, so
 * repeated deliveries, retries and a worker dying mid-job apply each event once. A failed run keeps
 * its error on the row and the queue retries it (from 15 s, doubling, 10 times: about 4 h).
 */
export function createWebhookInboxService(deps: {
  db: Database;
  clock: Clock;
  jobs: JobQueue;
  repository: WebhookInboxRepository;
}) {
  const { db, clock, jobs, repository } = deps;

  return {
    async receive(delivery: InboxDelivery): Promise<{ duplicate: boolean }> {
      const inserted = await db.transaction(async (tx) => {
        const id = await repository.insert(tx, { ...delivery, now: clock.now() });
        if (id) await jobs.enqueue(PROVIDER_WEBHOOK_JOB, { inboxId: id }, { executor: tx });
        return id !== null;
      });
      // Committed: the worker of this process looks now rather than at its next poll.
      if (inserted) jobs.wake();
      return { duplicate: !inserted };
    },

    /**
     * The job that applies stored events, given each provider module's apply step: the composition
     * root defines it once every module exists (the modules receive through the inbox, so the inbox
     * is built before them).
     */
    job(appliers: Readonly<Record<WebhookProvider, WebhookApplier>>): JobDefinition<{ inboxId: string }> {
      return {
        name: PROVIDER_WEBHOOK_JOB,
        retryLimit: 10,
        retryDelaySeconds: 15,
        // Applying a notary completion fetches the notarized PDF first.
        expireInSeconds: 180,
        handle: async ({ inboxId }) => {
          const row = await repository.find(inboxId);
          if (!row || row.processedAt) return;
          const applier = appliers[row.provider as WebhookProvider] as WebhookApplier | undefined;
          if (!applier) throw new Error(`no applier for the provider ${row.provider}`);
          try {
            await applier(row.event, {
              begin: (tx) => repository.lockUnprocessed(tx, inboxId),
              end: (tx, outcome) => repository.markProcessed(tx, inboxId, outcome, clock.now()),
            });
          } catch (error) {
            const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
            await repository.recordFailure(inboxId, message, clock.now());
            throw error;
          }
        },
      };
    },
  };
}

export type WebhookInboxService = ReturnType<typeof createWebhookInboxService>;
