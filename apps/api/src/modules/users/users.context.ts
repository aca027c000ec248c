import type { Executor } from "@prenup/db";
import type { OutboxStore } from "../../integrations/mail/index.ts";
import type { UsersRepository } from "./users.repository.ts";

/**
 * What every use case of the users module runs with: built once by its manifest's `build` and passed
 * as the first argument (`createUser(ctx, token, body, existing)`).
 */
export type UsersContext = {
  repository: UsersRepository;
  /** The OIDC client ids of the customer and attorney apps: the app an account signs up through sets its type. */
  clientIds: { customer: string; attorney: string };
  /** The attorney portal's starting attorney row of a new attorney account (it owns the attorneys table). */
  attorneyAccounts: { openApplication(executor: Executor, attorneyId: string): Promise<void> };
  /** Aftercare's notice of a new state of residence, in the profile's transaction (it owns the notice). */
  residenceMoves: {
    tellOfMove(executor: Executor, input: { userId: string; residenceState: string }): Promise<void>;
  };
  /** The mail outbox, whose mail to the account's address goes with the account. */
  outbox: Pick<OutboxStore, "eraseMailTo">;
};
