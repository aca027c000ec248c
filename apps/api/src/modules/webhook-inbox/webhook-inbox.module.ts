import { defineModule } from "../manifest.ts";

export const webhookInboxModule = defineModule({
  name: "webhook-inbox",
  description: "verified provider webhooks stored once and applied by a job; no routes",
  owns: ["provider_webhook_inbox"],
  needs: [],
});
