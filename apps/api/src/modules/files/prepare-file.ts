import { createHash, randomUUID } from "node:crypto";
import { countPdfPages } from "@prenup/agreement";
import { DomainError, imageSizeProblem, pdfPagesProblem } from "@prenup/domain";
import { extensionOf, fileNameFor, sniffContentType, type SniffedType } from "../../integrations/files/index.ts";
import type { FilesContext, PreparedFile } from "./files.context.ts";
import { FILE_MESSAGES, storageUnavailable } from "./files.messages.ts";

/** What a caller hands over to be stored: the bytes, their name, who stores them and what it accepts. */
export type FileInput = {
  bytes: Uint8Array;
  name: string;
  actorId: string | null;
  allowedTypes: readonly SniffedType[];
  maxBytes: number;
  /** The most pages a PDF may have; without it a PDF's pages are not counted. */
  maxPdfPages?: number;
};

/**
 * Checks and stores the bytes under a new key; the row is written by `recordFile` (in the caller's
 * transaction). Bytes first: a failed transaction leaves unreferenced bytes (removed with
 * `discardBytes`), never a row without bytes. The key is made here, the type read from the bytes
 * and checked against what the caller accepts, and the name's extension (and the key's) follows
 * that type, never the caller's.
 */
export async function prepareFile(ctx: FilesContext, input: FileInput): Promise<PreparedFile> {
  if (input.bytes.length === 0) throw DomainError.invalidField("file", FILE_MESSAGES.empty);
  if (input.bytes.length > input.maxBytes)
    throw new DomainError("FILE_TOO_LARGE", FILE_MESSAGES.tooLarge(input.maxBytes));
  const contentType = sniffContentType(input.bytes);
  if (!contentType || !input.allowedTypes.includes(contentType))
    throw new DomainError("FILE_TYPE_NOT_ALLOWED", FILE_MESSAGES.notAllowed);
  // An image is read from its header before anything is stored: a small file may declare a picture
  // too large to decode where the documents and the dossier are made.
  const imageProblem = contentType.startsWith("image/") ? imageSizeProblem(input.bytes, contentType) : null;
  if (imageProblem) throw new DomainError("IMAGE_TOO_LARGE", imageProblem);
  // So is a PDF whose pages the caller caps: counted from its objects, without loading it.
  if (contentType === "application/pdf" && input.maxPdfPages !== undefined) {
    const problem = pdfPagesProblem((await countPdfPages(input.bytes)).pages, input.maxPdfPages);
    if (problem) throw new DomainError("PDF_TOO_LARGE", problem);
  }
  const now = ctx.clock.now();
  const id = randomUUID();
  const key = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, "0")}/${id}.${extensionOf(contentType)}`;
  try {
    await ctx.storage.put(key, input.bytes, contentType);
  } catch (error) {
    throw storageUnavailable(error);
  }
  return {
    id,
    key,
    name: fileNameFor(input.name, contentType),
    size: input.bytes.length,
    contentType,
    sha256: createHash("sha256").update(input.bytes).digest("hex"),
    createdById: input.actorId,
  };
}
