/**
 * Lifestyle clauses (a set payment by a spouse who is unfaithful): whether the questionnaire offers
 * one and on what condition the agreement prints it.
 *
 * California's courts refuse them: a premarital or marital promise to pay for infidelity penalizes
 * fault, contrary to the no-fault policy of the Family Law Act (Diosdado v. Diosdado, 97 Cal. App.
 * 4th 470 (2002); In re Marriage of Mehren & Dargan, 118 Cal. App. 4th 1167 (2004)). Iowa's Supreme
 * Court refused a reconciliation agreement's payment for infidelity for the same reason (In re
 * Marriage of Cooper, 769 N.W.2d 582 (Iowa 2009)). Both are cells read in those states' readings.
 *
 * Elsewhere no statute or decision was read that confirms courts enforce such a payment; the
 * Uniform Premarital Agreement Act's "personal rights and obligations" (§ 3(a)(8)) stop at public
 * policy, which is where these clauses are contested. The cautious value: the clause goes into the
 * agreement only when both partners have independent counsel on record, so an attorney for each
 * weighs it, and generation refuses it otherwise with the reason.
 */
import type { LifestyleClauseRule } from "@prenup/domain";
import { dimension, type Dimension } from "./cells.ts";

export const lifestyleClauses: Dimension<LifestyleClauseRule> = dimension("lifestyleClauses", {}, () => ({
  value: "BOTH_REPRESENTED",
  confirmed: false,
  citation:
    "no statute or decision read that confirms a court of the state enforces a payment for infidelity; Uniform Premarital Agreement Act § 3(a)(8) allows personal rights and obligations only where they do not violate public policy (the cautious value: both partners with independent counsel)",
}));
