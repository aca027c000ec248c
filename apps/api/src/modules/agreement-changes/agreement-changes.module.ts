import { defineModule } from "../manifest.ts";
import type { AgreementChangesContext } from "./agreement-changes.context.ts";
import { registerAgreementChangesRoutes } from "./agreement-changes.routes.ts";

export const agreementChangesModule = defineModule<AgreementChangesContext>({
  name: "agreement-changes",
  description:
    "after the signing: whether the couple may amend or revoke their agreement, or make one during the marriage, in the state they live in now, and what it requires (the domain's `maritalAgreementEligibility` over the state-law matrix; owns no table yet)",
  owns: [],
  needs: ["standing"],
  build: ({ clock }, modules) => ({ clock, standing: modules.standing }),
  routes: (app, context) => registerAgreementChangesRoutes(app, { agreementChanges: context }),
});
