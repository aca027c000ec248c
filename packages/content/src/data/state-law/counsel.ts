/**
 * What a partner who signs without independent counsel must be given, per jurisdiction: a statutory
 * notice of waiver of rights (Colorado and North Dakota, the Uniform Premarital and Marital
 * Agreements Act, in the statute's own words), a plain-language explanation of the rights changed,
 * an express written waiver of counsel, or California's separate writings. Each state's requirement
 * is a cell read in its own law (readings/<id>.ts); a state not read gets the general cell below.
 */
import type { CounselSafeguards } from "@prenup/domain";
import { dimension, type Dimension } from "./cells.ts";

const NOTHING_REQUIRED: CounselSafeguards = {
  statutoryNotice: null,
  plainLanguageExplanation: false,
  expressWaiverOfCounsel: false,
  separateWaiverAndExplanation: false,
  termsNeedingCounsel: [],
};

export const counsel: Dimension<CounselSafeguards> = dimension("counsel", {}, () => ({
  value: NOTHING_REQUIRED,
  confirmed: false,
  citation:
    "no statute read that requires a notice, a plain-language explanation or a written waiver of counsel for a party without counsel; the agreement records each partner's choice and the chance to consult counsel (not checked state by state)",
}));
