import { defineModule } from "../manifest.ts";
import type { AgreementChangesContext } from "./agreement-changes.context.ts";
import { createAgreementChangesRepository } from "./agreement-changes.repository.ts";
import { registerAgreementChangesRoutes } from "./agreement-changes.routes.ts";

export const agreementChangesModule = defineModule<AgreementChangesContext>({
  name: "agreement-changes",
  description:
    "after the signing: whether the couple may amend or revoke their agreement, or make one during the marriage, in the state they live in now, and what it requires (the domain's `maritalAgreementEligibility` over the state-law matrix); the couple's draft amendments and revocations (`agreement_changes`: one live draft per document, amendments numbered per document) with their text as it would be signed today and an amendment's redline, each change's old text read from the signed agreement's clauses by label",
  owns: ["agreement_changes"],
  needs: ["agreement", "documents", "standing", "states", "terms", "users"],
  build: ({ db, clock }, modules) => ({
    db,
    clock,
    repository: createAgreementChangesRepository(db),
    standing: modules.standing,
    agreement: modules.agreement,
    terms: modules.terms,
  }),
  routes: (app, context) => registerAgreementChangesRoutes(app, { agreementChanges: context }),
});
