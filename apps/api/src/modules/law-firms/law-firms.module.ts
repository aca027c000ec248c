import { defineModule } from "../manifest.ts";
import type { LawFirmsContext } from "./law-firms.context.ts";
import { registerLawFirmsRoutes } from "./law-firms.routes.ts";

export const lawFirmsModule = defineModule<LawFirmsContext>({
  name: "law-firms",
  description: "approved firms, the admin's firm screens, the firm's lead, payout onboarding",
  owns: ["law_firms"],
  needs: ["users"],
  routes: (app, context, platform) =>
    registerLawFirmsRoutes(app, {
      service: context,
      localGateway: platform.localGateway,
      attorneyAppUrl: platform.config.attorneyAppUrl,
    }),
});
