import { forExRates, type Database } from "@prenup/db";
import type { Currency } from "@prenup/domain";
import { eq } from "drizzle-orm";

/** The exchange rates the totals convert with (`for_ex_rates`), as the admin reads and sets them. */
export function createForExRatesRepository(db: Database) {
  return {
    /** Every exchange rate, by currency (the admin's list). */
    async listRates() {
      return db.select().from(forExRates).orderBy(forExRates.currency);
    },

    /** An admin's new rate for a currency (the reference seed keeps a rate with updated_by_id set); null when the currency has no row. */
    async updateRate(input: { currency: Currency; rate: number; asOf: Date; byId: string; at: Date }) {
      const [row] = await db
        .update(forExRates)
        .set({ rate: input.rate, asOf: input.asOf, updatedById: input.byId, updatedAt: input.at })
        .where(eq(forExRates.currency, input.currency))
        .returning();
      return row ?? null;
    },
  };
}
