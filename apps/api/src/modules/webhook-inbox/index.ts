/**
 * The provider webhook inbox: verified deliveries of the payment, notary and booking providers are
 * stored once with a job that applies them through the owning module (which keeps its own apply
 * logic). Owns `provider_webhook_inbox`; has no routes (each module keeps its webhook route).
 */
export { createWebhookInboxRepository } from "./webhook-inbox.repository.ts";
export {
  createWebhookInboxService,
  PROVIDER_WEBHOOK_JOB,
  type InboxClaim,
  type InboxDelivery,
  type WebhookApplier,
  type WebhookInbox,
  type WebhookInboxService,
  type WebhookProvider,
} from "./webhook-inbox.service.ts";
