/**
 * The United States and its 51 jurisdictions (50 states and DC) as the database stores them, each
 * read from its row of the state-law matrix (state-law/): the official style, the distribution law,
 * the spousal-support law, whether remote online notarization may be used (the execution
 * formalities), and whether an embryo clause needs both partners' counsel.
 *
 * attorneySupport is a product fact, not law: PARTNER exactly where a demo law firm has a licensed,
 * approved attorney (demo.ts, the only source of their licences), NONE elsewhere.
 */
import {
  embryoClauseNeedsCounsel,
  type AttorneySupport,
  type DistributionLaw,
  type StateAbbreviation,
} from "@prenup/domain";
import { demo } from "./demo.ts";
import { ALL_STATE_IDS, EMBRYO_COUNSEL_STATE_IDS, executionFormalities, stateLawMatrix } from "./state-law/index.ts";

export const country = {
  key: "united_states",
  name: "United States",
  abbreviation: "US",
  isActive: true,
  icon: "/flags/us.svg",
  termForCountry: "United States of America",
};

/** States where a demo law firm has approved attorneys, from their licences in demo.ts. */
const PARTNER_STATES = new Set<string>(
  demo.attorneys
    .filter((attorney) => attorney.stage === "APPROVED" && attorney.lawFirmKey !== null)
    .flatMap((attorney) => attorney.licences.map((licence) => licence.stateId)),
);

function notaryBlockText(abbreviation: StateAbbreviation, name: string): string {
  const witnesses = executionFormalities[abbreviation].witnesses.value;
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

export const states = ALL_STATE_IDS.map((abbreviation) => {
  const law = stateLawMatrix[abbreviation];
  const allowsOnlineNotary = law.execution.remoteNotarizationAllowed.value;
  const distributionLaw: DistributionLaw =
    law.division.value.system === "EQUITABLE_DISTRIBUTION" ? "EQUITABLE_DISTRIBUTION" : "COMMUNITY_PROPERTY";
  const attorneySupport: AttorneySupport = PARTNER_STATES.has(abbreviation) ? "PARTNER" : "NONE";
  return {
    key: abbreviation.toLowerCase(),
    name: law.name,
    abbreviation,
    isActive: true,
    icon: `/flags/states/${abbreviation.toLowerCase()}.svg`,
    termForState: law.officialStyle.value,
    allowsOnlineNotary,
    notaryBlockText: allowsOnlineNotary ? null : notaryBlockText(abbreviation, law.name),
    distributionLaw,
    spousalSupportLaw: law.spousalSupport.value,
    embryoRepRequired: embryoClauseNeedsCounsel(law.embryoAgreements.value),
    attorneySupport,
    countryKey: country.key,
  };
});

export const PARTNER_STATE_IDS = ALL_STATE_IDS.filter((s) => PARTNER_STATES.has(s));
export const NONE_SUPPORT_STATE_IDS = ALL_STATE_IDS.filter((s) => !PARTNER_STATES.has(s));
/** States where an embryo clause may be offered: counsel not required, or required and available. */
export const EMBRYO_CLAUSE_STATE_IDS = ALL_STATE_IDS.filter(
  (s) => !EMBRYO_COUNSEL_STATE_IDS.includes(s) || PARTNER_STATES.has(s),
);
export const EMBRYO_COUNSEL_PARTNER_STATE_IDS = EMBRYO_COUNSEL_STATE_IDS.filter((s) => PARTNER_STATES.has(s));
export {
  ALL_STATE_IDS,
  CANNOT_WAIVE_SUPPORT_STATE_IDS,
  COMMUNITY_PROPERTY_STATE_IDS,
  EQUITABLE_STATE_IDS,
  SUPPORT_WAIVABLE_STATE_IDS,
} from "./state-law/index.ts";
