import type { AnswersContext } from "./answers.context.ts";

/** The daily sweep's part: forgets the idempotency keys of answer writes older than `before`; answers how many. */
export function purgeWriteKeys(ctx: AnswersContext, before: Date): Promise<number> {
  return ctx.repository.purgeWriteKeys(before);
}
