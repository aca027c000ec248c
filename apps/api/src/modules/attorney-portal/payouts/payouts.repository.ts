import type { Database } from "@prenup/db";
import type { PayoutStatus } from "@prenup/domain";
import { attorneyPayouts } from "./attorney-payouts.read-model.ts";

import type { PayoutRow } from "./attorney-payouts.read-model.ts";
export type { PayoutRow };

/** The attorney's sold services and what is due to them, in one statement. */
export function createPayoutsRepository(db: Database) {
  return {
    async listPayouts(
      attorneyId: string,
      query: { payoutStatus?: PayoutStatus | undefined; limit: number; offset: number },
    ): Promise<{
      rows: PayoutRow[];
      dueRows: { price_paid_in_cents: number; fee_paid_in_cents: number; amount_refunded_in_cents: number }[];
    }> {
      const found = await attorneyPayouts(db, attorneyId, query);
      return { rows: found.filter((row) => row.id !== null), dueRows: found[0]?.due ?? [] };
    },
  };
}

export type PayoutsRepository = ReturnType<typeof createPayoutsRepository>;
