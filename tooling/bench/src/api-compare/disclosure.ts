// The financial disclosure the disclosure routes read: every virtual user gets 200 entries across
// the kinds (a joint account among them), written straight to the database before the statements
// are captured, so the list and the summary read a realistic disclosure.
import {
  accountsAndAssets,
  businesses,
  debts,
  incomes,
  inheritancesAndTrusts,
  realEstates,
  vehicles,
  type DatabaseHandle,
} from "@prenup/db";
import type { VirtualUser } from "../api-load/scenario.ts";

export const DISCLOSURE_ENTRIES_PER_USER = 200;

export async function seedDisclosure(database: DatabaseHandle, users: readonly VirtualUser[]): Promise<void> {
  for (const user of users) {
    const entry = { userId: user.id, documentId: user.documentId };
    const many = <T>(count: number, make: (index: number) => T) =>
      Array.from({ length: count }, (_, index) => make(index));
    await database.db.insert(accountsAndAssets).values(
      many(60, (index) => ({
        ...entry,
        assetAccountType: "ACCOUNT" as const,
        accountType: "SAVINGS" as const,
        institution: `Bank ${index}`,
        accountNumber: String(1000 + index).slice(-4),
        valueInCents: 100_000 + index,
        currency: index % 3 === 0 ? ("EUR" as const) : ("USD" as const),
        ...(index === 0 ? { isJoint: true, userAPercentage: 50, userBPercentage: 50, jointSetById: user.id } : {}),
      })),
    );
    await database.db.insert(incomes).values(
      many(30, (index) => ({
        ...entry,
        year: 2026 - index,
        incomeType: "BASE_SALARY" as const,
        valueInCents: 5_000_000 + index,
      })),
    );
    await database.db
      .insert(debts)
      .values(many(30, (index) => ({ ...entry, creditor: `Creditor ${index}`, amountDueInCents: 10_000 + index })));
    await database.db.insert(vehicles).values(
      many(20, (index) => ({
        ...entry,
        vehicleType: "CAR" as const,
        make: "Make",
        model: `Model ${index}`,
        valueInCents: 1_000_000,
        loanBalanceInCents: 100_000,
      })),
    );
    await database.db.insert(businesses).values(
      many(20, (index) => ({
        ...entry,
        name: `Business ${index}`,
        valueInCents: 2_000_000,
        currency: "GBP" as const,
      })),
    );
    await database.db.insert(realEstates).values(
      many(20, (index) => ({
        ...entry,
        streetAddress: `${index} Main St`,
        city: "Fresno",
        state: "CA",
        country: "US",
        zipcode: "93650",
        titleHeldInNameOf: "Owner",
        purchasePriceInCents: 30_000_000,
        assessedValueInCents: 40_000_000,
        mortgageBalanceInCents: 20_000_000,
      })),
    );
    await database.db.insert(inheritancesAndTrusts).values(
      many(20, (index) => ({
        ...entry,
        category: "TRUST" as const,
        nameOfTrust: `Trust ${index}`,
        valueInCents: 3_000_000,
      })),
    );
  }
}
