import type { DisclosureKind } from "@prenup/domain";
import { mailAfterEntryWrite } from "./acknowledgement-mail.ts";
import type { FinancialDisclosureContext } from "./financial-disclosure.context.ts";
import { lockOpenEntry } from "./lock-open-entry.ts";

/** DELETE …/{kind}/{entryId}: soft delete (the row keeps its history; lists, totals and the schedules leave it out). */
export async function deleteEntry(
  ctx: FinancialDisclosureContext,
  kind: DisclosureKind,
  input: { ownerId: string; documentId: string; entryId: string; actorId: string },
) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const { acknowledgement } = await lockOpenEntry(ctx, tx, kind, input);
    await ctx.repository.updateEntry(tx, kind, input.entryId, {
      deletedAt: now,
      updatedAt: now,
      updatedById: input.actorId,
    });
    await ctx.repository.touchDisclosure(tx, {
      userId: input.ownerId,
      documentId: input.documentId,
      at: now,
      byId: input.actorId,
    });
    await mailAfterEntryWrite(ctx, tx, input, acknowledgement, { entryDelta: -1 });
  });
}
