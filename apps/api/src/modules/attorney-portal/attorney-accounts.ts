import { attorneys, type Executor } from "@prenup/db";

/**
 * The attorney row an attorney account starts with (FORM_MISSING, its id the user's), written by the
 * portal as every other attorneys write is. The users module asks for it in the transaction that
 * creates an attorney's account; it needs nothing but the caller's transaction, so the composition root builds it
 * before the users service.
 */
export function createAttorneyAccounts() {
  return {
    async openApplication(executor: Executor, attorneyId: string): Promise<void> {
      await executor.insert(attorneys).values({
        id: attorneyId,
        userId: attorneyId,
        stage: "FORM_MISSING",
        createdById: attorneyId,
        updatedById: attorneyId,
      });
    },
  };
}

export type AttorneyAccounts = ReturnType<typeof createAttorneyAccounts>;
