import { defineModule, type ModuleExports } from "../manifest.ts";
import { latestScheduledEntriesOf } from "../financial-disclosure/financial-disclosure.queries.ts";
import { createAftercareRepository } from "./index.ts";
import type { AftercareContext } from "./aftercare.context.ts";
import { registerAftercareRoutes } from "./aftercare.routes.ts";
import { aftercareRemindersJob, AFTERCARE_REMINDERS_JOB } from "./send-aftercare-reminders.ts";
import { erasePersonalData } from "./erase-personal-data.ts";
import { tellOfMove } from "./tell-of-move.ts";
import type { Executor } from "@prenup/db";

export const aftercareModule = defineModule<AftercareContext>({
  name: "aftercare",
  description:
    "after the signing: each spouse's opt-in reminders (`aftercare_plans`: a check-in on the signing's anniversary every N years about the life events they chose, and 90 days before the sunset date; a daily job sends what is due), where they live against the agreement's state (a new state of residence on the profile e-mails the notice once per agreement and state, in the profile's transaction), and the \"keep it separate\" checklist from their signed schedules",
  owns: ["aftercare_plans"],
  needs: ["agreement", "financial-disclosure", "standing", "states", "users"],
  build: ({ db, clock, mail, config }, modules) => ({
    db,
    clock,
    repository: createAftercareRepository(db),
    standing: modules.standing,
    scheduledEntries: (input) => latestScheduledEntriesOf(db, input),
    mail,
    customerAppUrl: config.customerAppUrl,
  }),
  exports: (context): ModuleExports["aftercare"] => ({
    tellOfMove: (executor: Executor, input: { userId: string; residenceState: string }) =>
      tellOfMove(context, executor, input),
  }),
  routes: (app, context) => registerAftercareRoutes(app, { aftercare: context }),
  jobs: (context) => [aftercareRemindersJob(context)],
  daily: [AFTERCARE_REMINDERS_JOB],
  erase: erasePersonalData,
});

declare module "../manifest.ts" {
  interface ModuleExports {
    aftercare: {
      /** A spouse's new state of residence: the notice, once, where their signed agreement's state differs. */
      tellOfMove(executor: Executor, input: { userId: string; residenceState: string }): Promise<void>;
    };
  }
}
