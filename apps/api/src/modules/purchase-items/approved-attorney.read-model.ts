import { attorneys, live, type Executor } from "@prenup/db";
import { and, eq } from "drizzle-orm";

/** The attorney's id when they are approved and live (the attorney portal's table). */
export function approvedAttorney(executor: Executor, attorneyId: string) {
  return executor
    .select({ id: attorneys.id })
    .from(attorneys)
    .where(and(eq(attorneys.id, attorneyId), eq(attorneys.stage, "APPROVED"), live(attorneys)));
}
