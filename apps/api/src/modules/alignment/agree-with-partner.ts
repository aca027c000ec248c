import type { AlignmentContext } from "./alignment.context.ts";
import type { ResolveDisputeResponse } from "./alignment.schemas.ts";
import { resolveDispute } from "./resolve-dispute.ts";

/** POST /users/{id}/answers/dispute/{questionId}/agree: the caller's answer becomes the partner's. */
export function agreeWithPartner(
  ctx: AlignmentContext,
  input: { userId: string; questionId: string },
): Promise<ResolveDisputeResponse> {
  return resolveDispute(ctx, {
    ...input,
    kind: "AGREE",
    body: ({ theirs }) => ({
      valueTyped: theirs.valueTyped ?? null,
      questionOptionIds: [...(theirs.questionOptionIds ?? [])],
    }),
  });
}
