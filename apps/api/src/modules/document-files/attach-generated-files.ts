import type { Executor } from "@prenup/db";
import type { DocumentFilesContext } from "./document-files.context.ts";
import type { GeneratedFileKind } from "./document-files.schemas.ts";

/** A generated file's link to its document. */
export type GeneratedFileLink = { documentId: string; fileId: string; kind: GeneratedFileKind; actorId: string | null };

/** Links a file a generation (or a notarization) stored to its document, in that transaction. */
export function attachGeneratedFile(
  ctx: Pick<DocumentFilesContext, "repository">,
  input: GeneratedFileLink,
  executor: Executor,
) {
  return ctx.repository.insertLink(input, executor);
}

/** Links several generated files to their document in one statement (a generation's agreement and separate writings). */
export function attachGeneratedFiles(
  ctx: Pick<DocumentFilesContext, "repository">,
  links: readonly GeneratedFileLink[],
  executor: Executor,
) {
  return ctx.repository.insertLinks(links, executor);
}
