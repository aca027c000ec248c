/** Illinois: the cells of the state-law matrix read in its own law. */
import type { StateReadings } from "./reading.ts";

export const IL: StateReadings = {
  officialStyle: {
    value: "State",
    confirmed: true,
    citation: "HB3671, 96th Gen. Assembly (Ill. 2009), enacting clause",
    reading: {
      quote: "Be it enacted by the People of the State of Illinois, represented in the General Assembly:",
      source: "https://witnessslips.ilga.gov/legislation/96/HB/09600HB3671.htm",
      readOn: "2026-11-28",
    },
  },
  governingAct: {
    value: { kind: "UPAA", reference: "the Illinois Uniform Premarital Agreement Act, 750 ILCS 10/1 et seq." },
    confirmed: true,
    citation: "750 ILCS 10/1",
    reading: {
      quote: "Sec. 1. This Article shall be known and may be cited as the Illinois Uniform Premarital Agreement Act.",
      source: "https://witnessslips.ilga.gov/legislation/ilcs/ilcs3.asp?ActID=2087&ChapterID=59&Print=True",
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
    citation: "750 ILCS 10/3; 10/7(a)",
    reading: {
      quote:
        "Sec. 3. Formalities. A premarital agreement must be in writing and signed by both parties. It is enforceable without consideration.",
      source: "https://witnessslips.ilga.gov/legislation/ilcs/ilcs3.asp?ActID=2087&ChapterID=59&Print=True",
      readOn: "2026-11-28",
    },
  },
  spousalSupport: {
    value: "CAN_WAIVE_OR_MODIFY",
    confirmed: true,
    citation: "750 ILCS 10/4(a)(4)",
    reading: {
      quote:
        "parties to a premarital agreement may contract with respect to . . . the modification or elimination of spousal support.",
      source: "https://www.familylawadvocate.com/are-prenuptial-agreements-limiting-spousal-maintenance-enforceable/",
      readOn: "2026-11-28",
    },
  },
  unconscionability: {
    value: "AT_SIGNING_AND_ENFORCEMENT",
    confirmed: true,
    citation: "750 ILCS 10/7(a), (b)",
    reading: {
      quote:
        "(2) the agreement was unconscionable when it was executed and, before execution of the agreement, the party was not provided a fair and reasonable disclosure of the other’s property, did not waive the right to such disclosure in writing",
      source: "http://www.4legalbasics.com/2016/06/divorce-law-consideration-of-prenups/",
      readOn: "2026-11-28",
    },
  },
  disclosureStandard: {
    value: { kind: "FAIR_AND_REASONABLE", knowledgeSuffices: false },
    confirmed: true,
    citation: "750 ILCS 10/7(a)(2)",
    reading: {
      quote:
        "the party was not provided a fair and reasonable disclosure of the other’s property, did not waive the right to such disclosure in writing, and did not have (and could not reasonably have had) an adequate knowledge of the other’s property",
      source: "http://www.4legalbasics.com/2016/06/divorce-law-consideration-of-prenups/",
      readOn: "2026-11-28",
    },
  },
  division: {
    value: { system: "EQUITABLE_DISTRIBUTION", allProperty: false, giftsDivisible: false, equalPresumption: false },
    confirmed: true,
    citation: "750 ILCS 5/503(a), (d)",
    reading: {
      quote:
        "(a) For purposes of this Act, “marital property” means all property, including debts and other obligations, acquired by either spouse subsequent to the marriage, except the following, which is known as “non-marital property”:",
      source: "https://lawserver.com/?p=28871297",
      readOn: "2026-11-28",
    },
  },
  separateGrowth: {
    value: "INCOME_SEPARATE_EFFORT_SHARED",
    confirmed: true,
    citation: "750 ILCS 5/503(a)(7), (8), (c)",
    reading: {
      quote:
        "(7) the increase in value of non-marital property, irrespective of whether the increase results from a contribution of marital property, non-marital property, the personal effort of a spouse, or otherwise, subject to the right of reimbursement provided in subsection (c) of this Section",
      source: "https://lawserver.com/?p=28871297",
      readOn: "2026-11-28",
    },
  },
  survivorRights: {
    value: {
      waived:
        "the right to renounce the will and take the statutory share (one-third of the estate if there is a descendant, one-half if none), any share of the estate if there is no will, the spouse's award, any right to renounce a transfer on death instrument, and priority to serve as administrator",
      electiveShare: true,
      waivable: true,
      notRenounceable: [],
      rightSummary:
        "A surviving spouse who renounces the will takes, after just claims, one-third of the entire estate if the decedent left a descendant, or one-half if none; renunciation must be filed within 7 months after admission of the will.",
      waiverConditions: { disclosureOfRight: false, fairConsideration: false },
    },
    confirmed: true,
    citation: "755 ILCS 5/2-8(a); 755 ILCS 27/66(a)",
    reading: {
      quote:
        "If a will is renounced by the testator's surviving spouse, whether or not the will contains any provision for the benefit of the surviving spouse, the surviving spouse is entitled to the following share of the testator's estate after payment of all just claims: 1/3 of the entire estate if ...",
      source: "https://witnessslips.ilga.gov/legislation/96/HB/09600HB3671.htm",
      readOn: "2026-11-28",
    },
  },
  vocabulary: {
    value: {
      supportTerm: "maintenance",
      pendingSupportTerm: "temporary maintenance",
      divorceTerm: "dissolution of marriage",
      sharedPropertyTerm: "marital property",
    },
    confirmed: true,
    citation: "In re Marriage of Woodrum, 2018 IL App (3d) 170369, ¶ 1; 750 ILCS 5/503(a)",
    reading: {
      quote:
        "After eight years of marriage, Greg filed a petition for dissolution of marriage. During the pendency of the proceedings, the trial court awarded Jennifer temporary maintenance",
      source: "https://cetient.com/case/4314138/in-re-marriage-of-woodrum",
      readOn: "2026-11-28",
    },
  },
  disclosureWaiver: {
    value: true,
    confirmed: true,
    citation: "750 ILCS 10/7(a)(2)",
    reading: {
      quote: "did not waive the right to such disclosure in writing",
      source: "http://www.4legalbasics.com/2016/06/divorce-law-consideration-of-prenups/",
      readOn: "2026-11-28",
    },
  },
  embryoAgreements: {
    value: "FORMS_FOLLOWED",
    confirmed: true,
    citation:
      "Szafranski v. Dunston, 2013 IL App (1st) 122975 (Szafranski I); 2015 IL App (1st) 122975-B (Szafranski II)",
    reading: {
      quote:
        "the appellate court remanded the cause for application of the contractual approach adopted by the majority of other courts",
      source: "http://ecases.us/case/illappct/c3772685/szafranski-v-dunston",
      readOn: "2026-11-28",
    },
  },
  witnesses: {
    value: { count: 0, notary: "MAY_BE_ONE" },
    confirmed: true,
    citation: "750 ILCS 10/3",
    reading: {
      quote:
        "A premarital agreement must be in writing and signed by both parties. It is enforceable without consideration.",
      source: "https://witnessslips.ilga.gov/legislation/ilcs/ilcs3.asp?ActID=2087&ChapterID=59&Print=True",
      readOn: "2026-11-28",
    },
  },
  acknowledgementForm: {
    value: "GENERAL",
    confirmed: true,
    citation: "5 ILCS 312/6-103(b)",
    reading: {
      quote:
        "(b) A certificate of a notarial act is sufficient if it meets the requirements of subsection (a) and it: (1) is in the short form set forth in Section 6-105; (2) is in a form otherwise prescribed by the law of this State; or (3) sets forth the actions of the notary public and those are sufficient to meet the requirements of the designated notarial act.",
      source: "https://www.ilga.gov/legislation/ilcs/documents/000503120K6-103.htm",
      readOn: "2026-11-28",
    },
  },
  acknowledgedAsConveyance: {
    value: false,
    confirmed: true,
    citation: "750 ILCS 10/3",
    reading: {
      quote: "A premarital agreement must be in writing and signed by both parties.",
      source: "https://witnessslips.ilga.gov/legislation/ilcs/ilcs3.asp?ActID=2087&ChapterID=59&Print=True",
      readOn: "2026-11-28",
    },
  },
  remoteNotarizationAllowed: {
    value: true,
    confirmed: true,
    citation:
      "5 ILCS 312/6-102.5 (remote notarial acts) and Art. VI-A, 5 ILCS 312/6A-103 (electronic notarial acts), added by P.A. 102-160",
    reading: {
      quote: "Any commissioned notary public may perform any notarial act described under Section 6-102 remotely",
      source: "https://www.ilga.gov/legislation/ilcs/documents/000503120K6-102.5.htm",
      readOn: "2026-11-28",
    },
  },
  finalAgreementReviewDays: {
    value: 0,
    confirmed: true,
    citation: "750 ILCS 10/3",
    reading: {
      quote: "A premarital agreement must be in writing and signed by both parties.",
      source: "https://witnessslips.ilga.gov/legislation/ilcs/ilcs3.asp?ActID=2087&ChapterID=59&Print=True",
      readOn: "2026-11-28",
    },
  },
  signingDeadline: {
    value: "BEFORE_MARRIAGE",
    confirmed: true,
    citation: "750 ILCS 10/2(1)",
    reading: {
      quote:
        '"Premarital agreement" means an agreement between prospective spouses made in contemplation of marriage and to be effective upon marriage.',
      source: "https://witnessslips.ilga.gov/legislation/ilcs/ilcs3.asp?ActID=2087&ChapterID=59&Print=True",
      readOn: "2026-11-28",
    },
  },
  pendingSupportProtected: {
    value: false,
    confirmed: true,
    citation: "750 ILCS 10/4(a)(4)",
    reading: {
      quote:
        "Parties to a premarital agreement may contract with respect to: ... (4) the modification or elimination of spousal support;",
      source: "https://rdklegal.com/how-do-i-know-if-my-prenuptial-agreement-will-be-enforced-in-chicago-illinois/",
      readOn: "2026-11-28",
    },
  },
  premaritalConversion: {
    value: true,
    confirmed: true,
    citation: "750 ILCS 10/4(a)(1), (3)",
    reading: {
      quote:
        "(a) Parties to a premarital agreement may contract with respect to: (1) the rights and obligations of each of the parties in any of the property of either or both of them whenever and wherever acquired or located; ... (3) the disposition of property upon separation, marital dissolution, death, or the occurrence or nonoccurrence of any other event;",
      source:
        "https://legal-resources.uslegalforms.com/answers/27273-what-are-the-contents-of-a-prenuptial-agreement-and-how-can-it-be-amended-once-it-comes-into-effect",
      readOn: "2026-11-28",
    },
  },
  separationProceedings: {
    value: ["legal separation"],
    confirmed: true,
    citation: "750 ILCS 5/402(a), (c)",
    reading: {
      quote:
        "Sec. 402. Legal Separation. (a) Any person living separate and apart from his or her spouse may have a remedy for reasonable support and maintenance while they so live apart. ... (c) A proceeding or judgment for legal separation shall not bar either party from instituting an action for dissolution of marriage",
      source: "https://ilga.gov/legislation/ilcs/fulltext.asp?DocName=075000050K402",
      readOn: "2026-11-28",
    },
  },
  supportFloor: {
    value: "UNDUE_HARDSHIP",
    confirmed: true,
    citation: "750 ILCS 10/7(b)",
    reading: {
      quote:
        "undue hardship in light of circumstances not reasonably foreseeable at the time of the execution of the agreement",
      source: "https://www.anneschmidtlaw.com/blog/2025/03/how-to-make-sure-a-prenup-is-enforceable/",
      readOn: "2026-11-28",
    },
  },
};
