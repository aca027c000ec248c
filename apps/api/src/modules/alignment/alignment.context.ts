import type { Database } from "@prenup/db";
import type { Clock } from "../../integrations/clock.ts";
import type { JobQueue } from "../../integrations/jobs/job-queue.ts";
import type { MailPort } from "../../integrations/mail/index.ts";
import type { AnswersService } from "../answers/index.ts";
import type { StandingService } from "../standing/index.ts";
import type { UsersService } from "../users/index.ts";
import type { AlignmentRepository } from "./alignment.repository.ts";
import type { DisputeThreadsRepository } from "./dispute-threads.repository.ts";

/**
 * What every use case of the alignment module runs with: built once by its manifest's `build` and
 * passed as the first argument (`proposeOption(ctx, input)`), with the module's two repositories,
 * the ports it calls and the other modules' services it uses.
 */
export type AlignmentContext = {
  db: Database;
  clock: Clock;
  /** The user's context (document, questionnaire, both partners' answers) the disputes come from. */
  standing: Pick<StandingService, "loadContext">;
  /** The answer writes that resolve a dispute (agree, change, accept a proposal). */
  answers: Pick<AnswersService, "writeAnswer">;
  /** The alignment history's reads. */
  repository: AlignmentRepository;
  /** The dispute threads' proposals, events and lock. */
  threads: DisputeThreadsRepository;
  /** The batched thread e-mail (the outbox, in the job's transaction). */
  mail: Pick<MailPort, "enqueue">;
  /** The delayed job that sends the batched thread e-mail. */
  jobs: Pick<JobQueue, "enqueue">;
  /** The users module's names and e-mail of people. */
  people: Pick<UsersService, "findPeople">;
  /** The customer app, for the e-mail's links. */
  customerAppUrl: string;
};
