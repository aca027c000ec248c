import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { MAX_DISCLOSED_CENTS } from "./money-schemas.ts";
import {
  AccountAndAssetSchema,
  AccountAndAssetUpdateSchema,
  AccountSchema,
  AssetSchema,
  BusinessSchema,
  BusinessUpdateSchema,
  DebtSchema,
  DebtUpdateSchema,
  FINANCIAL_ENTRY_SCHEMAS,
  IncomeSchema,
  IncomeUpdateSchema,
  InheritanceAndTrustSchema,
  InheritanceAndTrustUpdateSchema,
  RealEstateSchema,
  RealEstateUpdateSchema,
  VehicleSchema,
  VehicleUpdateSchema,
  JointConfirmationSchema,
  areFinancialsComplete,
  jointSharesProblem,
  missingIncomeMessage,
  missingIncomeYears,
  requiredIncomeYears,
  financialEntrySchemaFor,
  valueBasisProblem,
  NO_VALUE_BASIS_RULE,
  valueBasisRequiredMessage,
} from "./financial.ts";

function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("AccountAndAssetSchema", () => {
  const account = {
    assetAccountType: "ACCOUNT",
    accountType: "CHECKING",
    valueInCents: 120_000,
    accountNumber: "1234",
  };

  it("accepts an account and an asset", () => {
    expect(AccountAndAssetSchema.parse(account)).toMatchObject(account);
    expect(
      messages(AccountAndAssetSchema, {
        assetAccountType: "ASSET",
        assetType: "IRA",
        isJoint: true,
        userAPercentage: 50,
        userBPercentage: 50,
      }),
    ).toEqual([]);
  });

  it("requires assetAccountType and the matching type", () => {
    expect(messages(AccountAndAssetSchema, {})).toEqual(["Asset or account is required"]);
    expect(messages(AccountAndAssetSchema, { assetAccountType: "ACCOUNT" })).toEqual([
      "Account type is required for an account",
    ]);
    expect(messages(AccountAndAssetSchema, { assetAccountType: "ASSET", accountType: "CHECKING" })).toEqual([
      "Asset type is required for an asset",
    ]);
    expect(messages(AccountAndAssetSchema, { assetAccountType: "BOTH" })).toEqual([
      "Please choose a valid asset or account",
    ]);
  });

  it("keeps the account number to 4 characters", () => {
    expect(messages(AccountAndAssetSchema, { ...account, accountNumber: "12345" })).toEqual([
      "Account number can be at most 4 characters",
    ]);
    expect(AccountAndAssetSchema.parse({ ...account, accountNumber: " 12 " }).accountNumber).toBe("12");
    expect(AccountAndAssetSchema.parse({ ...account, accountNumber: "" }).accountNumber).toBeNull();
  });

  it("takes percentages as whole numbers from 0 to 100", () => {
    expect(messages(AccountAndAssetSchema, { ...account, userAPercentage: 0, userBPercentage: 100 })).toEqual([]);
    expect(messages(AccountAndAssetSchema, { ...account, userAPercentage: 101 })).toEqual([
      "Partner A's percentage must be a whole number from 0 to 100",
    ]);
    expect(messages(AccountAndAssetSchema, { ...account, userBPercentage: -1 })).toEqual([
      "Partner B's percentage must be a whole number from 0 to 100",
    ]);
    expect(messages(AccountAndAssetSchema, { ...account, userAPercentage: 50.5 })).toEqual([
      "Partner A's percentage must be a whole number from 0 to 100",
    ]);
    expect(messages(AccountAndAssetSchema, { ...account, userAPercentage: "50" })).toEqual([
      "Partner A's percentage must be a number",
    ]);
  });

  it("takes the value as whole cents of at least 0", () => {
    expect(messages(AccountAndAssetSchema, { ...account, valueInCents: 0 })).toEqual([]);
    expect(messages(AccountAndAssetSchema, { ...account, valueInCents: -1 })).toEqual(["Value cannot be negative"]);
    expect(messages(AccountAndAssetSchema, { ...account, valueInCents: 10.5 })).toEqual([
      "Value must be a whole number of cents",
    ]);
    expect(messages(AccountAndAssetSchema, { ...account, valueInCents: Number.POSITIVE_INFINITY })).toEqual([
      "Value must be a number",
    ]);
    expect(messages(AccountAndAssetSchema, { ...account, isJoint: "yes" })).toEqual([
      "Joint ownership must be yes or no",
    ]);
    // At most 10 billion of the entry's currency (the disclosure's ceiling).
    expect(messages(AccountAndAssetSchema, { ...account, valueInCents: MAX_DISCLOSED_CENTS })).toEqual([]);
    expect(messages(AccountAndAssetSchema, { ...account, valueInCents: MAX_DISCLOSED_CENTS + 1 })).toEqual([
      "Value can be at most 10,000,000,000.00",
    ]);
    expect(messages(AccountAndAssetSchema, { ...account, valueInCents: Number.MAX_SAFE_INTEGER })).toEqual([
      "Value can be at most 10,000,000,000.00",
    ]);
    expect(messages(AccountAndAssetSchema, { ...account, currency: "BTC" })).toEqual([
      "Please choose a valid currency",
    ]);
  });

  it("has strict account and asset variants", () => {
    expect(messages(AccountSchema, { assetAccountType: "ACCOUNT" })).toEqual(["Account type is required"]);
    expect(messages(AssetSchema, { assetAccountType: "ACCOUNT", assetType: "IRA" })).toEqual([
      "This entry must be an asset",
    ]);
    expect(messages(AccountSchema, { assetAccountType: "ASSET", accountType: "CHECKING" })).toEqual([
      "This entry must be an account",
    ]);
  });

  it("updates any subset of fields", () => {
    expect(AccountAndAssetUpdateSchema.parse({ valueInCents: 5 })).toEqual({ valueInCents: 5 });
    expect(messages(AccountAndAssetUpdateSchema, { assetAccountType: "ACCOUNT", accountType: null })).toEqual([
      "Account type is required for an account",
    ]);
    expect(messages(AccountAndAssetUpdateSchema, { assetAccountType: "ASSET", assetType: null })).toEqual([
      "Asset type is required for an asset",
    ]);
    expect(messages(AccountAndAssetUpdateSchema, { assetAccountType: "ASSET" })).toEqual([]);
    expect(messages(AccountAndAssetUpdateSchema, { valueInCents: -5 })).toEqual(["Value cannot be negative"]);
  });
});

describe("BusinessSchema", () => {
  it("requires a name and checks type, ownership and value", () => {
    expect(
      messages(BusinessSchema, { name: "Rivera LLC", businessType: "LLC", ownershipPercentage: 100, valueInCents: 0 }),
    ).toEqual([]);
    expect(messages(BusinessSchema, {})).toEqual(["Business name is required"]);
    expect(messages(BusinessSchema, { name: "   " })).toEqual(["Business name is required"]);
    expect(messages(BusinessSchema, { name: 3 })).toEqual(["Business name must be text"]);
    expect(messages(BusinessSchema, { name: "x".repeat(256) })).toEqual([
      "Business name can be at most 255 characters",
    ]);
    expect(messages(BusinessSchema, { name: "B", businessType: "COOP" })).toEqual([
      "Please choose a valid business type",
    ]);
    expect(messages(BusinessSchema, { name: "B", ownershipPercentage: 101 })).toEqual([
      "Ownership percentage must be a whole number from 0 to 100",
    ]);
    expect(messages(BusinessSchema, { name: "B", valueInCents: -1 })).toEqual(["Value cannot be negative"]);
    expect(BusinessUpdateSchema.parse({ ownershipPercentage: 40 })).toEqual({ ownershipPercentage: 40 });
  });
});

describe("DebtSchema", () => {
  it("requires a creditor, a year from 1900 and whole cents", () => {
    expect(
      messages(DebtSchema, { creditor: "Bank", yearIncurred: 1900, amountDueInCents: 500_00, natureOfDebt: "  " }),
    ).toEqual([]);
    expect(DebtSchema.parse({ creditor: "Bank", natureOfDebt: "  " }).natureOfDebt).toBeNull();
    expect(messages(DebtSchema, { creditor: "Bank", yearIncurred: 1899 })).toEqual([
      "Year incurred must be a year from 1900 to 9999",
    ]);
    expect(messages(DebtSchema, { creditor: "Bank", yearIncurred: 2001.5 })).toEqual([
      "Year incurred must be a year from 1900 to 9999",
    ]);
    expect(messages(DebtSchema, { creditor: "Bank", amountDueInCents: 0.1 + 0.2 })).toEqual([
      "Amount due must be a whole number of cents",
    ]);
    expect(messages(DebtSchema, { creditor: "Bank", natureOfDebt: 5 })).toEqual(["Nature of debt must be text"]);
    expect(messages(DebtSchema, { creditor: "Bank", natureOfDebt: "x".repeat(1001) })).toEqual([
      "Nature of debt can be at most 1000 characters",
    ]);
    expect(messages(DebtSchema, {})).toEqual(["Creditor is required"]);
    expect(messages(DebtUpdateSchema, { yearIncurred: 2020 })).toEqual([]);
  });
});

describe("IncomeSchema", () => {
  const income = { year: 2026, incomeType: "BASE_SALARY", valueInCents: 9_000_000 };
  it("requires a positive year and an income type", () => {
    expect(messages(IncomeSchema, income)).toEqual([]);
    expect(messages(IncomeSchema, { ...income, year: 0 })).toEqual(["Year must be a positive whole number"]);
    expect(messages(IncomeSchema, { incomeType: "BASE_SALARY" })).toEqual(["Year is required"]);
    expect(messages(IncomeSchema, { year: 2026 })).toEqual(["Income type is required"]);
  });
  it("takes whole cents of at least 0 for value, overtime and tips", () => {
    expect(messages(IncomeSchema, { ...income, valueInCents: 1.5 })).toEqual([
      "Income must be a whole number of cents",
    ]);
    expect(messages(IncomeSchema, { ...income, overtimePayInCents: -1 })).toEqual(["Overtime pay cannot be negative"]);
    expect(messages(IncomeSchema, { ...income, tipsInCents: -1 })).toEqual(["Tips cannot be negative"]);
    expect(IncomeUpdateSchema.parse({ tipsInCents: 0 })).toEqual({ tipsInCents: 0 });
  });
});

describe("InheritanceAndTrustSchema", () => {
  it("requires category and name", () => {
    expect(
      messages(InheritanceAndTrustSchema, { category: "TRUST", nameOfTrust: "Family Trust", benefactor: "Grandma" }),
    ).toEqual([]);
    expect(messages(InheritanceAndTrustSchema, {})).toEqual([
      "Category is required",
      "Name of the inheritance or trust is required",
    ]);
    expect(messages(InheritanceAndTrustSchema, { category: "TRUST", nameOfTrust: "T", valueInCents: -1 })).toEqual([
      "Value cannot be negative",
    ]);
    expect(InheritanceAndTrustUpdateSchema.parse({ benefactor: "" })).toEqual({ benefactor: null });
  });
});

describe("RealEstateSchema", () => {
  const home = {
    streetAddress: "1 Main St",
    city: "Fresno",
    state: "CA",
    country: "US",
    zipcode: "93650",
    titleHeldInNameOf: "Alex Rivera",
    purchasePriceInCents: 40_000_000,
    assessedValueInCents: 45_000_000,
  };
  it("requires the address, title and both values", () => {
    expect(messages(RealEstateSchema, home)).toEqual([]);
    expect(messages(RealEstateSchema, {})).toEqual([
      "Street address is required",
      "City is required",
      "State is required",
      "Country is required",
      "ZIP code is required",
      "Title holder is required",
      "Purchase price is required",
      "Assessed value is required",
    ]);
  });
  it("checks years from 1900 and lets equity go negative", () => {
    expect(
      messages(RealEstateSchema, { ...home, purchaseYear: 1900, lastAssessmentYear: 2025, equityInCents: -100 }),
    ).toEqual([]);
    expect(messages(RealEstateSchema, { ...home, purchaseYear: 1899 })).toEqual([
      "Purchase year must be a year from 1900 to 9999",
    ]);
    expect(messages(RealEstateSchema, { ...home, lastAssessmentYear: 10000 })).toEqual([
      "Last assessment year must be a year from 1900 to 9999",
    ]);
    expect(messages(RealEstateSchema, { ...home, mortgageBalanceInCents: -1 })).toEqual([
      "Mortgage balance cannot be negative",
    ]);
    expect(messages(RealEstateSchema, { ...home, equityInCents: -MAX_DISCLOSED_CENTS - 1 })).toEqual([
      "Equity cannot be below -10,000,000,000.00",
    ]);
    expect(messages(RealEstateSchema, { ...home, assessedValueInCents: MAX_DISCLOSED_CENTS + 1 })).toEqual([
      "Assessed value can be at most 10,000,000,000.00",
    ]);
    expect(RealEstateUpdateSchema.parse({ city: " Oakland " })).toEqual({ city: "Oakland" });
  });
});

describe("VehicleSchema", () => {
  const car = { vehicleType: "CAR", make: "Toyota", model: "Corolla" };
  it("requires type, make and model", () => {
    expect(messages(VehicleSchema, car)).toEqual([]);
    expect(messages(VehicleSchema, {})).toEqual(["Vehicle type is required", "Make is required", "Model is required"]);
  });
  it("checks purchase year and price, and positive market value, loan and equity", () => {
    expect(
      messages(VehicleSchema, {
        ...car,
        purchaseYear: 1900,
        purchasePriceInCents: 0,
        marketValueInCents: 1,
        loanBalanceInCents: 1,
        equityInCents: 1,
      }),
    ).toEqual([]);
    expect(messages(VehicleSchema, { ...car, purchaseYear: 1899 })).toEqual([
      "Purchase year must be a year from 1900 to 9999",
    ]);
    expect(messages(VehicleSchema, { ...car, purchasePriceInCents: -1 })).toEqual([
      "Purchase price cannot be negative",
    ]);
    expect(messages(VehicleSchema, { ...car, marketValueInCents: 0 })).toEqual([
      "Market value must be greater than zero",
    ]);
    expect(messages(VehicleSchema, { ...car, loanBalanceInCents: 0 })).toEqual([
      "Loan balance must be greater than zero",
    ]);
    expect(messages(VehicleSchema, { ...car, equityInCents: -5 })).toEqual(["Equity must be greater than zero"]);
    expect(messages(VehicleSchema, { ...car, marketValueInCents: null, loanBalanceInCents: undefined })).toEqual([]);
    expect(VehicleUpdateSchema.parse({ model: "Camry" })).toEqual({ model: "Camry" });
  });
});

describe("FINANCIAL_ENTRY_SCHEMAS", () => {
  it("maps each API kind to its create and update schemas", () => {
    expect(FINANCIAL_ENTRY_SCHEMAS.assets.create).toBe(AccountAndAssetSchema);
    expect(FINANCIAL_ENTRY_SCHEMAS["real-estates"].update).toBe(RealEstateUpdateSchema);
    expect(Object.keys(FINANCIAL_ENTRY_SCHEMAS).sort()).toEqual([
      "assets",
      "businesses",
      "debts",
      "incomes",
      "inheritances-trusts",
      "real-estates",
      "vehicles",
    ]);
  });
});

describe("income completeness", () => {
  const now = new Date("2026-11-21T05:00:00Z");

  it("requires the current year and the two before it, current first", () => {
    expect(requiredIncomeYears(now)).toEqual([2026, 2025, 2024]);
    expect(requiredIncomeYears(new Date("2027-01-01T00:00:00Z"))).toEqual([2027, 2026, 2025]);
  });

  it("lists missing years ascending", () => {
    expect(missingIncomeYears([], now)).toEqual([2024, 2025, 2026]);
    expect(missingIncomeYears([{ year: 2025 }, { year: 2020 }], now)).toEqual([2024, 2026]);
    expect(missingIncomeYears([{ year: 2026 }, { year: 2025 }, { year: 2024 }, { year: 2024 }], now)).toEqual([]);
  });

  it("words the message for one, two and three years", () => {
    expect(missingIncomeMessage([2024, 2025, 2026])).toBe("Please add income for 2024, 2025, and 2026");
    expect(missingIncomeMessage([2026, 2024])).toBe("Please add income for 2024 and 2026");
    expect(missingIncomeMessage([2025])).toBe("Please add income for 2025");
    expect(missingIncomeMessage([])).toBeNull();
  });

  it("is complete with more than 2 entries and every year's income", () => {
    const incomes = [{ year: 2024 }, { year: 2025 }, { year: 2026 }];
    expect(areFinancialsComplete({ entryCount: 3, incomes, now })).toBe(true);
    expect(areFinancialsComplete({ entryCount: 2, incomes, now })).toBe(false);
    expect(areFinancialsComplete({ entryCount: 10, incomes: incomes.slice(1), now })).toBe(false);
  });

  it("counts income entries toward the entry count (three years of income alone suffice)", () => {
    const incomes = [{ year: 2024 }, { year: 2025 }, { year: 2026 }];
    expect(areFinancialsComplete({ entryCount: incomes.length, incomes, now })).toBe(true);
  });
});

describe("joint shares", () => {
  const joint = { assetAccountType: "ACCOUNT", accountType: "CHECKING", isJoint: true };
  it("needs both percentages adding up to 100 on a joint entry", () => {
    expect(messages(AccountAndAssetSchema, { ...joint, userAPercentage: 60, userBPercentage: 40 })).toEqual([]);
    expect(messages(AccountAndAssetSchema, { ...joint, userAPercentage: 60, userBPercentage: 30 })).toEqual([
      "Partner A's and partner B's percentages must add up to 100",
    ]);
    expect(messages(AccountAndAssetSchema, { ...joint, userAPercentage: 60 })).toEqual([
      "Please enter both partners' percentages for a joint entry",
    ]);
    expect(messages(AccountAndAssetSchema, { ...joint, isJoint: false, userAPercentage: 60 })).toEqual([]);
    expect(jointSharesProblem({ isJoint: true, userBPercentage: 1 })).toEqual({
      field: "userAPercentage",
      message: "Please enter both partners' percentages for a joint entry",
    });
  });
  it("checks shares given together in an update", () => {
    expect(messages(AccountAndAssetUpdateSchema, { userAPercentage: 10, userBPercentage: 10 })).toEqual([
      "Partner A's and partner B's percentages must add up to 100",
    ]);
    expect(messages(AccountAndAssetUpdateSchema, { userAPercentage: 10 })).toEqual([]);
  });
  it("takes a confirmation or a proposal of other percentages", () => {
    expect(JointConfirmationSchema.parse({ decision: "CONFIRM" })).toEqual({ decision: "CONFIRM" });
    expect(
      messages(JointConfirmationSchema, { decision: "PROPOSE", userAPercentage: 30, userBPercentage: 70 }),
    ).toEqual([]);
    expect(
      messages(JointConfirmationSchema, { decision: "PROPOSE", userAPercentage: 30, userBPercentage: 60 }),
    ).toEqual(["Partner A's and partner B's percentages must add up to 100"]);
    expect(messages(JointConfirmationSchema, { decision: "MAYBE" })).toEqual([
      "Please confirm the percentages or propose others",
    ]);
  });
});

describe("the basis of each value", () => {
  it("is optional text in every kind, trimmed, empty as null", () => {
    const schemas = FINANCIAL_ENTRY_SCHEMAS;
    for (const kind of Object.keys(schemas) as (keyof typeof schemas)[]) {
      expect(schemas[kind].update.safeParse({ valueBasis: "  appraisal  " }).data, kind).toEqual({
        valueBasis: "appraisal",
      });
      expect(schemas[kind].update.safeParse({ valueBasis: "" }).data, kind).toEqual({ valueBasis: null });
    }
    expect(messages(DebtSchema, { creditor: "Bank", valueBasis: "x".repeat(256) })).toEqual([
      "Basis of the value can be at most 255 characters",
    ]);
  });

  it("is required where the state's rule asks it, with the message the server answers naming the state, and nowhere else", () => {
    const debt = { creditor: "First Bank", amountDueInCents: 120_000 };
    const minnesota = { required: true, stateName: "Minnesota" };
    const message = valueBasisRequiredMessage("Minnesota");
    expect(message).toMatch(/^Minnesota law requires every disclosed value to say what it is based on/);
    expect(messages(financialEntrySchemaFor("debts", minnesota), debt)).toEqual([message]);
    expect(
      financialEntrySchemaFor("debts", minnesota).safeParse({ ...debt, valueBasis: "loan statement of 2026-10-31" })
        .success,
    ).toBe(true);
    expect(financialEntrySchemaFor("debts", NO_VALUE_BASIS_RULE).safeParse(debt).success).toBe(true);
    expect(valueBasisProblem({ rule: minnesota, valueBasis: "   " })).toEqual({ field: "valueBasis", message });
    expect(valueBasisProblem({ rule: NO_VALUE_BASIS_RULE, valueBasis: null })).toBeNull();
  });
});
