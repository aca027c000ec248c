// The rendering worker (a piscina task file): renders an agreement model to PDF and DOCX, and an
// evidence dossier to PDF, off the API's request thread. The package is TypeScript source. Whether
// this thread can load .ts by itself depends on how the process was started (Node's module hooks are
// per thread), so a tiny
// module is tried first; when it cannot, tsx's loader is registered here. (A failed import is cached
// per module, which is why the probe is a module of its own.)
try {
  await import("./probe.ts");
} catch (error) {
  if (error?.code !== "ERR_UNKNOWN_FILE_EXTENSION") throw error;
  const { register } = await import("tsx/esm/api");
  register();
}
const { renderAgreement, renderDossierPdf } = await import("./index.ts");

export default function renderTask(model) {
  return renderAgreement(model);
}

/** The evidence dossier's PDF (piscina's named task `renderDossier`). */
export function renderDossier({ dossier, attachments }) {
  return renderDossierPdf(dossier, attachments);
}
