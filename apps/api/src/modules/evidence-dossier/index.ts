/** The evidence dossier: one PDF exhibit of an agreement's disclosure, counsel, signing and record. */
export type { EvidenceDossierContext } from "./evidence-dossier.context.ts";
