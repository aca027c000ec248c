import { DomainError } from "@prenup/domain";
import { mailAfterEntryWrite } from "./acknowledgement-mail.ts";
import { entryDocumentsOf } from "./entry-columns.ts";
import type { EditableKind } from "./entry-kinds.ts";
import type { EntryRef, FinancialDisclosureContext } from "./financial-disclosure.context.ts";
import { lockOpenEntry } from "./lock-open-entry.ts";
import { ENTRY_DOCUMENT_MESSAGES } from "./financial-disclosure.messages.ts";

/**
 * DELETE …/{kind}/{entryId}/documents/{attachmentId}: the owner removes a document from the entry
 * (same gate as the entry's writes). The attachment is marked deleted and the file kept: a version
 * that listed the document still names what was disclosed.
 */
export async function deleteEntryDocument(
  ctx: FinancialDisclosureContext,
  kind: EditableKind,
  input: EntryRef & { attachmentId: string; actorId: string },
) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const { entry, acknowledgement } = await lockOpenEntry(ctx, tx, kind, input);
    if (!entryDocumentsOf(entry).some((document) => document.id === input.attachmentId))
      throw new DomainError("ENTRY_DOCUMENT_NOT_FOUND", ENTRY_DOCUMENT_MESSAGES.notFound);
    await ctx.repository.softDeleteEntryDocument(tx, { id: input.attachmentId, at: now, byId: input.actorId });
    await ctx.repository.touchDisclosure(tx, {
      userId: input.ownerId,
      documentId: input.documentId,
      at: now,
      byId: input.actorId,
    });
    await mailAfterEntryWrite(ctx, tx, input, acknowledgement, { entryDelta: 0 });
  });
}
