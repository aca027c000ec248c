import {
  ACCOUNT_TYPE_LABELS,
  ASSET_TYPE_LABELS,
  BUSINESS_TYPE_LABELS,
  INCOME_TYPE_LABELS,
  INHERITANCE_CATEGORY_LABELS,
  VEHICLE_TYPE_LABELS,
  formatCents,
  type Currency,
  type DisclosureKind,
} from "@prenup/domain";

type Entry = Record<string, unknown>;

const text = (entry: Entry, key: string) =>
  typeof entry[key] === "string" && (entry[key] as string).trim() !== "" ? (entry[key] as string) : null;
const label = (labels: Readonly<Record<string, string>>, value: unknown) =>
  typeof value === "string" ? (labels[value] ?? null) : null;
const parts = (...values: (string | null)[]) => values.filter((value): value is string => Boolean(value));

/** An account number as shown: only its last digits, e.g. ••••1234. */
export function maskedAccount(accountNumber: unknown): string | null {
  return typeof accountNumber === "string" && accountNumber !== "" ? `••••${accountNumber}` : null;
}

/**
 * The main amount of an entry in its currency (what the totals count), and its title and details,
 * what the value is based on last (as the agreement's schedules print it).
 */
export function describeEntry(
  kind: DisclosureKind,
  entry: Entry,
): { title: string; details: string[]; amount: string } {
  const described = particulars(kind, entry);
  const basis = text(entry, "valueBasis");
  return basis ? { ...described, details: [...described.details, `Based on ${basis}`] } : described;
}

function particulars(kind: DisclosureKind, entry: Entry): { title: string; details: string[]; amount: string } {
  const currency = (entry["currency"] as Currency) ?? "USD";
  const cents = (key: string) => (typeof entry[key] === "number" ? (entry[key] as number) : null);
  const money = (key: string) => formatCents(cents(key), currency);
  switch (kind) {
    case "assets": {
      const type = label(ACCOUNT_TYPE_LABELS, entry["accountType"]) ?? label(ASSET_TYPE_LABELS, entry["assetType"]);
      return {
        title: text(entry, "description") ?? type ?? "Account or asset",
        details: parts(
          text(entry, "description") ? type : null,
          text(entry, "institution"),
          maskedAccount(entry["accountNumber"]),
          text(entry, "beneficiary"),
        ),
        amount: money("valueInCents"),
      };
    }
    case "vehicles":
      return {
        title: parts(text(entry, "make"), text(entry, "model")).join(" ") || "Vehicle",
        details: parts(
          label(VEHICLE_TYPE_LABELS, entry["vehicleType"]),
          cents("purchaseYear") ? `Bought ${cents("purchaseYear")}` : null,
          cents("loanBalanceInCents") ? `Loan ${money("loanBalanceInCents")}` : null,
        ),
        amount: money("marketValueInCents"),
      };
    case "businesses":
      return {
        title: text(entry, "name") ?? "Business",
        details: parts(
          label(BUSINESS_TYPE_LABELS, entry["businessType"]),
          cents("ownershipPercentage") !== null ? `${cents("ownershipPercentage")}% owned` : null,
        ),
        amount: money("valueInCents"),
      };
    case "debts":
      return {
        title: text(entry, "creditor") ?? "Debt",
        details: parts(text(entry, "natureOfDebt"), cents("yearIncurred") ? `Since ${cents("yearIncurred")}` : null),
        amount: money("amountDueInCents"),
      };
    case "real-estates":
      return {
        title: parts(text(entry, "streetAddress"), text(entry, "city")).join(", ") || "Property",
        details: parts(
          text(entry, "titleHeldInNameOf") ? `Title: ${text(entry, "titleHeldInNameOf")}` : null,
          cents("mortgageBalanceInCents") ? `Mortgage ${money("mortgageBalanceInCents")}` : null,
        ),
        amount: money("assessedValueInCents"),
      };
    case "incomes":
      return {
        title:
          parts(cents("year") ? String(cents("year")) : null, label(INCOME_TYPE_LABELS, entry["incomeType"])).join(
            " · ",
          ) || "Income",
        details: parts(
          cents("overtimePayInCents") ? `Overtime ${money("overtimePayInCents")}` : null,
          cents("tipsInCents") ? `Tips ${money("tipsInCents")}` : null,
        ),
        amount: money("valueInCents"),
      };
    case "inheritances-trusts":
      return {
        title: text(entry, "nameOfTrust") ?? "Inheritance or trust",
        details: parts(
          label(INHERITANCE_CATEGORY_LABELS, entry["category"]),
          text(entry, "benefactor") ? `From ${text(entry, "benefactor")}` : null,
        ),
        amount: money("valueInCents"),
      };
    case "legacy-joint-properties":
      return { title: text(entry, "description") ?? "Joint property", details: [], amount: money("valueInCents") };
  }
}
