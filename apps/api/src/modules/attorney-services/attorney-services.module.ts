import { defineModule, type ModuleExports } from "../manifest.ts";
import {
  attorneyServicesService,
  createAttorneyServicesRepository,
  createReviewModerationRepository,
} from "./index.ts";
import type { AttorneyServicesContext } from "./attorney-services.context.ts";
import { registerAttorneyServicesRoutes } from "./attorney-services.routes.ts";
import { registerReviewModerationRoutes } from "./review-moderation.routes.ts";

export const attorneyServicesModule = defineModule<AttorneyServicesContext>({
  name: "attorney-services",
  description:
    "eligibility, the attorneys a partner may choose, cards (and the front page's public list), reviews and their moderation",
  owns: ["attorney_reviews"],
  readModels: {
    "attorney-card-columns": [
      "attorney_states",
      "states",
      "attorney_services",
      "products",
      "attorneys",
      "users",
      "law_firms",
    ],
    "attorney-cards": [],
    "public-attorney-cards": [],
    "completed-services": ["events", "purchase_items", "products", "users"],
    "moderated-reviews": ["users"],
    "services-context": [
      "documents",
      "states",
      "purchase_items",
      "products",
      "carts",
      "attorney_services",
      "attorney_states",
      "attorneys",
    ],
  },
  needs: ["audit"],
  build: ({ db, clock }, modules) => ({
    db,
    clock,
    audit: modules.audit,
    repository: createAttorneyServicesRepository(db),
    moderationRepository: createReviewModerationRepository(db),
  }),
  exports: (context): ModuleExports["attorney-services"] => attorneyServicesService(context),
  routes: (app, context) => {
    registerAttorneyServicesRoutes(app, { attorneyServices: context });
    registerReviewModerationRoutes(app, { attorneyServices: context });
  },
});

declare module "../manifest.ts" {
  interface ModuleExports {
    "attorney-services": ReturnType<typeof attorneyServicesService>;
  }
}
