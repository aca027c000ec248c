/**
 * The renderers: the PDF and DOCX of an agreement model, and of each writing a party signs apart
 * from it. Imported by the rendering worker (worker.mjs) and by tests and benchmarks that render in
 * their own thread.
 */
import type { Respondent } from "@prenup/domain";
import type { AgreementModel } from "../model.ts";
import type { SeparateWritingKind } from "../separate-writings.ts";
import { renderAgreementDocx, renderSeparateWritingDocx } from "./docx.ts";
import { renderAgreementPdf, renderSeparateWritingPdf } from "./pdf.ts";

export { renderAgreementDocx, renderSeparateWritingDocx } from "./docx.ts";
export { renderAgreementPdf, renderSeparateWritingPdf } from "./pdf.ts";
export { DOSSIER_APPENDIX_MAX_PAGES, renderDossierPdf, type DossierAttachment } from "./dossier-pdf.ts";

/** A separate writing's files: whose it is, which, its title, and its PDF and DOCX. */
export type RenderedSeparateWriting = {
  kind: SeparateWritingKind;
  respondent: Respondent;
  title: string;
  pdf: Uint8Array;
  docx: Uint8Array;
};

export type RenderedAgreement = {
  pdf: Uint8Array;
  docx: Uint8Array;
  /** The model's separate writings, in its order. */
  separateWritings: RenderedSeparateWriting[];
  pdfMilliseconds: number;
  docxMilliseconds: number;
};

/** Every file of one model (the worker's task): the agreement's PDF and DOCX, and each separate writing's. */
export async function renderAgreement(model: AgreementModel): Promise<RenderedAgreement> {
  const started = performance.now();
  const pdf = await renderAgreementPdf(model);
  const between = performance.now();
  const docx = await renderAgreementDocx(model);
  const docxMilliseconds = performance.now() - between;
  const separateWritings: RenderedSeparateWriting[] = [];
  for (const writing of model.separateWritings) {
    separateWritings.push({
      kind: writing.kind,
      respondent: writing.party.respondent,
      title: writing.title,
      pdf: await renderSeparateWritingPdf(writing),
      docx: await renderSeparateWritingDocx(writing),
    });
  }
  return { pdf, docx, separateWritings, pdfMilliseconds: between - started, docxMilliseconds };
}
