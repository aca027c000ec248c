import type { EmbryoAgreementRule } from "@prenup/domain";
import { dimension, type Dimension, type Unverified } from "./cells.ts";

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
 * who intends to use them; Louisiana's forbids destroying one. Wherever the rule is not case by
 * case, an embryo clause needs both partners' own attorneys (`embryoClauseNeedsCounsel`).
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
