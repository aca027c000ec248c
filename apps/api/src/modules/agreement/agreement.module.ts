import { defineModule, lateBound, type ModuleExports } from "../manifest.ts";
import { agreementService, createAgreementRepository } from "./index.ts";
import { erasePersonalData } from "./erase-personal-data.ts";
import type { AgreementContext } from "./agreement.context.ts";
import { registerAgreementRoutes } from "./agreement.routes.ts";

export const agreementModule = defineModule<AgreementContext>({
  name: "agreement",
  description: "generation, regeneration status, review, finalization, approvals, history, the record",
  owns: [
    "document_sections",
    "document_clauses",
    "document_section_history",
    "document_clause_history",
    "document_commits",
    "document_record_entries",
  ],
  readModels: {
    "generation-facts": [
      "documents",
      "states",
      "users",
      "document_files",
      "document_template_states",
      "section_templates",
      "clause_templates",
      "library_group_clauses",
      "terms",
      "disclosure_versions",
      "disclosure_acknowledgements",
    ],
    "text-guard": ["documents", "states"],
    "commit-page": ["users"],
    "commit-at": ["documents", "states", "users"],
    "formality-facts": ["documents", "states", "document_template_states"],
  },
  needs: ["document-files", "documents", "files", "standing", "templates", "terms"],
  callsBack: ["financial-disclosure", "notarizations"],
  build: ({ db, clock, renderer, mail, config, disclosure }, modules) => ({
    db,
    clock,
    repository: createAgreementRepository(db),
    standing: modules.standing,
    documents: modules.documents.records,
    templates: modules.templates,
    terms: modules.terms,
    files: modules.files,
    documentFiles: modules["document-files"],
    disclosure: disclosure ?? lateBound(() => modules["financial-disclosure"].disclosureSource()),
    renderer,
    // A live notarization freezes the agreement's text.
    textEditGate: lateBound(() => modules.notarizations.textEditGate),
    mail,
    customerAppUrl: config.customerAppUrl,
    notarizationReady: modules.standing.notarizationReady,
  }),
  exports: (context): ModuleExports["agreement"] => agreementService(context),
  routes: (app, context) => registerAgreementRoutes(app, { agreement: context }),
  erase: erasePersonalData,
});

declare module "../manifest.ts" {
  interface ModuleExports {
    agreement: ReturnType<typeof agreementService>;
  }
}
