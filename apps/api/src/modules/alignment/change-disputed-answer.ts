import type { AnswerBody } from "../answers/index.ts";
import type { AlignmentContext } from "./alignment.context.ts";
import type { ResolveDisputeResponse } from "./alignment.schemas.ts";
import { resolveDispute } from "./resolve-dispute.ts";

/** POST /users/{id}/answers/dispute/{questionId}/change: the caller answers the disputed question anew. */
export function changeDisputedAnswer(
  ctx: AlignmentContext,
  input: { userId: string; questionId: string; body: AnswerBody },
): Promise<ResolveDisputeResponse> {
  const { body, ...dispute } = input;
  return resolveDispute(ctx, { ...dispute, kind: "CHANGE", body: () => body });
}
