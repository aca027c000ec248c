/** Texas: the cells of the state-law matrix read in its own law. */
import type { StateReadings } from "./reading.ts";

export const TX: StateReadings = {
  officialStyle: {
    value: "State",
    confirmed: true,
    citation: "Tex. Const. preamble",
    reading: {
      quote:
        "Humbly invoking the blessings of Almighty God, the people of the State of Texas, do ordain and establish this Constitution.",
      source: "http://www.statutes.legis.state.tx.us/Docs/CN/htm/CN.PR.htm",
      readOn: "2026-11-28",
    },
  },
  governingAct: {
    value: { kind: "UPAA", reference: "the Texas Uniform Premarital Agreement Act, Tex. Fam. Code § 4.001 et seq." },
    confirmed: true,
    citation: "Tex. Fam. Code §§ 4.001–4.006 (ch. 4, subch. A)",
    reading: {
      quote:
        '"Premarital agreement" means an agreement between prospective spouses made in contemplation of marriage and to be effective on marriage.',
      source: "https://prenuppros.com/texas-upaa",
      readOn: "2026-11-28",
    },
  },
  counsel: {
    value: {
      statutoryNotice: null,
      plainLanguageExplanation: false,
      expressWaiverOfCounsel: false,
      separateWaiverAndExplanation: false,
      termsNeedingCounsel: [],
    },
    confirmed: true,
    citation: "Tex. Fam. Code § 4.006(a), (c)",
    reading: {
      quote:
        "(a) A premarital agreement is not enforceable if the party against whom enforcement is requested proves that: (1) the party did not sign the agreement voluntarily; or (2) the agreement was unconscionable when it was signed and, before signing the agreement, that party: ... (c) The remedies and defenses in this section are the exclusive remedies or defenses, including common law remedies or defenses.",
      source: "https://lawserver.com/law/state/texas/tx-codes/texas_family_code_4-006",
      readOn: "2026-11-28",
    },
  },
  spousalSupport: {
    value: "CAN_WAIVE_OR_MODIFY",
    confirmed: true,
    citation: "Tex. Fam. Code § 4.003(a)(4)",
    reading: {
      quote:
        "(a) The parties to a premarital agreement may contract with respect to: ... (4) the modification or elimination of spousal support;",
      source: "https://prenuppros.com/texas-upaa",
      readOn: "2026-11-28",
    },
  },
  pendingSupportProtected: {
    value: false,
    confirmed: true,
    citation: "Tex. Fam. Code § 4.003(a)(4), (b)",
    reading: {
      quote:
        "(4) the modification or elimination of spousal support; ... (b) The right of a child to support may not be adversely affected by a premarital agreement.",
      source: "https://prenuppros.com/texas-upaa",
      readOn: "2026-11-28",
    },
  },
  supportKinds: {
    value: null,
    confirmed: true,
    citation: "Tex. Fam. Code § 8.051",
    reading: {
      quote:
        "the court may order maintenance for either spouse only if the spouse seeking maintenance will lack sufficient property, including the spouse’s separate property, on dissolution of the marriage to provide for the spouse’s minimum reasonable needs",
      source: "https://texas.public.law/statutes/tex._fam._code_section_8.051",
      readOn: "2026-11-28",
    },
  },
  unconscionability: {
    value: "AT_SIGNING",
    confirmed: true,
    citation: "Tex. Fam. Code § 4.006(a)(2)",
    reading: {
      quote: "(2) the agreement was unconscionable when it was signed and, before signing the agreement, that party:",
      source: "https://lawserver.com/law/state/texas/tx-codes/texas_family_code_4-006",
      readOn: "2026-11-28",
    },
  },
  supportFloor: {
    value: "NONE",
    confirmed: true,
    citation: "Tex. Fam. Code § 4.006(b), (c)",
    reading: {
      quote:
        "(b) An issue of unconscionability of a premarital agreement shall be decided by the court as a matter of law. (c) The remedies and defenses in this section are the exclusive remedies or defenses, including common law remedies or defenses.",
      source: "https://lawserver.com/law/state/texas/tx-codes/texas_family_code_4-006",
      readOn: "2026-11-28",
    },
  },
  disclosureStandard: {
    value: { kind: "FAIR_AND_REASONABLE", knowledgeSuffices: false },
    confirmed: true,
    citation: "Tex. Fam. Code § 4.006(a)(2)(A)",
    reading: {
      quote:
        "(A) was not provided a fair and reasonable disclosure of the property or financial obligations of the other party;",
      source: "https://lawserver.com/law/state/texas/tx-codes/texas_family_code_4-006",
      readOn: "2026-11-28",
    },
  },
  division: {
    value: { system: "COMMUNITY_EQUITABLE", allProperty: false, giftsDivisible: false, equalPresumption: false },
    confirmed: true,
    citation: "Tex. Fam. Code § 7.001; § 3.001",
    reading: {
      quote:
        "In a decree of divorce or annulment, the court shall order a division of the estate of the parties in a manner that the court deems just and right, having due regard for the rights of each party and any children of the marriage.",
      source: "https://www.texasdivorceonline.com/texas-divorce-laws/property-divorce.html",
      readOn: "2026-11-28",
    },
  },
  separateGrowth: {
    value: "INCOME_COMMUNITY",
    confirmed: true,
    citation: "Tex. Fam. Code § 3.002",
    reading: {
      quote:
        "Community property consists of the property, other than separate property, acquired by either spouse during marriage.",
      source: "https://www.texasdivorceonline.com/texas-divorce-laws/property-divorce.html",
      readOn: "2026-11-28",
    },
  },
  premaritalConversion: {
    value: false,
    confirmed: true,
    citation: "Tex. Fam. Code § 4.203(a)",
    reading: {
      quote:
        "(a) An agreement to convert separate property to community property: (1) must be in writing and: (A) be signed by the spouses; (B) identify the property being converted; and (C) specify that the property is being converted to the spouses' community property",
      source: "https://www.uslegalforms.com/forms-kit/us-00410/texas-partition-and-exchange-agreement-without",
      readOn: "2026-11-28",
    },
  },
  communityPropertyElection: {
    value: "NONE",
    confirmed: true,
    citation: "Tex. Fam. Code § 3.002",
    reading: {
      quote:
        "Community property consists of the property, other than separate property, acquired by either spouse during marriage.",
      source: "https://www.texasdivorceonline.com/texas-divorce-laws/property-divorce.html",
      readOn: "2026-11-28",
    },
  },
  survivorRights: {
    value: {
      waived:
        "any share of the other's estate if there is no will, the surviving spouse's right to occupy the homestead, exempt property set aside and any allowance in lieu of it, the family allowance, and priority to be appointed executor or administrator",
      electiveShare: false,
      waivable: true,
      notRenounceable: [],
      rightSummary:
        "Texas has no elective share; the survivor keeps his or her half of the community property and has homestead, exempt property and family allowance rights.",
      waiverConditions: { disclosureOfRight: false, fairConsideration: false },
    },
    confirmed: true,
    citation: "Williams v. Williams, 569 S.W.2d 867 (Tex. 1978); Tex. Fam. Code § 4.003(a)(3)",
    reading: {
      quote:
        "The question presented by this cause is whether a premarital agreement to waive the constitutional and statutory rights of a surviving spouse to a homestead and other exempt property is valid. The trial court held such an agreement to be valid. ... We reverse the judgment of the court of civil appeals and affirm that of the trial court.",
      source: "https://cetient.com/opinion/2450862/williams-v-williams",
      readOn: "2026-11-28",
    },
  },
  vocabulary: {
    value: {
      supportTerm: "spousal maintenance",
      pendingSupportTerm: "temporary spousal support",
      divorceTerm: "divorce",
      sharedPropertyTerm: "community property",
    },
    confirmed: true,
    citation: "Tex. Fam. Code § 8.001; § 7.001; § 3.002",
    reading: {
      quote:
        'CHAPTER 8. MAINTENANCE ... In this chapter, "maintenance" means an award in a suit for dissolution of a marriage of periodic payments from the future income of one spouse for the support of the other spouse.',
      source: "http://caselaw.lp.findlaw.com/txcodes/fa000800.html",
      readOn: "2026-11-28",
    },
  },
  disclosureWaiver: {
    value: true,
    confirmed: true,
    citation: "Tex. Fam. Code § 4.006(a)(2)(B)",
    reading: {
      quote:
        "(B) did not voluntarily and expressly waive, in writing, any right to disclosure of the property or financial obligations of the other party beyond the disclosure provided;",
      source: "https://lawserver.com/law/state/texas/tx-codes/texas_family_code_4-006",
      readOn: "2026-11-28",
    },
  },
  valueBasisRequired: {
    value: false,
    confirmed: true,
    citation: "Tex. Fam. Code § 4.006(a)(2)(A)",
    reading: {
      quote:
        "(A) was not provided a fair and reasonable disclosure of the property or financial obligations of the other party;",
      source: "https://lawserver.com/law/state/texas/tx-codes/texas_family_code_4-006",
      readOn: "2026-11-28",
    },
  },
  embryoAgreements: {
    value: "FORMS_FOLLOWED",
    confirmed: true,
    citation: "Roman v. Roman, 193 S.W.3d 40, 49–50 (Tex. App.—Houston [1st Dist.] 2006, pet. denied)",
    reading: {
      quote:
        "the public policy of [Texas] would permit a husband and wife to enter voluntarily into an agreement, before implantation, that would provide for an embryo's disposition in the event of a contingency, such as divorce",
      source: "http://professorbeyer.com/Case_Summaries/2006/Roman.html",
      readOn: "2026-11-28",
    },
  },
  witnesses: {
    value: { count: 0, notary: "MAY_BE_ONE" },
    confirmed: true,
    citation: "Tex. Fam. Code § 4.002",
    reading: {
      quote:
        "A premarital agreement must be in writing and signed by both parties. The agreement is enforceable without consideration.",
      source: "https://prenuppros.com/texas-upaa",
      readOn: "2026-11-28",
    },
  },
  deathWaiverWitnesses: {
    value: null,
    confirmed: true,
    citation: "Tex. Fam. Code § 4.002",
    reading: {
      quote:
        "A premarital agreement must be in writing and signed by both parties. The agreement is enforceable without consideration.",
      source: "https://prenuppros.com/texas-upaa",
      readOn: "2026-11-28",
    },
  },
  acknowledgementForm: {
    value: "GENERAL",
    confirmed: true,
    citation: "Tex. Civ. Prac. & Rem. Code § 121.008(a), (b)(1)",
    reading: {
      quote:
        "(a) The forms for certificates of acknowledgment provided by this section may be used as alternatives to other authorized forms. ... (b)(1) For a natural person acting in his own right: State of Texas County of ____ This instrument was acknowledged before me on (date) by (name or names of person or persons acknowledging).",
      source: "https://www.lawserver.com/law/state/texas/tx-codes/texas_civil_practice_and_remedies_code_121-008",
      readOn: "2026-11-28",
    },
  },
  acknowledgedAsConveyance: {
    value: false,
    confirmed: true,
    citation: "Tex. Fam. Code § 4.002",
    reading: {
      quote:
        "A premarital agreement must be in writing and signed by both parties. The agreement is enforceable without consideration.",
      source: "https://prenuppros.com/texas-upaa",
      readOn: "2026-11-28",
    },
  },
  counterpartsAllowed: {
    value: true,
    confirmed: true,
    citation: "Tex. Fam. Code § 4.002",
    reading: {
      quote:
        "A premarital agreement must be in writing and signed by both parties. The agreement is enforceable without consideration.",
      source: "https://prenuppros.com/texas-upaa",
      readOn: "2026-11-28",
    },
  },
  remoteNotarizationAllowed: {
    value: true,
    confirmed: true,
    citation: "Tex. Gov't Code § 406.110(a) (added by Acts 2017, 85th Leg., ch. 340 (H.B. 1217), eff. July 1, 2018)",
    reading: {
      quote:
        "(a) An online notary public may perform an online notarization authorized under Section 406.107 that meets the requirements of this subchapter and rules adopted under this subchapter regardless of whether the principal is physically located in this state at the time of the online notarization.",
      source: "https://codes.findlaw.com/tx/government-code/gov-t-sect-406-110/",
      readOn: "2026-11-28",
    },
  },
  finalAgreementReviewDays: {
    value: 0,
    confirmed: true,
    citation: "Tex. Fam. Code §§ 4.002, 4.006",
    reading: {
      quote:
        "A premarital agreement must be in writing and signed by both parties. The agreement is enforceable without consideration.",
      source: "https://prenuppros.com/texas-upaa",
      readOn: "2026-11-28",
    },
  },
  onlineSignerLocation: {
    value: "ANYWHERE",
    confirmed: true,
    citation: "Tex. Gov't Code § 406.110(a); 1 Tex. Admin. Code § 87.40(b)",
    reading: {
      quote:
        "regardless of whether the principal is physically located in this state at the time of the online notarization",
      source: "https://codes.findlaw.com/tx/government-code/gov-t-sect-406-110/",
      readOn: "2026-11-28",
    },
  },
  signingDeadline: {
    value: "BEFORE_MARRIAGE",
    confirmed: true,
    citation: "Tex. Fam. Code §§ 4.001(1), 4.004",
    reading: {
      quote:
        '"Premarital agreement" means an agreement between prospective spouses made in contemplation of marriage and to be effective on marriage. ... A premarital agreement becomes effective on marriage.',
      source: "https://prenuppros.com/texas-upaa",
      readOn: "2026-11-28",
    },
  },
  maritalAgreements: {
    value: {
      enforceability: "ENFORCEABLE",
      noCourtWithinYearsOfMove: null,
      revocationExempt: false,
      allowedFrom: null,
      amendmentBySignedWriting: true,
      repeatOriginalFormalities: false,
      separateCounsel: "RECOMMENDED",
      acknowledgedLikeDeed: false,
      spousesAreFiduciaries: false,
      fullDisclosure: false,
      deathWaiverWitnesses: 0,
      termsMustNotPromoteDivorce: false,
      invalidIfDissolutionWithinYears: null,
      conversionStatement: { lines: null },
      // § 4.102: "At any time, the spouses may partition or exchange between themselves all or part of
      // their community property, then existing or to be acquired, as the spouses may desire" (read
      // again 2026-11-30 as a forms publisher quotes the section); § 4.104: in writing, signed by both.
      partition: { title: "Partition and Exchange Agreement" },
    },
    confirmed: true,
    // §§ 4.102 and 4.104 were read on a secondary page, § 4.203(a) on casetext.com; § 4.205's statement of
    // the legal effect of converting separate property to community property was not read in full.
    citation: "Tex. Fam. Code §§ 4.005, 4.102, 4.104, 4.203(a), 4.205",
    reading: {
      quote:
        "After marriage, a premarital agreement may be amended or revoked only by a written agreement signed by the parties. The amended agreement or the revocation is enforceable without consideration.",
      source: "https://prenuppros.com/texas-upaa",
      readOn: "2026-11-29",
    },
  },
};
