import { attorneys, users, type Database, type Executor } from "@prenup/db";
import type { AttorneyStage, Gender, UserType } from "@prenup/domain";
import { and, eq, isNull, type SQL } from "drizzle-orm";

export interface UserRecord {
  id: string;
  email: string;
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  suffix: string | null;
  gender: Gender | null;
  phoneNumber: string | null;
  birthdate: string | null;
  userType: UserType;
  termsAgreedAt: Date | null;
  createdAt: Date;
  attorney: { id: string; stage: AttorneyStage; lawFirmId: string | null } | null;
}

export type ProfileChanges = Partial<
  Pick<UserRecord, "firstName" | "middleName" | "lastName" | "suffix" | "gender" | "phoneNumber" | "birthdate">
>;

const userColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  middleName: users.middleName,
  lastName: users.lastName,
  suffix: users.suffix,
  gender: users.gender,
  phoneNumber: users.phoneNumber,
  birthdate: users.birthdate,
  userType: users.userType,
  termsAgreedAt: users.termsAgreedAt,
  createdAt: users.createdAt,
  attorneyId: attorneys.id,
  attorneyStage: attorneys.stage,
  attorneyLawFirmId: attorneys.lawFirmId,
};

/** The record with what the request pipeline needs besides the profile (see access.repository.ts). */
export interface SignedInUserRecord extends UserRecord {
  lastActiveAt: Date | null;
  deletedAt: Date | null;
}

/** One user, closed accounts included, by any condition. */
export async function findUserRecord(db: Executor, where: SQL): Promise<SignedInUserRecord | null> {
  const [row] = await db
    .select({ ...userColumns, lastActiveAt: users.lastActiveAt, deletedAt: users.deletedAt })
    .from(users)
    .leftJoin(attorneys, eq(attorneys.userId, users.id))
    .where(where)
    .limit(1);
  if (!row) return null;
  const { attorneyId, attorneyStage, attorneyLawFirmId, ...user } = row;
  return {
    ...user,
    attorney: attorneyId && attorneyStage ? { id: attorneyId, stage: attorneyStage, lawFirmId: attorneyLawFirmId } : null,
  };
}

function findOne(db: Executor, where: SQL): Promise<UserRecord | null> {
  return findUserRecord(db, and(where, isNull(users.deletedAt)) as SQL);
}

export function createUsersRepository(db: Database) {
  return {
    findById: (id: string) => findOne(db, eq(users.id, id)),
    findByExternalId: (externalId: string) => findOne(db, eq(users.externalId, externalId)),

    /** Inserts the user (and, for attorneys, the attorney row at FORM_MISSING) in one transaction. */
    async insertUser(input: {
      externalId: string;
      email: string;
      firstName: string | null;
      lastName: string | null;
      userType: "CUSTOMER" | "ATTORNEY";
    }): Promise<UserRecord> {
      const id = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({
            externalId: input.externalId,
            email: input.email,
            firstName: input.firstName,
            lastName: input.lastName,
            userType: input.userType,
          })
          .returning({ id: users.id });
        if (!created) throw new Error("insert into users returned no row");
        await tx.update(users).set({ createdById: created.id, updatedById: created.id }).where(eq(users.id, created.id));
        if (input.userType === "ATTORNEY") {
          await tx.insert(attorneys).values({
            id: created.id,
            userId: created.id,
            stage: "FORM_MISSING",
            createdById: created.id,
            updatedById: created.id,
          });
        }
        return created.id;
      });
      const record = await findOne(db, eq(users.id, id));
      if (!record) throw new Error("created user not found");
      return record;
    },

    async updateProfile(id: string, changes: ProfileChanges, updatedById: string): Promise<UserRecord | null> {
      const updated = await db
        .update(users)
        .set({ ...changes, updatedById })
        .where(and(eq(users.id, id), isNull(users.deletedAt)))
        .returning({ id: users.id });
      if (updated.length === 0) return null;
      return findOne(db, eq(users.id, id));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
