import { HttpError } from "../../http/errors.ts";
import type { ModuleDeps } from "../../http/types.ts";
import type { AnswerBody } from "../answers/answers.schemas.ts";
import type { DisputesResponse, ResolutionResponse, ResolveDisputeResponse } from "./alignment.schemas.ts";

const notImplemented = () => new HttpError(501, "NOT_IMPLEMENTED", "Not implemented yet");

export function createAlignmentService(_deps: ModuleDeps) {
  return {
    async listDisputes(_userId: string): Promise<DisputesResponse> {
      throw notImplemented();
    },
    async listResolutions(_userId: string, _documentId: string): Promise<ResolutionResponse[]> {
      throw notImplemented();
    },
    async agreeWithPartner(_userId: string, _questionId: string): Promise<ResolveDisputeResponse> {
      throw notImplemented();
    },
    async changeAnswer(_userId: string, _questionId: string, _body: AnswerBody): Promise<ResolveDisputeResponse> {
      throw notImplemented();
    },
  };
}
