import { defineModule, type ModuleExports } from "../manifest.ts";
import { createAdminEventsRepository, createSchedulingRepository, schedulingService } from "./index.ts";
import type { SchedulingContext } from "./scheduling.context.ts";
import { registerSchedulingRoutes } from "./scheduling.routes.ts";
import { registerAdminEventsRoutes } from "./admin-events.routes.ts";
import { callReminderJob } from "./send-call-reminder.ts";
import { applyInboxEvent } from "./apply-inbox-event.ts";

export const schedulingModule = defineModule<SchedulingContext>({
  name: "scheduling",
  description: "calls with attorneys: slots, booking, events, no-shows, provider webhooks",
  owns: ["events", "availability_slots", "scheduling_webhook_deliveries"],
  needs: ["attorney-portal", "products", "purchase-items", "standing", "states", "users", "webhook-inbox"],
  build: ({ db, clock, mail, scheduling, jobs, config }, modules) => ({
    db,
    clock,
    mail,
    port: scheduling,
    repository: createSchedulingRepository(db),
    adminEventsRepository: createAdminEventsRepository(db),
    purchaseItems: modules["purchase-items"],
    customerAppUrl: config.customerAppUrl,
    jobs,
    inbox: modules["webhook-inbox"],
    notarizationReady: modules.standing.notarizationReady,
  }),
  exports: (context): ModuleExports["scheduling"] => schedulingService(context),
  routes: (app, context) => {
    registerSchedulingRoutes(app, { scheduling: context });
    registerAdminEventsRoutes(app, { scheduling: context });
  },
  jobs: (context) => [callReminderJob(context)],
  inbox: { provider: "scheduling", apply: applyInboxEvent },
});

declare module "../manifest.ts" {
  interface ModuleExports {
    scheduling: ReturnType<typeof schedulingService>;
  }
}
