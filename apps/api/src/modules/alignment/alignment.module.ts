import { defineModule } from "../manifest.ts";
import { createAlignmentRepository, createDisputeThreadsRepository } from "./index.ts";
import { erasePersonalData } from "./erase-personal-data.ts";
import type { AlignmentContext } from "./alignment.context.ts";
import { registerAlignmentRoutes } from "./alignment.routes.ts";
import { threadMailJob } from "./send-thread-mail.ts";

export const alignmentModule = defineModule<AlignmentContext>({
  name: "alignment",
  description:
    "disputes between the partners' answers, resolving them, the resolutions' history; the conversation around each dispute (proposals, counter-proposals, acceptances that write both answers through the answers module, requests to a partner's attorney) and its batched e-mail",
  owns: ["discussions", "dispute_proposals", "dispute_thread_events"],
  needs: ["answers", "content", "standing", "users"],
  build: ({ db, clock, mail, jobs, config }, modules) => ({
    db,
    clock,
    standing: modules.standing,
    answers: modules.answers,
    repository: createAlignmentRepository(db),
    threads: createDisputeThreadsRepository(db),
    mail,
    jobs,
    people: modules.users,
    customerAppUrl: config.customerAppUrl,
  }),
  routes: (app, context) => registerAlignmentRoutes(app, { alignment: context }),
  jobs: (context) => [threadMailJob(context)],
  erase: erasePersonalData,
});
