import { separateWritingFileName, sha256Hex, type SeparateWritingKind } from "@prenup/agreement";
import type { Executor } from "@prenup/db";
import { documentFileName, fullName, type NameParts, type Respondent } from "@prenup/domain";
import type { FilesService } from "../files/index.ts";
import type { AgreementContext } from "./agreement.context.ts";
import type { RenderedFiles } from "./worker-renderer.ts";

type PreparedFile = Awaited<ReturnType<FilesService["prepareFile"]>>;

const PDF = ["application/pdf"] as const;
const DOCX = ["application/vnd.openxmlformats-officedocument.wordprocessingml.document"] as const;

/** A separate writing's stored files, as the record and the regeneration status name them. */
export type SeparateWritingFiles = {
  respondent: Respondent;
  kind: SeparateWritingKind;
  title: string;
  pdfFileId: string;
  docxFileId: string;
  pdfSha256: string;
};

/** One rendering's files, their bytes stored, their rows not yet written. */
export type PreparedRendering = {
  pdfFile: PreparedFile;
  docxFile: PreparedFile;
  pdfSha256: string;
  docxSha256: string;
  writings: {
    respondent: Respondent;
    kind: SeparateWritingKind;
    title: string;
    pdfFile: PreparedFile;
    docxFile: PreparedFile;
    pdfSha256: string;
  }[];
};

/**
 * A rendering's files: the agreement's PDF and DOCX and each separate writing's (California's
 * explanation and waiver of counsel for a party without an attorney, documents of their own).
 * Bytes first (`prepareRenderingFiles`), then every row and document link in the caller's transaction
 * in two statements whatever the number of writings (`storeRenderingFiles`), or the bytes dropped
 * when that fails (`discardRenderingFiles`). `keysOf`: every stored key of a rendering.
 */
const keysOf = (prepared: PreparedRendering) =>
  [
    prepared.pdfFile,
    prepared.docxFile,
    ...prepared.writings.flatMap((writing) => [writing.pdfFile, writing.docxFile]),
  ].map((file) => file.key);

/** Stores the bytes of a rendering's files (dropped again when one fails); their rows are written by `storeRenderingFiles`. */
export async function prepareRenderingFiles(
  ctx: AgreementContext,
  rendered: RenderedFiles,
  names: { A: NameParts; B: NameParts },
  documentTitle: string,
  actorId: string,
): Promise<PreparedRendering> {
  const stored: PreparedFile[] = [];
  const put = async (
    bytes: Uint8Array,
    name: string,
    types: Parameters<FilesService["prepareFile"]>[0]["allowedTypes"],
  ) => {
    const file = await ctx.files.prepareFile({
      bytes,
      name,
      actorId,
      allowedTypes: types,
      maxBytes: Number.MAX_SAFE_INTEGER,
    });
    stored.push(file);
    return file;
  };
  try {
    const baseName = documentFileName(names.A, names.B, documentTitle);
    const pdfFile = await put(rendered.pdf, baseName, PDF);
    const docxFile = await put(rendered.docx, baseName.replace(/\.pdf$/, ".docx"), DOCX);
    const writings: PreparedRendering["writings"] = [];
    for (const writing of rendered.separateWritings) {
      const party = fullName(names[writing.respondent]);
      writings.push({
        respondent: writing.respondent,
        kind: writing.kind,
        title: writing.title,
        pdfFile: await put(writing.pdf, separateWritingFileName(writing.kind, party, "pdf"), PDF),
        docxFile: await put(writing.docx, separateWritingFileName(writing.kind, party, "docx"), DOCX),
        pdfSha256: sha256Hex(writing.pdf),
      });
    }
    return {
      pdfFile,
      docxFile,
      pdfSha256: sha256Hex(rendered.pdf),
      docxSha256: sha256Hex(rendered.docx),
      writings,
    };
  } catch (error) {
    await ctx.files.discardBytes(stored.map((file) => file.key));
    throw error;
  }
}

/** Every file's row and its link to the document (the agreement's as generated-pdf/-docx, the writings' as separate-writing-pdf/-docx). */
export async function storeRenderingFiles(
  ctx: AgreementContext,
  documentId: string,
  prepared: PreparedRendering,
  actorId: string,
  executor: Executor,
): Promise<void> {
  await ctx.files.recordFiles(
    [
      prepared.pdfFile,
      prepared.docxFile,
      ...prepared.writings.flatMap((writing) => [writing.pdfFile, writing.docxFile]),
    ],
    executor,
  );
  await ctx.documentFiles.attachGeneratedFiles(
    [
      { documentId, fileId: prepared.pdfFile.id, kind: "generated-pdf", actorId },
      { documentId, fileId: prepared.docxFile.id, kind: "generated-docx", actorId },
      ...prepared.writings.flatMap((writing) => [
        { documentId, fileId: writing.pdfFile.id, kind: "separate-writing-pdf" as const, actorId },
        { documentId, fileId: writing.docxFile.id, kind: "separate-writing-docx" as const, actorId },
      ]),
    ],
    executor,
  );
}

/** Drops a rendering's bytes (its rows were never written). */
export function discardRenderingFiles(ctx: AgreementContext, prepared: PreparedRendering): Promise<void> {
  return ctx.files.discardBytes(keysOf(prepared));
}

/** The separate writings' files as the record entry of the rendering lists them. */
export function writingsOf(prepared: PreparedRendering): SeparateWritingFiles[] {
  return prepared.writings.map((writing) => ({
    respondent: writing.respondent,
    kind: writing.kind,
    title: writing.title,
    pdfFileId: writing.pdfFile.id,
    docxFileId: writing.docxFile.id,
    pdfSha256: writing.pdfSha256,
  }));
}
