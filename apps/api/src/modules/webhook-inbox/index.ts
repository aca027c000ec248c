/**
 * The provider webhook inbox: verified deliveries of the payment, notary and booking providers are
 * stored once with a job that applies them through the owning module (which keeps its own apply
 * logic). Owns `provider_webhook_inbox`; has no routes (each module keeps its webhook route). Its use
 * cases are functions of its context (`receiveDelivery(ctx, delivery)`, `providerWebhookJob(ctx,
 * appliers)`).
 */
import { providerWebhookJob } from "./apply-deliveries.ts";
import { receiveDelivery } from "./receive-delivery.ts";
import type { InboxDelivery, WebhookApplier, WebhookInboxContext, WebhookProvider } from "./webhook-inbox.context.ts";

export { createWebhookInboxRepository } from "./webhook-inbox.repository.ts";
export { PROVIDER_WEBHOOK_JOB, providerWebhookJob } from "./apply-deliveries.ts";
export type {
  InboxClaim,
  InboxDelivery,
  WebhookApplier,
  WebhookInbox,
  WebhookInboxContext,
  WebhookProvider,
} from "./webhook-inbox.context.ts";

/** What the receiving modules call (the `WebhookInbox` port), on the context its manifest built. */
export function webhookInboxService(ctx: WebhookInboxContext) {
  return {
    receive: (delivery: InboxDelivery): Promise<{ duplicate: boolean }> => receiveDelivery(ctx, delivery),
    /** The job that applies stored events through each provider module's apply step. */
    job: (appliers: Readonly<Record<WebhookProvider, WebhookApplier>>) => providerWebhookJob(ctx, appliers),
  };
}

export type WebhookInboxService = ReturnType<typeof webhookInboxService>;
