import { defineModule, type ModuleExports } from "../manifest.ts";
import { createWebhookInboxRepository, webhookInboxService } from "./index.ts";

export const webhookInboxModule = defineModule({
  name: "webhook-inbox",
  description: "verified provider webhooks stored once and applied by a job; no routes",
  owns: ["provider_webhook_inbox"],
  needs: [],
  // Provider webhooks: stored in the inbox by the receiving module, applied by its job.
  exports: (_, { db, clock, jobs }): ModuleExports["webhook-inbox"] =>
    webhookInboxService({ db, clock, jobs, repository: createWebhookInboxRepository(db) }),
});

declare module "../manifest.ts" {
  interface ModuleExports {
    "webhook-inbox": ReturnType<typeof webhookInboxService>;
  }
}
