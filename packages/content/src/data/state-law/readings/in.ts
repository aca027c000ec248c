/** Indiana: the cells of the state-law matrix read in its own law. */
import type { StateReadings } from "./reading.ts";

export const IN: StateReadings = {
  officialStyle: {
    value: "State",
    confirmed: true,
    citation: "Ind. Const. (1851), preamble",
    reading: {
      quote:
        "TO THE END, that justice be established, public order maintained, and liberty perpetuated: WE, the People of the State of Indiana, grateful to ALMIGHTY GOD for the free exercise of the right to choose our own form of government, do ordain this Constitution.",
      source: "https://www.indianahouserepublicans.com/news/press-releases/yes-indiana-has-a-constitution/",
      readOn: "2026-11-28",
    },
  },
  governingAct: {
    value: {
      kind: "UPAA",
      reference: "the Uniform Premarital Agreement Act, Ind. Code ch. 31-11-3 (IC 31-11-3-1 et seq.)",
    },
    confirmed: true,
    citation: "IC 31-11-3 (chapter heading), IC 31-11-3-1",
    reading: {
      quote:
        "IC 31-11-3 Chapter 3. Uniform Premarital Agreement Act ... Sec. 1. This chapter applies to a premarital agreement executed on or after July 1, 1995.",
      source: "http://www.divorcesupport.com/divorce/Indiana-Premarital-and-Prenuptial-Agreements-3624.html",
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
    citation: "IC 31-11-3-4; IC 31-11-3-8",
    reading: {
      quote:
        "Sec. 4. A premarital agreement must be in writing and signed by both parties. The agreement is enforceable without consideration.",
      source: "http://www.divorcesupport.com/divorce/Indiana-Premarital-and-Prenuptial-Agreements-3624.html",
      readOn: "2026-11-28",
    },
  },
  spousalSupport: {
    value: "CAN_WAIVE_OR_MODIFY",
    confirmed: true,
    citation: "IC 31-11-3-8(b); IC 31-11-3-5(a)",
    reading: {
      quote:
        "If: (1) a provision of a premarital agreement modifies or eliminates spousal maintenance; and (2) the modification or elimination causes one (1) party to the agreement extreme hardship",
      source: "https://haslerlaw2.blogspot.com/2008/01/prenuptial-agreements-when-indiana.html",
      readOn: "2026-11-28",
    },
  },
  unconscionability: {
    value: "AT_SIGNING_AND_ENFORCEMENT",
    confirmed: true,
    citation: "IC 31-11-3-8(a), (b), (c)",
    reading: {
      quote:
        "(a) A premarital agreement is not enforceable if a party against whom enforcement is sought proves that: (1) the party did not execute the agreement voluntarily; or (2) the agreement was unconscionable when the agreement was executed.",
      source: "https://haslerlaw2.blogspot.com/2008/01/prenuptial-agreements-when-indiana.html",
      readOn: "2026-11-28",
    },
  },
  supportFloor: {
    value: "EXTREME_HARDSHIP",
    confirmed: true,
    citation: "IC 31-11-3-8(b)",
    reading: {
      quote:
        "the modification or elimination causes one (1) party to the agreement extreme hardship under circumstances not reasonably foreseeable at the time of the execution of the agreement; a court, notwithstanding the terms of the agreement, may require the other party to provide spousal ...",
      source: "https://haslerlaw2.blogspot.com/2008/01/prenuptial-agreements-when-indiana.html",
      readOn: "2026-11-28",
    },
  },
  disclosureStandard: {
    value: { kind: "NONE_REQUIRED", knowledgeSuffices: false },
    confirmed: true,
    citation: "IC 31-11-3-8(a)",
    reading: {
      quote: "(2) the agreement was unconscionable when the agreement was executed.",
      source: "https://haslerlaw2.blogspot.com/2008/01/prenuptial-agreements-when-indiana.html",
      readOn: "2026-11-28",
    },
  },
  division: {
    value: { system: "EQUITABLE_DISTRIBUTION", allProperty: true, giftsDivisible: true, equalPresumption: true },
    confirmed: true,
    citation: "IC 31-15-7-4(a); IC 31-15-7-5",
    reading: {
      quote:
        "In an action for dissolution of marriage under IC 31-15-2-2, the court shall divide the property of the parties, whether: (1) owned by either spouse before the marriage; (2) acquired by either spouse in his or her own right: (A) after the marriage; and (B) before final separation of the ...",
      source:
        "http://www.lutzkelaw.com/2016/03/indianapolis-divorce-attorney-a-look-at-property-division-in-a-divorce-in-indiana/?share=email",
      readOn: "2026-11-28",
    },
  },
  separateGrowth: {
    value: "ALL_DIVISIBLE",
    confirmed: true,
    citation: "IC 31-15-7-4(a)",
    reading: {
      quote:
        "the court shall divide the property of the parties, whether: (1) owned by either spouse before the marriage;",
      source:
        "http://www.lutzkelaw.com/2016/03/indianapolis-divorce-attorney-a-look-at-property-division-in-a-divorce-in-indiana/?share=email",
      readOn: "2026-11-28",
    },
  },
  premaritalConversion: {
    value: true,
    confirmed: true,
    citation: "IC 31-11-3-5(a)(1)",
    reading: {
      quote:
        "(1) The rights and obligations of each of the parties in any property of either or both of them whenever and wherever acquired or located.",
      source: "http://www.divorcesupport.com/divorce/Indiana-Premarital-and-Prenuptial-Agreements-3624.html",
      readOn: "2026-11-28",
    },
  },
  survivorRights: {
    value: {
      waived:
        "the right to take against the will (the elective share), any share of the estate if there is no will, the survivor's allowance, and priority to serve as personal representative",
      electiveShare: true,
      waivable: true,
      notRenounceable: [],
      rightSummary:
        "A surviving spouse who elects to take against the will receives one-half of the net personal and real estate; a second or later spouse who had no children with the decedent, where the decedent left children of a prior marriage, takes one-third of the net personal estate plus 25% of the net (fair market value less liens) real property.",
      waiverConditions: { disclosureOfRight: true, fairConsideration: false },
    },
    confirmed: true,
    citation: "IC 29-1-3-1(a); IC 29-1-3-6 (waiver)",
    reading: {
      quote:
        "The surviving spouse, upon electing to take against the will, is entitled to one-half (1/2) of the net personal and real estate of the testator.",
      source: "https://lawserver.com/?p=29940809",
      readOn: "2026-11-28",
    },
  },
  vocabulary: {
    value: {
      supportTerm: "spousal maintenance",
      pendingSupportTerm: "provisional spousal maintenance",
      divorceTerm: "dissolution of marriage",
      sharedPropertyTerm: "marital property",
    },
    confirmed: true,
    citation: "IC 31-11-3-8(b); IC 31-15-7-4, 31-15-7-5; IC 31-15-4-8",
    reading: {
      quote:
        "a court, notwithstanding the terms of the agreement, may require the other party to provide spousal maintenance to the extent necessary to avoid extreme hardship.",
      source: "https://haslerlaw2.blogspot.com/2008/01/prenuptial-agreements-when-indiana.html",
      readOn: "2026-11-28",
    },
  },
  separationProceedings: {
    value: ["legal separation"],
    confirmed: true,
    citation: "IC 31-15-3-2; IC 31-15-3-3",
    reading: {
      quote:
        "Sec. 2. A cause of action for legal separation is established. ... Sec. 3. Legal separation shall be decreed upon a finding by a court: (1) that conditions in or circumstances of the marriage make it currently intolerable for both parties to live together; and (2) that the marriage should be maintained.",
      source: "http://statutes.laws-info.com/indiana/title31/ar15/ch3",
      readOn: "2026-11-28",
    },
  },
  disclosureWaiver: {
    value: false,
    confirmed: true,
    citation: "IC 31-11-3-8(a)",
    reading: {
      quote:
        "A premarital agreement is not enforceable if a party against whom enforcement is sought proves that: (1) the party did not execute the agreement voluntarily; or (2) the agreement was unconscionable when the agreement was executed.",
      source: "https://haslerlaw2.blogspot.com/2008/01/prenuptial-agreements-when-indiana.html",
      readOn: "2026-11-28",
    },
  },
  valueBasisRequired: {
    value: false,
    confirmed: true,
    citation: "IC 31-11-3-8(a)",
    reading: {
      quote: "(2) the agreement was unconscionable when the agreement was executed.",
      source: "https://haslerlaw2.blogspot.com/2008/01/prenuptial-agreements-when-indiana.html",
      readOn: "2026-11-28",
    },
  },
  witnesses: {
    value: { count: 0, notary: "MAY_BE_ONE" },
    confirmed: true,
    citation: "IC 31-11-3-4",
    reading: {
      quote:
        "Sec. 4. A premarital agreement must be in writing and signed by both parties. The agreement is enforceable without consideration.",
      source: "http://www.divorcesupport.com/divorce/Indiana-Premarital-and-Prenuptial-Agreements-3624.html",
      readOn: "2026-11-28",
    },
  },
  acknowledgedAsConveyance: {
    value: false,
    confirmed: true,
    citation: "IC 31-11-3-4",
    reading: {
      quote: "A premarital agreement must be in writing and signed by both parties.",
      source: "http://www.divorcesupport.com/divorce/Indiana-Premarital-and-Prenuptial-Agreements-3624.html",
      readOn: "2026-11-28",
    },
  },
  remoteNotarizationAllowed: {
    value: true,
    confirmed: true,
    citation: "IC 33-42-17-2(g), 33-42-17-3(b), (d)",
    reading: {
      quote:
        "(b) A remote notary public who is physically present in Indiana may perform the following notarial acts as remote notarial acts: (1) Taking an acknowledgment.",
      source: "https://codes.findlaw.com/in/title-33-courts-and-court-officers/in-code-sect-33-42-17-3/",
      readOn: "2026-11-28",
    },
  },
  finalAgreementReviewDays: {
    value: 0,
    confirmed: true,
    citation: "IC 31-11-3-4; IC 31-11-3-8",
    reading: {
      quote: "A premarital agreement must be in writing and signed by both parties.",
      source: "http://www.divorcesupport.com/divorce/Indiana-Premarital-and-Prenuptial-Agreements-3624.html",
      readOn: "2026-11-28",
    },
  },
  onlineSignerLocation: {
    value: "ANYWHERE",
    confirmed: true,
    citation: "IC 33-42-17-3(d), (e)",
    reading: {
      quote:
        "is considered to have been performed in Indiana, regardless of the physical location of the principal at the time the remote notarial act is performed, and is governed by Indiana law.",
      source: "https://codes.findlaw.com/in/title-33-courts-and-court-officers/in-code-sect-33-42-17-3/",
      readOn: "2026-11-28",
    },
  },
  signingDeadline: {
    value: "BEFORE_MARRIAGE",
    confirmed: true,
    citation: "IC 31-11-3-2",
    reading: {
      quote:
        '"premarital agreement" means an agreement between prospective spouses that: (1) is executed in contemplation of marriage; and (2) becomes effective upon marriage.',
      source: "http://www.divorcesupport.com/divorce/Indiana-Premarital-and-Prenuptial-Agreements-3624.html",
      readOn: "2026-11-28",
    },
  },
};
