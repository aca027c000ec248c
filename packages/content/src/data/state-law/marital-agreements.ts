/**
 * What each state's law asks of an agreement the spouses make or change during the marriage: a
 * premarital agreement amended or revoked after the wedding (the uniform act's § 5: a writing both
 * sign, binding without consideration) and a postnuptial agreement. The cells read in a state's own
 * law are in readings/<id>.ts (California, Florida, Louisiana, New York, Texas); the states below
 * keep a cautious value whose citation says what was and was not read (Iowa refuses all but a
 * revocation, Minnesota asks for both attorneys, Ohio allows them from 23 March 2023, and four
 * uniform-act states whose § 5 was seen only in summaries); every other state gets the
 * general cell: the premarital agreement's formalities repeated, full disclosure, and each spouse
 * advised to have their own attorney. California's seven days between the final text and signing
 * (Fam. Code § 1615(c)(2)) are a premarital rule: a change made before the wedding follows the
 * premarital rules, not this cell.
 */
import type { MaritalAgreementLaw } from "@prenup/domain";
import { dimension, type Dimension, type Unverified } from "./cells.ts";

/** The cautious rule where the state's law on agreements made during marriage was not read. */
const CAUTIOUS: MaritalAgreementLaw = {
  enforceability: "ENFORCEABLE",
  noCourtWithinYearsOfMove: null,
  revocationExempt: false,
  allowedFrom: null,
  amendmentBySignedWriting: true,
  repeatOriginalFormalities: true,
  separateCounsel: "RECOMMENDED",
  acknowledgedLikeDeed: false,
  spousesAreFiduciaries: false,
  fullDisclosure: true,
  deathWaiverWitnesses: 0,
  termsMustNotPromoteDivorce: false,
  invalidIfDissolutionWithinYears: null,
  conversionStatement: null,
  partition: null,
};

const cautious = (changes: Partial<MaritalAgreementLaw>, citation: string): Unverified<MaritalAgreementLaw> => ({
  value: { ...CAUTIOUS, ...changes },
  confirmed: false,
  citation,
});

const AMENDMENT_SUMMARY_ONLY =
  "after marriage a premarital agreement is amended or revoked only by a written agreement signed by the parties (read only as a law firm's page sums it up, not in the statute's text); agreements made during marriage otherwise not read";

export const maritalAgreements: Dimension<MaritalAgreementLaw> = dimension(
  "maritalAgreements",
  {
    IA: cautious(
      { enforceability: "NOT_ENFORCED", revocationExempt: true, amendmentBySignedWriting: false },
      'In re Marriage of Cooper, 769 N.W.2d 582 (Iowa 2009) (the opinion\'s conclusion read on casetext.com: the postnuptial reconciliation agreement "is not enforceable under Iowa law"); In re Roberts, No. 23-1131 (Iowa May 10, 2024) and Iowa Code §§ 596.7, 597.2 read only in a case summary (a premarital agreement may be revoked after marriage only by a written agreement both spouses sign, and the act does not provide for amending it): not confirmed, so the product refuses changes and new agreements during marriage and allows only a revocation',
    ),
    MN: cautious(
      { separateCounsel: "REQUIRED", invalidIfDissolutionWithinYears: 2 },
      "Minn. Stat. § 519.11, subd. 1a(a) (read as enacted by 1994 Minn. Laws ch. 545 on revisor.mn.gov: a postnuptial contract must comply with the requirements for antenuptial contracts and be procedurally and substantively fair); subd. 1a(c), (d), separate counsel for each spouse and the presumption of invalidity when a separation or dissolution is commenced within two years, not read in the statute's text (law-firm summaries only, one of which says one year)",
    ),
    OH: cautious(
      { allowedFrom: "2023-03-23", termsMustNotPromoteDivorce: true },
      "R.C. 3103.06 (and 3103.061, as some summaries number the conditions) as amended by 2022 S.B. 210, effective 2023-03-23: the statute's text not read; its conditions (a writing signed by both spouses, entered into freely without fraud, duress, coercion or overreaching, full disclosure or full knowledge of the nature, value and extent of the other's property, no terms that promote or encourage divorce or profiteering by divorce) seen only in law-firm summaries and the Legislative Service Commission's analysis of the bill as reported; some summaries give 2023-03-22",
    ),
    IL: cautious({}, `750 ILCS 10/6: ${AMENDMENT_SUMMARY_ONLY}`),
    NC: cautious({}, `N.C. Gen. Stat. § 52B-6: ${AMENDMENT_SUMMARY_ONLY}`),
    NJ: cautious({}, `N.J.S.A. 37:2-37: ${AMENDMENT_SUMMARY_ONLY}`),
    VA: cautious({}, `Va. Code § 20-153: ${AMENDMENT_SUMMARY_ONLY}`),
  },
  () =>
    cautious(
      {},
      "the state's law on agreements made or changed during marriage not read: the product applies the cautious rule (the premarital agreement's formalities repeated, full disclosure, each spouse advised to have their own attorney)",
    ),
);
