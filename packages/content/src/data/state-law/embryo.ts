/**
 * Where both partners need independent counsel before an embryo clause goes into the agreement: a
 * product policy for the states where a statute or the highest court limits how far an advance
 * choice about frozen embryos binds the couple. Where counsel is required but no partner attorney
 * practises, the questionnaire does not offer the clause at all.
 */
import type { EmbryoAgreementRule } from "@prenup/domain";
import { dimension, type Dimension, type Unverified } from "./cells.ts";

const limited = (citation: string): Unverified<boolean> => ({ value: true, confirmed: false, citation });

export const embryoCounselRequired: Dimension<boolean> = dimension(
  "embryoCounselRequired",
  {
    AZ: limited(
      "A.R.S. § 25-318.03: embryos are awarded to the spouse who intends to use them, whatever the couple agreed (not read)",
    ),
    CA: limited(
      "Cal. Health & Safety Code § 125315 (disposition forms); In re Marriage of Findley (Cal. Super. Ct. 2015)",
    ),
    IA: limited("In re Marriage of Witten, 672 N.W.2d 768 (Iowa 2003): contemporaneous mutual consent"),
    LA: limited(
      "La. R.S. 9:121 et seq.: an in-vitro embryo is a juridical person that may not be destroyed (not read)",
    ),
    MA: limited("A.Z. v. B.Z., 431 Mass. 150 (2000): an advance agreement to become a parent is not enforced"),
    NJ: limited("J.B. v. M.B., 170 N.J. 9 (2001): an advance agreement may be revoked until use or destruction"),
  },
  () => ({
    value: false,
    confirmed: false,
    citation:
      "no statute or highest-court decision found that limits an advance agreement about embryos (Davis v. Davis, 842 S.W.2d 588 (Tenn. 1992) and Kass v. Kass, 91 N.Y.2d 554 (1998) enforce them; not checked state by state)",
  }),
);

const rule = (value: EmbryoAgreementRule, citation: string): Unverified<EmbryoAgreementRule> => ({
  value,
  confirmed: false,
  citation,
});

/**
 * What the state's law does with an advance agreement about embryos (the "without this agreement"
 * line reads it). California's courts have followed the couple's written disposition choice, which
 * Cal. Health & Safety Code § 125315 has the clinic ask for; Iowa, Massachusetts and New Jersey let
 * a partner go back on an advance agreement; Arizona's statute awards the embryos to the spouse
 * who intends to use them; Louisiana's forbids destroying one.
 */
export const embryoAgreements: Dimension<EmbryoAgreementRule> = dimension(
  "embryoAgreements",
  {
    NJ: rule(
      "MAY_NOT_BIND",
      "J.B. v. M.B., 170 N.J. 9 (2001): an advance agreement may be revoked until the embryos are used or destroyed (not read)",
    ),
  },
  () =>
    rule(
      "CASE_BY_CASE",
      "Davis v. Davis, 842 S.W.2d 588 (Tenn. 1992) and Kass v. Kass, 91 N.Y.2d 554 (1998) enforce a couple's advance agreement or weigh the partners' interests; not checked state by state",
    ),
);
