import type { Database } from "@prenup/db";
import type { Clock } from "../../integrations/clock.ts";
import type { FilesService } from "../files/index.ts";
import type { DocumentFilesRepository } from "./document-files.repository.ts";
import type { DocumentFileKind } from "./document-files.schemas.ts";

/** Who is asking: the signed-in user and whether they are an admin. */
export type FileActor = { id: string; isAdmin: boolean };

/** Called after a file of a document was downloaded (the agreement records when the final text reached a partner). */
export type DownloadListener = (event: {
  documentId: string;
  fileId: string;
  kind: DocumentFileKind;
  actorId: string;
}) => Promise<void>;

/**
 * What every use case of the document-files module runs with: built once by its manifest's `build`
 * and passed as the first argument (`uploadDocumentFile(ctx, documentId, actor, input)`).
 */
export type DocumentFilesContext = {
  db: Database;
  repository: DocumentFilesRepository;
  /** The bytes and the `files` rows (the files module). */
  files: Pick<FilesService, "prepareFile" | "recordFile" | "discardBytes" | "readFile" | "removeFile">;
  clock: Clock;
  uploadLimitBytes: number;
  /** Hears of each download (the agreement records when the final text reached a partner). */
  onDownload?: DownloadListener;
};
