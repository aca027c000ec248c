import { attorneys, lawFirms, users, type Database } from "@prenup/db";
import { eq, inArray } from "drizzle-orm";

/** Attorneys' names and law firms, by attorney id (the attorney portal's, users' and law firms' tables). */
export function attorneyNames(db: Database, attorneyIds: string[]) {
  return db
    .select({ id: attorneys.id, firstName: users.firstName, lastName: users.lastName, lawFirmName: lawFirms.name })
    .from(attorneys)
    .innerJoin(users, eq(users.id, attorneys.userId))
    .leftJoin(lawFirms, eq(lawFirms.id, attorneys.lawFirmId))
    .where(inArray(attorneys.id, attorneyIds));
}
