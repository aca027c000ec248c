import { attorneys } from "@prenup/db";
import type { AttorneyStage } from "@prenup/domain";
import { type Column, inArray, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";

/**
 * What other modules ask of the attorneys table (DESIGN.md, "Data ownership"): fragments another
 * module's statement embeds, keyed by its user-id or attorney-id column.
 * A scalar fragment's subquery is a nested `sql`, so a single-table drizzle select (which writes the
 * columns of its own SQL fields unqualified) keeps the subquery's columns and the key qualified.
 */

/** A user's attorney row as the access rules see it. */
export type AttorneyOfUser = { id: string; stage: AttorneyStage; lawFirmId: string | null };

/** The user's attorney row as one value `{ id, stage, lawFirmId }` (null: the user has none), by `attorneys.user_id`. */
export const attorneyOfUser = (userId: Column | SQL | SQLWrapper): SQL<AttorneyOfUser | null> =>
  sql<AttorneyOfUser | null>`(${sql`select json_build_object('id', ${attorneys.id}, 'stage', ${attorneys.stage}, 'lawFirmId', ${attorneys.lawFirmId}) from ${attorneys} where ${attorneys.userId} = ${userId}`})`;

/** The attorney's stage (null when no attorney has the id). */
export const attorneyStageOf = (attorneyId: Column | SQL | SQLWrapper): SQL<AttorneyStage | null> =>
  sql<AttorneyStage | null>`(${sql`select ${attorneys.stage} from ${attorneys} where ${attorneys.id} = ${attorneyId}`})`;

/**
 * The attorneys with these ids as a derived table `(id, userId, lawFirmId)` named `alias`, deleted
 * ones included, for another statement's `from`.
 */
export const attorneysWithIds = (attorneyIds: string[], alias: string) =>
  new QueryBuilder()
    .select({ id: attorneys.id, userId: attorneys.userId, lawFirmId: attorneys.lawFirmId })
    .from(attorneys)
    .where(inArray(attorneys.id, attorneyIds))
    .as(alias);
