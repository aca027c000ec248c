import type { Database } from "@prenup/db";
import type { Clock } from "../../integrations/clock.ts";
import type { MailPort } from "../../integrations/mail/index.ts";
import type { DocumentsService } from "../documents/index.ts";
import type { UsersService } from "../users/index.ts";

/** "Is this user's questionnaire complete", from the questionnaire module. */
export interface QuestionnaireCompletion {
  isQuestionnaireComplete(userId: string): Promise<boolean>;
}

/**
 * What every use case of the partners module runs with: built once by its manifest's `build` and
 * passed as the first argument (`invitePartner(ctx, actor, email)`). The invitation lives on the
 * document's row: the documents module's service writes it.
 */
export type PartnersContext = {
  db: Database;
  clock: Clock;
  mail: Pick<MailPort, "enqueue">;
  /** The key that signs invitation links. */
  inviteKey: Uint8Array;
  customerAppUrl: string;
  documents: DocumentsService;
  users: Pick<UsersService, "findPeople">;
  questionnaire: QuestionnaireCompletion;
};
