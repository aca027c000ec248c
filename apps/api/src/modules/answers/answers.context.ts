import type { Database } from "@prenup/db";
import type { Clock } from "../../integrations/clock.ts";
import type { StandingService } from "../standing/index.ts";
import type { UsersService } from "../users/index.ts";
import type { AnswersRepository } from "./answers.repository.ts";

/**
 * What every use case of the answers module runs with: built once by its manifest's `build` and
 * passed as the first argument (`saveAnswer(ctx, input)`), with the module's repository and the
 * other modules' services it uses.
 */
export type AnswersContext = {
  db: Database;
  clock: Clock;
  repository: AnswersRepository;
  /** The user's context (their document, questionnaire and answers) the rules read. */
  standing: Pick<StandingService, "loadContext">;
  /** The users module's write of the profile fields the questionnaire asks for. */
  profiles: Pick<UsersService, "setContactDetail">;
};
