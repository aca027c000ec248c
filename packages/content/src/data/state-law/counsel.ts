/**
 * What a partner who signs without independent counsel must be given, per jurisdiction.
 *
 * Colorado and North Dakota (the Uniform Premarital and Marital Agreements Act): unless the party
 * had independent legal representation when signing, the agreement must include a notice of waiver
 * of rights "substantially similar" to the statute's, conspicuously displayed, or a plain-language
 * explanation of the marital rights or obligations it modifies or waives. The agreement prints both.
 * The notice's lines are the statute's own words (statutory text is law, not prose to rewrite).
 */
import type { CounselSafeguards, Sourced } from "@prenup/domain";
import { dimension, type Dimension } from "./cells.ts";

/**
 * The notice of waiver of rights as C.R.S. § 14-2-309(3) and N.D.C.C. § 14-03.2-08(3) word it (the
 * same lines in both, from § 9(c) of the Uniform Premarital and Marital Agreements Act). The first
 * four lines were read in reproductions of the statute; the fifth (legal fees) is the uniform act's
 * line, whose start ("Givi…") the Colorado reproduction shows before it is cut, and which Colorado
 * practitioners quote.
 */
const UPMAA_NOTICE = [
  "If you sign this agreement, you may be:",
  "Giving up your right to be supported by the person you are marrying or to whom you are married.",
  "Giving up your right to ownership or control of money and property.",
  "Agreeing to pay bills and debts of the person you are marrying or to whom you are married.",
  "Giving up your right to money and property if your marriage ends or the person to whom you are married dies.",
  "Giving up your right to have your legal fees paid.",
];

const NOTHING_REQUIRED: CounselSafeguards = {
  statutoryNotice: null,
  plainLanguageExplanation: false,
  expressWaiverOfCounsel: false,
  separateWaiverAndExplanation: false,
  termsNeedingCounsel: [],
};

const upmaa = (citation: string): Sourced<CounselSafeguards> => ({
  value: { ...NOTHING_REQUIRED, statutoryNotice: UPMAA_NOTICE, plainLanguageExplanation: true },
  confirmed: false,
  citation,
});

export const counsel: Dimension<CounselSafeguards> = dimension<CounselSafeguards>(
  {
    CA: {
      value: { ...NOTHING_REQUIRED, separateWaiverAndExplanation: true, termsNeedingCounsel: ["SUPPORT_LIMIT"] },
      confirmed: true,
      citation:
        "Cal. Fam. Code § 1612(c) (a provision about spousal support is unenforceable against a party without independent counsel when signing); § 1615(c)(1), (c)(3) (a separate written waiver of counsel, and a written explanation with the party's signed declaration)",
    },
    CO: upmaa(
      "C.R.S. § 14-2-309(1)(c), (3): unless the party had independent legal representation when signing, a notice of waiver of rights substantially similar to the statute's, conspicuously displayed, or an explanation in plain language of the marital rights or obligations modified or waived. Read in the statute's text as reproduced by colorado.public.law and lpdirect.net, not on the official site; the reproductions were cut at the start of the notice's fifth line, printed as the uniform act's § 9(c) words it (“Giving up your right to have your legal fees paid”, also quoted by Colorado practitioners)",
    ),
    ND: upmaa(
      "N.D.C.C. § 14-03.2-08(1)(c), (3): the same requirement and notice as Colorado's. Read in the statute's text as reproduced by casetext, not on the official site; the reproduction was cut after the notice's fourth line, and the fifth is printed as the uniform act's § 9(c) words it",
    ),
    NJ: {
      value: { ...NOTHING_REQUIRED, expressWaiverOfCounsel: true },
      confirmed: true,
      citation:
        "N.J.S.A. 37:2-38(c)(4): unenforceable if the party did not consult independent legal counsel and did not voluntarily and expressly waive, in writing, the opportunity to do so (read in the Rutgers New Jersey Statutes database, as amended by P.L.2013, c.72)",
    },
  },
  () => ({
    value: NOTHING_REQUIRED,
    confirmed: false,
    citation:
      "no statute read that requires a notice, a plain-language explanation or a written waiver of counsel for a party without counsel; the agreement records each partner's choice and the chance to consult counsel (not checked state by state)",
  }),
);
