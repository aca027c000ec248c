import { attorneys, type Executor } from "@prenup/db";
import { inArray } from "drizzle-orm";
import { lawFirmNameOf } from "../law-firms/law-firms.queries.ts";
import { personOf } from "../users/users.queries.ts";

/** An attorney as a document's participants name them. */
export type AttorneyName = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  lawFirmName: string | null;
};

/** The attorneys with these ids (closed ones included, as a signed agreement still names them): names and law firm, one statement. */
export async function attorneyNames(executor: Executor, attorneyIds: readonly string[]): Promise<AttorneyName[]> {
  if (attorneyIds.length === 0) return [];
  const rows = await executor
    .select({ id: attorneys.id, person: personOf(attorneys.userId), lawFirmName: lawFirmNameOf(attorneys.lawFirmId) })
    .from(attorneys)
    .where(inArray(attorneys.id, [...attorneyIds]));
  // Every attorney row names a user (a foreign key), so each row has its person.
  return rows.map(({ id, person, lawFirmName }) => ({
    id,
    firstName: person?.firstName ?? null,
    lastName: person?.lastName ?? null,
    lawFirmName,
  }));
}
