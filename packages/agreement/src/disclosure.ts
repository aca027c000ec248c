import {
  disclosureStatus,
  entryDocumentLine,
  type DisclosureAcknowledgement,
  type DisclosureStatus,
  type EntryDocumentFacts,
} from "@prenup/domain";

/**
 * A partner's financial disclosure as the agreement prints it in Schedules A and B. The disclosure
 * module produces it; the agreement only reads it (the API's agreement module declares the
 * `DisclosureSource` through which it arrives). It is hashed whole into the generation's input
 * hash, so a new entry, a changed basis or a new declaration asks for a new generation.
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
  kind:
    | "asset"
    | "vehicle"
    | "business"
    | "debt"
    | "real-estate"
    | "income"
    | "inheritance-trust"
    | "legacy-joint-property";
  title: string;
  /** The entry's particulars as printed, its basis of value last (`valueBasisDetail`). */
  details: string[];
  /** What the value is based on, as the partner wrote it (null when not given). */
  valueBasis: string | null;
  amountInCents: number | null;
  currency: string;
  amountInUsdCents: number | null;
  isJoint: boolean;
  userAPercentage: number | null;
  userBPercentage: number | null;
  /**
   * The documents attached to the entry (a statement, a valuation), by name and SHA-256, listed
   * under it in the schedule; absent when there are none (so an entry without any hashes as before).
   */
  documents?: EntryDocumentFacts[];
};

export type PartnerDisclosure = {
  userId: string;
  /** Whether the disclosure is given (`disclosureStatus`): completed with entries, or declared empty. */
  status: DisclosureStatus;
  /** When the partner marked it complete, or declared there is nothing to disclose (null otherwise). */
  declaredAt: Date | null;
  entries: DisclosedEntry[];
  totalsInUsdCents: { assets: number; debts: number; netWorth: number; annualIncome: number };
  rateDate: string | null;
  lastChangedAt: Date | null;
  /** Where the other partner's acknowledgement of this disclosure stands (the schedules print the version acknowledged). */
  acknowledgement?: DisclosureAcknowledgement & { acknowledgedAt: Date | null; latestVersionAt: Date | null };
};

export type CoupleDisclosure = { userA: PartnerDisclosure | null; userB: PartnerDisclosure | null };

/** The status of a partner's disclosure, null (nothing recorded yet) being NOT_STARTED. */
export function statusOf(disclosure: PartnerDisclosure | null): DisclosureStatus {
  return disclosure?.status ?? disclosureStatus({ entryCount: 0, completedAt: null, nothingToDiscloseAt: null });
}

/**
 * How many of the partner's entries do not say what their value is based on (joint property
 * imported from an earlier system has no such field and is not counted).
 */
export function entriesWithoutValueBasis(disclosure: PartnerDisclosure | null): number {
  return (disclosure?.entries ?? []).filter(
    (entry) => entry.kind !== "legacy-joint-property" && (entry.valueBasis ?? "").trim() === "",
  ).length;
}

/**
 * The detail line that says what an entry's value is based on, printed last among its details in
 * Schedules A and B ("value based on account statement of 2026-10-31"); null without a basis.
 */
export function valueBasisDetail(valueBasis: string | null | undefined): string | null {
  const basis = (valueBasis ?? "").trim();
  return basis === "" ? null : `value based on ${basis}`;
}

/**
 * A partner's disclosure as text lines of the schedule clause (what the document's clause stores):
 * each entry's title and details, then its documents by name and SHA-256 (`entryDocumentLine`).
 */
export function scheduleLinesOf(
  disclosure: PartnerDisclosure | null,
): { category: string; description: string; valueInCents: number | null; note: string | null }[] {
  return (disclosure?.entries ?? []).map((entry) => ({
    category: entry.kind,
    description: [entry.title, ...entry.details, ...(entry.documents ?? []).map(entryDocumentLine)]
      .filter((part) => part.trim() !== "")
      .join(", "),
    valueInCents: entry.amountInUsdCents,
    note: entry.isJoint ? "joint" : null,
  }));
}
