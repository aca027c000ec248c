import { PROVIDER_WEBHOOK_JOB } from "./apply-deliveries.ts";
import type { InboxDelivery, WebhookInboxContext } from "./webhook-inbox.context.ts";

/**
 * Stores a verified delivery once (unique per provider, adapter and event id) together with a
 * `provider-webhook` job, in one transaction; the request answers at once. `duplicate` when it was
 * received before.
 */
export async function receiveDelivery(
  ctx: WebhookInboxContext,
  delivery: InboxDelivery,
): Promise<{ duplicate: boolean }> {
  const inserted = await ctx.db.transaction(async (tx) => {
    const id = await ctx.repository.insert(tx, { ...delivery, now: ctx.clock.now() });
    if (id) await ctx.jobs.enqueue(PROVIDER_WEBHOOK_JOB, { inboxId: id }, { executor: tx });
    return id !== null;
  });
  // Committed: the worker of this process looks now rather than at its next poll.
  if (inserted) ctx.jobs.wake();
  return { duplicate: !inserted };
}
