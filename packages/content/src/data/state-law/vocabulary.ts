/**
 * The words of each state's family law the agreement uses (support, the end of the marriage, the
 * spouses' shared property), and the state's proceedings that separate spouses without ending the
 * marriage. Where unsure, the neutral "spousal support" and "divorce", which courts everywhere read.
 */
import type { StateAbbreviation, Vocabulary } from "@prenup/domain";
import { dimension, type Dimension } from "./cells.ts";
import { division } from "./property.ts";

type Words = { support: string; divorce?: "dissolution of marriage"; pending?: string };
const ALIMONY: Words = { support: "alimony" };
const MAINTENANCE: Words = { support: "maintenance" };
const SPOUSAL_MAINTENANCE: Words = { support: "spousal maintenance" };
const DISSOLUTION = "dissolution of marriage" as const;

/** The state's words, as its family code uses them (practitioners' reading; the codes were not read for this). */
const WORDS: Partial<Record<StateAbbreviation, Words>> = {
  AL: ALIMONY,
  AR: ALIMONY,
  DC: ALIMONY,
  DE: ALIMONY,
  NE: { ...ALIMONY, divorce: DISSOLUTION },
  NH: ALIMONY,
  RI: ALIMONY,
  SD: ALIMONY,
  UT: ALIMONY,
  WY: ALIMONY,
  GA: ALIMONY,
  MD: ALIMONY,
  MS: ALIMONY,
  NC: ALIMONY,
  NJ: ALIMONY,
  NV: ALIMONY,
  PA: ALIMONY,
  SC: ALIMONY,
  TN: ALIMONY,
  OK: ALIMONY,
  CT: { ...ALIMONY, divorce: DISSOLUTION },
  FL: { ...ALIMONY, divorce: DISSOLUTION },
  MA: ALIMONY,
  AZ: { ...SPOUSAL_MAINTENANCE, divorce: DISSOLUTION },
  IN: { ...SPOUSAL_MAINTENANCE, divorce: DISSOLUTION },
  MN: { ...SPOUSAL_MAINTENANCE, divorce: DISSOLUTION },
  // Texas: maintenance after the decree (Tex. Fam. Code ch. 8), "temporary spousal support" while the suit is pending (§ 6.502).
  TX: { ...SPOUSAL_MAINTENANCE, pending: "temporary spousal support" },
  VT: SPOUSAL_MAINTENANCE,
  CO: { ...MAINTENANCE, divorce: DISSOLUTION },
  IL: { ...MAINTENANCE, divorce: DISSOLUTION },
  KS: MAINTENANCE,
  KY: { ...MAINTENANCE, divorce: DISSOLUTION },
  MO: { ...MAINTENANCE, divorce: DISSOLUTION },
  NY: MAINTENANCE,
  WA: { ...MAINTENANCE, divorce: DISSOLUTION },
  WI: MAINTENANCE,
  MT: { ...MAINTENANCE, divorce: DISSOLUTION },
  AK: MAINTENANCE,
  ID: MAINTENANCE,
  // Louisiana: interim spousal support while the case is pending, final periodic support after it (La. Civ. Code arts. 111, 113).
  LA: { support: "spousal support", pending: "interim spousal support" },
  CA: { support: "spousal support", divorce: DISSOLUTION },
  IA: { support: "spousal support", divorce: DISSOLUTION },
  OR: { support: "spousal support", divorce: DISSOLUTION },
};

export const vocabulary: Dimension<Vocabulary> = dimension("vocabulary", {}, (stateId) => {
  const words = WORDS[stateId];
  const { system } = division[stateId].value;
  const community = system !== "EQUITABLE_DISTRIBUTION";
  return {
    value: {
      supportTerm: words?.support ?? "spousal support",
      pendingSupportTerm: words?.pending ?? `temporary ${words?.support ?? "spousal support"}`,
      divorceTerm: words?.divorce ?? "divorce",
      // Wisconsin's statutory term for its community property is "marital property" (Wis. Stat. ch. 766).
      sharedPropertyTerm: community && stateId !== "WI" ? "community property" : "marital property",
    },
    confirmed: false,
    citation: words
      ? "the state's family code as practitioners quote it for its support and divorce terms (not read); the shared property's name follows its distribution law"
      : 'no state term known: the neutral "spousal support" and "divorce", which courts everywhere read (not checked)',
  };
});

/**
 * A court proceeding that separates the spouses without ending the marriage and in which the court
 * settles support and property between them ("legal separation" and its equivalents), by the
 * state's own name(s); null where the state has none. Support-only actions that leave the marriage
 * and the property untouched (Florida's support unconnected with dissolution, Georgia's and
 * Mississippi's separate maintenance, Massachusetts' separate support) are not such a proceeding:
 * they are support during the marriage, which this Agreement does not attempt to waive.
 */
export const separationProceedings: Dimension<string[] | null> = dimension(
  "separationProceedings",
  {
    DE: {
      value: null,
      confirmed: false,
      citation: "Del. Code tit. 13, ch. 15 provides divorce only; no decree of legal separation (practitioner sources)",
    },
    FL: {
      value: null,
      confirmed: false,
      citation:
        "Florida has no legal separation; Fla. Stat. §§ 61.09, 61.10 allow support unconnected with dissolution, which divides no property",
    },
    LA: {
      value: null,
      confirmed: false,
      citation:
        "La. R.S. 9:307 allows separation from bed and board only in a covenant marriage; other marriages end by divorce only (La. Civ. Code art. 101 et seq.)",
    },
    MS: {
      value: null,
      confirmed: false,
      citation:
        "separate maintenance is a judge-made support remedy (Lynch v. Lynch, 616 So. 2d 294 (Miss. 1993)); no legal separation",
    },
    PA: {
      value: null,
      confirmed: false,
      citation:
        "the Divorce Code (23 Pa.C.S. Part IV) provides no decree of legal separation; divorce from bed and board under the former Divorce Law (23 P.S. § 11) was not carried into it (practitioner sources)",
    },
    TX: {
      value: null,
      confirmed: false,
      citation: "the Texas Family Code provides divorce only; no legal separation (practitioner sources)",
    },
  },
  (stateId) => {
    throw new Error(`no separation proceedings for ${stateId}`);
  },
);
