/**
 * The renderers: the PDF and DOCX of an agreement model. Imported by the rendering worker
 * (worker.mjs) and by tests and benchmarks that render in their own thread.
 */
import type { AgreementModel } from "../model.ts";
import { renderAgreementDocx } from "./docx.ts";
import { renderAgreementPdf } from "./pdf.ts";

export { renderAgreementDocx } from "./docx.ts";
export { renderAgreementPdf } from "./pdf.ts";

export type RenderedAgreement = { pdf: Uint8Array; docx: Uint8Array; pdfMilliseconds: number; docxMilliseconds: number };

/** Both files of one model (the worker's task). */
export async function renderAgreement(model: AgreementModel): Promise<RenderedAgreement> {
  const started = performance.now();
  const pdf = await renderAgreementPdf(model);
  const between = performance.now();
  const docx = await renderAgreementDocx(model);
  return { pdf, docx, pdfMilliseconds: between - started, docxMilliseconds: performance.now() - between };
}
