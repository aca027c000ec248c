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
import type { DisclosureStandard, StateAbbreviation } from "@prenup/domain";
import { dimension, type Dimension, type Unverified } from "./cells.ts";
import { governingAct, isUniformPremaritalAct } from "./governing-act.ts";

function cautious(stateId: StateAbbreviation): Unverified<boolean> {
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

const CHECKED: Partial<Record<StateAbbreviation, Unverified<boolean>>> = {
  WV: {
    value: false,
    confirmed: false,
    citation:
      "W. Va. Code § 48-1A-601(b)(2) lets a party waive disclosure beyond what was given only in a separate signed record; the agreement's own recital is not one, and the product does not yet produce that record: not offered",
  },
};

/** Whether a partner may expressly waive disclosure beyond what is provided, for every jurisdiction. */
export const disclosureWaiver: Dimension<boolean> = dimension("disclosureWaiver", CHECKED, cautious);

/**
 * Whether every disclosed value must state what it is based on. Minnesota defines "full and fair
 * disclosure" as a reasonably accurate description of income and good-faith estimates of the value
 * of property together with the basis for them, and forbids waiving it: there the disclosure form
 * asks each value's basis and generation waits for it. Elsewhere the basis is optional (offered,
 * never required).
 */
export const valueBasisRequired: Dimension<boolean> = dimension("valueBasisRequired", {}, () => ({
  value: false,
  confirmed: false,
  citation:
    "no statute read that requires each disclosed value to state its basis; the form offers the basis as optional (not checked state by state)",
}));

/**
 * The disclosure a court asks of each partner (the evidence dossier's disclosure row states it). The
 * uniform act sets an agreement aside for unconscionability only where a partner had neither a fair
 * and reasonable disclosure, nor a written waiver of it, nor an adequate knowledge of the other's
 * finances. Elsewhere the cautious reading is a fair and reasonable disclosure, knowledge not
 * taking its place.
 */
export const disclosureStandard: Dimension<DisclosureStandard> = dimension("disclosureStandard", {}, (stateId) =>
  isUniformPremaritalAct(governingAct[stateId].value.kind)
    ? {
        value: { kind: "FAIR_AND_REASONABLE", knowledgeSuffices: true },
        confirmed: false,
        citation:
          "Uniform Premarital Agreement Act § 6(a)(2), as the state enacted it: a fair and reasonable disclosure, a written waiver of it, or an adequate knowledge of the other's property and obligations (the state's text not read)",
      }
    : {
        value: { kind: "FAIR_AND_REASONABLE", knowledgeSuffices: false },
        confirmed: false,
        citation:
          "the state's case law on premarital agreements asks for a fair and reasonable disclosure before signing (not checked state by state)",
      },
);
