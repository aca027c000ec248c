/** The evidence dossier: one PDF exhibit of an agreement's disclosure, counsel, signing and record. */
export { registerEvidenceDossierRoutes } from "./evidence-dossier.routes.ts";
export type { EvidenceDossierContext } from "./evidence-dossier.context.ts";
