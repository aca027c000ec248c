import type { Executor } from "@prenup/db";
import type { ProviderEventChange } from "../../integrations/scheduling/index.ts";
import type { InboxClaim } from "../webhook-inbox/index.ts";
import { syncBookingStatus } from "./booking-steps.ts";
import type { SchedulingContext } from "./scheduling.context.ts";

/**
 * The inbox job's apply step: a provider's change applied once per delivery, and in any order —
 * a change older than the event's last applied one is ignored, a cancellation arriving before
 * its creation records the call as cancelled (the late creation then changes nothing). A change
 * that names no purchase we signed into the booking link (the booker edited it) is recorded and
 * ignored. The purchase's booking status follows its calls. The inbox row is marked processed in the same
 * transaction (`claim`).
 */
export async function applyInboxEvent(ctx: SchedulingContext, stored: Record<string, unknown>, claim: InboxClaim) {
  const change = { ...(stored as unknown as ProviderEventChange) };
  for (const key of ["startsAt", "endsAt", "occurredAt"] as const) change[key] = new Date(String(stored[key]));
  return ctx.db.transaction(async (tx) => {
    if (!(await claim.begin(tx))) return "duplicate";
    const outcome = await applyChange(ctx, tx, change);
    await claim.end(tx, outcome);
    return outcome;
  });
}

/** One provider change on the event and the purchase's booking status, in the inbox's transaction. */
async function applyChange(
  ctx: SchedulingContext,
  tx: Executor,
  change: ProviderEventChange,
): Promise<"applied" | "duplicate" | "stale" | "ignored"> {
  const { repository } = ctx;
  if (!(await repository.recordDelivery(tx, ctx.port.kind, change.deliveryId))) return "duplicate";
  const context = change.purchaseItemId ? await repository.lockItem(tx, change.purchaseItemId) : null;
  if (!context?.attorneyId) return "ignored";
  const existing = await repository.lockEvent(tx, { externalId: change.externalEventId });
  if (existing?.providerChangedAt && existing.providerChangedAt >= change.occurredAt) return "stale";
  const now = ctx.clock.now();
  const status = change.kind === "CREATED" ? "BOOKED" : "CANCELED";
  const fields = {
    eventStartAt: change.startsAt,
    eventEndAt: change.endsAt,
    eventStatus: status as "BOOKED" | "CANCELED",
    cancelUrl: change.cancelUrl,
    rescheduleUrl: change.rescheduleUrl,
    timeZone: change.timeZone,
    providerChangedAt: change.occurredAt,
    updatedAt: now,
  };
  if (existing) await repository.updateEvent(tx, existing.id, fields);
  else {
    await repository.insertEvent(tx, {
      ...fields,
      purchaseItemId: context.itemId,
      attorneyId: context.attorneyId,
      userId: context.userId,
      documentId: context.documentId,
      externalId: change.externalEventId,
      locationType: "OUTBOUND_CALL",
      location: change.phoneNumber ?? context.userPhoneNumber,
      createdAt: now,
    });
  }
  const refreshed = await repository.lockItem(tx, context.itemId);
  if (refreshed) await syncBookingStatus(ctx, tx, refreshed, refreshed.calls, null);
  return "applied";
}
