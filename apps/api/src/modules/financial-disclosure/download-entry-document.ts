import { DomainError, type DisclosureKind } from "@prenup/domain";
import { notFound } from "../../http/errors.ts";
import type { EntryRef, FinancialDisclosureContext } from "./financial-disclosure.context.ts";
import { ENTRY_DOCUMENT_MESSAGES } from "./financial-disclosure.messages.ts";
import type { Viewer } from "./financial-disclosure.repository.ts";

/**
 * GET …/{kind}/{entryId}/documents/{attachmentId}: a document's bytes for a reader of the entry
 * (404 for anyone else, or when the entry or the document is gone).
 */
export async function downloadEntryDocument(
  ctx: FinancialDisclosureContext,
  kind: DisclosureKind,
  input: EntryRef & { attachmentId: string; viewer: Viewer },
) {
  const found = await ctx.repository.findEntryDocument(kind, input);
  if (!found) throw notFound();
  const attachment = found.attachment;
  if (!attachment?.key) throw new DomainError("ENTRY_DOCUMENT_NOT_FOUND", ENTRY_DOCUMENT_MESSAGES.notFound);
  const bytes = await ctx.files.readFile({
    id: attachment.file_id,
    key: attachment.key,
    name: attachment.file_name,
    size: Number(attachment.size),
    contentType: attachment.content_type,
    createdAt: new Date(attachment.created_at),
    createdById: null,
  });
  return { bytes, name: attachment.file_name, contentType: attachment.content_type };
}
