/**
 * The United States and its 51 jurisdictions (50 states and DC), with the facts of
 * /work/shared/reference/jurisdictions.md encoded as data.
 *
 * Policies chosen here (product decisions, not statute text):
 * - attorneySupport is PARTNER exactly where a demo law firm has a licensed, approved attorney
 *   (see demo.ts; a test keeps the two in step). Everywhere else it is NONE.
 * - embryoRepRequired: an advance agreement about frozen embryos is one of the least settled
 *   corners of family law. We require independent counsel for both partners before an embryo clause
 *   goes into the agreement where a statute or the state's highest court limits how far such an
 *   advance choice binds the couple: Arizona (A.R.S. § 25-318.03 awards embryos to the spouse who
 *   intends to use them, whatever the couple agreed), Louisiana (La. R.S. 9:121 et seq. treats an
 *   in-vitro embryo as a juridical person that may not be destroyed), Iowa (In re Marriage of
 *   Witten requires contemporaneous mutual consent), Massachusetts (A.Z. v. B.Z.), New Jersey
 *   (J.B. v. M.B.) and California (Health & Safety Code § 125315 disposition forms; Marriage of
 *   Findley). Where counsel is required but we have no partner attorneys (AZ, IA, LA) the embryo
 *   clause option is not offered at all (see the optional-clauses questions), so nobody is locked
 *   out of a section they cannot unlock.
 * - allowsOnlineNotary: read from the execution formalities (execution-formalities.ts), which say
 *   per jurisdiction whether remote online notarization may be used and whether that is confirmed:
 *   false for CA, GA, MS, SC and DC (DC unconfirmed: the cautious value), and for LA and MN, whose
 *   witnesses must be present. Connecticut, New York, North Dakota and Massachusetts are true but
 *   unconfirmed (conflicting sources).
 * - spousalSupportLaw: CANNOT_WAIVE_OR_MODIFY for Iowa, New Mexico and South Dakota is unconfirmed
 *   (their UPAA versions protect the right to support); encoded as the cautious value.
 */
import type { AttorneySupport, DistributionLaw, SpousalSupportLaw } from "@prenup/domain";
import { executionFormalitiesByState, noRemoteNotarizationStateIds } from "./execution-formalities.ts";

export const country = {
  key: "united_states",
  name: "United States",
  abbreviation: "US",
  isActive: true,
  icon: "/flags/us.svg",
  termForCountry: "United States of America",
};

const COMMUNITY_PROPERTY = new Set(["AZ", "CA", "ID", "LA", "NV", "NM", "TX", "WA", "WI"]);
const COMMONWEALTHS = new Set(["KY", "MA", "PA", "VA"]);
const NO_ONLINE_NOTARY = new Set(noRemoteNotarizationStateIds);
const CANNOT_WAIVE_SUPPORT = new Set(["IA", "NM", "SD"]);
export const EMBRYO_COUNSEL_STATES = new Set(["AZ", "CA", "IA", "LA", "MA", "NJ"]);
/** States where a demo law firm has approved attorneys (demo.ts lists their licences). */
export const PARTNER_STATES = new Set(["CA", "CO", "FL", "IL", "MA", "NJ", "NY", "TX", "WA"]);

const NAMES: [string, string][] = [
  ["AL", "Alabama"], ["AK", "Alaska"], ["AZ", "Arizona"], ["AR", "Arkansas"], ["CA", "California"],
  ["CO", "Colorado"], ["CT", "Connecticut"], ["DE", "Delaware"], ["DC", "District of Columbia"],
  ["FL", "Florida"], ["GA", "Georgia"], ["HI", "Hawaii"], ["ID", "Idaho"], ["IL", "Illinois"],
  ["IN", "Indiana"], ["IA", "Iowa"], ["KS", "Kansas"], ["KY", "Kentucky"], ["LA", "Louisiana"],
  ["ME", "Maine"], ["MD", "Maryland"], ["MA", "Massachusetts"], ["MI", "Michigan"], ["MN", "Minnesota"],
  ["MS", "Mississippi"], ["MO", "Missouri"], ["MT", "Montana"], ["NE", "Nebraska"], ["NV", "Nevada"],
  ["NH", "New Hampshire"], ["NJ", "New Jersey"], ["NM", "New Mexico"], ["NY", "New York"],
  ["NC", "North Carolina"], ["ND", "North Dakota"], ["OH", "Ohio"], ["OK", "Oklahoma"], ["OR", "Oregon"],
  ["PA", "Pennsylvania"], ["RI", "Rhode Island"], ["SC", "South Carolina"], ["SD", "South Dakota"],
  ["TN", "Tennessee"], ["TX", "Texas"], ["UT", "Utah"], ["VT", "Vermont"], ["VA", "Virginia"],
  ["WA", "Washington"], ["WV", "West Virginia"], ["WI", "Wisconsin"], ["WY", "Wyoming"],
];

function notaryBlockText(abbreviation: string, name: string): string {
  const witnesses = executionFormalitiesByState[abbreviation]?.witnesses.value;
  const bring =
    !witnesses || witnesses.count === 0
      ? ""
      : witnesses.notary === "MUST_BE_ONE"
        ? ` ${name} also needs ${witnesses.count} witnesses, one of them the notary: bring ${witnesses.count - 1} adult witness${witnesses.count - 1 === 1 ? "" : "es"} who ${witnesses.count - 1 === 1 ? "is" : "are"} not a party to the agreement.`
        : ` ${name} also needs ${witnesses.count} witnesses besides the notary: bring ${witnesses.count} adults who are not a party to the agreement.`;
  return (
    `Remote online notarization isn't available for agreements signed in ${name} yet, so you'll both sign ` +
    "in person in front of a notary public. We'll prepare the signature and notary pages for you: bring the " +
    `printed agreement and a photo ID, and don't sign until the notary asks you to.${bring}`
  );
}

function spousalSupportLaw(abbreviation: string): SpousalSupportLaw {
  if (abbreviation === "CA") return "ATTORNEY_REQUIRED";
  if (CANNOT_WAIVE_SUPPORT.has(abbreviation)) return "CANNOT_WAIVE_OR_MODIFY";
  return "CAN_WAIVE_OR_MODIFY";
}

export const states = NAMES.map(([abbreviation, name]) => {
  const allowsOnlineNotary = !NO_ONLINE_NOTARY.has(abbreviation);
  const distributionLaw: DistributionLaw = COMMUNITY_PROPERTY.has(abbreviation) ? "COMMUNITY_PROPERTY" : "EQUITABLE_DISTRIBUTION";
  const attorneySupport: AttorneySupport = PARTNER_STATES.has(abbreviation) ? "PARTNER" : "NONE";
  return {
    key: abbreviation.toLowerCase(),
    name,
    abbreviation,
    isActive: true,
    icon: `/flags/states/${abbreviation.toLowerCase()}.svg`,
    termForState: abbreviation === "DC" ? "District" : COMMONWEALTHS.has(abbreviation) ? "Commonwealth" : "State",
    allowsOnlineNotary,
    notaryBlockText: allowsOnlineNotary ? null : notaryBlockText(abbreviation, name),
    distributionLaw,
    spousalSupportLaw: spousalSupportLaw(abbreviation),
    embryoRepRequired: EMBRYO_COUNSEL_STATES.has(abbreviation),
    attorneySupport,
    countryKey: country.key,
  };
});

export const ALL_STATE_IDS = NAMES.map(([abbreviation]) => abbreviation);
export const COMMUNITY_PROPERTY_STATE_IDS = ALL_STATE_IDS.filter((s) => COMMUNITY_PROPERTY.has(s));
export const EQUITABLE_STATE_IDS = ALL_STATE_IDS.filter((s) => !COMMUNITY_PROPERTY.has(s));
export const PARTNER_STATE_IDS = ALL_STATE_IDS.filter((s) => PARTNER_STATES.has(s));
export const NONE_SUPPORT_STATE_IDS = ALL_STATE_IDS.filter((s) => !PARTNER_STATES.has(s));
export const CANNOT_WAIVE_SUPPORT_STATE_IDS = ALL_STATE_IDS.filter((s) => CANNOT_WAIVE_SUPPORT.has(s));
export const SUPPORT_WAIVABLE_STATE_IDS = ALL_STATE_IDS.filter((s) => !CANNOT_WAIVE_SUPPORT.has(s));
/** States where an embryo clause may be offered: counsel not required, or required and available. */
export const EMBRYO_CLAUSE_STATE_IDS = ALL_STATE_IDS.filter((s) => !EMBRYO_COUNSEL_STATES.has(s) || PARTNER_STATES.has(s));
export const EMBRYO_COUNSEL_PARTNER_STATE_IDS = ALL_STATE_IDS.filter((s) => EMBRYO_COUNSEL_STATES.has(s) && PARTNER_STATES.has(s));
