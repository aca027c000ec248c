import { attorneys, users, type Executor } from "@prenup/db";
import { eq, type SQL } from "drizzle-orm";

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
  lastActiveAt: users.lastActiveAt,
  deletedAt: users.deletedAt,
  attorneyId: attorneys.id,
  attorneyStage: attorneys.stage,
  attorneyLawFirmId: attorneys.lawFirmId,
};

/** The user matching `where` with their attorney row, if any (the attorney portal's table). */
export function userWithAttorney(db: Executor, where: SQL) {
  return db.select(userColumns).from(users).leftJoin(attorneys, eq(attorneys.userId, users.id)).where(where).limit(1);
}
