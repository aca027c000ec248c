import { defineModule } from "../manifest.ts";
import type { AgreementChangesContext } from "./agreement-changes.context.ts";
import { createAgreementChangesRepository } from "./agreement-changes.repository.ts";
import { registerAgreementChangesRoutes } from "./agreement-changes.routes.ts";

export const agreementChangesModule = defineModule<AgreementChangesContext>({
  name: "agreement-changes",
  description:
    "after the signing: whether the couple may amend or revoke their agreement, or make one during the marriage (also before a postnup is started, GET /users/{id}/postnup-eligibility), in the state they live in now, and what it requires (the domain's `maritalAgreementEligibility` over the state-law matrix); the couple's draft amendments and revocations (`agreement_changes`: one live draft per document, amendments numbered per document) with their text as it would be signed today (also as PDF and DOCX) and an amendment's redline, each change's old text read from the agreement's clauses in effect by label; each spouse's signing before a notary (`agreement_change_signatures`, the notarized PDF through the files module, checked for the day of signing and, where the state asks for full disclosure, the spouse's disclosure confirmed since the change began), the change in effect once both have signed, appended to the agreement's record; the reading copy (the original with its signed amendments applied)",
  owns: ["agreement_changes", "agreement_change_signatures", "agreement_change_approvals"],
  needs: ["agreement", "documents", "files", "financial-disclosure", "standing", "states", "terms", "users"],
  build: ({ db, clock, config, renderer }, modules) => ({
    db,
    clock,
    renderer,
    repository: createAgreementChangesRepository(db),
    standing: modules.standing,
    agreement: modules.agreement,
    terms: modules.terms,
    files: modules.files,
    uploadLimitBytes: config.files.uploadLimitBytes,
    disclosure: modules["financial-disclosure"],
  }),
  routes: (app, context) => registerAgreementChangesRoutes(app, { agreementChanges: context }),
});
