/** Tennessee: the cells of the state-law matrix read in its own law. */
import type { StateReadings } from "./reading.ts";

export const TN: StateReadings = {
  officialStyle: {
    value: "State",
    confirmed: true,
    citation: "Tenn. Code Ann. § 8-16-302 (as defined for the notary part)",
    reading: {
      quote: "State: means the state of Tennessee.",
      source: "https://www.lawserver.com/law/state/tennessee/tn-code/tennessee_code_8-16-306",
      readOn: "2026-11-28",
    },
  },
  governingAct: {
    value: { kind: "STATE_STATUTE", reference: "Tenn. Code Ann. § 36-3-501" },
    confirmed: true,
    citation: "Tenn. Code Ann. § 36-3-501, as quoted in Randolph v. Randolph, 937 S.W.2d 815 (Tenn. 1996)",
    reading: {
      quote:
        "any antenuptial or prenuptial agreement entered into by spouses concerning property owned by either spouse before the marriage which is the subject of such agreement shall be binding upon any court ... if such agreement is determined in the discretion of the court to have been entered into by such spouses freely, knowledgeably and in good faith",
      source: "http://casetext.com/case/randolph-v-randolph-16",
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
    citation: "Tenn. Code Ann. § 36-3-501",
    reading: {
      quote:
        "any antenuptial or prenuptial agreement entered into by spouses concerning property owned by either spouse before the marriage that is the subject of such agreement shall be binding upon any court having jurisdiction over such spouses and/or such agreement if such agreement is determined, in the discretion of such court, to have been entered into by such spouses freely, knowledgeably and in good faith and without exertion of duress or undue influence upon either spouse.",
      source: "https://marriage.uslegal.com/prenuptial-agreements/tennessee-premarital-agreement-law/",
      readOn: "2026-11-28",
    },
  },
  spousalSupport: {
    value: "CAN_WAIVE_OR_MODIFY",
    confirmed: true,
    citation: "Cary v. Cary, 937 S.W.2d 777 (Tenn. 1996)",
    reading: {
      quote:
        "a voluntary and knowing waiver or limitation of alimony in an antenuptial agreement is not void and unenforceable as contrary to public policy. Such provisions will be fully enforced unless enforcement will render the spouse deprived of alimony a public charge.",
      source: "https://case-law.vlex.com/vid/cary-v-cary-889053099",
      readOn: "2026-11-28",
    },
  },
  unconscionability: {
    value: "NOT_JUDGED",
    confirmed: true,
    citation: "Tenn. Code Ann. § 36-3-501; Randolph v. Randolph, 937 S.W.2d 815 (Tenn. 1996)",
    reading: {
      quote:
        "entered into by such spouses freely, knowledgeably and in good faith and without the exertion of duress or undue influence upon either spouse. The terms of such agreement shall be enforceable by all remedies available for enforcement of contract terms.",
      source: "http://casetext.com/case/randolph-v-randolph-16",
      readOn: "2026-11-28",
    },
  },
  supportFloor: {
    value: "PUBLIC_ASSISTANCE",
    confirmed: true,
    citation: "Cary v. Cary, 937 S.W.2d 777 (Tenn. 1996)",
    reading: {
      quote:
        "Such provisions will be fully enforced unless enforcement will render the spouse deprived of alimony a public charge.",
      source: "https://case-law.vlex.com/vid/cary-v-cary-889053099",
      readOn: "2026-11-28",
    },
  },
  disclosureStandard: {
    value: { kind: "FULL_AND_FAIR", knowledgeSuffices: true },
    confirmed: true,
    citation: "Randolph v. Randolph, 937 S.W.2d 815 (Tenn. 1996)",
    reading: {
      quote:
        "the spouse seeking to enforce an antenuptial agreement must prove, by a preponderance of the evidence, either that a full and fair disclosure of the nature, extent and value of his or her holdings was provided to the spouse seeking to avoid the agreement, or that disclosure was unnecessary because ... independent knowledge",
      source: "https://cetient.com/case/1060688/cl-randolph-v-virginia-henley-randolph",
      readOn: "2026-11-28",
    },
  },
  division: {
    value: { system: "EQUITABLE_DISTRIBUTION", allProperty: false, giftsDivisible: false, equalPresumption: false },
    confirmed: true,
    citation: "Ellis v. Ellis, 748 S.W.2d 424, 427 (Tenn. 1988) (as quoted); Tenn. Code Ann. § 36-4-121",
    reading: {
      quote:
        "The court is charged with reaching an equitable division of marital property, which is not necessarily an equal division.",
      source: "https://print.casetext.com/case/ellis-v-ellis-95/how-cited",
      readOn: "2026-11-28",
    },
  },
  separateGrowth: {
    value: "PASSIVE_SEPARATE_ACTIVE_MARITAL",
    confirmed: true,
    citation: "Telfer v. Telfer (Tenn. Ct. App. 2013), applying Tenn. Code Ann. § 36-4-121(b)(1)(B)",
    reading: {
      quote:
        "We hold that, under the circumstances of this case, the parties substantially contributed to the preservation and appreciation in value of the wife's separate assets, and so reverse the trial court's classification of the appreciation in value as her separate property.",
      source: "http://ecases.us/case/tennctapp/c3802324/melody-crunk-telfer-v-george-curtiss-telfer",
      readOn: "2026-11-28",
    },
  },
  premaritalConversion: {
    value: true,
    confirmed: true,
    citation: "Tenn. Code Ann. § 36-3-501",
    reading: {
      quote:
        "Notwithstanding any other provision of law to the contrary, . . . any antenuptial or prenuptial agreement entered into by spouses concerning property owned by either spouse before the marriage which is the subject of such agreement shall be binding upon any court having jurisdiction over such spouses",
      source: "http://casetext.com/case/randolph-v-randolph-16",
      readOn: "2026-11-28",
    },
  },
  communityPropertyElection: {
    value: "TRUST",
    confirmed: true,
    citation: "Tenn. Code Ann. § 35-17-103 (Tennessee Community Property Trust Act of 2010)",
    reading: {
      quote:
        "An arrangement is a community property trust if one (1) or both spouses transfer property to a trust, that: (1) Expressly declares that the trust is a Tennessee community property trust; (2) Has at least one (1) trustee who is a qualified trustee ... (3) Is signed by both spouses",
      source: "https://www.lawserver.com/law/state/tennessee/tn-code/tennessee_code_35-17-103",
      readOn: "2026-11-28",
    },
  },
  survivorRights: {
    value: {
      waived:
        "the elective share, exempt property, the year's support allowance, the homestead allowance, any intestate share, and priority to administer the estate",
      electiveShare: true,
      waivable: true,
      notRenounceable: [],
      rightSummary:
        "The surviving spouse may elect against the will (or the intestate share) to take a percentage of the decedent's net estate set by the length of the marriage: 10% if married less than 3 years, 20% for 3 to 6 years, 30% for 6 to 9 years, 40% for 9 years or more (net estate after secured debts, funeral and administration expenses, exempt property, homestead and year's support).",
      waiverConditions: { disclosureOfRight: false, fairConsideration: false },
    },
    confirmed: true,
    citation: "Tenn. Code Ann. § 31-4-101(a)(1), (b); § 36-3-501; In re Estate of Stokes (Tenn. Ct. App. 2022)",
    reading: {
      quote:
        "If the decedent and the surviving spouse were married to each other: less than 3 years 10% of the net estate; 3 years but less than 6 years 20% ...; 6 years but less than 9 years 30% ...; 9 years or more 40% of the net estate",
      source: "https://codes.findlaw.com/tn/title-31-descent-and-distribution/tn-code-sect-31-4-101.html",
      readOn: "2026-11-28",
    },
  },
  vocabulary: {
    value: {
      supportTerm: "alimony",
      pendingSupportTerm: "temporary alimony",
      divorceTerm: "divorce",
      sharedPropertyTerm: "marital property",
    },
    confirmed: true,
    citation: "Tenn. Code Ann. § 36-5-121(a), (b)",
    reading: {
      quote:
        "(a) In any action for divorce, legal separation or separate maintenance, the court may award alimony to be paid by one spouse to or for the benefit of the other",
      source: "https://memphisdivorce.com/resources/statutes/tennessee-alimony-statute-36-5-121/",
      readOn: "2026-11-28",
    },
  },
  separationProceedings: {
    value: ["legal separation"],
    confirmed: true,
    citation: "Tenn. Code Ann. § 36-5-121(a); § 36-4-102",
    reading: {
      quote: "In any action for divorce, legal separation or separate maintenance, the court may award alimony",
      source: "https://memphisdivorce.com/resources/statutes/tennessee-alimony-statute-36-5-121/",
      readOn: "2026-11-28",
    },
  },
  disclosureWaiver: {
    value: false,
    confirmed: true,
    citation: "Randolph v. Randolph, 937 S.W.2d 815 (Tenn. 1996)",
    reading: {
      quote:
        "either that a full and fair disclosure of the nature, extent and value of his or her holdings was provided ... or that disclosure was unnecessary because the spouse seeking to avoid the agreement had independent knowledge",
      source: "https://cetient.com/case/1060688/cl-randolph-v-virginia-henley-randolph",
      readOn: "2026-11-28",
    },
  },
  valueBasisRequired: {
    value: false,
    confirmed: true,
    citation: "Randolph v. Randolph, 937 S.W.2d 815 (Tenn. 1996)",
    reading: {
      quote:
        "either that a full and fair disclosure of the nature, extent and value of his or her holdings was provided ... or that disclosure was unnecessary because the spouse seeking to avoid the agreement had independent knowledge",
      source: "https://cetient.com/case/1060688/cl-randolph-v-virginia-henley-randolph",
      readOn: "2026-11-28",
    },
  },
  witnesses: {
    value: { count: 0, notary: "MAY_BE_ONE" },
    confirmed: true,
    citation: "Tenn. Code Ann. § 36-3-501",
    reading: {
      quote:
        "shall be binding upon any court having jurisdiction over such spouses and/or such agreement if such agreement is determined in the discretion of the court to have been entered into by such spouses freely, knowledgeably and in good faith",
      source: "http://casetext.com/case/randolph-v-randolph-16",
      readOn: "2026-11-28",
    },
  },
  deathWaiverWitnesses: {
    value: null,
    confirmed: true,
    citation: "Tenn. Code Ann. § 36-3-501",
    reading: {
      quote:
        "any antenuptial or prenuptial agreement entered into by spouses concerning property owned by either spouse before the marriage that is the subject of such agreement shall be binding upon any court having jurisdiction over such spouses and/or such agreement if such agreement is determined, in the discretion of such court, to have been entered into by such spouses freely, knowledgeably and in good faith and without exertion of duress or undue influence upon either spouse.",
      source: "https://marriage.uslegal.com/prenuptial-agreements/tennessee-premarital-agreement-law/",
      readOn: "2026-11-28",
    },
  },
  acknowledgedAsConveyance: {
    value: false,
    confirmed: true,
    citation: "Tenn. Code Ann. § 36-3-501",
    reading: {
      quote:
        "any antenuptial or prenuptial agreement entered into by spouses concerning property owned by either spouse before the marriage that is the subject of such agreement shall be binding upon any court having jurisdiction over such spouses and/or such agreement if such agreement is determined, in the discretion of such court, to have been entered into by such spouses freely, knowledgeably and in good faith and without exertion of duress or undue influence upon either spouse.",
      source: "https://marriage.uslegal.com/prenuptial-agreements/tennessee-premarital-agreement-law/",
      readOn: "2026-11-28",
    },
  },
  counterpartsAllowed: {
    value: true,
    confirmed: true,
    citation: "Tenn. Code Ann. § 36-3-501",
    reading: {
      quote:
        "any antenuptial or prenuptial agreement entered into by spouses concerning property owned by either spouse before the marriage that is the subject of such agreement shall be binding upon any court having jurisdiction over such spouses and/or such agreement if such agreement is determined, in the discretion of such court, to have been entered into by such spouses freely, knowledgeably and in good faith and without exertion of duress or undue influence upon either spouse.",
      source: "https://marriage.uslegal.com/prenuptial-agreements/tennessee-premarital-agreement-law/",
      readOn: "2026-11-28",
    },
  },
  remoteNotarizationAllowed: {
    value: true,
    confirmed: true,
    citation: "Tenn. Code Ann. § 8-16-302(1)(B) (Online Notary Public Act, title 8, ch. 16, part 3); § 66-22-101(c)(2)",
    reading: {
      quote:
        '"Appear" or "appearance" or "personally appear" means: (A) Appearing physically before a notary public; or (B) Appearing before an online notary public by means of an interactive two-way audio and video communication that meets the online notarization requirements under rules promulgated by the secretary of state',
      source: "https://codes.findlaw.com/tn/title-8-public-officers-and-employees/tn-code-sect-8-16-302/",
      readOn: "2026-11-28",
    },
  },
  finalAgreementReviewDays: {
    value: 0,
    confirmed: true,
    citation: "Tenn. Code Ann. § 36-3-501",
    reading: {
      quote:
        "Notwithstanding any other provision of law to the contrary, . . . any antenuptial or prenuptial agreement entered into by spouses concerning property owned by either spouse before the marriage which is the subject of such agreement shall be binding upon any court having jurisdiction over such spouses",
      source: "http://casetext.com/case/randolph-v-randolph-16",
      readOn: "2026-11-28",
    },
  },
  acknowledgementForm: {
    value: "GENERAL",
    confirmed: true,
    citation: "Tenn. Code Ann. \u00a7 66-22-114(b) (Release 76, 2021)",
    reading: {
      quote:
        "Any certificate clearly evidencing intent to authenticate, acknowledge or verify a document shall constitute a valid certificate of acknowledgment for purposes of this chapter and for any other purpose for which such certificate may be used under the law. It is the legislative intent that no specific form or wording be required in such certificate",
      source:
        "https://github.com/UniCourt/cic-code-tn/blob/507a4fb0e463c55a81147a3deba042aa18f562c1/transforms/tn/octn/r76/gov.tn.tca.title.66.html",
      readOn: "2026-11-28",
    },
  },
  // Read in the official code (Release 76, 2021): a signer within Tennessee acknowledges before a
  // Tennessee officer or notary (§ 66-22-102; a Tennessee online notary is allowed by § 66-22-101(c)(2));
  // one beyond the state may use a notary there (§ 66-22-103).
  onlineSignerLocation: {
    value: "OUTSIDE_STATE_ONLY",
    confirmed: true,
    citation: "Tenn. Code Ann. \u00a7\u00a7 66-22-102, 66-22-103 (Release 76, 2021)",
    reading: {
      quote:
        "If the person executing the instrument resides or is within the state, the acknowledgment shall be made before the county clerk, or legally appointed deputy county clerk, or clerk and master of chancery court of some county in the state or before a notary public of some county in this state. ... If the person executing the instrument resides or is beyond or without the limits of the state, but within the union or its territories or districts, the acknowledgment may be made: ... before a notary public authorized there to take proof or acknowledgments.",
      source:
        "https://github.com/UniCourt/cic-code-tn/blob/507a4fb0e463c55a81147a3deba042aa18f562c1/transforms/tn/octn/r76/gov.tn.tca.title.66.html",
      readOn: "2026-11-28",
    },
  },
  signingDeadline: {
    value: "BEFORE_MARRIAGE",
    confirmed: true,
    citation: "Tenn. Code Ann. § 36-3-501",
    reading: {
      quote:
        "Notwithstanding any other provision of law to the contrary, . . . any antenuptial or prenuptial agreement entered into by spouses concerning property owned by either spouse before the marriage which is the subject of such agreement shall be binding upon any court having jurisdiction over such spouses",
      source: "http://casetext.com/case/randolph-v-randolph-16",
      readOn: "2026-11-28",
    },
  },
};
