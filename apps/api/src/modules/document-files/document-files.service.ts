import type { Database, Executor } from "@prenup/db";
import { DomainError } from "@prenup/domain";
import { isForeignKeyViolation } from "../../db/db-errors.ts";
import type { Clock } from "../../integrations/clock.ts";
import type { FilesService } from "../files/index.ts";
import type { DocumentFilesRepository } from "./document-files.repository.ts";
import {
  GENERATED_KINDS,
  type DocumentFileKind,
  type DocumentFileResponse,
  type GeneratedFileKind,
} from "./document-files.schemas.ts";

export const DOCUMENT_FILE_MESSAGES = {
  notFound: "File not found",
  documentNotFound: "Agreement not found",
  generatedIsProtected: "Generated agreements are part of the agreement's record and cannot be deleted.",
  notYours: "Only the person who uploaded a file (or an administrator) can delete it.",
} as const;

/** Who is asking: the signed-in user and whether they are an admin. */
export type FileActor = { id: string; isAdmin: boolean };

/** A download: the bytes, the name to save them under and what they are. */
export type FileDownload = {
  bytes: Uint8Array;
  name: string;
  contentType: string;
  kind: DocumentFileKind;
  fileId: string;
};

/** Called after a file of a document was downloaded (the agreement records when the final text reached a partner). */
export type DownloadListener = (event: {
  documentId: string;
  fileId: string;
  kind: DocumentFileKind;
  actorId: string;
}) => Promise<void>;

const UPLOAD_TYPES = ["application/pdf", "image/png", "image/jpeg"] as const;

type GeneratedFileLink = { documentId: string; fileId: string; kind: GeneratedFileKind; actorId: string | null };

/**
 * The generated files' links to their document, written in the transaction of the generation that
 * stored them. Needs only the repository, so the agreement module (which hears of downloads from
 * the document files service) is built on it before that service.
 */
export function createGeneratedFileLinks(repository: Pick<DocumentFilesRepository, "insertLink" | "insertLinks">) {
  return {
    /** Links a file generation stored to its document (in generation's transaction). */
    attachGeneratedFile: (input: GeneratedFileLink, executor: Executor) => repository.insertLink(input, executor),

    /** Links several generated files to their document in one statement (a generation's agreement and separate writings). */
    attachGeneratedFiles: (links: readonly GeneratedFileLink[], executor: Executor) =>
      repository.insertLinks(links, executor),
  };
}

/** The files of an agreement: uploads by the parties and their attorneys, and generated agreements. */
export function createDocumentFilesService(deps: {
  db: Database;
  repository: DocumentFilesRepository;
  files: FilesService;
  clock: Clock;
  uploadLimitBytes: number;
  /** Hears of each download (the agreement records when the final text reached a partner). */
  onDownload?: DownloadListener;
}) {
  const { db, repository, files, clock, onDownload } = deps;

  const canDelete = (row: { kind: string; createdById: string | null }, actor: FileActor) =>
    !GENERATED_KINDS.includes(row.kind as DocumentFileKind) && (actor.isAdmin || row.createdById === actor.id);

  const toResponse = (
    row: NonNullable<Awaited<ReturnType<DocumentFilesRepository["findDocumentFile"]>>>,
    actor: FileActor,
  ): DocumentFileResponse => ({
    id: row.id,
    name: row.name,
    size: row.size,
    contentType: row.contentType,
    kind: row.kind as DocumentFileKind,
    createdAt: row.createdAt.toISOString(),
    uploadedBy:
      row.createdById && !GENERATED_KINDS.includes(row.kind as DocumentFileKind)
        ? {
            id: row.createdById,
            name: [row.uploaderFirstName, row.uploaderLastName].filter(Boolean).join(" ") || "Someone",
          }
        : null,
    canDelete: canDelete(row, actor),
  });

  async function findOrFail(documentId: string, fileId: string) {
    const row = await repository.findDocumentFile(documentId, fileId);
    if (!row) throw new DomainError("FILE_NOT_FOUND", DOCUMENT_FILE_MESSAGES.notFound);
    return row;
  }

  return {
    async listFiles(
      documentId: string,
      actor: FileActor,
      query: { page: number; pageSize: number; kind?: DocumentFileKind | undefined },
    ) {
      const { rows, total } = await repository.listDocumentFiles(documentId, query, {
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return { items: rows.map((row) => toResponse(row, actor)), total, page: query.page, pageSize: query.pageSize };
    },

    async upload(
      documentId: string,
      actor: FileActor,
      input: { bytes: Uint8Array; name: string; kind: DocumentFileKind },
    ): Promise<DocumentFileResponse> {
      // The bytes first, then the file's row and its link in one transaction: a link that fails (an id
      // that names no agreement) leaves no row, and the bytes are discarded.
      const prepared = await files.prepareFile({
        bytes: input.bytes,
        name: input.name,
        actorId: actor.id,
        allowedTypes: UPLOAD_TYPES,
        maxBytes: deps.uploadLimitBytes,
      });
      try {
        await db.transaction(async (tx) => {
          const file = await files.recordFile(prepared, tx);
          await repository.insertLink({ documentId, fileId: file.id, kind: input.kind, actorId: actor.id }, tx);
        });
      } catch (error) {
        await files.discardBytes([prepared.key]);
        if (isForeignKeyViolation(error))
          throw new DomainError("DOCUMENT_NOT_FOUND", DOCUMENT_FILE_MESSAGES.documentNotFound);
        throw error;
      }
      return toResponse(await findOrFail(documentId, prepared.id), actor);
    },

    async download(documentId: string, fileId: string, actor: FileActor): Promise<FileDownload> {
      const row = await findOrFail(documentId, fileId);
      const bytes = await files.readFile(row);
      if (onDownload) await onDownload({ documentId, fileId, kind: row.kind as DocumentFileKind, actorId: actor.id });
      return { bytes, name: row.name, contentType: row.contentType, kind: row.kind as DocumentFileKind, fileId };
    },

    async remove(documentId: string, fileId: string, actor: FileActor): Promise<void> {
      const row = await findOrFail(documentId, fileId);
      if (GENERATED_KINDS.includes(row.kind as DocumentFileKind))
        throw new DomainError("FILE_PROTECTED", DOCUMENT_FILE_MESSAGES.generatedIsProtected);
      if (!canDelete(row, actor)) throw new DomainError("FORBIDDEN", DOCUMENT_FILE_MESSAGES.notYours);
      await repository.softDeleteLink(row.linkId, actor.id, clock.now());
      await files.removeFile(row, actor.id);
    },

    ...createGeneratedFileLinks(repository),
  };
}

export type DocumentFilesService = ReturnType<typeof createDocumentFilesService>;
