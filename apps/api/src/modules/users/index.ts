/**
 * Accounts and profiles: the users table. An attorney account's starting attorney row is written by
 * the attorney portal, in the sign-up's transaction. One use case per file, each a function of the
 * module's context and its input (`createUser(ctx, token, body, existing)`); the routes call them
 * directly.
 */
import type { Executor } from "@prenup/db";
import type { UsersContext } from "./users.context.ts";

export type { UsersContext } from "./users.context.ts";
export { USER_MESSAGES } from "./users.messages.ts";
export { toUserProfile } from "./user-profile.ts";
export {
  createUsersRepository,
  type PersonFields,
  type PersonRecord,
  type ProfileFields,
  type SignedInUserRecord,
  type UserAttorneyReads,
  type UserRecord,
} from "./users.repository.ts";
export { publicUserProfileResponseSchema, userProfileFieldsSchema } from "./users.schemas.ts";

/**
 * What the access check and other modules use of the users table, on the context the composition
 * root built: the repository's reads and writes of a user's row, each in the caller's transaction
 * where it takes one (the users module owns the table; the callers record their own audit rows).
 */
export function usersService(ctx: UsersContext) {
  const { repository } = ctx;
  return {
    /** The signed-in user for the access check (see the repository). */
    findSignedIn: repository.findSignedIn,
    /** Names and e-mail of people on an agreement. */
    findPeople: repository.findPeople,
    /** The live user's row, locked in the caller's transaction (admin changes); null when there is none. */
    lockForAdmin: (executor: Executor, id: string) => repository.lockRow(executor, id),
    /** Writes an admin's change of a user row (the caller locked it and records the audit row). */
    setAdminColumns: repository.setAdminColumns,
    /**
     * Sets the user's phone number (E.164) or birth date ('YYYY-MM-DD'), null clearing it, in the
     * caller's transaction: the questionnaire's answers to those questions (the profile holds them).
     */
    setContactDetail: (
      executor: Executor,
      id: string,
      changes: { phoneNumber?: string | null; birthdate?: string | null },
      actorId: string,
    ) => repository.setContactDetail(executor, id, changes, actorId),
    /** Sets the user's photo address (an attorney's uploaded profile photo), in the caller's transaction. */
    setPhotoUrl: (executor: Executor, id: string, photoUrl: string) => repository.setPhotoUrl(executor, id, photoUrl),
    /** The live account as its deletion needs it (null when closed or unknown). */
    account: (executor: Executor, id: string) => repository.accountOf(executor, id),
    /** Refuses the user's tokens from sign-ins before `at` ("signed out everywhere"). */
    endSessions: (executor: Executor, id: string, at: Date) => repository.endSessions(executor, id, at),
    /** Turns reminder and notification e-mail off (`at`) or back on (null). */
    setEmailUnsubscribed: (executor: Executor, id: string, at: Date | null) =>
      repository.setEmailUnsubscribed(executor, id, at),
    /** Forgets the idempotency keys of profile changes older than `before`. */
    purgeWriteKeys: (before: Date): Promise<number> => repository.purgeWriteKeys(before),
  };
}

export type UsersService = ReturnType<typeof usersService>;
