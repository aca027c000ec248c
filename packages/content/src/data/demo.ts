/**
 * Demo data, loaded only with the demo flag: two law firms, their attorneys (Morgan Ellis and Priya
 * Raman can sign in; the others have no identity account), one applicant under review, reviews, the four
 * seeded couples of the demo accounts table, and the demo attorneys' client couples (no sign-in). Names, bar numbers, addresses and booking links are
 * fictional (booking links use the reserved .example domain).
 *
 * The attorneys' licences are exactly the PARTNER states of states.ts; a test keeps them in step.
 * This file is the only source of the demo attorneys' licences: the database's demo seed adds none
 * of its own. Morgan Ellis (the approved attorney who can sign in) is licensed in both demo couples'
 * states (CA for couple 1, NY for couple 2) and in WA. California has attorneys of both firms (Morgan
 * Ellis and Daniela Navarro at Ellis & Navarro, Priya Raman at Brightwater), so both partners of couple 1
 * can be represented.
 */
const FIRM_1 = "ellis_navarro_family_law";
const FIRM_2 = "brightwater_premarital_counsel";

function services(firmSlug: string, person: string) {
  return [
    { productKey: "representation", bookingLink: `https://${firmSlug}.example/book/${person}/representation` },
    { productKey: "q_a", bookingLink: `https://${firmSlug}.example/book/${person}/ask-an-attorney` },
  ];
}

const o = (question: string, ...options: string[]) => options.map((option) => `${question}__${option}`);

const CALIFORNIA_ANSWERS_A = {
  pronouns: o("pronouns", "they_them"),
  date_of_birth: "1991-04-18",
  phone_number: "+14155550101",
  attorney_plan: o("attorney_plan", "hire_through_us"),
  signing_timeline: o("signing_timeline", "over_30_days"),
  disclosure_approach: o("disclosure_approach", "full_disclosure"),
  wedding_date: "2027-06-12",
  wedding_location: "Sonoma, California",
  living_together: o("living_together", "yes"),
  cohabitation_start: "2024-03-01",
  cohabitation_property: o("cohabitation_property", "by_payer"),
  previously_married: o("previously_married", "no"),
  has_children: o("has_children", "no"),
  future_children: o("future_children", "yes"),
  career_pause: o("career_pause", "reopen_support"),
  future_residence: o("future_residence", "same_state"),
  premarital_assets_scope: o("premarital_assets_scope", "all_separate"),
  separate_growth: o("separate_growth", "effort_shared"),
  commingling: o("commingling", "traceable"),
  separate_contribution: o("separate_contribution", "reimburse"),
  inheritances: o("inheritances", "recipient"),
  expects_inheritance: o("expects_inheritance", "no"),
  interspousal_gifts: o("interspousal_gifts", "recipient"),
  engagement_ring: o("engagement_ring", "recipient"),
  marital_property_regime: o("marital_property_regime", "state_default"),
  title_controls: o("title_controls", "rules_control"),
  digital_assets: o("digital_assets", "same_rules"),
  division_on_divorce: o("division_on_divorce", "equal"),
  joint_account: o("joint_account", "yes"),
  contribution_method: o("contribution_method", "proportional"),
  major_purchase_threshold: "$5,000",
  premarital_debts: o("premarital_debts", "owner"),
  student_loans: o("student_loans", "no"),
  marital_debts: o("marital_debts", "household_shared"),
  credit_cards: o("credit_cards", "own_names"),
  debt_indemnity: o("debt_indemnity", "yes"),
  tax_filing: o("tax_filing", "jointly"),
  joint_tax_split: o("joint_tax_split", "proportional"),
  retirement_premarital: o("retirement_premarital", "separate"),
  retirement_marital: o("retirement_marital", "shared"),
  owns_business: o("owns_business", "yes"),
  business_name: "Rivera Analytics LLC",
  business_treatment: o("business_treatment", "growth_shared"),
  business_valuation: o("business_valuation", "appraiser"),
  spouse_in_business: o("spouse_in_business", "paid"),
  equity_compensation: o("equity_compensation", "no"),
  intellectual_property: o("intellectual_property", "creator"),
  home_plan: o("home_plan", "buy_together"),
  home_title: o("home_title", "equal"),
  home_buyout: o("home_buyout", "buyout"),
  other_real_estate: o("other_real_estate", "no"),
  support_choice: o("support_choice", "cap"),
  support_cap_amount: "$4,000",
  support_cap_months: "36",
  support_reopeners: o("support_reopeners", "child_born", "disability"),
  health_insurance: o("health_insurance", "cobra"),
  legal_fees: o("legal_fees", "each_own"),
  elective_share: o("elective_share", "waive"),
  life_insurance: o("life_insurance", "mutual"),
  life_insurance_amount: "$500,000",
  survivor_benefits: o("survivor_benefits", "keep"),
  wills: o("wills", "yes"),
  has_pets: o("has_pets", "yes"),
  pet_names: "Biscuit, a beagle",
  pet_custody: o("pet_custody", "primary_caregiver"),
  confidentiality: o("confidentiality", "yes"),
  confidentiality_scope: o("confidentiality_scope", "terms", "finances"),
  social_media: o("social_media", "no"),
  infidelity: o("infidelity", "no"),
  embryo_clause: o("embryo_clause", "not_relevant"),
  dispute_resolution: o("dispute_resolution", "mediation_first"),
  periodic_review: o("periodic_review", "yes"),
  review_years: o("review_years", "y10"),
  sunset: o("sunset", "no"),
};

const CALIFORNIA_ANSWERS_B = {
  pronouns: o("pronouns", "she_her"),
  date_of_birth: "1990-09-02",
  phone_number: "+14155550102",
  attorney_plan: o("attorney_plan", "own_attorney"),
  own_attorney_name: "Harper Quinn, Quinn Family Law",
  signing_timeline: o("signing_timeline", "over_30_days"),
  disclosure_approach: o("disclosure_approach", "full_disclosure"),
  wedding_date: "2027-06-12",
  wedding_location: "Sonoma, California",
  living_together: o("living_together", "yes"),
  cohabitation_start: "2024-03-01",
  cohabitation_property: o("cohabitation_property", "by_payer"),
  previously_married: o("previously_married", "yes"),
  prior_marriage_count: "1",
  prior_marriage_obligations: o("prior_marriage_obligations", "settlement_property"),
  has_children: o("has_children", "no"),
  future_children: o("future_children", "yes"),
  career_pause: o("career_pause", "reopen_support"),
  future_residence: o("future_residence", "same_state"),
  premarital_assets_scope: o("premarital_assets_scope", "all_separate"),
  separate_growth: o("separate_growth", "owner"),
  commingling: o("commingling", "traceable"),
  separate_contribution: o("separate_contribution", "reimburse"),
  inheritances: o("inheritances", "recipient"),
  expects_inheritance: o("expects_inheritance", "yes"),
  expected_inheritance_source: "the Lee Family Trust",
  interspousal_gifts: o("interspousal_gifts", "recipient"),
  engagement_ring: o("engagement_ring", "recipient"),
  marital_property_regime: o("marital_property_regime", "state_default"),
  title_controls: o("title_controls", "rules_control"),
  digital_assets: o("digital_assets", "same_rules"),
  division_on_divorce: o("division_on_divorce", "equal"),
  joint_account: o("joint_account", "yes"),
  contribution_method: o("contribution_method", "proportional"),
  major_purchase_threshold: "$5,000",
  premarital_debts: o("premarital_debts", "owner"),
  student_loans: o("student_loans", "yes"),
  student_loan_balance: "$38,500",
  student_loan_repayment: o("student_loan_repayment", "reimburse"),
  marital_debts: o("marital_debts", "household_shared"),
  credit_cards: o("credit_cards", "own_names"),
  debt_indemnity: o("debt_indemnity", "yes"),
  tax_filing: o("tax_filing", "jointly"),
  joint_tax_split: o("joint_tax_split", "proportional"),
  retirement_premarital: o("retirement_premarital", "separate"),
  retirement_marital: o("retirement_marital", "shared"),
  owns_business: o("owns_business", "no"),
  spouse_in_business: o("spouse_in_business", "paid"),
  equity_compensation: o("equity_compensation", "yes"),
  equity_treatment: o("equity_treatment", "time_rule"),
  intellectual_property: o("intellectual_property", "creator"),
  home_plan: o("home_plan", "buy_together"),
  home_title: o("home_title", "equal"),
  home_buyout: o("home_buyout", "buyout"),
  other_real_estate: o("other_real_estate", "no"),
  support_choice: o("support_choice", "cap"),
  support_cap_amount: "$4,000",
  support_cap_months: "36",
  support_reopeners: o("support_reopeners", "child_born", "disability"),
  health_insurance: o("health_insurance", "cobra"),
  legal_fees: o("legal_fees", "each_own"),
  elective_share: o("elective_share", "waive"),
  life_insurance: o("life_insurance", "mutual"),
  life_insurance_amount: "$500,000",
  survivor_benefits: o("survivor_benefits", "keep"),
  wills: o("wills", "yes"),
  has_pets: o("has_pets", "yes"),
  pet_names: "Biscuit, a beagle",
  pet_custody: o("pet_custody", "primary_caregiver"),
  confidentiality: o("confidentiality", "yes"),
  confidentiality_scope: o("confidentiality_scope", "terms", "finances"),
  social_media: o("social_media", "no"),
  infidelity: o("infidelity", "no"),
  embryo_clause: o("embryo_clause", "not_relevant"),
  dispute_resolution: o("dispute_resolution", "mediation_first"),
  periodic_review: o("periodic_review", "yes"),
  review_years: o("review_years", "y10"),
  sunset: o("sunset", "no"),
};

/**
 * Couples 1, 3, 4 and 5 answer alike (a California couple, paid, both questionnaires answered): the
 * journeys that change a couple's standing (hiring attorneys, notarizing) each take their own couple
 * so they never meet another journey's changes. Only the personal answers differ.
 */
type DemoPartner = {
  externalId: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  birthdate: string;
  gender: "MALE" | "FEMALE" | "NON_BINARY";
};
function californiaCouple(
  key: string,
  partnerA: DemoPartner,
  partnerB: DemoPartner,
  personal: { pronounsA: string; pronounsB: string; businessName: string; familyTrust: string },
) {
  return {
    key,
    stateId: "CA",
    prenupPaid: true,
    partnerA,
    partnerB,
    answersA: {
      ...CALIFORNIA_ANSWERS_A,
      pronouns: o("pronouns", personal.pronounsA),
      date_of_birth: partnerA.birthdate,
      phone_number: partnerA.phoneNumber,
      business_name: personal.businessName,
    },
    answersB: {
      ...CALIFORNIA_ANSWERS_B,
      pronouns: o("pronouns", personal.pronounsB),
      date_of_birth: partnerB.birthdate,
      phone_number: partnerB.phoneNumber,
      expected_inheritance_source: personal.familyTrust,
    },
  };
}

/**
 * The demo attorneys' clients (no sign-in): a couple at each point of the path, so the attorney
 * portal is not empty. Each answers the whole questionnaire as the California couples do (the same
 * questions apply in New York and Washington) and agrees on every disputed question, so the
 * agreement can be generated; partner A hires their attorney through us, partner B signs without one.
 * The API generates, approves and notarizes their agreements after the seed
 * (`apps/api/src/demo-client-agreements.ts`).
 */
type DemoClientPartner = Omit<DemoPartner, "externalId">;
function clientCouple(
  couple: {
    key: string;
    attorneyKey: string;
    stateId: string;
    stage: "waiting" | "in_review" | "approved" | "notarized";
    partnerA: DemoClientPartner;
    partnerB: DemoClientPartner;
  },
  personal: {
    pronounsA: string;
    pronounsB: string;
    businessName: string;
    familyTrust: string;
    weddingDate: string;
    weddingLocation: string;
  },
) {
  const { own_attorney_name: _ownAttorney, ...answersB } = CALIFORNIA_ANSWERS_B;
  const wedding = { wedding_date: personal.weddingDate, wedding_location: personal.weddingLocation };
  return {
    ...couple,
    answersA: {
      ...CALIFORNIA_ANSWERS_A,
      ...wedding,
      pronouns: o("pronouns", personal.pronounsA),
      date_of_birth: couple.partnerA.birthdate,
      phone_number: couple.partnerA.phoneNumber,
      business_name: personal.businessName,
    },
    answersB: {
      ...answersB,
      ...wedding,
      pronouns: o("pronouns", personal.pronounsB),
      date_of_birth: couple.partnerB.birthdate,
      phone_number: couple.partnerB.phoneNumber,
      attorney_plan: o("attorney_plan", "no_attorney"),
      // Agreed with partner A: the one question couple 1 still disputes.
      separate_growth: CALIFORNIA_ANSWERS_A.separate_growth,
      expected_inheritance_source: personal.familyTrust,
    },
  };
}

export const demo = {
  lawFirms: [
    {
      key: FIRM_1,
      name: "Ellis & Navarro Family Law",
      contactEmail: "hello@ellis-navarro.example",
      website: "https://ellis-navarro.example",
      payoutDetails: "Payouts to the firm's operating account through the payment provider.",
      isApproved: true,
      // Onboarded with the embedded local gateway, so the demo admin can pay the firm out; the second
      // firm has not onboarded yet and shows the "No payout account" warning.
      payoutAccountId: "acct_local_ellis_navarro",
    },
    {
      key: FIRM_2,
      name: "Brightwater Premarital Counsel",
      contactEmail: "intake@brightwater-counsel.example",
      website: "https://brightwater-counsel.example",
      payoutDetails: "Payouts to the firm's operating account through the payment provider.",
      isApproved: true,
      payoutAccountId: null,
    },
  ],
  attorneys: [
    {
      key: "morgan_ellis",
      externalId: "demo-attorney-approved",
      firstName: "Morgan",
      lastName: "Ellis",
      email: "attorney@demo.prenup.test",
      phoneNumber: "+14155550142",
      lawFirmKey: FIRM_1,
      isLawFirmLead: true,
      stage: "APPROVED" as const,
      bio: "Morgan has spent fourteen years helping couples talk openly about money before they marry. Practical, calm and clear, Morgan focuses on agreements that both partners feel good signing, especially for founders and blended families.",
      languages: ["English", "Spanish"],
      practiceAreas: ["Prenuptial agreements", "Postnuptial agreements", "Family law mediation"],
      professionalAssociations: ["Family Law Section of the California Lawyers Association"],
      yearsOfExperience: 14,
      lawSchool: "UC Law San Francisco",
      responseTimeHours: 24,
      hasMalpracticeInsurance: true,
      isEmbryoAttorney: true,
      hasFastTurnaround: true,
      licences: [
        { stateId: "CA", barLicenseNum: "CA-281734", order: 0 },
        { stateId: "NY", barLicenseNum: "NY-5583016", order: 1 },
        { stateId: "WA", barLicenseNum: "WSBA-50917", order: 2 },
      ],
      services: services("ellis-navarro", "morgan-ellis"),
    },
    {
      key: "daniela_navarro",
      externalId: null,
      firstName: "Daniela",
      lastName: "Navarro",
      email: "daniela@ellis-navarro.example",
      phoneNumber: "+13035550188",
      lawFirmKey: FIRM_1,
      isLawFirmLead: false,
      stage: "APPROVED" as const,
      bio: "Daniela advises couples with businesses, equity compensation and property in more than one state. She explains each clause in plain terms and turns drafts around quickly.",
      languages: ["English", "Spanish", "Portuguese"],
      practiceAreas: ["Prenuptial agreements", "Business valuation disputes", "Community property"],
      professionalAssociations: [
        "Colorado Bar Association Family Law Section",
        "State Bar of Texas Family Law Section",
      ],
      yearsOfExperience: 9,
      lawSchool: "University of Colorado Law School",
      responseTimeHours: 12,
      hasMalpracticeInsurance: true,
      isEmbryoAttorney: false,
      hasFastTurnaround: true,
      licences: [
        { stateId: "CO", barLicenseNum: "CO-48213", order: 0 },
        { stateId: "TX", barLicenseNum: "TX-24098817", order: 1 },
        { stateId: "CA", barLicenseNum: "CA-306551", order: 2 },
      ],
      services: services("ellis-navarro", "daniela-navarro"),
    },
    {
      key: "priya_raman",
      // Priya signs in too (the attorney-services journey: she represents Emma and approves her side).
      externalId: "demo-attorney-priya",
      firstName: "Priya",
      lastName: "Raman",
      email: "priya@demo.prenup.test",
      phoneNumber: "+12125550117",
      lawFirmKey: FIRM_2,
      isLawFirmLead: true,
      stage: "APPROVED" as const,
      bio: "Priya has drafted and reviewed premarital agreements in the Northeast for over eighteen years, including for couples with family trusts and inheritances. She is known for patient, thorough explanations.",
      languages: ["English", "Hindi", "Tamil"],
      practiceAreas: ["Prenuptial agreements", "Trusts and estates", "Divorce"],
      professionalAssociations: ["New York State Bar Association Family Law Section", "Boston Bar Association"],
      yearsOfExperience: 18,
      lawSchool: "Columbia Law School",
      responseTimeHours: 48,
      hasMalpracticeInsurance: true,
      isEmbryoAttorney: true,
      hasFastTurnaround: false,
      licences: [
        { stateId: "NY", barLicenseNum: "NY-4418250", order: 0 },
        { stateId: "NJ", barLicenseNum: "NJ-019942006", order: 1 },
        { stateId: "MA", barLicenseNum: "BBO-671203", order: 2 },
        // Also admitted in California, so each partner of a CA couple can choose an attorney of a
        // different law firm (partners never share an attorney or a firm).
        { stateId: "CA", barLicenseNum: "CA-312460", order: 3 },
      ],
      services: services("brightwater-counsel", "priya-raman"),
    },
    {
      key: "marcus_webb",
      externalId: null,
      firstName: "Marcus",
      lastName: "Webb",
      email: "marcus@brightwater-counsel.example",
      phoneNumber: "+13125550163",
      lawFirmKey: FIRM_2,
      isLawFirmLead: false,
      stage: "APPROVED" as const,
      bio: "Marcus works with couples in the Midwest, Florida and Texas, often where one partner owns a practice or a family farm. He keeps agreements short, fair and easy to live with.",
      languages: ["English"],
      practiceAreas: ["Prenuptial agreements", "Postnuptial agreements", "Small business"],
      professionalAssociations: ["Illinois State Bar Association", "The Florida Bar Family Law Section"],
      yearsOfExperience: 11,
      lawSchool: "Northwestern Pritzker School of Law",
      responseTimeHours: 24,
      hasMalpracticeInsurance: true,
      isEmbryoAttorney: false,
      hasFastTurnaround: false,
      licences: [
        { stateId: "IL", barLicenseNum: "ARDC-6319442", order: 0 },
        { stateId: "FL", barLicenseNum: "FL-1022871", order: 1 },
        { stateId: "NY", barLicenseNum: "NY-5127734", order: 2 },
        { stateId: "TX", barLicenseNum: "TX-24117630", order: 3 },
      ],
      services: services("brightwater-counsel", "marcus-webb"),
    },
    {
      key: "casey_brooks",
      externalId: "demo-attorney-review",
      firstName: "Casey",
      lastName: "Brooks",
      email: "applicant@demo.prenup.test",
      phoneNumber: "+15035550129",
      lawFirmKey: null,
      isLawFirmLead: false,
      stage: "UNDER_REVIEW" as const,
      bio: "Casey is applying to join the platform after six years in a family law practice in Oregon.",
      languages: ["English"],
      practiceAreas: ["Prenuptial agreements", "Divorce"],
      professionalAssociations: ["Oregon State Bar Family Law Section"],
      yearsOfExperience: 6,
      lawSchool: "Lewis & Clark Law School",
      responseTimeHours: 48,
      hasMalpracticeInsurance: true,
      isEmbryoAttorney: false,
      hasFastTurnaround: false,
      licences: [{ stateId: "OR", barLicenseNum: "OSB-153377", order: 0 }],
      services: [],
    },
  ],
  reviews: [
    {
      key: "review_alex_morgan",
      attorneyKey: "morgan_ellis",
      reviewerExternalId: "demo-couple1-a",
      rating: 96,
      message:
        "Morgan walked me through every clause without rushing, and caught a problem with how my company shares were described. I signed feeling completely sure.",
      status: "APPROVED" as const,
    },
    {
      key: "review_jordan_daniela",
      attorneyKey: "daniela_navarro",
      reviewerExternalId: "demo-couple1-b",
      rating: 90,
      message:
        "Quick, clear answers on my Q&A call. Daniela explained the California waiting period in two minutes flat.",
      status: "APPROVED" as const,
    },
    {
      key: "review_sam_priya",
      attorneyKey: "priya_raman",
      reviewerExternalId: "demo-couple2-a",
      rating: 84,
      message: "Very thorough about my family trust. The call ran a little long but it was worth it.",
      status: "PENDING" as const,
    },
  ],
  couples: [
    {
      key: "couple_1",
      stateId: "CA",
      prenupPaid: true,
      partnerA: {
        externalId: "demo-couple1-a",
        email: "alex@demo.prenup.test",
        firstName: "Alex",
        lastName: "Rivera",
        phoneNumber: "+14155550101",
        birthdate: "1991-04-18",
        gender: "NON_BINARY" as const,
      },
      partnerB: {
        externalId: "demo-couple1-b",
        email: "jordan@demo.prenup.test",
        firstName: "Jordan",
        lastName: "Lee",
        phoneNumber: "+14155550102",
        birthdate: "1990-09-02",
        gender: "FEMALE" as const,
      },
      answersA: CALIFORNIA_ANSWERS_A,
      answersB: CALIFORNIA_ANSWERS_B,
    },
    {
      key: "couple_2",
      stateId: "NY",
      prenupPaid: false,
      partnerA: {
        externalId: "demo-couple2-a",
        email: "sam@demo.prenup.test",
        firstName: "Sam",
        lastName: "Patel",
        phoneNumber: "+12125550103",
        birthdate: "1993-01-27",
        gender: "MALE" as const,
      },
      partnerB: {
        externalId: "demo-couple2-b",
        email: "riley@demo.prenup.test",
        firstName: "Riley",
        lastName: "Chen",
        phoneNumber: "+12125550104",
        birthdate: "1994-11-05",
        gender: "FEMALE" as const,
      },
      answersA: {
        pronouns: o("pronouns", "he_him"),
        date_of_birth: "1993-01-27",
        phone_number: "+12125550103",
        attorney_plan: o("attorney_plan", "no_attorney"),
        signing_timeline: o("signing_timeline", "over_30_days"),
        disclosure_approach: o("disclosure_approach", "full_disclosure"),
        wedding_date: "2027-09-18",
        wedding_location: "Brooklyn, New York",
        living_together: o("living_together", "no"),
        previously_married: o("previously_married", "no"),
        has_children: o("has_children", "no"),
        future_children: o("future_children", "maybe"),
        career_pause: o("career_pause", "compensate"),
        career_pause_amount: "$25,000",
        future_residence: o("future_residence", "undecided"),
      },
      answersB: {
        pronouns: o("pronouns", "she_her"),
        date_of_birth: "1994-11-05",
        phone_number: "+12125550104",
        attorney_plan: o("attorney_plan", "hire_through_us"),
        signing_timeline: o("signing_timeline", "over_30_days"),
        disclosure_approach: o("disclosure_approach", "full_disclosure"),
        wedding_date: "2027-09-18",
        wedding_location: "Brooklyn, New York",
        living_together: o("living_together", "no"),
      },
    },
    // Couple 3: the attorney-services journey (hires an attorney for each partner).
    californiaCouple(
      "couple_3",
      {
        externalId: "demo-couple3-a",
        email: "noah@demo.prenup.test",
        firstName: "Noah",
        lastName: "Kim",
        phoneNumber: "+14155550105",
        birthdate: "1989-02-11",
        gender: "MALE" as const,
      },
      {
        externalId: "demo-couple3-b",
        email: "emma@demo.prenup.test",
        firstName: "Emma",
        lastName: "Garcia",
        phoneNumber: "+14155550106",
        birthdate: "1992-07-30",
        gender: "FEMALE" as const,
      },
      {
        pronounsA: "he_him",
        pronounsB: "she_her",
        businessName: "Kim Design Studio LLC",
        familyTrust: "the Garcia Family Trust",
      },
    ),
    // Couple 4: the notarization journey (notarizes, moves to Ohio and back).
    californiaCouple(
      "couple_4",
      {
        externalId: "demo-couple4-a",
        email: "lena@demo.prenup.test",
        firstName: "Lena",
        lastName: "Fischer",
        phoneNumber: "+14155550107",
        birthdate: "1990-12-03",
        gender: "FEMALE" as const,
      },
      {
        externalId: "demo-couple4-b",
        email: "omar@demo.prenup.test",
        firstName: "Omar",
        lastName: "Haddad",
        phoneNumber: "+14155550108",
        birthdate: "1988-05-21",
        gender: "MALE" as const,
      },
      {
        pronounsA: "she_her",
        pronounsB: "he_him",
        businessName: "Fischer Analytics LLC",
        familyTrust: "the Haddad Family Trust",
      },
    ),
    // Couple 5: the alignment-conversation journey (settles their one disagreement through proposals).
    californiaCouple(
      "couple_5",
      {
        externalId: "demo-couple5-a",
        email: "mia@demo.prenup.test",
        firstName: "Mia",
        lastName: "Torres",
        phoneNumber: "+14155550109",
        birthdate: "1993-03-14",
        gender: "FEMALE" as const,
      },
      {
        externalId: "demo-couple5-b",
        email: "theo@demo.prenup.test",
        firstName: "Theo",
        lastName: "Walsh",
        phoneNumber: "+14155550110",
        birthdate: "1991-10-09",
        gender: "MALE" as const,
      },
      {
        pronounsA: "she_her",
        pronounsB: "he_him",
        businessName: "Torres Ceramics LLC",
        familyTrust: "the Walsh Family Trust",
      },
    ),
  ],
  clientCouples: [
    clientCouple(
      {
        key: "client_waiting",
        attorneyKey: "morgan_ellis",
        stateId: "CA",
        stage: "waiting" as const,
        partnerA: {
          email: "maya.johnson@client.demo.prenup.test",
          firstName: "Maya",
          lastName: "Johnson",
          phoneNumber: "+14155550161",
          birthdate: "1992-03-14",
          gender: "FEMALE" as const,
        },
        partnerB: {
          email: "ethan.brooks@client.demo.prenup.test",
          firstName: "Ethan",
          lastName: "Brooks",
          phoneNumber: "+14155550162",
          birthdate: "1991-08-09",
          gender: "MALE" as const,
        },
      },
      {
        pronounsA: "she_her",
        pronounsB: "he_him",
        businessName: "Johnson Botanicals LLC",
        familyTrust: "the Brooks Family Trust",
        weddingDate: "2027-05-22",
        weddingLocation: "Santa Barbara, California",
      },
    ),
    clientCouple(
      {
        key: "client_in_review",
        attorneyKey: "morgan_ellis",
        stateId: "NY",
        stage: "in_review" as const,
        partnerA: {
          email: "olivia.martin@client.demo.prenup.test",
          firstName: "Olivia",
          lastName: "Martin",
          phoneNumber: "+12125550163",
          birthdate: "1990-06-21",
          gender: "FEMALE" as const,
        },
        partnerB: {
          email: "lucas.wright@client.demo.prenup.test",
          firstName: "Lucas",
          lastName: "Wright",
          phoneNumber: "+12125550164",
          birthdate: "1989-10-02",
          gender: "MALE" as const,
        },
      },
      {
        pronounsA: "she_her",
        pronounsB: "he_him",
        businessName: "Martin Editorial LLC",
        familyTrust: "the Wright Family Trust",
        weddingDate: "2027-07-17",
        weddingLocation: "Hudson, New York",
      },
    ),
    clientCouple(
      {
        key: "client_approved",
        attorneyKey: "morgan_ellis",
        stateId: "WA",
        stage: "approved" as const,
        partnerA: {
          email: "sofia.alvarez@client.demo.prenup.test",
          firstName: "Sofia",
          lastName: "Alvarez",
          phoneNumber: "+12065550165",
          birthdate: "1988-01-30",
          gender: "FEMALE" as const,
        },
        partnerB: {
          email: "daniel.okafor@client.demo.prenup.test",
          firstName: "Daniel",
          lastName: "Okafor",
          phoneNumber: "+12065550166",
          birthdate: "1987-12-12",
          gender: "MALE" as const,
        },
      },
      {
        pronounsA: "she_her",
        pronounsB: "he_him",
        businessName: "Alvarez Architecture PLLC",
        familyTrust: "the Okafor Family Trust",
        weddingDate: "2027-04-24",
        weddingLocation: "Seattle, Washington",
      },
    ),
    clientCouple(
      {
        key: "client_notarized",
        attorneyKey: "morgan_ellis",
        // Washington allows remote online notarization (California does not): the couple signed
        // with the local notary, so their notarized PDF carries its certificate page.
        stateId: "WA",
        stage: "notarized" as const,
        partnerA: {
          email: "grace.liu@client.demo.prenup.test",
          firstName: "Grace",
          lastName: "Liu",
          phoneNumber: "+12065550167",
          birthdate: "1993-09-05",
          gender: "FEMALE" as const,
        },
        partnerB: {
          email: "henry.adams@client.demo.prenup.test",
          firstName: "Henry",
          lastName: "Adams",
          phoneNumber: "+12065550168",
          birthdate: "1992-02-18",
          gender: "MALE" as const,
        },
      },
      {
        pronounsA: "she_her",
        pronounsB: "he_him",
        businessName: "Liu Health Consulting LLC",
        familyTrust: "the Adams Family Trust",
        weddingDate: "2027-01-16",
        weddingLocation: "Spokane, Washington",
      },
    ),
    clientCouple(
      {
        key: "client_priya_in_review",
        attorneyKey: "priya_raman",
        stateId: "NY",
        stage: "in_review" as const,
        partnerA: {
          email: "hannah.cohen@client.demo.prenup.test",
          firstName: "Hannah",
          lastName: "Cohen",
          phoneNumber: "+12125550169",
          birthdate: "1991-11-27",
          gender: "FEMALE" as const,
        },
        partnerB: {
          email: "marcus.reed@client.demo.prenup.test",
          firstName: "Marcus",
          lastName: "Reed",
          phoneNumber: "+12125550170",
          birthdate: "1990-04-08",
          gender: "MALE" as const,
        },
      },
      {
        pronounsA: "she_her",
        pronounsB: "he_him",
        businessName: "Cohen Ceramics LLC",
        familyTrust: "the Reed Family Trust",
        weddingDate: "2027-10-09",
        weddingLocation: "Brooklyn, New York",
      },
    ),
  ],
};
