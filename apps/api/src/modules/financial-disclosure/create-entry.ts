import type { WriteKey } from "../../http/idempotency.ts";
import { mailAfterEntryWrite } from "./acknowledgement-mail.ts";
import { columnsOf, entryToApi, rawOf, requireOpen, requireValueBasis, type Body } from "./entry-columns.ts";
import type { EditableKind } from "./entry-kinds.ts";
import type { FinancialDisclosureContext } from "./financial-disclosure.context.ts";
import { replayedEntry } from "./replayed-entry.ts";

/**
 * POST …/{kind}: a partner's new entry (the body already passed the kind's create schema). With an
 * Idempotency-Key, the same request again answers the first entry and creates nothing; the key
 * with another request answers 422 IDEMPOTENCY_KEY_REUSED, creating nothing.
 */
export async function createEntry(
  ctx: FinancialDisclosureContext,
  kind: EditableKind,
  input: { ownerId: string; documentId: string; body: Body; actorId: string; writeKey?: WriteKey | null },
) {
  const now = ctx.clock.now();
  const values: Record<string, unknown> = {
    ...columnsOf(kind, input.body),
    userId: input.ownerId,
    documentId: input.documentId,
    createdById: input.actorId,
    updatedById: input.actorId,
  };
  if (kind === "assets" && input.body["isJoint"] === true) values["jointSetById"] = input.actorId;
  return ctx.db.transaction(async (tx) => {
    const claim = input.writeKey ? await ctx.repository.claimWriteKey(tx, input.ownerId, input.writeKey) : null;
    if (claim && !claim.claimed) return replayedEntry(claim, input.writeKey!);
    // The change time first (a new entry withdraws "nothing to disclose"): its statement also brings
    // the gate's facts and the disclosure as it stood before.
    const { gate, acknowledgement } = await ctx.repository.touchDisclosureReading(tx, {
      userId: input.ownerId,
      documentId: input.documentId,
      at: now,
      byId: input.actorId,
      entryAdded: true,
    });
    requireOpen(gate, input.ownerId);
    requireValueBasis(gate, input.body);
    const row = await ctx.repository.insertEntry(tx, kind, values);
    const entry = entryToApi(kind, rawOf(kind, row));
    if (claim) await ctx.repository.storeWriteKeyResponse(tx, claim.id, entry);
    await mailAfterEntryWrite(ctx, tx, input, acknowledgement, { entryDelta: 1 });
    return entry;
  });
}
