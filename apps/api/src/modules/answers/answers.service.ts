import { HttpError } from "../../http/errors.ts";
import type { ModuleDeps } from "../../http/types.ts";
import type { AnswerBody, AnswerResponse, AnswerSavedResponse, AttorneyRestrictionsResponse } from "./answers.schemas.ts";

const notImplemented = () => new HttpError(501, "NOT_IMPLEMENTED", "Not implemented yet");

export function createAnswersService(_deps: ModuleDeps) {
  return {
    async listAnswers(_userId: string, _questionId: string | undefined): Promise<AnswerResponse[]> {
      throw notImplemented();
    },
    async saveAnswer(_input: {
      userId: string;
      questionId: string;
      body: AnswerBody;
      actorId: string;
      mode: "create" | "update";
    }): Promise<AnswerSavedResponse> {
      throw notImplemented();
    },
    async getAttorneyRestrictions(_userId: string): Promise<AttorneyRestrictionsResponse> {
      throw notImplemented();
    },
  };
}
