/**
 * What kind of agreement a document is: PRENUP, made by a couple before their wedding under the
 * premarital rules (the wedding-day signing cutoff, a state's review period before signing), or
 * POSTNUP, made by spouses during the marriage under their state's rules for marital agreements
 * (`maritalAgreementEligibility`), which have neither. The kind's title and the wedding date the
 * couple can give live here; the signing rules that apply are `signingRulesForKind`, beside the
 * signing deadlines, and whether a couple may start one in a state is `postnupDecision`, beside the
 * rules for marital agreements.
 */
import { toDayNumber } from "./dates.ts";
import type { ProductType } from "./enums.ts";

export const AGREEMENT_KINDS = ["PRENUP", "POSTNUP"] as const;
export type AgreementKind = (typeof AGREEMENT_KINDS)[number];

/** The kind in words, for lists and headings. */
export const AGREEMENT_KIND_LABELS: Record<AgreementKind, string> = {
  PRENUP: "Prenuptial agreement",
  POSTNUP: "Postnuptial agreement",
};

/** The kind as a sentence names it ("your premarital agreement"). */
export const AGREEMENT_KIND_NOUNS: Record<AgreementKind, string> = {
  PRENUP: "premarital agreement",
  POSTNUP: "postnuptial agreement",
};

/** The kind's short name, as the couple says it ("your postnup"). */
export const AGREEMENT_KIND_SHORT_NAMES: Record<AgreementKind, string> = { PRENUP: "prenup", POSTNUP: "postnup" };

/**
 * The products that pay for a couple's agreement, one per kind, each priced on its own. A purchase
 * of either pays the couple's one agreement (`isSharedProductPaid` over both); a cart sells only the
 * one of the agreement's kind (`agreementProductTypeFor`).
 */
export const AGREEMENT_PRODUCT_TYPES = ["PRENUP", "POSTNUP"] as const satisfies readonly ProductType[];

/** Whether the product is one that pays for the agreement (a prenup's or a postnup's). */
export function isAgreementProduct(productType: ProductType): boolean {
  return (AGREEMENT_PRODUCT_TYPES as readonly ProductType[]).includes(productType);
}

/** The product a couple buys for an agreement of this kind. */
export function agreementProductTypeFor(kind: AgreementKind): (typeof AGREEMENT_PRODUCT_TYPES)[number] {
  return kind === "POSTNUP" ? "POSTNUP" : "PRENUP";
}

/** The title a postnuptial agreement carries in every state (a premarital one takes its state's term). */
export const POSTNUP_DOCUMENT_TITLE = "Postnuptial Agreement";

/**
 * The agreement's title: the state's term for a premarital agreement; for a postnup, the title its
 * state's law gives an agreement spouses make (`partitionTitle`: the state-law matrix's marital
 * cell, Texas's partition and exchange agreement) or else "Postnuptial Agreement".
 */
export function agreementTitleFor(
  kind: AgreementKind,
  premaritalTitle: string,
  partitionTitle: string | null = null,
): string {
  return kind === "POSTNUP" ? (partitionTitle ?? POSTNUP_DOCUMENT_TITLE) : premaritalTitle;
}

/** The message for a wedding date a married couple gives that has not come yet. */
export const MARRIAGE_DATE_MESSAGE = "Enter the date you married: it cannot be later than today";

/**
 * Whether a wedding date fits the kind: a premarital agreement's wedding lies after today (the
 * question's own FUTURE_DATE restriction says so); a postnup's couple married on or before today.
 * Null when it fits or is unreadable (the date rule reports that).
 */
export function weddingDateProblemForKind(kind: AgreementKind, weddingDate: string, today: Date): string | null {
  if (kind !== "POSTNUP") return null;
  const day = toDayNumber(weddingDate);
  const now = toDayNumber(today);
  if (day === undefined || now === undefined) return null;
  return day > now ? MARRIAGE_DATE_MESSAGE : null;
}
