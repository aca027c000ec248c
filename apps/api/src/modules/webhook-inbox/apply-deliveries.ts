import { describeError } from "../../db/db-errors.ts";
import type { JobDefinition } from "../../integrations/jobs/index.ts";
import type { WebhookApplier, WebhookInboxContext, WebhookProvider } from "./webhook-inbox.context.ts";

export const PROVIDER_WEBHOOK_JOB = "provider-webhook";

/**
 * Applies one stored event through its provider module's applier, marking the row processed in the
 * transaction of the effects, so repeated deliveries, retries and a worker dying mid-job apply each
 * event once. A failed run keeps its error on the row and throws (the queue retries it).
 */
export async function applyDelivery(
  ctx: WebhookInboxContext,
  appliers: Readonly<Record<WebhookProvider, WebhookApplier>>,
  inboxId: string,
): Promise<void> {
  const { repository, clock } = ctx;
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
    await repository.recordFailure(inboxId, describeError(error), clock.now());
    throw error;
  }
}

/**
 * The job that applies stored events, given each provider module's apply step: the composition
 * root defines it once every module exists (the modules receive through the inbox, so the inbox
 * is built before them). Retried from 15 s, doubling, 10 times: about 4 h.
 */
export function providerWebhookJob(
  ctx: WebhookInboxContext,
  appliers: Readonly<Record<WebhookProvider, WebhookApplier>>,
): JobDefinition<{ inboxId: string }> {
  return {
    name: PROVIDER_WEBHOOK_JOB,
    retryLimit: 10,
    retryDelaySeconds: 15,
    // Applying a notary completion fetches the notarized PDF first.
    expireInSeconds: 180,
    handle: ({ inboxId }) => applyDelivery(ctx, appliers, inboxId),
  };
}
