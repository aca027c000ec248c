/**
 * Whether a partner may waive financial disclosure, per jurisdiction: a voluntary and express
 * written waiver of any right to disclosure beyond the disclosure provided (the Uniform Premarital
 * Agreement Act's § 6(a)(2)(ii) and the statutes modelled on it). Where the waiver is available
 * the questionnaire offers "disclosure_plus_waiver" and the agreement prints the waiver recital
 * in place of the statement that each disclosure is fair and reasonable; where it is not, the
 * option is not offered and the recital never prints. Either way each partner discloses (or
 * declares there is nothing to disclose): generation requires it.
 *
 * Every fact carries `confirmed` and a citation. Unconfirmed facts hold the cautious value, false:
 * not offering a waiver costs nothing (the disclosure itself is always given), while a waiver the
 * state does not recognize would leave the agreement resting on a recital that protects nothing.
 */
import type { Sourced, StateAbbreviation } from "@prenup/domain";
import { dimension, type Dimension } from "./cells.ts";
import { governingAct, isUniformPremaritalAct } from "./governing-act.ts";

function cautious(stateId: StateAbbreviation): Sourced<boolean> {
  return isUniformPremaritalAct(governingAct[stateId].value.kind)
    ? {
        value: false,
        confirmed: false,
        citation:
          "the state's premarital agreement act is modelled on the uniform act (UPAA § 6(a)(2)(ii) / UPMAA § 9), but its waiver clause was not checked against the enacted text: not offered (cautious)",
      }
    : {
        value: false,
        confirmed: false,
        citation: "no statute or case checked that lets a party waive disclosure in writing: not offered (cautious)",
      };
}

const CHECKED: Partial<Record<StateAbbreviation, Sourced<boolean>>> = {
  CA: {
    value: true,
    confirmed: true,
    citation:
      "Cal. Fam. Code § 1615(a)(2)(B): a party who voluntarily and expressly waived, in writing, disclosure beyond the disclosure provided",
  },
  IA: {
    value: false,
    confirmed: true,
    citation: "Iowa Code § 596.8(1)(c): Iowa's version of the uniform act has no written waiver of disclosure",
  },
  HI: {
    value: true,
    confirmed: true,
    citation:
      "Haw. Rev. Stat. § 572D-6(a)(2)(B): a party who voluntarily and expressly waived, in writing, disclosure beyond the disclosure provided (read in the text as republished)",
  },
  MN: {
    value: false,
    confirmed: true,
    citation:
      "Minn. Stat. § 519.11, subd. 1b(a), as amended by 2024 Minn. Laws ch. 101: a party must not waive full and fair disclosure",
  },
  NJ: {
    value: true,
    confirmed: true,
    citation:
      "N.J.S.A. 37:2-38(c)(2): a party who voluntarily and expressly waived, in writing, disclosure beyond the disclosure provided",
  },
  PA: {
    value: true,
    confirmed: true,
    citation:
      "23 Pa.C.S. § 3106(a)(2)(ii) (in force since 2005; Simeone v. Simeone, 525 Pa. 392 (1990), before it): a party who voluntarily and expressly waived, in writing, disclosure beyond the disclosure provided",
  },
  TX: {
    value: true,
    confirmed: true,
    citation:
      "Tex. Fam. Code § 4.006(a)(2)(B): a party who voluntarily and expressly waived, in writing, disclosure beyond the disclosure provided",
  },
  UT: {
    value: true,
    confirmed: true,
    citation:
      "Utah Code § 81-3-205(1)(b)(ii): a party who voluntarily and expressly waived, in writing, disclosure beyond the disclosure provided (read in the text of Title 81)",
  },
};

/** Whether a partner may expressly waive disclosure beyond what is provided, for every jurisdiction. */
export const disclosureWaiver: Dimension<boolean> = dimension<boolean>(CHECKED, cautious);

/**
 * Whether every disclosed value must state what it is based on. Minnesota defines "full and fair
 * disclosure" as a reasonably accurate description of income and good-faith estimates of the value
 * of property together with the basis for them, and forbids waiving it: there the disclosure form
 * asks each value's basis and generation waits for it. Elsewhere the basis is optional (offered,
 * never required).
 */
export const valueBasisRequired: Dimension<boolean> = dimension<boolean>(
  {
    MN: {
      value: true,
      confirmed: true,
      citation:
        "Minn. Stat. § 519.11, subd. 1b(a), as amended by 2024 Minn. Laws ch. 101 (effective 1 August 2024): full and fair disclosure includes good-faith estimates of the value of property and the basis for them, and a party may not waive it",
    },
  },
  () => ({
    value: false,
    confirmed: false,
    citation:
      "no statute read that requires each disclosed value to state its basis; the form offers the basis as optional (not checked state by state)",
  }),
);
