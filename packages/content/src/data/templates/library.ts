/**
 * Library groups: optional clauses an attorney can insert in the editor. They are never selected
 * automatically (isLibraryOnly); each belongs to the article it would normally be inserted into.
 * The rule the database relies on: a clause is library-only exactly when a library group links it
 * (the clause table has no flag of its own); a test keeps the two in step.
 */
export const libraryClauses: { key: string; sectionTemplateKey: string; title: string; text: string }[] = [
  {
    key: "lib_business_no_management",
    sectionTemplateKey: "business_interests",
    title: "No management rights",
    text: "The Party who does not own a business interest acquires no right to manage the business, vote its shares or membership interests, or inspect its records because of the marriage or this Agreement.",
  },
  {
    key: "lib_business_spousal_consent",
    sectionTemplateKey: "business_interests",
    title: "Consent to the business's own agreements",
    text: "Each Party consents to the buy-sell, shareholder or operating agreement of any business in which the other holds an interest, and will sign any spousal consent those agreements require.",
  },
  {
    key: "lib_business_fair_salary",
    sectionTemplateKey: "business_interests",
    title: "Reasonable salary from the business",
    text: "A Party who owns a business will take reasonable compensation for their work in it, so that shared income is not held back inside the business.",
  },
  {
    key: "lib_estate_revocable_trust",
    sectionTemplateKey: "death_and_estate",
    title: "Separate property held in trust",
    text: "Either Party may place Separate Property in a revocable trust. Property held in such a trust keeps its character as that Party's Separate Property.",
  },
  {
    key: "lib_estate_funeral_wishes",
    sectionTemplateKey: "death_and_estate",
    title: "Funeral arrangements",
    text: "Each Party may decide their own funeral, burial or cremation arrangements, and the survivor will respect the written wishes of the Party who died.",
  },
  {
    key: "lib_re_first_refusal",
    sectionTemplateKey: "residence",
    title: "Right of first refusal",
    text: "Before selling a share of jointly owned real estate to anyone else, a Party must first offer it to the other Party on the same terms, and the other Party has thirty days to accept.",
  },
  {
    key: "lib_re_refinance",
    sectionTemplateKey: "residence",
    title: "Refinancing after a buyout",
    text: "A Party who keeps a home after the marriage ends will, within one hundred eighty days, refinance or otherwise remove the other Party from any mortgage on it.",
  },
  {
    key: "lib_ca_transmutation",
    sectionTemplateKey: "marital_property",
    title: "California: changes in character need writing",
    text: "The Parties understand that, under California Family Code section 852, a change in the character of Property between them is valid only if made in writing, expressly declared and accepted by the Party whose interest is adversely affected.",
  },
  {
    key: "lib_la_separation_of_property",
    sectionTemplateKey: "marital_property",
    title: "Louisiana: separation of property regime",
    text: "The Parties choose a regime of separation of property under the Louisiana Civil Code instead of the legal regime of acquets and gains. Each Party keeps ownership, management and enjoyment of their own property and is responsible for their own debts.",
  },
  {
    key: "lib_wedding_gifts",
    sectionTemplateKey: "separate_property",
    title: "Wedding gifts",
    text: "Wedding gifts belong to both Parties equally, except gifts clearly meant for one Party alone, such as family heirlooms, which belong to that Party.",
  },
  {
    key: "lib_pet_costs",
    sectionTemplateKey: "additional_agreements",
    title: "Pet costs after separation",
    text: "The Party who keeps a pet after separation pays its food, care and veterinary costs from then on.",
  },
];

export const libraryGroups = [
  {
    key: "business_protection",
    title: "Business protection",
    description: "Keeps a family business running smoothly and out of the marriage's finances.",
    stateIds: [],
    sectionTemplateKeys: [],
    clauseTemplateKeys: ["lib_business_no_management", "lib_business_spousal_consent", "lib_business_fair_salary"],
  },
  {
    key: "estate_planning_extras",
    title: "Estate planning extras",
    description: "Clauses that work alongside trusts and wills.",
    stateIds: [],
    sectionTemplateKeys: [],
    clauseTemplateKeys: ["lib_estate_revocable_trust", "lib_estate_funeral_wishes"],
  },
  {
    key: "real_estate_extras",
    title: "Real estate",
    description: "Extra protections for homes and other property owned together.",
    stateIds: [],
    sectionTemplateKeys: [],
    clauseTemplateKeys: ["lib_re_first_refusal", "lib_re_refinance"],
  },
  {
    key: "california_specifics",
    title: "California specifics",
    description: "Language California attorneys commonly add.",
    stateIds: ["CA"],
    sectionTemplateKeys: [],
    clauseTemplateKeys: ["lib_ca_transmutation"],
  },
  {
    key: "louisiana_specifics",
    title: "Louisiana matrimonial regime",
    description: "Opting out of Louisiana's community regime of acquets and gains.",
    stateIds: ["LA"],
    sectionTemplateKeys: [],
    clauseTemplateKeys: ["lib_la_separation_of_property"],
  },
  {
    key: "household_extras",
    title: "Household extras",
    description: "Wedding gifts and pets: small things couples like to settle early.",
    stateIds: [],
    sectionTemplateKeys: [],
    clauseTemplateKeys: ["lib_wedding_gifts", "lib_pet_costs"],
  },
];
