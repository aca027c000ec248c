import { live, users, type Executor, subquery } from "@prenup/db";
import type { PersonFields } from "../../access/current-user.ts";
import { and, eq, type Column, type SQL, type SQLWrapper, sql } from "drizzle-orm";

/**
 * What other modules ask of the users table (DESIGN.md, "Data ownership"): functions that run one
 * statement of their own, and fragments another module's statement embeds, keyed by its user-id
 * column, so that statement stays one round trip without naming this module's table.
 */

/** A person as other screens name them: first and last name (either may be missing) and e-mail. */
export type PersonOf = { firstName: string | null; lastName: string | null; email: string };

/**
 * The user with this id as one value `{ firstName, lastName, email }` (null when no row has it),
 * deleted accounts included: a column for a list that shows who wrote, uploaded or invited.
 */
export const personOf = (userId: Column | SQL | SQLWrapper): SQL<PersonOf | null> =>
  subquery<PersonOf | null>`select json_build_object('firstName', ${users.firstName}, 'lastName', ${users.lastName}, 'email', ${users.email}) from ${users} where ${users.id} = ${userId}`;

/** The live user's e-mail address (undefined: no such live user). */
export async function userEmail(executor: Executor, userId: string): Promise<string | null | undefined> {
  const found = await executor.execute(sql`select email from users where id = ${userId}::uuid and ${live()}`);
  return (found.rows as { email: string | null }[])[0]?.email;
}

/** The live user as one value `{ id, email }` (null when no live user has the id): whom to write to. */
export const liveUserContactOf = (userId: Column | SQL | SQLWrapper): SQL<{ id: string; email: string } | null> =>
  subquery<{
    id: string;
    email: string;
  } | null>`select json_build_object('id', ${users.id}, 'email', ${users.email}) from ${users} where ${users.id} = ${userId} and ${live(users)}`;

/**
 * The ids of the users whose e-mail or full name matches the ILIKE pattern, deleted accounts
 * included: a set a statement filters its user-id column by (`col in (...)`).
 */
export const userIdsMatching = (pattern: string): SQL =>
  subquery`select ${users.id} from ${users} where ${users.email} ilike ${pattern} or concat_ws(' ', ${users.firstName}, ${users.lastName}) ilike ${pattern}`;

/** Whether the user's account is closed (the row soft-deleted); null when no row has the id. */
export const accountClosedOf = (userId: Column | SQL | SQLWrapper): SQL<boolean | null> =>
  subquery<boolean | null>`select not (${live(users)}) from ${users} where ${users.id} = ${userId}`;

/** The user's phone number (null when none is given or no row has the id), deleted accounts included. */
export const phoneNumberOf = (userId: Column | SQL | SQLWrapper): SQL<string | null> =>
  subquery<string | null>`select ${users.phoneNumber} from ${users} where ${users.id} = ${userId}`;

/** The ids of the users (deleted ones included) whose full name matches the ILIKE pattern, as a subquery for `in`. */
export const userIdsNamed = (pattern: string): SQL =>
  subquery`select ${users.id} from ${users} where concat_ws(' ', ${users.firstName}, ${users.lastName}) ilike ${pattern}`;

/** A party to an agreement as its screens and mails name them (the users' person fields). */
export type PartyOf = PersonFields;
/**
 * The user as one value `{ id, email, firstName, middleName, lastName, suffix }` (null when no row
 * has the id), deleted accounts included: a party or attorney named on an agreement.
 */
export const partyOf = (userId: Column | SQL | SQLWrapper): SQL<PartyOf | null> =>
  subquery<PartyOf | null>`select json_build_object('id', ${users.id}, 'email', ${users.email}, 'firstName', ${users.firstName}, 'middleName', ${users.middleName}, 'lastName', ${users.lastName}, 'suffix', ${users.suffix}) from ${users} where ${users.id} = ${userId}`;

/**
 * The user's account as a derived table `(id, user_type, closed)` of at most one row (closed: the
 * account is deleted; no row when no user has the id), which another statement reads from under
 * its own alias (`from ${userAccountRow(id)} u`).
 */
export const userAccountRow = (userId: SQL): SQL =>
  subquery`select u.id, u.user_type, u.deleted_at is not null as closed from ${users} u where u.id = ${userId}`;

/** What a user's copy of their data holds of their own row: the profile and the agreed-at times (null: no live user). */
export type UserDataRow = {
  email: string;
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  suffix: string | null;
  gender: string | null;
  phoneNumber: string | null;
  birthdate: string | null;
  residenceState: string | null;
  userType: string;
  createdAt: Date;
  termsAgreedAt: Date | null;
  enforcementAgreedAt: Date | null;
  attorneyCounselAgreedAt: Date | null;
  mutedEmailKinds: string[];
  emailUnsubscribedAt: Date | null;
};

/** The live user's own profile and consents, for their data export (one statement). */
export async function userDataOf(executor: Executor, userId: string): Promise<UserDataRow | null> {
  const [row] = await executor
    .select({
      email: users.email,
      firstName: users.firstName,
      middleName: users.middleName,
      lastName: users.lastName,
      suffix: users.suffix,
      gender: users.gender,
      phoneNumber: users.phoneNumber,
      birthdate: users.birthdate,
      residenceState: users.residenceState,
      userType: users.userType,
      createdAt: users.createdAt,
      termsAgreedAt: users.termsAgreedAt,
      enforcementAgreedAt: users.enforcementAgreedAt,
      attorneyCounselAgreedAt: users.attorneyCounselAgreedAt,
      mutedEmailKinds: users.mutedEmailKinds,
      emailUnsubscribedAt: users.emailUnsubscribedAt,
    })
    .from(users)
    .where(and(eq(users.id, userId), live(users)));
  return row ?? null;
}
