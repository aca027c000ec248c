import type { Database } from "@prenup/db";
import { attorneySales } from "./attorney-payouts.read-model.ts";

export type { SaleRow } from "./attorney-payouts.read-model.ts";

/** The attorney's sold services, in one statement. */
export function createPayoutsRepository(db: Database) {
  return {
    listSales: (attorneyId: string) => attorneySales(db, attorneyId),
  };
}

export type PayoutsRepository = ReturnType<typeof createPayoutsRepository>;
