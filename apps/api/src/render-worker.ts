// The agreement rendering task, compiled by the production build to dist/render-worker.js (see
// modules/agreement/worker-renderer.ts): the render threads of the compiled server load this
// JavaScript instead of @prenup/agreement's task file, which needs tsx to load TypeScript.
import type { AgreementModel } from "@prenup/agreement";
import { renderAgreement } from "@prenup/agreement/render";

export default function renderTask(model: AgreementModel) {
  return renderAgreement(model);
}
