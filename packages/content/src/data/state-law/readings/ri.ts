/** Rhode Island: the cells of the state-law matrix read in its own law. */
import type { StateReadings } from "./reading.ts";

export const RI: StateReadings = {
  officialStyle: {
    value: "State",
    confirmed: true,
    citation: "R.I. Gen. Laws § 42-30.1-2(3)",
    reading: {
      quote: "“Commissioning officer” means the governor of the state of Rhode Island.",
      source: "http://webserver.rilin.state.ri.us/Statutes/TITLE42/42-30.1/42-30.1-2.HTM",
      readOn: "2026-11-28",
    },
  },
  governingAct: {
    value: {
      kind: "UPAA",
      reference: "the Rhode Island Uniform Premarital Agreement Act, R.I. Gen. Laws § 15-17-1 et seq.",
    },
    confirmed: true,
    citation:
      "R.I. Gen. Laws ch. 15-17 (Uniform Premarital Agreement Act); Penhallow v. Penhallow, 649 A.2d 1016, 1017-18 (R.I. 1994)",
    reading: {
      quote:
        "In this court's first interpretation of Rhode Island's Uniform Premarital Agreement Act (the act), G.L. 1956 (1988 Reenactment) chapter 17 of title 15, we vacate the portion of the Family Court judgment that invalidated the premarital agreement.",
      source: "http://law.justia.com/cases/rhode-island/supreme-court/1994/649-a-2d-1016.html",
      readOn: "2026-11-28",
    },
  },
  supportKinds: {
    value: null,
    confirmed: true,
    citation: "R.I. Gen. Laws § 15-5-16(a), (b)",
    reading: {
      quote:
        "the family court may order either of the parties to pay alimony or counsel fees, or both, to the other. (b)(1) In determining the amount of alimony or counsel fees, if any, to be paid, the court ... shall consider",
      source: "http://webserver.rilegislature.gov//Statutes/TITLE15/15-5/15-5-16.HTM",
      readOn: "2026-11-28",
    },
  },
  unconscionability: {
    value: "AT_SIGNING",
    confirmed: true,
    citation: "R.I. Gen. Laws § 15-17-6(a); Penhallow v. Penhallow, 649 A.2d 1016, 1017-18 (R.I. 1994)",
    reading: {
      quote:
        "The Family Court justice found that at the time it was executed by the parties, the premarital agreement was unconscionable and therefore invalid. ... For the reasons stated herein, we hold that because it was executed voluntarily, the agreement is valid.",
      source: "http://law.justia.com/cases/rhode-island/supreme-court/1994/649-a-2d-1016.html",
      readOn: "2026-11-28",
    },
  },
  division: {
    value: { system: "EQUITABLE_DISTRIBUTION", allProperty: false, giftsDivisible: false, equalPresumption: false },
    confirmed: true,
    citation: "R.I. Gen. Laws § 15-5-16.1(a), (b)",
    reading: {
      quote:
        "(b) The court may not assign property or an interest in property held in the name of one of the parties if the property was held by the party prior to the marriage, but may assign income which has been derived from the property during the term of the marriage",
      source: "https://instalawyer.io/laws/rhode-island-general-laws/section-15-5-161-assignment-of",
      readOn: "2026-11-28",
    },
  },
  separateGrowth: {
    value: "PASSIVE_SEPARATE_ACTIVE_MARITAL",
    confirmed: true,
    citation: "R.I. Gen. Laws § 15-5-16.1(b)",
    reading: {
      quote:
        "but may assign income which has been derived from the property during the term of the marriage, and the court may assign the appreciation of value from the date of the marriage of property ... held in the name of one party prior to the marriage which increased in value as a result of the efforts of ei[ther spouse]",
      source: "https://instalawyer.io/laws/rhode-island-general-laws/section-15-5-161-assignment-of",
      readOn: "2026-11-28",
    },
  },
  survivorRights: {
    value: {
      waived:
        "the life estate in the other's real estate (claimed instead of what the will gives), any intestate share, any allowance and exempt personal property from the estate, and priority to serve as administrator",
      electiveShare: true,
      waivable: true,
      notRenounceable: [],
      rightSummary:
        "a life estate in all real estate the decedent owned in fee simple at death (subject to encumbrances), which the surviving spouse may claim within six months by renouncing what the will gives; real estate conveyed by a deed recorded before the death is not subject to it",
      waiverConditions: { disclosureOfRight: false, fairConsideration: false },
    },
    confirmed: true,
    citation: "R.I. Gen. Laws § 33-25-2(a), (b) (quoted in Barrett v. Barrett, 894 A.2d 891 (R.I. 2006)); § 33-25-4",
    reading: {
      quote:
        "(a) Whenever any person shall die leaving a husband or wife surviving, the real estate owned by the decedent in fee simple at his or her death shall descend and pass to the husband or wife for his or her natural life subject, however, to any encumbrances existing at death",
      source: "https://law.justia.com/cases/rhode-island/supreme-court/2006/04-232.html",
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
    citation: "R.I. Gen. Laws § 15-5-16(a)",
    reading: {
      quote:
        "(a) In granting any petition for divorce, divorce from bed and board, or relief without the commencement of divorce proceedings, the family court may order either of the parties to pay alimony or counsel fees, or both, to the other.",
      source: "http://webserver.rilegislature.gov//Statutes/TITLE15/15-5/15-5-16.HTM",
      readOn: "2026-11-28",
    },
  },
  separationProceedings: {
    value: ["divorce from bed and board"],
    confirmed: true,
    citation: "R.I. Gen. Laws § 15-5-16(a)",
    reading: {
      quote:
        "In granting any petition for divorce, divorce from bed and board, or relief without the commencement of divorce proceedings, the family court may order either of the parties to pay alimony",
      source: "http://webserver.rilegislature.gov//Statutes/TITLE15/15-5/15-5-16.HTM",
      readOn: "2026-11-28",
    },
  },
  remoteNotarizationAllowed: {
    value: true,
    confirmed: true,
    citation: "R.I. Gen. Laws §§ 42-30.1-2(4), 42-30.1-12.1, 42-30.1-12.2 (P.L. 2022, ch. 438, enacted 30 June 2022)",
    reading: {
      quote:
        "“Communication technology” means an electronic device or process that: (i) Allows simultaneous communication by sight and sound between a notary public and a remotely located individual",
      source: "http://webserver.rilin.state.ri.us/Statutes/TITLE42/42-30.1/42-30.1-2.HTM",
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
    citation: "R.I. Gen. Laws §§ 15-17-2(a), 15-17-6(a)",
    reading: {
      quote:
        "A premarital agreement is not enforceable if the party against whom enforcement is sought proves that: (1) That party did not execute the agreement voluntarily; and (2) The agreement was unconscionable when it was executed and, before execution of the agreement, that party: (i) Was not provided a fair and reasonable disclosure of the property or financial obligations of the other party;",
      source:
        "https://github.com/UniCourt/cic-code-ri/blob/cdb52896a60dcd06ee28984570fa839a83cba9b3/transforms/ri/ocri/r74/gov.ri.code.title.15.html",
      readOn: "2026-11-28",
    },
  },
  spousalSupport: {
    value: "CAN_WAIVE_OR_MODIFY",
    confirmed: true,
    citation: "R.I. Gen. Laws § 15-17-3(a)(4)",
    reading: {
      quote:
        "(a) Parties to a premarital agreement may contract with respect to: ... (4) The modification or elimination of spousal support;",
      source:
        "https://github.com/UniCourt/cic-code-ri/blob/cdb52896a60dcd06ee28984570fa839a83cba9b3/transforms/ri/ocri/r74/gov.ri.code.title.15.html",
      readOn: "2026-11-28",
    },
  },
  pendingSupportProtected: {
    value: false,
    confirmed: true,
    citation: "R.I. Gen. Laws § 15-17-3(a)(4), (b)",
    reading: {
      quote:
        "(4) The modification or elimination of spousal support; ... (b) The right of a child to support may not be adversely affected by a premarital agreement.",
      source:
        "https://github.com/UniCourt/cic-code-ri/blob/cdb52896a60dcd06ee28984570fa839a83cba9b3/transforms/ri/ocri/r74/gov.ri.code.title.15.html",
      readOn: "2026-11-28",
    },
  },
  supportFloor: {
    value: "PUBLIC_ASSISTANCE",
    confirmed: true,
    citation: "R.I. Gen. Laws § 15-17-6(c)",
    reading: {
      quote:
        "(c) If a provision of a premarital agreement modifies or eliminates spousal support and that modification or elimination causes one party to the agreement to be eligible for support under a program of public assistance at the time of separation or marital dissolution, a court, notwithstanding the terms of the agreement, may require the other party to provide support to the extent necessary to avoid that eligibility.",
      source:
        "https://github.com/UniCourt/cic-code-ri/blob/cdb52896a60dcd06ee28984570fa839a83cba9b3/transforms/ri/ocri/r74/gov.ri.code.title.15.html",
      readOn: "2026-11-28",
    },
  },
  disclosureStandard: {
    value: { kind: "FAIR_AND_REASONABLE", knowledgeSuffices: true },
    confirmed: true,
    citation: "R.I. Gen. Laws § 15-17-6(a)(2)(i), (iii)",
    reading: {
      quote:
        "(i) Was not provided a fair and reasonable disclosure of the property or financial obligations of the other party; (ii) Did not voluntarily and expressly waive, in writing, any right to disclosure of the property or financial obligations of the other party beyond the disclosure provided; and (iii) Did not have, or reasonably could not have had, an adequate knowledge of the property or financial obligations of the other party.",
      source:
        "https://github.com/UniCourt/cic-code-ri/blob/cdb52896a60dcd06ee28984570fa839a83cba9b3/transforms/ri/ocri/r74/gov.ri.code.title.15.html",
      readOn: "2026-11-28",
    },
  },
  disclosureWaiver: {
    value: true,
    confirmed: true,
    citation: "R.I. Gen. Laws § 15-17-6(a)(2)(ii)",
    reading: {
      quote:
        "(ii) Did not voluntarily and expressly waive, in writing, any right to disclosure of the property or financial obligations of the other party beyond the disclosure provided; and",
      source:
        "https://github.com/UniCourt/cic-code-ri/blob/cdb52896a60dcd06ee28984570fa839a83cba9b3/transforms/ri/ocri/r74/gov.ri.code.title.15.html",
      readOn: "2026-11-28",
    },
  },
  valueBasisRequired: {
    value: false,
    confirmed: true,
    citation: "R.I. Gen. Laws § 15-17-6(a)(2)(i)",
    reading: {
      quote:
        "(i) Was not provided a fair and reasonable disclosure of the property or financial obligations of the other party;",
      source:
        "https://github.com/UniCourt/cic-code-ri/blob/cdb52896a60dcd06ee28984570fa839a83cba9b3/transforms/ri/ocri/r74/gov.ri.code.title.15.html",
      readOn: "2026-11-28",
    },
  },
  premaritalConversion: {
    value: true,
    confirmed: true,
    citation: "R.I. Gen. Laws § 15-17-3(a)(1), (3)",
    reading: {
      quote:
        "(a) Parties to a premarital agreement may contract with respect to: (1) The rights and obligations of each of the parties in any of the property of either or both of them whenever and wherever acquired or located; ... (3) The disposition of property upon separation, marital dissolution, death, or the occurrence or nonoccurrence of any other event;",
      source:
        "https://github.com/UniCourt/cic-code-ri/blob/cdb52896a60dcd06ee28984570fa839a83cba9b3/transforms/ri/ocri/r74/gov.ri.code.title.15.html",
      readOn: "2026-11-28",
    },
  },
  witnesses: {
    value: { count: 0, notary: "MAY_BE_ONE" },
    confirmed: true,
    citation: "R.I. Gen. Laws § 15-17-2(a)",
    reading: {
      quote:
        "(a) A premarital agreement must be in writing and signed by both parties. (b) It is enforceable without consideration.",
      source:
        "https://github.com/UniCourt/cic-code-ri/blob/cdb52896a60dcd06ee28984570fa839a83cba9b3/transforms/ri/ocri/r74/gov.ri.code.title.15.html",
      readOn: "2026-11-28",
    },
  },
  deathWaiverWitnesses: {
    value: null,
    confirmed: true,
    citation: "R.I. Gen. Laws §§ 15-17-2(a), 15-17-3(a)(3)",
    reading: {
      quote:
        "A premarital agreement must be in writing and signed by both parties. ... Parties to a premarital agreement may contract with respect to: ... (3) The disposition of property upon separation, marital dissolution, death, or the occurrence or nonoccurrence of any other event;",
      source:
        "https://github.com/UniCourt/cic-code-ri/blob/cdb52896a60dcd06ee28984570fa839a83cba9b3/transforms/ri/ocri/r74/gov.ri.code.title.15.html",
      readOn: "2026-11-28",
    },
  },
  acknowledgedAsConveyance: {
    value: false,
    confirmed: true,
    citation: "R.I. Gen. Laws § 15-17-2 (writing signed by both parties)",
    reading: {
      quote:
        "(a) A premarital agreement must be in writing and signed by both parties. (b) It is enforceable without consideration.",
      source:
        "https://github.com/UniCourt/cic-code-ri/blob/cdb52896a60dcd06ee28984570fa839a83cba9b3/transforms/ri/ocri/r74/gov.ri.code.title.15.html",
      readOn: "2026-11-28",
    },
  },
  counterpartsAllowed: {
    value: true,
    confirmed: true,
    citation: "R.I. Gen. Laws § 15-17-2 (no form beyond the parties' signatures)",
    reading: {
      quote:
        "(a) A premarital agreement must be in writing and signed by both parties. (b) It is enforceable without consideration.",
      source:
        "https://github.com/UniCourt/cic-code-ri/blob/cdb52896a60dcd06ee28984570fa839a83cba9b3/transforms/ri/ocri/r74/gov.ri.code.title.15.html",
      readOn: "2026-11-28",
    },
  },
  finalAgreementReviewDays: {
    value: 0,
    confirmed: true,
    citation: "R.I. Gen. Laws §§ 15-17-2, 15-17-6(a)(1)",
    reading: {
      quote:
        "A premarital agreement must be in writing and signed by both parties. ... A premarital agreement is not enforceable if the party against whom enforcement is sought proves that: (1) That party did not execute the agreement voluntarily; and",
      source:
        "https://github.com/UniCourt/cic-code-ri/blob/cdb52896a60dcd06ee28984570fa839a83cba9b3/transforms/ri/ocri/r74/gov.ri.code.title.15.html",
      readOn: "2026-11-28",
    },
  },
  signingDeadline: {
    value: "BEFORE_MARRIAGE",
    confirmed: true,
    citation: "R.I. Gen. Laws §§ 15-17-1(1), 15-17-4",
    reading: {
      quote:
        "(1) “Premarital agreement” means an agreement between prospective spouses made in contemplation of marriage and to be effective upon marriage. ... A premarital agreement becomes effective upon marriage.",
      source:
        "https://github.com/UniCourt/cic-code-ri/blob/cdb52896a60dcd06ee28984570fa839a83cba9b3/transforms/ri/ocri/r74/gov.ri.code.title.15.html",
      readOn: "2026-11-28",
    },
  },
};
