import { defineModule } from "../manifest.ts";
import type { EvidenceDossierContext } from "./evidence-dossier.context.ts";
import { registerEvidenceDossierRoutes } from "./evidence-dossier.routes.ts";

export const evidenceDossierModule = defineModule<EvidenceDossierContext>({
  name: "evidence-dossier",
  description:
    "one PDF exhibit of an agreement for the couple, their attorneys and admins: timeline, intervals, the state's requirements from the matrix and how each was met, disclosure versions, the record with its hashes, the documents behind the disclosure as an appendix; rendered in the render threads; owns no table",
  owns: [],
  readModels: {
    "dossier-facts": [
      "documents",
      "states",
      "users",
      "answers",
      "answer_question_options",
      "answer_history",
      "disclosure_versions",
      "disclosure_acknowledgements",
      "dispute_proposals",
      "questions",
      "question_options",
      "notarizations",
      "files",
      "document_record_entries",
      "financial_entry_documents",
      "external_attorneys",
    ],
  },
  needs: ["agreement", "answers", "files"],
  build: ({ db, clock, renderer, config }, modules) => ({
    db,
    clock,
    renderer,
    files: modules.files,
    customerAppUrl: config.customerAppUrl,
  }),
  routes: (app, context) => registerEvidenceDossierRoutes(app, { evidenceDossier: context }),
});
