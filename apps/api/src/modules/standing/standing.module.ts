import { defineModule, type ModuleExports } from "../manifest.ts";
import { createAssessmentCache, notarizationReadyNotice, standingService } from "./index.ts";
import type { StandingContext } from "./standing.context.ts";
import { registerStandingRoutes } from "./standing.routes.ts";
import { signingRemindersJob, SIGNING_REMINDERS_JOB } from "./send-signing-reminders.ts";

export const standingModule = defineModule<StandingContext>({
  name: "standing",
  description: "a customer's context read model (one statement) and GET /users/{id}/standing",
  owns: [],
  readModels: {
    "user-facts": [
      "users",
      "documents",
      "content_version",
      "notarizations",
      "purchase_items",
      "products",
      "answer_question_options",
      "question_options",
      "answers",
      "incomes",
      "financial_disclosures",
      "accounts_and_assets",
      "dispute_proposals",
      "dispute_thread_events",
      "states",
      "disclosure_versions",
      "disclosure_acknowledgements",
      "external_attorneys",
    ],
    "wedding-candidates": ["documents", "answers"],
  },
  needs: ["content", "users"],
  build: ({ db, clock, mail, config }, modules) => ({
    db,
    clock,
    content: modules.content,
    assessments: createAssessmentCache(),
    mail,
    customerAppUrl: config.customerAppUrl,
  }),
  exports: (context): ModuleExports["standing"] => ({
    ...standingService(context),
    notarizationReady: notarizationReadyNotice(context),
  }),
  routes: (app, context) => registerStandingRoutes(app, { standing: context }),
  jobs: (context) => [signingRemindersJob(context)],
  daily: [SIGNING_REMINDERS_JOB],
});

declare module "../manifest.ts" {
  interface ModuleExports {
    standing: ReturnType<typeof standingService> & {
      notarizationReady: ReturnType<typeof notarizationReadyNotice>;
    };
  }
}
