import { defineModule } from "../manifest.ts";
import type { PartnersContext } from "./partners.context.ts";
import { registerPartnersRoutes } from "./partners.routes.ts";

export const partnersModule = defineModule<PartnersContext>({
  name: "partners",
  description: "inviting the partner, accepting an invitation, the questionnaire reminder",
  owns: [],
  needs: ["documents", "users"],
  routes: (app, context) => registerPartnersRoutes(app, { partners: context }),
});
