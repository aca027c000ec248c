import { DomainError } from "@prenup/domain";
import { WebhookRejected, type ProviderEventChange } from "../../integrations/scheduling/index.ts";
import type { SchedulingContext } from "./scheduling.context.ts";
import { SCHEDULING_MESSAGES } from "./scheduling.schemas.ts";

/** The delivery's exact bytes and its signature header. */
export type ReceiveWebhookInput = { rawBody: string; signatureHeader: string | undefined };

/**
 * A booking provider's webhook: verified (signature and freshness), then stored in the webhook
 * inbox (once per delivery id) for the job that applies it (`applyInboxEvent`).
 */
export async function receiveWebhook(
  ctx: SchedulingContext,
  input: ReceiveWebhookInput,
): Promise<"queued" | "duplicate"> {
  const { port } = ctx;
  let change: ProviderEventChange;
  try {
    change = port.verifyWebhook({
      rawBody: input.rawBody,
      signatureHeader: input.signatureHeader,
      now: ctx.clock.now(),
    });
  } catch (error) {
    if (error instanceof WebhookRejected)
      throw new DomainError("SCHEDULING_SIGNATURE_INVALID", SCHEDULING_MESSAGES.signature, { cause: error });
    throw error;
  }
  if (!ctx.inbox) throw new Error("the scheduling context was built without the webhook inbox");
  const stored = {
    ...change,
    startsAt: change.startsAt.toISOString(),
    endsAt: change.endsAt.toISOString(),
    occurredAt: change.occurredAt.toISOString(),
  };
  const { duplicate } = await ctx.inbox.receive({
    provider: "scheduling",
    adapter: port.kind,
    eventId: change.deliveryId,
    type: change.kind,
    event: stored,
  });
  return duplicate ? "duplicate" : "queued";
}
