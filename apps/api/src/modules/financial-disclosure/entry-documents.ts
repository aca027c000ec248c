import type { Database } from "@prenup/db";
import {
  DomainError,
  ENTRY_DOCUMENT_MAX_BYTES,
  ENTRY_DOCUMENT_TYPES,
  ENTRY_DOCUMENTS_PER_ENTRY,
  entryDocumentsFullMessage,
  type DisclosureKind,
} from "@prenup/domain";
import { notFound } from "../../http/errors.ts";
import type { Clock } from "../../integrations/clock.ts";
import type { FilesService } from "../files/index.ts";
import { mailAfterEntryWrite, type AcknowledgementMailDeps } from "./acknowledgement-mail.ts";
import { DISCLOSURE_MESSAGES, entryDocumentsOf, entryDocumentToApi, requireOpen } from "./entry-columns.ts";
import type { EditableKind } from "./entry-kinds.ts";
import type { FinancialDisclosureRepository, Viewer } from "./financial-disclosure.repository.ts";

export const ENTRY_DOCUMENT_MESSAGES = {
  notFound: "This document was not found. Please refresh the page.",
} as const;

type EntryRef = { ownerId: string; documentId: string; entryId: string };

/**
 * The documents behind an entry (a statement, a valuation, a pay slip): the owner attaches and
 * removes them under the entry's write rules (its owner, a paid prenup); whoever reads the entry
 * downloads them. The bytes go through the files module (type read from the bytes, size limit,
 * SHA-256); attaching or removing one is a change of the disclosure (a new version to acknowledge).
 */
export function createEntryDocuments(
  deps: {
    db: Database;
    clock: Clock;
    repository: FinancialDisclosureRepository;
    files: FilesService;
  } & AcknowledgementMailDeps,
) {
  const { db, clock, repository, files } = deps;

  return {
    /**
     * Stores the bytes (refused when empty, over the limit or not a PDF, PNG or JPEG by their
     * content), then in one transaction: the entry locked with the write gate's facts (402 unpaid,
     * 404 no such entry of the owner's, 409 when it carries the most documents), the file's row, the
     * attachment and the disclosure's change time. Any refusal leaves no row and removes the bytes.
     */
    async attach(kind: EditableKind, input: EntryRef & { bytes: Uint8Array; name: string; actorId: string }) {
      const prepared = await files.prepareFile({
        bytes: input.bytes,
        name: input.name,
        actorId: input.actorId,
        allowedTypes: ENTRY_DOCUMENT_TYPES,
        maxBytes: ENTRY_DOCUMENT_MAX_BYTES,
      });
      const now = clock.now();
      try {
        return await db.transaction(async (tx) => {
          const { entry, gate, acknowledgement } = await repository.lockEntry(tx, kind, {
            ...input,
            withAcknowledgement: true,
          });
          requireOpen(gate, input.ownerId);
          if (!entry) throw new DomainError("FINANCIAL_ENTRY_NOT_FOUND", DISCLOSURE_MESSAGES.entryNotFound);
          if (entryDocumentsOf(entry).length >= ENTRY_DOCUMENTS_PER_ENTRY)
            throw new DomainError("ENTRY_DOCUMENTS_FULL", entryDocumentsFullMessage());
          await files.recordFile(prepared, tx);
          const row = await repository.insertEntryDocument(tx, {
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
          await repository.touchDisclosure(tx, {
            userId: input.ownerId,
            documentId: input.documentId,
            at: now,
            byId: input.actorId,
          });
          await mailAfterEntryWrite(deps, tx, input, acknowledgement, { at: now, entryDelta: 0 });
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
        await files.discardBytes([prepared.key]);
        throw error;
      }
    },

    /** A document's bytes for a reader of the entry (404 for anyone else, or when the entry or the document is gone). */
    async download(kind: DisclosureKind, input: EntryRef & { attachmentId: string; viewer: Viewer }) {
      const found = await repository.findEntryDocument(kind, input);
      if (!found) throw notFound();
      const attachment = found.attachment;
      if (!attachment?.key) throw new DomainError("ENTRY_DOCUMENT_NOT_FOUND", ENTRY_DOCUMENT_MESSAGES.notFound);
      const bytes = await files.readFile({
        id: attachment.file_id,
        key: attachment.key,
        name: attachment.file_name,
        size: Number(attachment.size),
        contentType: attachment.content_type,
        createdAt: new Date(attachment.created_at),
        createdById: null,
      });
      return { bytes, name: attachment.file_name, contentType: attachment.content_type };
    },

    /**
     * The owner removes a document from the entry (same gate as the entry's writes). The attachment
     * is marked deleted and the file kept: a version that listed the document still names what was
     * disclosed.
     */
    async detach(kind: EditableKind, input: EntryRef & { attachmentId: string; actorId: string }) {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const { entry, gate, acknowledgement } = await repository.lockEntry(tx, kind, {
          ...input,
          withAcknowledgement: true,
        });
        requireOpen(gate, input.ownerId);
        if (!entry) throw new DomainError("FINANCIAL_ENTRY_NOT_FOUND", DISCLOSURE_MESSAGES.entryNotFound);
        if (!entryDocumentsOf(entry).some((document) => document.id === input.attachmentId))
          throw new DomainError("ENTRY_DOCUMENT_NOT_FOUND", ENTRY_DOCUMENT_MESSAGES.notFound);
        await repository.softDeleteEntryDocument(tx, { id: input.attachmentId, at: now, byId: input.actorId });
        await repository.touchDisclosure(tx, {
          userId: input.ownerId,
          documentId: input.documentId,
          at: now,
          byId: input.actorId,
        });
        await mailAfterEntryWrite(deps, tx, input, acknowledgement, { at: now, entryDelta: 0 });
      });
    },
  };
}
