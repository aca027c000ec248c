import { lawFirms, live, type Database, type Executor } from "@prenup/db";
import { and, asc, eq } from "drizzle-orm";
import { adminLawFirm } from "./admin-law-firm.read-model.ts";
import { adminLawFirmPage } from "./admin-law-firm-page.read-model.ts";
import type { LawFirmResponse } from "./law-firms.schemas.ts";

import type { AdminLawFirmRow } from "./admin-law-firm.read-model.ts";
export type { AdminLawFirmRow };

export function createLawFirmsRepository(db: Database) {
  return {
    /** Approved, live firms by name; payout details and payment-provider ids stay private. */
    async listApprovedLawFirms(): Promise<LawFirmResponse[]> {
      return db
        .select({
          id: lawFirms.id,
          name: lawFirms.name,
          website: lawFirms.website,
          contactEmail: lawFirms.contactEmail,
        })
        .from(lawFirms)
        .where(and(eq(lawFirms.isApproved, true), live(lawFirms)))
        .orderBy(asc(lawFirms.name));
    },

    async findApprovedLawFirm(executor: Executor, id: string): Promise<{ id: string } | null> {
      const [row] = await executor
        .select({ id: lawFirms.id })
        .from(lawFirms)
        .where(and(eq(lawFirms.id, id), eq(lawFirms.isApproved, true), live(lawFirms)));
      return row ?? null;
    },

    async insertLawFirm(executor: Executor, values: typeof lawFirms.$inferInsert) {
      const [row] = await executor.insert(lawFirms).values(values).returning({ id: lawFirms.id });
      return row!;
    },

    async updateLawFirm(executor: Executor, id: string, changes: Partial<typeof lawFirms.$inferInsert>) {
      const [row] = await executor
        .update(lawFirms)
        .set(changes)
        .where(and(eq(lawFirms.id, id), live(lawFirms)))
        .returning({ id: lawFirms.id });
      return row ?? null;
    },

    /** The firm's row for its payout account, locked (onboarding creates the account once). */
    async lockLawFirm(executor: Executor, id: string) {
      const [row] = await executor
        .select({
          id: lawFirms.id,
          name: lawFirms.name,
          contactEmail: lawFirms.contactEmail,
          stripeAccountId: lawFirms.stripeAccountId,
        })
        .from(lawFirms)
        .where(and(eq(lawFirms.id, id), live(lawFirms)))
        .for("update");
      return row ?? null;
    },

    async findLawFirm(id: string) {
      const [row] = await db
        .select({
          id: lawFirms.id,
          name: lawFirms.name,
          contactEmail: lawFirms.contactEmail,
          stripeAccountId: lawFirms.stripeAccountId,
        })
        .from(lawFirms)
        .where(and(eq(lawFirms.id, id), live(lawFirms)));
      return row ?? null;
    },

    async adminListLawFirms(query: {
      search?: string | undefined;
      limit: number;
      offset: number;
    }): Promise<AdminLawFirmRow[]> {
      const search = query.search?.trim()
        ? `%${query.search.trim().replace(/[\\%_]/g, (match) => `\\${match}`)}%`
        : null;
      return adminLawFirmPage(db, { search, limit: query.limit, offset: query.offset });
    },

    async adminFindLawFirm(id: string, executor: Executor = db): Promise<AdminLawFirmRow | null> {
      const [row] = await adminLawFirm(executor, id);
      return row ?? null;
    },
  };
}

export type LawFirmsRepository = ReturnType<typeof createLawFirmsRepository>;
