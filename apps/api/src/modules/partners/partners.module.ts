import { defineModule } from "../manifest.ts";
import type { PartnersContext } from "./partners.context.ts";
import { registerPartnersRoutes } from "./partners.routes.ts";

export const partnersModule = defineModule<PartnersContext>({
  name: "partners",
  description: "inviting the partner, accepting an invitation, the questionnaire reminder",
  owns: [],
  needs: ["documents", "users"],
  uses: ["standing"],
  build: ({ db, clock, mail, inviteKey, config, questionnaireCompletion }, modules) => ({
    db,
    clock,
    mail,
    inviteKey,
    customerAppUrl: config.customerAppUrl,
    documents: modules.documents,
    users: modules.users,
    questionnaire: questionnaireCompletion ?? {
      isQuestionnaireComplete: (userId) => modules.standing.isQuestionnaireComplete(userId),
    },
  }),
  routes: (app, context) => registerPartnersRoutes(app, { partners: context }),
});
