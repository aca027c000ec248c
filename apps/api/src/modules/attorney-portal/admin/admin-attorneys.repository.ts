import {
  attorneyDisciplinaryRecords,
  attorneys,
  attorneyServices,
  live,
  type Database,
  type Executor,
} from "@prenup/db";
import type { AttorneyStage } from "@prenup/domain";
import { and, eq, sql } from "drizzle-orm";
import { uuidArray } from "../sql-rows.ts";
import { adminAttorneyPage } from "./admin-attorney-page.read-model.ts";
import { defaultServices } from "./default-services.read-model.ts";
import { serviceProducts } from "./service-products.read-model.ts";

import type { AdminAttorneyRow } from "./admin-attorney-page.read-model.ts";
export type { AdminAttorneyRow };

/** The admin's attorney screens: the list, the stage change's locks, disciplinary records and services. */
export function createAdminAttorneysRepository(db: Database) {
  return {
    /**
     * The attorney row under a lock for a change of stage, with the rows of its law firm's other
     * attorneys locked in the same statement, all in id order: the order in which naming a firm's
     * lead (lockLawFirmMembers) takes them. Locking the attorney alone first, then the firm, let a
     * stage change and a new lead of the same firm each hold a row the other waited for (a deadlock,
     * answered 500).
     */
    async lockAttorneyAndFirm(executor: Executor, attorneyId: string) {
      const firmOf = executor
        .select({ lawFirmId: attorneys.lawFirmId })
        .from(attorneys)
        .where(eq(attorneys.id, attorneyId));
      const locked = await executor
        .select({
          id: attorneys.id,
          stage: attorneys.stage,
          lawFirmId: attorneys.lawFirmId,
          isLawFirmLead: attorneys.isLawFirmLead,
        })
        .from(attorneys)
        .where(and(live(attorneys), sql`(${attorneys.id} = ${attorneyId} or ${attorneys.lawFirmId} = (${firmOf}))`))
        .orderBy(attorneys.id)
        .for("update");
      return locked.find((row) => row.id === attorneyId.toLowerCase()) ?? null;
    },

    async listAttorneys(query: {
      search?: string | undefined;
      stage?: AttorneyStage | undefined;
      limit: number;
      offset: number;
    }): Promise<AdminAttorneyRow[]> {
      const search = query.search?.trim()
        ? `%${query.search.trim().replace(/[\\%_]/g, (match) => `\\${match}`)}%`
        : null;
      return adminAttorneyPage(db, { search, stage: query.stage, limit: query.limit, offset: query.offset });
    },

    async insertDisciplinaryRecord(executor: Executor, values: typeof attorneyDisciplinaryRecords.$inferInsert) {
      const [row] = await executor.insert(attorneyDisciplinaryRecords).values(values).returning();
      return row!;
    },

    async listDisciplinaryRecords(attorneyId: string) {
      return db
        .select()
        .from(attorneyDisciplinaryRecords)
        .where(and(eq(attorneyDisciplinaryRecords.attorneyId, attorneyId), live(attorneyDisciplinaryRecords)))
        .orderBy(sql`${attorneyDisciplinaryRecords.createdAt} desc`);
    },

    /** One of the attorney's live records, locked for an edit (null when there is none). */
    async lockDisciplinaryRecord(executor: Executor, attorneyId: string, recordId: string) {
      const [row] = await executor
        .select()
        .from(attorneyDisciplinaryRecords)
        .where(
          and(
            eq(attorneyDisciplinaryRecords.id, recordId),
            eq(attorneyDisciplinaryRecords.attorneyId, attorneyId),
            live(attorneyDisciplinaryRecords),
          ),
        )
        .for("update");
      return row ?? null;
    },

    async updateDisciplinaryRecord(
      executor: Executor,
      attorneyId: string,
      recordId: string,
      changes: Partial<typeof attorneyDisciplinaryRecords.$inferInsert>,
    ) {
      const [row] = await executor
        .update(attorneyDisciplinaryRecords)
        .set(changes)
        .where(
          and(
            eq(attorneyDisciplinaryRecords.id, recordId),
            eq(attorneyDisciplinaryRecords.attorneyId, attorneyId),
            live(attorneyDisciplinaryRecords),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** The attorney service products (REPRESENTATION, Q_A) among `productIds`. */
    async serviceProducts(executor: Executor, productIds: readonly string[]): Promise<Set<string>> {
      if (productIds.length === 0) return new Set();
      const found = await serviceProducts(executor, productIds);
      return new Set(found.map((row) => row.id));
    },

    /**
     * On a first approval: an attorney without services offers Representation and Q&A with the
     * built-in slots (no booking link) until an admin sets them otherwise. One statement.
     */
    async addDefaultServices(executor: Executor, attorneyId: string, actorId: string) {
      await defaultServices(executor, attorneyId, actorId);
    },

    /** Replaces the attorney's services: those not listed go, the listed ones are kept or added with their booking links. */
    async replaceServices(
      executor: Executor,
      attorneyId: string,
      services: readonly { productId: string; bookingLink: string | null }[],
      actorId: string,
      now: Date,
    ) {
      await executor
        .delete(attorneyServices)
        .where(
          services.length === 0
            ? eq(attorneyServices.attorneyId, attorneyId)
            : and(
                eq(attorneyServices.attorneyId, attorneyId),
                sql`${attorneyServices.productId} <> all(${uuidArray(services.map((s) => s.productId))}::uuid[])`,
              ),
        );
      if (services.length === 0) return;
      await executor
        .insert(attorneyServices)
        .values(
          services.map((service) => ({
            attorneyId,
            productId: service.productId,
            bookingLink: service.bookingLink,
            createdById: actorId,
            updatedById: actorId,
          })),
        )
        .onConflictDoUpdate({
          target: [attorneyServices.attorneyId, attorneyServices.productId],
          set: { bookingLink: sql`excluded.booking_link`, deletedAt: null, updatedAt: now, updatedById: actorId },
        });
    },
  };
}

export type AdminAttorneysRepository = ReturnType<typeof createAdminAttorneysRepository>;
