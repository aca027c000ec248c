import { sectionProgress, type Executor } from "@prenup/db";
import { eq } from "drizzle-orm";

/** The module's own table, `section_progress` (a user's progress through a section). */
export const questionnaireRepository = {
  /** Deletes every progress row of the user, on any agreement, in the caller's transaction. */
  async deleteProgressOf(executor: Executor, userId: string): Promise<void> {
    await executor.delete(sectionProgress).where(eq(sectionProgress.userId, userId));
  },
};
