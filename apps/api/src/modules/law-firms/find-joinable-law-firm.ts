import type { Executor } from "@prenup/db";
import type { LawFirmsContext } from "./law-firms.context.ts";

/** For the attorney form: an approved, live firm to join. */
export function findJoinableLawFirm(ctx: LawFirmsContext, executor: Executor, id: string) {
  return ctx.repository.findApprovedLawFirm(executor, id);
}
