import { DomainError } from "@prenup/domain";
import { NotaryWebhookRejected, type NotaryEvent } from "../../integrations/notary/index.ts";
import type { NotarizationsContext } from "./notarizations.context.ts";
import { NOTARIZATION_SERVICE_MESSAGES } from "./notarizations.messages.ts";

/**
 * A webhook delivery from the notary (Proof): verified, then stored in the webhook inbox (once per
 * delivery id) for the job that applies it (`applyInboxEvent`). "duplicate": received before;
 * "ignored": a genuine event the notarization does not follow, not stored.
 */
export async function receiveNotaryWebhook(
  ctx: NotarizationsContext,
  rawBody: string,
  signatureHeader: string | undefined,
): Promise<"queued" | "duplicate" | "ignored"> {
  let event: NotaryEvent | null;
  try {
    event = ctx.notary.verifyWebhook({ rawBody, signatureHeader, now: ctx.clock.now() });
  } catch (error) {
    if (error instanceof NotaryWebhookRejected)
      throw new DomainError("NOTARY_SIGNATURE_INVALID", NOTARIZATION_SERVICE_MESSAGES.signatureInvalid);
    throw error;
  }
  if (!event) return "ignored";
  if (!ctx.inbox) throw new Error("the notarizations service was built without the webhook inbox");
  const { duplicate } = await ctx.inbox.receive({
    provider: "notary",
    adapter: ctx.notary.kind,
    eventId: event.deliveryId,
    type: event.status,
    event: { ...event, occurredAt: event.occurredAt.toISOString() },
  });
  return duplicate ? "duplicate" : "queued";
}
