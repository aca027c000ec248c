import { describe, expect, it } from "vitest";
import { FINANCIAL_ENTRY_SCHEMAS, NO_VALUE } from "@prenup/domain";
import { bodyOf, emptyValues, valuesOf, yearOptions } from "./disclosure-fields.ts";
import { describeEntry, maskedAccount } from "./entry-summary.ts";

describe("the disclosure form's values", () => {
  it("turn into the body the server's schema reads, hidden fields cleared", () => {
    const values = {
      ...emptyValues("assets"),
      assetAccountType: "ACCOUNT",
      accountType: "CHECKING",
      assetType: "IRA",
      valueInCents: 12_345,
      isJoint: false,
      userAPercentage: 60,
    };
    const body = bodyOf("assets", values);
    expect(body).toMatchObject({
      currency: "USD",
      assetAccountType: "ACCOUNT",
      accountType: "CHECKING",
      assetType: null,
      valueInCents: 12_345,
      isJoint: false,
      userAPercentage: null,
    });
    expect(FINANCIAL_ENTRY_SCHEMAS.assets.create.safeParse(body).success).toBe(true);
  });

  it("give the schema's messages for what is missing", () => {
    const result = FINANCIAL_ENTRY_SCHEMAS.incomes.create.safeParse(bodyOf("incomes", emptyValues("incomes")));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["Year is required", "Income type is required"]);
  });

  it("round-trip a stored entry", () => {
    const entry = {
      currency: "EUR",
      year: 2025,
      incomeType: "BASE_SALARY",
      valueInCents: 100,
      overtimePayInCents: null,
      tipsInCents: 5,
    };
    expect(bodyOf("incomes", valuesOf("incomes", { ...entry, valueBasis: "W-2 for 2025" }))).toEqual({
      ...entry,
      valueBasis: "W-2 for 2025",
    });
    // A basis left empty is sent as empty text (the schema stores it as null).
    expect(bodyOf("incomes", valuesOf("incomes", entry))).toEqual({ ...entry, valueBasis: "" });
  });

  it("offer an income's year from this year back through the last ten", () => {
    const years = yearOptions(new Date("2026-06-01T00:00:00Z"));
    expect(years).toHaveLength(10);
    expect(years[0]).toEqual({ value: "2026", label: "2026" });
    expect(years.at(-1)).toEqual({ value: "2017", label: "2017" });
  });
});

describe("an entry as listed", () => {
  it("shows only the account number's last digits and the amount in its currency", () => {
    expect(maskedAccount("1234")).toBe("••••1234");
    expect(maskedAccount(null)).toBeNull();
    expect(
      describeEntry("assets", {
        accountType: "CHECKING",
        institution: "Bank",
        accountNumber: "1234",
        valueInCents: 870_000,
        currency: "EUR",
      }),
    ).toEqual({
      title: "Checking",
      details: ["Bank", "••••1234"],
      amount: "€8,700.00",
    });
    expect(describeEntry("debts", { creditor: "Bank", amountDueInCents: null, currency: "USD" }).amount).toBe(NO_VALUE);
  });
});
