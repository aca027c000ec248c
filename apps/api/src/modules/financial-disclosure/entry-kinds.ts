import {
  accountsAndAssets,
  businesses,
  debts,
  incomes,
  inheritancesAndTrusts,
  legacyJointProperties,
  realEstates,
  vehicles,
} from "@prenup/db";
import {
  ACCOUNT_TYPES,
  ASSET_ACCOUNT_TYPES,
  ASSET_TYPES,
  BUSINESS_TYPES,
  FINANCIAL_ENTRY_SCHEMAS,
  INCOME_TYPES,
  INHERITANCE_CATEGORIES,
  VEHICLE_TYPES,
  type DisclosureKind,
} from "@prenup/domain";

/**
 * The eight kinds of disclosure entry: one table each (the spec's entities, each with its own
 * columns and checks), described once here so that one set of routes, one repository and one
 * service serve them all. `api` is the field's name in requests and responses, `column` the
 * Drizzle property (they differ only where the table's name is more general: a vehicle's market
 * value is its `valueInCents`). `operation` holds the stems of the kind's operationIds, for one
 * entry and for many (`getAsset`, `listAssets`, `attachAssetDocument`).
 */
export type FieldType = "text" | "int" | "bool" | "json" | { enum: readonly [string, ...string[]] };
export type KindField = { api: string; column: string; type: FieldType };

const text = (api: string): KindField => ({ api, column: api, type: "text" });
const int = (api: string, column = api): KindField => ({ api, column, type: "int" });
const choice = (api: string, values: readonly [string, ...string[]]): KindField => ({
  api,
  column: api,
  type: { enum: values },
});

export const KIND_CONFIG = {
  assets: {
    table: accountsAndAssets,
    sqlName: "accounts_and_assets",
    entity: "AccountAndAsset",
    operation: { one: "Asset", many: "Assets" },
    label: "account or asset",
    fields: [
      choice("assetAccountType", ASSET_ACCOUNT_TYPES),
      choice("accountType", ACCOUNT_TYPES),
      choice("assetType", ASSET_TYPES),
      text("description"),
      text("institution"),
      text("accountNumber"),
      text("beneficiary"),
      int("valueInCents"),
      { api: "isJoint", column: "isJoint", type: "bool" },
      int("userAPercentage"),
      int("userBPercentage"),
      text("valueBasis"),
    ],
  },
  vehicles: {
    table: vehicles,
    sqlName: "vehicles",
    entity: "Vehicle",
    operation: { one: "Vehicle", many: "Vehicles" },
    label: "vehicle",
    fields: [
      choice("vehicleType", VEHICLE_TYPES),
      text("make"),
      text("model"),
      int("purchaseYear"),
      int("purchasePriceInCents"),
      int("marketValueInCents", "valueInCents"),
      int("loanBalanceInCents"),
      int("equityInCents"),
      text("valueBasis"),
    ],
  },
  businesses: {
    table: businesses,
    sqlName: "businesses",
    entity: "Business",
    operation: { one: "Business", many: "Businesses" },
    label: "business",
    fields: [
      text("name"),
      choice("businessType", BUSINESS_TYPES),
      int("ownershipPercentage"),
      int("valueInCents"),
      text("valueBasis"),
    ],
  },
  debts: {
    table: debts,
    sqlName: "debts",
    entity: "Debt",
    operation: { one: "Debt", many: "Debts" },
    label: "debt",
    fields: [text("creditor"), text("natureOfDebt"), int("yearIncurred"), int("amountDueInCents"), text("valueBasis")],
  },
  "real-estates": {
    table: realEstates,
    sqlName: "real_estates",
    entity: "RealEstate",
    operation: { one: "RealEstate", many: "RealEstates" },
    label: "property",
    fields: [
      text("streetAddress"),
      text("city"),
      text("state"),
      text("country"),
      text("zipcode"),
      text("titleHeldInNameOf"),
      int("purchasePriceInCents"),
      int("assessedValueInCents"),
      int("lastAssessmentYear"),
      int("purchaseYear"),
      int("mortgageBalanceInCents"),
      int("equityInCents"),
      text("valueBasis"),
    ],
  },
  incomes: {
    table: incomes,
    sqlName: "incomes",
    entity: "Income",
    operation: { one: "Income", many: "Incomes" },
    label: "income",
    fields: [
      int("year"),
      choice("incomeType", INCOME_TYPES),
      int("valueInCents"),
      int("overtimePayInCents"),
      int("tipsInCents"),
      text("valueBasis"),
    ],
  },
  "inheritances-trusts": {
    table: inheritancesAndTrusts,
    sqlName: "inheritances_and_trusts",
    entity: "InheritanceAndTrust",
    operation: { one: "InheritanceTrust", many: "InheritancesTrusts" },
    label: "inheritance or trust",
    fields: [
      choice("category", INHERITANCE_CATEGORIES),
      text("nameOfTrust"),
      text("benefactor"),
      int("valueInCents"),
      text("valueBasis"),
    ],
  },
  "legacy-joint-properties": {
    table: legacyJointProperties,
    sqlName: "legacy_joint_properties",
    entity: "LegacyJointProperty",
    operation: { one: "LegacyJointProperty", many: "LegacyJointProperties" },
    label: "joint property",
    fields: [text("description"), int("valueInCents"), { api: "details", column: "details", type: "json" }],
  },
} as const satisfies Record<
  DisclosureKind,
  {
    table: unknown;
    sqlName: string;
    entity: string;
    operation: { one: string; many: string };
    label: string;
    fields: readonly KindField[];
  }
>;

export type KindConfig = (typeof KIND_CONFIG)[DisclosureKind];
export type EditableKind = keyof typeof FINANCIAL_ENTRY_SCHEMAS;

export { FINANCIAL_ENTRY_SCHEMAS };
