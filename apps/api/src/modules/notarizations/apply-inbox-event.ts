import type { NotaryEvent } from "../../integrations/notary/index.ts";
import type { InboxClaim } from "../webhook-inbox/index.ts";
import { applyNotaryEvent } from "./apply-notary-event.ts";
import type { NotarizationsContext } from "./notarizations.context.ts";

/** The inbox job's apply step: the stored delivery, applied as `applyNotaryEvent` applies any status change. */
export function applyInboxEvent(ctx: NotarizationsContext, stored: Record<string, unknown>, claim: InboxClaim) {
  const event: NotaryEvent = {
    deliveryId: String(stored["deliveryId"]),
    externalId: String(stored["externalId"]),
    status: stored["status"] as NotaryEvent["status"],
    occurredAt: new Date(String(stored["occurredAt"])),
  };
  return applyNotaryEvent(ctx, event, claim);
}
