import { defineModule, type ModuleExports } from "../manifest.ts";
import { createLawFirmsRepository, lawFirmsService } from "./index.ts";
import type { LawFirmsContext } from "./law-firms.context.ts";
import { registerLawFirmsRoutes } from "./law-firms.routes.ts";

export const lawFirmsModule = defineModule<LawFirmsContext>({
  name: "law-firms",
  description: "approved firms, the admin's firm screens, the firm's lead, payout onboarding",
  owns: ["law_firms"],
  needs: ["users"],
  callsBack: ["attorney-portal"],
  build: ({ db, clock, payments, config }, modules) => ({
    db,
    clock,
    repository: createLawFirmsRepository(db, modules.reads["attorney-portal"]),
    payments,
    attorneyAppUrl: config.attorneyAppUrl,
  }),
  exports: (context): ModuleExports["law-firms"] => lawFirmsService(context),
  routes: (app, context, platform) =>
    registerLawFirmsRoutes(app, {
      service: context,
      localGateway: platform.localGateway,
      attorneyAppUrl: platform.config.attorneyAppUrl,
    }),
});

declare module "../manifest.ts" {
  interface ModuleExports {
    "law-firms": ReturnType<typeof lawFirmsService>;
  }
}
