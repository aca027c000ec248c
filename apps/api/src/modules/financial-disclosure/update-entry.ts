import { valueBasisRuleFor } from "@prenup/content/runtime";
import { financialEntrySchemaFor } from "@prenup/domain";
import type { z } from "zod";
import { StaleWriteError } from "../../http/errors.ts";
import type { WriteKey } from "../../http/idempotency.ts";
import { mailAfterEntryWrite } from "./acknowledgement-mail.ts";
import { columnsOf, entryAsInput, entryToApi, invalid, num, rawOf, type Body } from "./entry-columns.ts";
import type { EditableKind } from "./entry-kinds.ts";
import type { FinancialDisclosureContext } from "./financial-disclosure.context.ts";
import { lockOpenEntry } from "./lock-open-entry.ts";
import { ENTRY_CHANGED_MESSAGE } from "./financial-disclosure.messages.ts";
import { replayedEntry } from "./replayed-entry.ts";

/**
 * PATCH …/{kind}/{entryId}: a partial update, checked against the whole entry (the stored one with
 * the update) with the create schema, so an update cannot leave an entry the create call would
 * refuse. Changing a joint entry's percentages (or making it joint) asks the partner to confirm
 * them again. With an Idempotency-Key, the same request again answers the first outcome and changes
 * nothing (the key with another request: 422 IDEMPOTENCY_KEY_REUSED, nothing changed); with
 * `baseUpdatedAt` (the entry's updatedAt the change was made on), an entry changed since answers
 * 409 FINANCIAL_ENTRY_CHANGED with the stored entry, changing nothing.
 */
export async function updateEntry(
  ctx: FinancialDisclosureContext,
  kind: EditableKind,
  input: {
    ownerId: string;
    documentId: string;
    entryId: string;
    body: Body;
    actorId: string;
    writeKey?: WriteKey | null;
    baseUpdatedAt?: string | undefined;
  },
) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const claim = input.writeKey ? await ctx.repository.claimWriteKey(tx, input.ownerId, input.writeKey) : null;
    if (claim && !claim.claimed) return replayedEntry(claim, input.writeKey!);
    const { entry: stored, gate, acknowledgement } = await lockOpenEntry(ctx, tx, kind, input);
    if (input.baseUpdatedAt !== undefined) {
      const current = entryToApi(kind, stored);
      if (new Date(current.updatedAt as string).getTime() !== new Date(input.baseUpdatedAt).getTime()) {
        throw new StaleWriteError("FINANCIAL_ENTRY_CHANGED", ENTRY_CHANGED_MESSAGE, current);
      }
    }
    const merged = {
      ...entryAsInput(kind, stored),
      ...Object.fromEntries(Object.entries(input.body).filter(([, value]) => value !== undefined)),
    };
    const checked = (
      financialEntrySchemaFor(kind, valueBasisRuleFor(gate.document?.stateAbbreviation)) as z.ZodType
    ).safeParse(merged);
    if (!checked.success) throw invalid(checked.error);
    const values: Record<string, unknown> = {
      ...columnsOf(kind, input.body),
      updatedById: input.actorId,
      updatedAt: now,
    };
    if (kind === "assets") {
      const after = checked.data as {
        isJoint?: boolean | null;
        userAPercentage?: number | null;
        userBPercentage?: number | null;
      };
      const sharesChanged =
        (after.isJoint ?? false) !== (stored["is_joint"] as boolean) ||
        (after.userAPercentage ?? null) !== num(stored["user_a_percentage"]) ||
        (after.userBPercentage ?? null) !== num(stored["user_b_percentage"]);
      if (sharesChanged) {
        Object.assign(
          values,
          after.isJoint
            ? { jointSetById: input.actorId, jointConfirmedAt: null, jointConfirmedById: null }
            : { jointSetById: null, jointConfirmedAt: null, jointConfirmedById: null },
        );
      }
    }
    const row = await ctx.repository.updateEntry(tx, kind, input.entryId, values);
    await ctx.repository.touchDisclosure(tx, {
      userId: input.ownerId,
      documentId: input.documentId,
      at: now,
      byId: input.actorId,
    });
    // The row the update returns, with the documents the locked entry carries.
    const entry = entryToApi(kind, { ...rawOf(kind, row), documents: stored["documents"] });
    if (claim) await ctx.repository.storeWriteKeyResponse(tx, claim.id, entry);
    await mailAfterEntryWrite(ctx, tx, input, acknowledgement, { entryDelta: 0 });
    return entry;
  });
}
