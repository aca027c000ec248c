// Reference data: the rows every installation needs (country, states, agreement template, products).
// Owned by the content engineer from here on: replace the internals with @prenup/content, keeping
// `seedReference(db)` and its idempotence (ids from referenceId, upserts that change nothing twice).
import type { Executor } from "../../client.ts";
import { referenceId } from "../../reference-id.ts";
import { countries, documentTemplates, documentTemplateStates, products, states } from "../../schema/index.ts";
import { upsertById } from "../upsert.ts";

const IN_PERSON_NOTARY_TEXT =
  "Online notarization is not available for this state. Sign the agreement in person before a notary public; we prepare the acknowledgement pages for you.";

type StateFacts = {
  abbreviation: string;
  name: string;
  distributionLaw: "EQUITABLE_DISTRIBUTION" | "COMMUNITY_PROPERTY";
  spousalSupportLaw: "CAN_WAIVE_OR_MODIFY" | "CANNOT_WAIVE_OR_MODIFY" | "ATTORNEY_REQUIRED";
  allowsOnlineNotary: boolean;
  attorneySupport: "NONE" | "PARTNER";
  statute: string;
  witnessRequired: boolean;
};

// Facts from shared/reference/jurisdictions.md.
const STATES: StateFacts[] = [
  {
    abbreviation: "CA",
    name: "California",
    distributionLaw: "COMMUNITY_PROPERTY",
    // Family Code § 1612(c): a support provision needs independent counsel to be enforceable.
    spousalSupportLaw: "ATTORNEY_REQUIRED",
    // California notaries cannot perform remote online notarization.
    allowsOnlineNotary: false,
    attorneySupport: "PARTNER",
    statute: "California Family Code § 1600 et seq.",
    witnessRequired: false,
  },
  {
    abbreviation: "NY",
    name: "New York",
    distributionLaw: "EQUITABLE_DISTRIBUTION",
    spousalSupportLaw: "CAN_WAIVE_OR_MODIFY",
    // Sources conflict on remote online notarization for New York; encoded as allowed.
    allowsOnlineNotary: true,
    attorneySupport: "PARTNER",
    statute: "New York Domestic Relations Law § 236(B)(3)",
    witnessRequired: false,
  },
  {
    abbreviation: "TX",
    name: "Texas",
    distributionLaw: "COMMUNITY_PROPERTY",
    spousalSupportLaw: "CAN_WAIVE_OR_MODIFY",
    allowsOnlineNotary: true,
    attorneySupport: "NONE",
    statute: "Texas Family Code § 4.001 et seq.",
    witnessRequired: false,
  },
  {
    abbreviation: "FL",
    name: "Florida",
    // Couples may opt in to community property; the default regime is equitable distribution.
    distributionLaw: "EQUITABLE_DISTRIBUTION",
    spousalSupportLaw: "CAN_WAIVE_OR_MODIFY",
    allowsOnlineNotary: true,
    attorneySupport: "NONE",
    statute: "Florida Statutes § 61.079",
    witnessRequired: false,
  },
  {
    abbreviation: "IL",
    name: "Illinois",
    distributionLaw: "EQUITABLE_DISTRIBUTION",
    spousalSupportLaw: "CAN_WAIVE_OR_MODIFY",
    allowsOnlineNotary: true,
    attorneySupport: "NONE",
    statute: "Illinois Uniform Premarital Agreement Act, 750 ILCS 10",
    witnessRequired: false,
  },
  {
    abbreviation: "MN",
    name: "Minnesota",
    distributionLaw: "EQUITABLE_DISTRIBUTION",
    spousalSupportLaw: "CAN_WAIVE_OR_MODIFY",
    allowsOnlineNotary: true,
    attorneySupport: "NONE",
    statute: "Minnesota Statutes § 519.11",
    // Two witnesses and a notary.
    witnessRequired: true,
  },
];

export const US_COUNTRY_ID = referenceId("country", "US");
export const PRENUP_TEMPLATE_ID = referenceId("document-template", "us-prenup");

/** Insert or refresh the reference rows. Running it again changes nothing. */
export async function seedReference(db: Executor): Promise<void> {
  await upsertById(db, countries, [
    {
      id: US_COUNTRY_ID,
      name: "United States",
      abbreviation: "US",
      isActive: true,
      icon: "🇺🇸",
      termForCountry: "United States of America",
    },
  ]);
  await upsertById(
    db,
    states,
    STATES.map((state) => ({
      id: referenceId("state", state.abbreviation),
      countryId: US_COUNTRY_ID,
      name: state.name,
      abbreviation: state.abbreviation,
      isActive: true,
      icon: null,
      termForState: "State",
      allowsOnlineNotary: state.allowsOnlineNotary,
      notaryBlockText: state.allowsOnlineNotary ? null : IN_PERSON_NOTARY_TEXT,
      distributionLaw: state.distributionLaw,
      embryoRepRequired: false,
      spousalSupportLaw: state.spousalSupportLaw,
      attorneySupport: state.attorneySupport,
    })),
  );
  await upsertById(db, documentTemplates, [
    {
      id: PRENUP_TEMPLATE_ID,
      key: "us-prenup",
      type: "PRENUP",
      description: "Prenuptial agreement for couples marrying in the United States",
      countryId: US_COUNTRY_ID,
    },
  ]);
  await upsertById(
    db,
    documentTemplateStates,
    STATES.map((state) => ({
      id: referenceId("document-template-state", `us-prenup:${state.abbreviation}`),
      documentTemplateId: PRENUP_TEMPLATE_ID,
      stateId: referenceId("state", state.abbreviation),
      termForDocument: "Prenuptial Agreement",
      statute: state.statute,
      witnessRequired: state.witnessRequired,
    })),
  );
  await upsertById(db, products, [
    {
      id: referenceId("product", "PRENUP"),
      key: "PRENUP",
      title: "Prenup",
      description: "Your complete prenuptial agreement, shared by both partners.",
      priceInCents: 59_900,
      productType: "PRENUP",
      productCategory: "DOCUMENT",
      isSharedProduct: true,
      discountsAllowed: true,
      onePerUser: true,
    },
    {
      id: referenceId("product", "REPRESENTATION"),
      key: "REPRESENTATION",
      title: "Attorney representation",
      description: "An independent attorney reviews the agreement with you and represents you.",
      priceInCents: 69_900,
      productType: "REPRESENTATION",
      productCategory: "ATTORNEY_SERVICE",
      isSharedProduct: false,
      discountsAllowed: true,
      onePerUser: true,
    },
    {
      id: referenceId("product", "Q_A"),
      key: "Q_A",
      title: "Attorney Q&A",
      description: "A call with an attorney to answer your questions.",
      priceInCents: 14_900,
      productType: "Q_A",
      productCategory: "ATTORNEY_SERVICE",
      isSharedProduct: false,
      discountsAllowed: true,
      onePerUser: false,
    },
    {
      id: referenceId("product", "NOTARIZATION"),
      key: "NOTARIZATION",
      title: "Notarization",
      description: "Notarize your signed agreement.",
      priceInCents: 9_900,
      productType: "NOTARIZATION",
      productCategory: "DOCUMENT",
      isSharedProduct: false,
      discountsAllowed: true,
      onePerUser: true,
    },
  ]);
}
