/**
 * @prenup/agreement: the agreement as a document. Pure assembly of the document model from a
 * document's sections, the state's execution formalities, the disclosure and the enforceability
 * record; the input hash that says when to regenerate; the record's hash chain. The renderers are in
 * "@prenup/agreement/render" (loaded by the rendering worker, not by every importer).
 */
export * from "./model.ts";
export * from "./build-model.ts";
export * from "./numbering.ts";
export * from "./disclosure.ts";
export * from "./formalities.ts";
export * from "./hash.ts";
export * from "./input-hash.ts";
export * from "./record.ts";
export * from "./record-description.ts";
export * from "./separate-writings.ts";
export * from "./agreement-changes.ts";
export { ATTORNEY_INSERT_KEY, maritalRequirementsArticle } from "./marital-requirements.ts";
export * from "./reading-copy.ts";

/** The rendering worker's task file (for a piscina pool). */
export const RENDER_WORKER_URL = new URL("./render/worker.mjs", import.meta.url).href;
export * from "./dossier.ts";
/** A PDF's pages counted without loading it (uploads check it; the dossier's appendix too). */
export { countPdfPages, PDF_INFLATE_BUDGET, type PdfPageCount } from "./render/pdf-pages.ts";
