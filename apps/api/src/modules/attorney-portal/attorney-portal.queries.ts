import { live, attorneys, attorneyStates, type Executor, subquery } from "@prenup/db";
import { type Column, type SQL, type SQLWrapper, sql, and, count, eq, inArray } from "drizzle-orm";
import type { AttorneyStage } from "@prenup/domain";
import { QueryBuilder } from "drizzle-orm/pg-core";

/**
 * What other modules ask of the attorney portal's tables (DESIGN.md, "Data ownership"): fragments
 * another module's statement embeds, keyed by its attorney-, product- or firm-id column.
 */

/** The attorney's live booking link for the product (null when the service has none or no live row). */
export const bookingLinkOf = (
  attorneyId: Column | SQL | SQLWrapper,
  productId: Column | SQL | SQLWrapper,
): SQL<string | null> =>
  subquery<string | null>`select sv.booking_link from attorney_services sv
    where sv.attorney_id = ${attorneyId} and sv.product_id = ${productId} and ${live("sv")}`;

/** The attorney's live licences as a row source for a FROM clause: state_id, "order". */
export const liveLicencesOf = (attorneyId: Column | SQL | SQLWrapper): SQL =>
  subquery`select st.state_id, st."order" from attorney_states st where st.attorney_id = ${attorneyId} and ${live("st")}`;

/**
 * The firm's live attorneys as a row source for a FROM clause: id, user_id, stage,
 * is_law_firm_lead, created_at.
 */
export const liveFirmAttorneysOf = (firmId: Column | SQL | SQLWrapper): SQL =>
  subquery`select a.id, a.user_id, a.stage, a.is_law_firm_lead, a.created_at from attorneys a where a.law_firm_id = ${firmId} and ${live("a")}`;

/** Whether the attorney is approved and live. */
export async function isApprovedAttorney(executor: Executor, attorneyId: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: attorneys.id })
    .from(attorneys)
    .where(and(eq(attorneys.id, attorneyId), eq(attorneys.stage, "APPROVED"), live(attorneys)));
  return row !== undefined;
}

/**
 * The approved, live attorney with this id and whether they hold a live licence in the state (with
 * no state, none); null when there is no such attorney.
 */
export async function approvedAttorneyLicence(
  executor: Executor,
  attorneyId: string,
  stateId: string | null,
): Promise<{ id: string; licensed: boolean } | null> {
  const [row] = await executor
    .select({ id: attorneys.id, licenceId: attorneyStates.id })
    .from(attorneys)
    .leftJoin(
      attorneyStates,
      and(
        eq(attorneyStates.attorneyId, attorneys.id),
        stateId ? eq(attorneyStates.stateId, stateId) : sql`false`,
        live(attorneyStates),
      ),
    )
    .where(and(eq(attorneys.id, attorneyId), eq(attorneys.stage, "APPROVED"), live(attorneys)))
    .limit(1);
  return row ? { id: row.id, licensed: row.licenceId !== null } : null;
}

/** How many approved, live attorneys hold a live licence in the state. */
export async function approvedAttorneysInState(executor: Executor, stateId: string): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(attorneyStates)
    .innerJoin(attorneys, eq(attorneys.id, attorneyStates.attorneyId))
    .where(
      and(eq(attorneyStates.stateId, stateId), live(attorneyStates), eq(attorneys.stage, "APPROVED"), live(attorneys)),
    );
  return row?.n ?? 0;
}

/** The attorney's user id (null when no row has the id), deleted attorneys included. */
export const attorneyUserIdOf = (attorneyId: Column | SQL | SQLWrapper): SQL<string | null> =>
  subquery<string | null>`select ${attorneys.userId} from ${attorneys} where ${attorneys.id} = ${attorneyId}`;

/** The attorney's law firm id (null when no row has the id or they have no firm), deleted attorneys included. */
export const attorneyLawFirmIdOf = (attorneyId: Column | SQL | SQLWrapper): SQL<string | null> =>
  subquery<string | null>`select ${attorneys.lawFirmId} from ${attorneys} where ${attorneys.id} = ${attorneyId}`;

/** The ids of the attorneys (deleted ones included) whose user is in the id-set subquery `userIds`, as a subquery for `inArray`. */
export const attorneyIdsOfUsers = (userIds: SQL): SQL =>
  subquery`select ${attorneys.id} from ${attorneys} where ${attorneys.userId} in ${userIds}`;

/** The ids of the attorneys (deleted ones included) whose law firm is in the id-set subquery `lawFirmIds`, as a subquery for `inArray`. */
export const attorneyIdsOfLawFirms = (lawFirmIds: SQL): SQL =>
  subquery`select ${attorneys.id} from ${attorneys} where ${attorneys.lawFirmId} in ${lawFirmIds}`;

/** A user's attorney row as the access rules see it. */
export type AttorneyOfUser = { id: string; stage: AttorneyStage; lawFirmId: string | null };

/** The user's attorney row as one value `{ id, stage, lawFirmId }` (null: the user has none), by `attorneys.user_id`. */
export const attorneyOfUser = (userId: Column | SQL | SQLWrapper): SQL<AttorneyOfUser | null> =>
  subquery<AttorneyOfUser | null>`select json_build_object('id', ${attorneys.id}, 'stage', ${attorneys.stage}, 'lawFirmId', ${attorneys.lawFirmId}) from ${attorneys} where ${attorneys.userId} = ${userId}`;

/** The attorney's stage (null when no attorney has the id). */
export const attorneyStageOf = (attorneyId: Column | SQL | SQLWrapper): SQL<AttorneyStage | null> =>
  subquery<AttorneyStage | null>`select ${attorneys.stage} from ${attorneys} where ${attorneys.id} = ${attorneyId}`;

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
