/**
 * A partner's financial disclosure as the agreement prints it in Schedules A and B. The disclosure
 * module produces it; the agreement only reads it (the API's agreement module declares the
 * `DisclosureSource` through which it arrives).
 */
export const DISCLOSED_ENTRY_KINDS = [
  "real-estate",
  "asset",
  "vehicle",
  "business",
  "inheritance-trust",
  "legacy-joint-property",
  "income",
  "debt",
] as const;

export type DisclosedEntry = {
  kind: "asset" | "vehicle" | "business" | "debt" | "real-estate" | "income" | "inheritance-trust" | "legacy-joint-property";
  title: string;
  details: string[];
  amountInCents: number | null;
  currency: string;
  amountInUsdCents: number | null;
  isJoint: boolean;
  userAPercentage: number | null;
  userBPercentage: number | null;
};

export type PartnerDisclosure = {
  userId: string;
  entries: DisclosedEntry[];
  totalsInUsdCents: { assets: number; debts: number; netWorth: number; annualIncome: number };
  rateDate: string | null;
  lastChangedAt: Date | null;
};

export type CoupleDisclosure = { userA: PartnerDisclosure | null; userB: PartnerDisclosure | null };

/** A partner's disclosure as text lines of the schedule clause (what the document's clause stores). */
export function scheduleLinesOf(disclosure: PartnerDisclosure | null): { category: string; description: string; valueInCents: number | null; note: string | null }[] {
  return (disclosure?.entries ?? []).map((entry) => ({
    category: entry.kind,
    description: [entry.title, ...entry.details].filter((part) => part.trim() !== "").join(", "),
    valueInCents: entry.amountInUsdCents,
    note: entry.isJoint ? "joint" : null,
  }));
}
