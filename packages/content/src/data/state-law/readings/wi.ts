/** Wisconsin: the cells of the state-law matrix read in its own law. */
import type { StateReadings } from "./reading.ts";

export const WI: StateReadings = {
  officialStyle: {
    value: "State",
    confirmed: true,
    citation: "Delaney v. Delaney, No. 2005AP2100 (Wis. Ct. App. Nov. 9, 2006) (caption)",
    reading: {
      quote: "STATE OF WISCONSIN   IN COURT OF APPEALS",
      source: "https://wicourts.gov/ca/opinion/DisplayDocument.html?content=html&seqNo=27095",
      readOn: "2026-11-28",
    },
  },
  governingAct: {
    value: { kind: "UNIFORM_MARITAL_PROPERTY_ACT", reference: "Wis. Stat. § 766.58 (marital property agreements)" },
    confirmed: true,
    citation: "Wis. Stat. § 766.58(1), (3)",
    reading: {
      quote:
        "(1) A marital property agreement shall be a document signed by both spouses. Only the spouses may be parties to a marital property agreement. A marital property agreement is enforceable without consideration.",
      source:
        "https://casetext.com/statute/wisconsin-statutes/the-family/chapter-766-property-rights-of-married-persons-marital-property/section-76658-marital-property-agreements",
      readOn: "2026-11-28",
    },
  },
  spousalSupport: {
    value: "CAN_WAIVE_OR_MODIFY",
    confirmed: true,
    citation: "Wis. Stat. § 766.58(3)(d); Steinmann v. Steinmann, 2008 WI 43 (annotation to § 767.56)",
    reading: {
      quote: "(d) Modification or elimination of spousal support, except as provided in sub. (9).",
      source:
        "https://casetext.com/statute/wisconsin-statutes/the-family/chapter-766-property-rights-of-married-persons-marital-property/section-76658-marital-property-agreements",
      readOn: "2026-11-28",
    },
  },
  division: {
    value: { system: "COMMUNITY_EQUAL", allProperty: true, giftsDivisible: true, equalPresumption: true },
    confirmed: true,
    citation: "Wis. Stat. § 767.61(1), (2)(a), (3)",
    reading: {
      quote:
        "(3) Presumption of equal division. The court shall presume that all property not described in sub. (2) (a) is to be divided equally between the parties, but may alter this distribution without regard to marital misconduct after considering all of the following: ... (b) The property brought to the marriage by each party.",
      source: "https://docs.legis.wisconsin.gov/2005/statutes/statutes/767/vii/61/5/b/3",
      readOn: "2026-11-28",
    },
  },
  separateGrowth: {
    value: "INCOME_AND_EFFORT_COMMUNITY",
    confirmed: true,
    citation: "Wis. Stat. § 766.31(4), (6)",
    reading: {
      quote:
        "(4) Except as provided under subs. (7) (a), (7p) and (10), income earned or accrued by a spouse or attributable to property of a spouse during marriage and after the determination date is marital property.",
      source: "http://www.divorceonline.com/wisconsin-divorce-laws/",
      readOn: "2026-11-28",
    },
  },
  premaritalConversion: {
    value: true,
    confirmed: true,
    citation: "Wis. Stat. § 766.58(3)(a)",
    reading: {
      quote:
        "(a) Rights in and obligations with respect to any of either or both spouses' property whenever and wherever acquired or located.",
      source:
        "https://casetext.com/statute/wisconsin-statutes/the-family/chapter-766-property-rights-of-married-persons-marital-property/section-76658-marital-property-agreements",
      readOn: "2026-11-28",
    },
  },
  communityPropertyElection: {
    value: "NONE",
    confirmed: true,
    citation: "Wis. Stat. § 766.31(1), (2)",
    reading: {
      quote:
        "(1) All property of spouses is marital property except that which is classified otherwise by this chapter ... (2) All property of spouses is presumed to be marital property.",
      source: "http://www.divorceonline.com/wisconsin-divorce-laws/",
      readOn: "2026-11-28",
    },
  },
  vocabulary: {
    value: {
      supportTerm: "maintenance",
      pendingSupportTerm: "temporary maintenance",
      divorceTerm: "divorce",
      sharedPropertyTerm: "marital property",
    },
    confirmed: true,
    citation: "Wis. Stat. § 767.56 (official annotation); § 766.31",
    reading: {
      quote: "Parties with marital property agreements are not exempt from maintenance awards.",
      source: "https://docs.legis.wisconsin.gov/document/statutes/767.57(1m)(b)",
      readOn: "2026-11-28",
    },
  },
  separationProceedings: {
    value: ["legal separation"],
    confirmed: true,
    citation: "Wis. Stat. § 767.61(1)",
    reading: {
      quote:
        "Upon every judgment of annulment, divorce, or legal separation, or in rendering a judgment in an action under s. 767.001 (1) (h), the court shall divide the property of the parties.",
      source: "https://docs.legis.wisconsin.gov/2005/statutes/statutes/767/vii/61/5/b/3",
      readOn: "2026-11-28",
    },
  },
  disclosureWaiver: {
    value: false,
    confirmed: true,
    citation: "Delaney v. Delaney, No. 2005AP2100, ¶ 1 (Wis. Ct. App. Nov. 9, 2006) (unpublished)",
    reading: {
      quote:
        "John contends that, because Mary waived her right to further financial disclosure at the time the agreement was signed, the court should not have concluded that his failure to disclose the value of his assets rendered the agreement inequitable. ... We affirm on all issues.",
      source: "https://wicourts.gov/ca/opinion/DisplayDocument.html?content=html&seqNo=27095",
      readOn: "2026-11-28",
    },
  },
  witnesses: {
    value: { count: 0, notary: "MAY_BE_ONE" },
    confirmed: true,
    citation: "Wis. Stat. § 766.58(1)",
    reading: {
      quote:
        "(1) A marital property agreement shall be a document signed by both spouses. Only the spouses may be parties to a marital property agreement. A marital property agreement is enforceable without consideration.",
      source:
        "https://casetext.com/statute/wisconsin-statutes/the-family/chapter-766-property-rights-of-married-persons-marital-property/section-76658-marital-property-agreements",
      readOn: "2026-11-28",
    },
  },
  acknowledgedAsConveyance: {
    value: false,
    confirmed: true,
    citation: "Wis. Stat. § 766.58(1)",
    reading: {
      quote:
        "(1) A marital property agreement shall be a document signed by both spouses. Only the spouses may be parties to a marital property agreement. A marital property agreement is enforceable without consideration.",
      source:
        "https://casetext.com/statute/wisconsin-statutes/the-family/chapter-766-property-rights-of-married-persons-marital-property/section-76658-marital-property-agreements",
      readOn: "2026-11-28",
    },
  },
  remoteNotarizationAllowed: {
    value: false,
    confirmed: true,
    citation: "Wis. Stat. § 140.145(10)(d)",
    reading: {
      quote:
        "This section does not apply to a transaction to the extent it is governed by any of the following: ... (d) Any law governing the creation and execution of marital property agreements.",
      source: "https://docs-preview.legis.wisconsin.gov/document/statutes/140.15(3)",
      readOn: "2026-11-28",
    },
  },
  finalAgreementReviewDays: {
    value: 0,
    confirmed: true,
    citation: "Wis. Stat. § 766.58(1)",
    reading: {
      quote:
        "(1) A marital property agreement shall be a document signed by both spouses. Only the spouses may be parties to a marital property agreement. A marital property agreement is enforceable without consideration.",
      source:
        "https://casetext.com/statute/wisconsin-statutes/the-family/chapter-766-property-rights-of-married-persons-marital-property/section-76658-marital-property-agreements",
      readOn: "2026-11-28",
    },
  },
  onlineSignerLocation: {
    value: "ANYWHERE",
    confirmed: true,
    citation: "Wis. Stat. § 140.145(1)(d), (1m), (2), (3)",
    reading: {
      quote:
        "(1m) For purposes of determining the jurisdiction in which a notarial act is performed for a remotely located individual, the location of the notary public shall be determinative. (2) A remotely located individual may comply with s. 140.06 by using communication technology to appear before a notary public.",
      source: "https://docs-preview.legis.wisconsin.gov/document/statutes/140.145(8)(c)",
      readOn: "2026-11-28",
    },
  },
};
