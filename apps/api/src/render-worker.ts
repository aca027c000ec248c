// The agreement rendering tasks (the agreement's files, and the evidence dossier), compiled by the production build to dist/render-worker.js (see
// modules/agreement/worker-renderer.ts): the render threads of the compiled server load this
// JavaScript instead of @prenup/agreement's task file, which needs tsx to load TypeScript.
import type { AgreementModel, Dossier } from "@prenup/agreement";
import { renderAgreement, renderDossierPdf, type DossierAttachment } from "@prenup/agreement/render";

export default function renderTask(model: AgreementModel) {
  return renderAgreement(model);
}

/** The evidence dossier's PDF (piscina's named task `renderDossier`). */
export function renderDossier(task: { dossier: Dossier; attachments: DossierAttachment[] }) {
  return renderDossierPdf(task.dossier, task.attachments);
}
