import {
  DomainError,
  ENTRY_DOCUMENT_MAX_BYTES,
  ENTRY_DOCUMENT_MAX_PAGES,
  ENTRY_DOCUMENT_TYPES,
  ENTRY_DOCUMENTS_PER_ENTRY,
  entryDocumentsFullMessage,
} from "@prenup/domain";
import { mailAfterEntryWrite } from "./acknowledgement-mail.ts";
import { entryDocumentToApi } from "./entry-columns.ts";
import type { EditableKind } from "./entry-kinds.ts";
import type { EntryRef, FinancialDisclosureContext } from "./financial-disclosure.context.ts";
import { lockOpenEntry } from "./lock-open-entry.ts";

/**
 * POST …/{kind}/{entryId}/documents: stores the bytes (refused when empty, over the limit, not a
 * PDF, PNG or JPEG by their content, an image over the pixel budget or a PDF of more than
 * `ENTRY_DOCUMENT_MAX_PAGES` pages), then in one transaction: the entry locked with the write
 * gate's facts (402 unpaid, 404 no such entry of the owner's, 409 when it carries the most
 * documents), the file's row, the attachment and the disclosure's change time. Any refusal leaves
 * no row and removes the bytes.
 */
export async function attachEntryDocument(
  ctx: FinancialDisclosureContext,
  kind: EditableKind,
  input: EntryRef & { bytes: Uint8Array; name: string; actorId: string },
) {
  const prepared = await ctx.files.prepareFile({
    bytes: input.bytes,
    name: input.name,
    actorId: input.actorId,
    allowedTypes: ENTRY_DOCUMENT_TYPES,
    maxBytes: ENTRY_DOCUMENT_MAX_BYTES,
    maxPdfPages: ENTRY_DOCUMENT_MAX_PAGES,
  });
  const now = ctx.clock.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const { acknowledgement } = await lockOpenEntry(ctx, tx, kind, input);
      // Counted once the lock is held, in a statement of its own (see countEntryDocuments): parallel
      // uploads to one entry queue on its lock and each sees the ones before it.
      if ((await ctx.repository.countEntryDocuments(tx, input.entryId)) >= ENTRY_DOCUMENTS_PER_ENTRY)
        throw new DomainError("ENTRY_DOCUMENTS_FULL", entryDocumentsFullMessage());
      await ctx.files.recordFile(prepared, tx);
      const row = await ctx.repository.insertEntryDocument(tx, {
        documentId: input.documentId,
        ownerId: input.ownerId,
        entryKind: kind,
        entryId: input.entryId,
        fileId: prepared.id,
        fileName: prepared.name,
        contentType: prepared.contentType,
        size: prepared.size,
        sha256: prepared.sha256,
        createdAt: now,
        updatedAt: now,
        createdById: input.actorId,
        updatedById: input.actorId,
      });
      await ctx.repository.touchDisclosure(tx, {
        userId: input.ownerId,
        documentId: input.documentId,
        at: now,
        byId: input.actorId,
      });
      await mailAfterEntryWrite(ctx, tx, input, acknowledgement, { entryDelta: 0 });
      return entryDocumentToApi({
        id: row.id,
        name: row.fileName,
        content_type: row.contentType,
        size: row.size,
        sha256: row.sha256,
        created_at: row.createdAt.toISOString(),
      });
    });
  } catch (error) {
    await ctx.files.discardBytes([prepared.key]);
    throw error;
  }
}
