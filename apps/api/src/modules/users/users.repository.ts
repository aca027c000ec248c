import {
  live,
  preparedQuery,
  profileWriteKeys,
  users,
  writeKeyStore,
  type Database,
  type Executor,
  type Transaction,
} from "@prenup/db";
import { type Column, and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { PersonFields, ProfileFields, SignedInUserRecord, UserRecord } from "../../access/current-user.ts";
import type { WriteKey } from "../../http/idempotency.ts";

/** A row as the driver returns it: timestamps may come as strings. */
export type UserRow = Omit<
  SignedInUserRecord,
  "termsAgreedAt" | "createdAt" | "lastActiveAt" | "deletedAt" | "sessionsEndedAt" | "attorney"
> & {
  termsAgreedAt: Date | string | null;
  createdAt: Date | string;
  lastActiveAt: Date | string | null;
  deletedAt: Date | string | null;
  sessionsEndedAt: Date | string | null;
  attorney: UserAttorney | null;
};

/**
 * The signed-in user by the token's subject with their attorney row (`attorneyOfUser`), closed
 * accounts included, in ONE statement that also stamps `last_active_at` when the stamp is older
 * than `touchBefore` (not an edit of the profile: `updated_at` stays). Runs on every authenticated
 * request, so it is a prepared statement.
 */
const signedInUserQuery = ({ attorneyOfUser }: UserAttorneyReads) =>
  preparedQuery<UserRow>(
    "users_signed_in",
    () => sql`
    with found as (
      select u.id, u.email, u.first_name, u.middle_name, u.last_name, u.suffix, u.gender, u.phone_number, u.birthdate,
             u.residence_state, u.user_type, u.terms_agreed_at, u.created_at, u.last_active_at, u.deleted_at,
             u.sessions_ended_at,
             ${attorneyOfUser(sql`u.id`)} as attorney
      from users u
      where u.external_id = ${sql.placeholder("externalId")}
      limit 1
    ), touched as (
      update users set last_active_at = ${sql.placeholder("now")}::timestamptz
      where id = (select id from found) and ${live()}
        and (last_active_at is null or last_active_at < ${sql.placeholder("touchBefore")}::timestamptz)
      returning last_active_at
    )
    select f.id, f.email, f.first_name as "firstName", f.middle_name as "middleName", f.last_name as "lastName", f.suffix,
           f.gender, f.phone_number as "phoneNumber", f.birthdate::text as birthdate,
           f.residence_state as "residenceState", f.user_type as "userType",
           f.terms_agreed_at as "termsAgreedAt", f.created_at as "createdAt",
           coalesce((select last_active_at from touched), f.last_active_at) as "lastActiveAt", f.deleted_at as "deletedAt",
           f.sessions_ended_at as "sessionsEndedAt", f.attorney
    from found f`,
  );

/** How other people see a user (`PersonFields`): names and e-mail, for a drizzle select. */
const personColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  middleName: users.middleName,
  lastName: users.lastName,
  suffix: users.suffix,
};

/** A user's columns with their attorney row (`attorneyOfUser`), for a drizzle select. */
const userColumnsWith = ({ attorneyOfUser }: UserAttorneyReads) => ({
  ...personColumns,
  gender: users.gender,
  phoneNumber: users.phoneNumber,
  birthdate: users.birthdate,
  residenceState: users.residenceState,
  userType: users.userType,
  termsAgreedAt: users.termsAgreedAt,
  createdAt: users.createdAt,
  lastActiveAt: users.lastActiveAt,
  deletedAt: users.deletedAt,
  sessionsEndedAt: users.sessionsEndedAt,
  attorney: attorneyOfUser(users.id),
});

/** This module's Idempotency-Keys (its own table; `writeKeyStore` of @prenup/db). */
const writeKeys = writeKeyStore(profileWriteKeys);

export type { PersonFields, ProfileFields, SignedInUserRecord, UserRecord };

export type ProfileChanges = Partial<Omit<PersonFields, "id" | "email"> & ProfileFields>;

/** A person as other people see them on an agreement: names and e-mail. */
export type PersonRecord = PersonFields;

const toDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));
const toDateOrNull = (value: Date | string | null): Date | null => (value === null ? null : toDate(value));

function toRecord(row: UserRow): SignedInUserRecord {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    suffix: row.suffix,
    gender: row.gender,
    phoneNumber: row.phoneNumber,
    birthdate: row.birthdate,
    residenceState: row.residenceState,
    userType: row.userType,
    termsAgreedAt: toDateOrNull(row.termsAgreedAt),
    createdAt: toDate(row.createdAt),
    lastActiveAt: toDateOrNull(row.lastActiveAt),
    deletedAt: toDateOrNull(row.deletedAt),
    sessionsEndedAt: toDateOrNull(row.sessionsEndedAt),
    attorney: row.attorney
      ? { id: row.attorney.id, stage: row.attorney.stage, lawFirmId: row.attorney.lawFirmId }
      : null,
  };
}

/** A user's attorney row as the access rules see it. */
export type UserAttorney = NonNullable<SignedInUserRecord["attorney"]>;

/**
 * What the users' statements embed of the user's attorney row (the attorney portal, which keeps the
 * attorneys, publishes this read; its manifest lends it in `reads`), so the signed-in user and
 * their attorney stage stay one statement.
 */
export type UserAttorneyReads = {
  /** The user's attorney row as one value (null: the user has none). */
  attorneyOfUser(userId: Column | SQL): SQL<UserAttorney | null>;
};

export function createUsersRepository(db: Database, attorneys: UserAttorneyReads) {
  const signedInUser = signedInUserQuery(attorneys);
  const userColumns = userColumnsWith(attorneys);
  const findOne = async (executor: Executor, where: SQL): Promise<SignedInUserRecord | null> => {
    const [row] = await executor.select(userColumns).from(users).where(where).limit(1);
    return row ? toRecord(row) : null;
  };
  return {
    async findSignedIn(input: {
      externalId: string;
      now: Date;
      touchBefore: Date;
    }): Promise<SignedInUserRecord | null> {
      const [row] = await signedInUser(db, {
        externalId: input.externalId,
        now: input.now.toISOString(),
        touchBefore: input.touchBefore.toISOString(),
      });
      return row ? toRecord(row) : null;
    },

    findById: (id: string) => findOne(db, and(eq(users.id, id), live(users)) as SQL),
    findByExternalId: (externalId: string) => findOne(db, and(eq(users.externalId, externalId), live(users)) as SQL),

    /** Names and e-mail of the given users (closed accounts included: an agreement still names its parties). */
    async findPeople(userIds: readonly string[], executor: Executor = db): Promise<PersonRecord[]> {
      if (userIds.length === 0) return [];
      return executor
        .select(personColumns)
        .from(users)
        .where(inArray(users.id, [...new Set(userIds)]));
    },

    /** Inserts the user; `created` runs in the same transaction (an attorney's starting row, written by its owner). */
    async insertUser(
      input: {
        externalId: string;
        email: string;
        firstName: string | null;
        lastName: string | null;
        userType: "CUSTOMER" | "ATTORNEY";
      },
      created?: (tx: Executor, userId: string) => Promise<void>,
    ): Promise<UserRecord> {
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({
            externalId: input.externalId,
            email: input.email,
            firstName: input.firstName,
            lastName: input.lastName,
            userType: input.userType,
          })
          .returning({ id: users.id });
        if (!row) throw new Error("insert into users returned no row");
        await tx.update(users).set({ createdById: row.id, updatedById: row.id }).where(eq(users.id, row.id));
        await created?.(tx, row.id);
        return row.id;
      });
      const record = await findOne(db, eq(users.id, id));
      if (!record) throw new Error("created user not found");
      return record;
    },

    /** The live user's whole row, locked for an admin's change in the caller's transaction. */
    async lockRow(executor: Executor, id: string) {
      const [row] = await executor
        .select()
        .from(users)
        .where(and(eq(users.id, id), live(users)))
        .for("update");
      return row ?? null;
    },

    /** Sets columns of a user row an admin changes (profile fields, the unsubscribe stamp, the soft delete). */
    async setAdminColumns(
      executor: Executor,
      id: string,
      values: ProfileChanges & { emailUnsubscribedAt?: Date; deletedAt?: Date; updatedAt: Date; updatedById: string },
    ) {
      const [row] = await executor.update(users).set(values).where(eq(users.id, id)).returning();
      if (!row) throw new Error("update of users returned no row");
      return row;
    },

    async updateProfile(
      id: string,
      changes: ProfileChanges,
      updatedById: string,
      executor: Executor = db,
    ): Promise<UserRecord | null> {
      const updated = await executor
        .update(users)
        .set({ ...changes, updatedById })
        .where(and(eq(users.id, id), live(users)))
        .returning({ id: users.id });
      if (updated.length === 0) return null;
      return findOne(executor, eq(users.id, id));
    },

    /** Runs `work` in one transaction (a profile change replayed with its key and base value). */
    transaction: <T>(work: (tx: Transaction) => Promise<T>): Promise<T> => db.transaction(work),

    /** The live user's record, its row locked until the transaction ends; null when there is none. */
    async lockRecord(tx: Executor, id: string): Promise<UserRecord | null> {
      await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, id), live(users)))
        .for("update");
      return findOne(tx, and(eq(users.id, id), live(users))!);
    },

    /** Claims the user's Idempotency-Key for this write, or reads back the first write's request and response (`writeKeyStore`). */
    claimWriteKey: (tx: Executor, userId: string, writeKey: WriteKey) => writeKeys.claim(tx, userId, writeKey),

    /** The response a repeat of the claimed key answers. */
    storeWriteKeyResponse: (tx: Executor, claimId: string, response: unknown) =>
      writeKeys.storeResponse(tx, claimId, response),

    /** Forgets the keys of writes older than `before`; answers how many. */
    purgeWriteKeys: (before: Date) => writeKeys.purge(db, before),

    /** Sets the user's phone number or birth date (the questionnaire's answers to them), in the caller's transaction. */
    async setContactDetail(
      executor: Executor,
      id: string,
      changes: Partial<Pick<UserRecord, "phoneNumber" | "birthdate">>,
      updatedById: string,
    ): Promise<void> {
      await executor
        .update(users)
        .set({ ...changes, updatedById })
        .where(and(eq(users.id, id), live(users)));
    },

    /** When the live user joined the postnup waitlist (null: not on it); undefined when there is no such user. */
    async findPostnupWaitlistJoinedAt(id: string): Promise<Date | null | undefined> {
      const [row] = await db
        .select({ joinedAt: users.postnupWaitlistJoinedAt })
        .from(users)
        .where(and(eq(users.id, id), live(users)));
      return row ? toDateOrNull(row.joinedAt) : undefined;
    },

    /**
     * Puts the live user on the postnup waitlist (keeping the first joining time when already on it)
     * or takes them off it; the resulting joining time, or undefined when there is no such user.
     */
    async setPostnupWaitlist(id: string, joined: boolean, now: Date): Promise<Date | null | undefined> {
      const [row] = await db
        .update(users)
        .set({
          postnupWaitlistJoinedAt: joined
            ? sql`coalesce(${users.postnupWaitlistJoinedAt}, ${now.toISOString()}::timestamptz)`
            : null,
          updatedById: id,
        })
        .where(and(eq(users.id, id), live(users)))
        .returning({ joinedAt: users.postnupWaitlistJoinedAt });
      return row ? toDateOrNull(row.joinedAt) : undefined;
    },

    /** The live user's turned-off e-mail kinds and unsubscribe stamp; undefined when there is no such user. */
    async findEmailPreferences(id: string): Promise<{ mutedEmailKinds: string[]; unsubscribed: boolean } | undefined> {
      const [row] = await db
        .select({
          mutedEmailKinds: users.mutedEmailKinds,
          unsubscribed: sql<boolean>`${users.emailUnsubscribedAt} is not null`,
        })
        .from(users)
        .where(and(eq(users.id, id), live(users)));
      return row;
    },

    /**
     * Turns one e-mail kind on or off for the live user in one statement (the array changes in
     * place, so two changes at once both hold); the result, or undefined when there is no such user.
     */
    async setEmailKindEnabled(
      id: string,
      kind: string,
      enabled: boolean,
    ): Promise<{ mutedEmailKinds: string[]; unsubscribed: boolean } | undefined> {
      const muted = enabled
        ? sql`array_remove(${users.mutedEmailKinds}, ${kind}::text)`
        : sql`case when ${kind}::text = any(${users.mutedEmailKinds}) then ${users.mutedEmailKinds} else array_append(${users.mutedEmailKinds}, ${kind}::text) end`;
      const [row] = await db
        .update(users)
        .set({ mutedEmailKinds: muted, updatedById: id })
        .where(and(eq(users.id, id), live(users)))
        .returning({
          mutedEmailKinds: users.mutedEmailKinds,
          unsubscribed: sql<boolean>`${users.emailUnsubscribedAt} is not null`,
        });
      return row;
    },

    /** The live account's e-mail, names, identity-provider id and unsubscribe stamp, for its deletion. */
    async accountOf(executor: Executor, id: string) {
      const [row] = await executor
        .select({
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          externalId: users.externalId,
          emailUnsubscribedAt: users.emailUnsubscribedAt,
        })
        .from(users)
        .where(and(eq(users.id, id), live(users)));
      return row ?? null;
    },

    /** Refuses every token of the user from a sign-in before `at`, in the caller's transaction. */
    async endSessions(executor: Executor, id: string, at: Date): Promise<void> {
      await executor.update(users).set({ sessionsEndedAt: at, updatedById: id }).where(eq(users.id, id));
    },

    /** Sets or clears the unsubscribe stamp, in the caller's transaction. */
    async setEmailUnsubscribed(executor: Executor, id: string, at: Date | null): Promise<void> {
      await executor.update(users).set({ emailUnsubscribedAt: at, updatedById: id }).where(eq(users.id, id));
    },

    /**
     * Anonymises a deleted account (the retention table's rule): the row stays for the agreements that
     * name its owner, without contact details or preferences, closed (`deleted_at`) under an address
     * that can never receive mail; the names stay only when a signed agreement shows them.
     */
    async anonymise(executor: Executor, id: string, input: { at: Date; keepNames: boolean }): Promise<void> {
      await executor
        .update(users)
        .set({
          email: `deleted-${id}@deleted.invalid`,
          externalId: `deleted:${id}`,
          ...(input.keepNames ? {} : { firstName: null, middleName: null, lastName: null, suffix: null }),
          gender: null,
          phoneNumber: null,
          birthdate: null,
          residenceState: null,
          photoUrl: null,
          mutedEmailKinds: [],
          postnupWaitlistJoinedAt: null,
          emailUnsubscribedAt: input.at,
          sessionsEndedAt: input.at,
          deletedAt: sql`coalesce(${users.deletedAt}, ${input.at.toISOString()}::timestamptz)`,
          updatedById: null,
        })
        .where(eq(users.id, id));
      await executor.delete(profileWriteKeys).where(eq(profileWriteKeys.userId, id));
    },

    /** The user's photo address (an attorney's uploaded profile photo), in the caller's transaction. */
    async setPhotoUrl(executor: Executor, id: string, photoUrl: string): Promise<void> {
      await executor.update(users).set({ photoUrl, updatedById: id }).where(eq(users.id, id));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
