/** North Dakota: the cells of the state-law matrix read in its own law. */
import type { StateReadings } from "./reading.ts";

export const ND: StateReadings = {
  officialStyle: {
    value: "State",
    confirmed: true,
    citation: "N.D. Sess. Laws 1991, ch. 295 (H.B. 1321), enacting clause; also Sailer v. Sailer, 2009 ND 73 (caption)",
    reading: {
      quote: "BE IT ENACTED BY THE LEGISLATIVE ASSEMBLY OF THE STATE OF NORTH DAKOTA",
      source: "https://docslib.org/doc/4126277/uniform-probate-code-uniform-probate-code",
      readOn: "2026-11-28",
    },
  },
  governingAct: {
    value: {
      kind: "UPMAA",
      reference: "the North Dakota Uniform Premarital and Marital Agreements Act, N.D. Cent. Code § 14-03.2-01 et seq.",
    },
    confirmed: true,
    citation: "N.D.C.C. ch. 14-03.2 (Uniform Premarital and Marital Agreements Act), § 14-03.2-08",
    reading: {
      quote:
        "1. A premarital agreement or marital agreement is unenforceable if a party against whom enforcement is sought proves: a. The party's consent to the agreement was involuntary or the result of duress; b. The party did not have access to independent legal representation under subsection 2; c. Unless the party had independent legal representation ...",
      source:
        "https://print.casetext.com/statute/north-dakota-century-code/title-14-domestic-relations-and-persons/chapter-14-032-uniform-premarital-and-marital-agreements-act/section-14-032-08-enforcement",
      readOn: "2026-11-28",
    },
  },
  counsel: {
    value: {
      statutoryNotice: [
        "If you sign this agreement, you may be:",
        "Giving up your right to be supported by the person you are marrying or to whom you are married.",
        "Giving up your right to ownership or control of money and property.",
        "Agreeing to pay bills and debts of the person you are marrying or to whom you are married.",
        "Giving up your right to money and property if your marriage ends or the person to whom you are married dies.",
        "Giving up your right to have your legal fees paid.",
      ],
      plainLanguageExplanation: true,
      expressWaiverOfCounsel: false,
      separateWaiverAndExplanation: false,
      termsNeedingCounsel: [],
    },
    confirmed: true,
    citation: "N.D.C.C. § 14-03.2-08(1)(b), (1)(c), (2), (3)",
    reading: {
      quote:
        "c. Unless the party had independent legal representation at the time the agreement was signed, the agreement did not include a notice of waiver of rights under subsection 3 or an explanation in plain language of the marital rights or obligations being modified or waived by the agreement",
      source:
        "https://print.casetext.com/statute/north-dakota-century-code/title-14-domestic-relations-and-persons/chapter-14-032-uniform-premarital-and-marital-agreements-act/section-14-032-08-enforcement",
      readOn: "2026-11-28",
    },
  },
  spousalSupport: {
    value: "CAN_WAIVE_OR_MODIFY",
    confirmed: true,
    citation: "N.D.C.C. § 14-03.2-08(3) (statutory notice)",
    reading: {
      quote: "Giving up your right to be supported by the person you are marrying or to whom you are married.",
      source:
        "https://print.casetext.com/statute/north-dakota-century-code/title-14-domestic-relations-and-persons/chapter-14-032-uniform-premarital-and-marital-agreements-act/section-14-032-08-enforcement",
      readOn: "2026-11-28",
    },
  },
  disclosureStandard: {
    value: { kind: "REASONABLY_ACCURATE", knowledgeSuffices: true },
    confirmed: true,
    citation: "N.D.C.C. § 14-03.2-08(1)(d)",
    reading: {
      quote:
        "d. Before signing the agreement, the party did not receive adequate financial disclosure under subsection 4.",
      source:
        "https://print.casetext.com/statute/north-dakota-century-code/title-14-domestic-relations-and-persons/chapter-14-032-uniform-premarital-and-marital-agreements-act/section-14-032-08-enforcement",
      readOn: "2026-11-28",
    },
  },
  division: {
    value: { system: "EQUITABLE_DISTRIBUTION", allProperty: true, giftsDivisible: true, equalPresumption: false },
    confirmed: true,
    citation: "N.D.C.C. § 14-05-24(1); Winter v. Winter, 338 N.W.2d 819 (N.D. 1983)",
    reading: {
      quote:
        "Leonard contends that the property distribution was inequitable because the court included in the marital estate all of Leonard's inherited and gifted property. ... We affirm.",
      source: "https://e.casetext.com/case/winter-v-winter-18",
      readOn: "2026-11-28",
    },
  },
  separateGrowth: {
    value: "ALL_DIVISIBLE",
    confirmed: true,
    citation: "Winter v. Winter, 338 N.W.2d 819 (N.D. 1983)",
    reading: {
      quote:
        "Leonard contends that the property distribution was inequitable because the court included in the marital estate all of Leonard's inherited and gifted property. ... We affirm.",
      source: "https://e.casetext.com/case/winter-v-winter-18",
      readOn: "2026-11-28",
    },
  },
  survivorRights: {
    value: {
      waived:
        "the elective share (fifty percent of the augmented estate, with a supplemental amount up to $75,000), any share of the estate if there is no will, the homestead allowance, exempt property, the family allowance, and priority to serve as personal representative",
      electiveShare: true,
      waivable: true,
      notRenounceable: [],
      rightSummary:
        "fifty percent of the augmented estate, whatever the length of the marriage, topped up to $75,000 if the spouse's own and received amounts fall short",
      waiverConditions: { disclosureOfRight: false, fairConsideration: false },
    },
    confirmed: true,
    citation: "N.D.C.C. § 30.1-05-01(1), (2), (3)",
    reading: {
      quote:
        "The surviving spouse of a decedent who dies domiciled in this state has a right of election, under the limitations and conditions stated in this chapter, to take an elective share amount equal to fifty percent of the augmented estate.",
      source: "https://law.justia.com/codes/north-dakota/2016/title-30.1/chapter-30.1-05/index.html",
      readOn: "2026-11-28",
    },
  },
  remoteNotarizationAllowed: {
    value: true,
    confirmed: true,
    citation:
      "N.D.C.C. § 44-06.1-13.1(2), (3) (2019 N.D. Sess. Laws ch. 376 (H.B. 1110), effective 1 August 2019; amended by H.B. 1083 (2023) for RULONA 2021)",
    reading: {
      quote:
        "2. A remotely located individual may comply with section 44-06.1-05 by using communication technology to appear before a notary public. 3. A notary public located in this state may perform a notarial act using communication technology for a remotely located individual if:",
      source:
        "https://casetext.com/statute/north-dakota-century-code/title-44-offices-and-officers/chapter-44-061-revised-uniform-law-on-notarial-acts/section-44-061-131-notarial-act-performed-for-remotely-located-individual",
      readOn: "2026-11-28",
    },
  },
  finalAgreementReviewDays: {
    value: 0,
    confirmed: true,
    citation: "N.D.C.C. § 14-03.2-08(2)(a)",
    reading: {
      quote:
        "Before signing a premarital or marital agreement, the party has a reasonable time to: (1) Decide whether to retain a lawyer to provide independent legal representation; and (2) Locate a lawyer to provide independent legal representation, obtain the lawyer's advice, and consider the advice provided",
      source:
        "https://print.casetext.com/statute/north-dakota-century-code/title-14-domestic-relations-and-persons/chapter-14-032-uniform-premarital-and-marital-agreements-act/section-14-032-08-enforcement",
      readOn: "2026-11-28",
    },
  },
  onlineSignerLocation: {
    value: "ANYWHERE",
    confirmed: true,
    citation: "N.D.C.C. § 44-06.1-13.1(1)(d), (e), (3)",
    reading: {
      quote:
        'e. "Remotely located individual" means an individual who is not in the physical presence of the notary public who performs a notarial act under subsection 3.',
      source:
        "https://casetext.com/statute/north-dakota-century-code/title-44-offices-and-officers/chapter-44-061-revised-uniform-law-on-notarial-acts/section-44-061-131-notarial-act-performed-for-remotely-located-individual",
      readOn: "2026-11-28",
    },
  },
  pendingSupportProtected: {
    value: false,
    confirmed: true,
    citation: "N.D.C.C. § 14-03.2-01(4)(a), (5); § 14-03.2-09(2)",
    reading: {
      quote:
        "“Marital right or obligation” means any of the following rights or obligations arising between spouses because of their marital status: Spousal support; ... “Premarital agreement” means an agreement between individuals who intend to marry which affirms, modifies, or waives a marital right or obligation during the marriage or at separation, marital dissolution, death of one of the spouses, or the occurrence or nonoccurrence of any other event.",
      source: "https://unicourt.github.io/cic-code-nd/transforms/nd/ocnd/r81/gov.nd.code.title.14.html",
      readOn: "2026-11-28",
    },
  },
  supportKinds: {
    value: null,
    confirmed: true,
    citation: "N.D.C.C. § 14-05-24.1(1)",
    reading: {
      quote:
        "Taking into consideration the circumstances of the parties, the court may require one party to pay spousal support to the other party for a limited period of time in accordance with this section.",
      source: "https://unicourt.github.io/cic-code-nd/transforms/nd/ocnd/r81/gov.nd.code.title.14.html",
      readOn: "2026-11-28",
    },
  },
  unconscionability: {
    value: "AT_SIGNING_AND_ENFORCEMENT",
    confirmed: true,
    citation: "N.D.C.C. § 14-03.2-08(6)(a), (b), (7)",
    reading: {
      quote:
        "A court may refuse to enforce a term of a premarital agreement or marital agreement if, in the context of the agreement taken as a whole: The term was unconscionable at the time of signing; or Enforcement of the term would result in substantial hardship for a party because of a material change in circumstances arising after the agreement was signed.",
      source: "https://unicourt.github.io/cic-code-nd/transforms/nd/ocnd/r81/gov.nd.code.title.14.html",
      readOn: "2026-11-28",
    },
  },
  supportFloor: {
    value: "PUBLIC_ASSISTANCE",
    confirmed: true,
    citation: "N.D.C.C. § 14-03.2-08(5)",
    reading: {
      quote:
        "If a premarital agreement or marital agreement modifies or eliminates spousal support and the modification or elimination causes a party to the agreement to be eligible for support under a program of public assistance at the time of separation or marital dissolution, a court, on request of that party, may require the other party to provide support to the extent necessary to avoid that eligibility.",
      source: "https://unicourt.github.io/cic-code-nd/transforms/nd/ocnd/r81/gov.nd.code.title.14.html",
      readOn: "2026-11-28",
    },
  },
  premaritalConversion: {
    value: true,
    confirmed: true,
    citation: "N.D.C.C. § 14-03.2-01(4)(b), (5)",
    reading: {
      quote:
        "“Marital right or obligation” means any of the following rights or obligations arising between spouses because of their marital status: ... A right to property, including characterization, management, and ownership; ... “Premarital agreement” means an agreement between individuals who intend to marry which affirms, modifies, or waives a marital right or obligation",
      source: "https://unicourt.github.io/cic-code-nd/transforms/nd/ocnd/r81/gov.nd.code.title.14.html",
      readOn: "2026-11-28",
    },
  },
  vocabulary: {
    value: {
      supportTerm: "spousal support",
      pendingSupportTerm: "temporary support",
      divorceTerm: "divorce",
      sharedPropertyTerm: "marital property",
    },
    confirmed: true,
    citation: "N.D.C.C. §§ 14-05-23, 14-05-24(1), 14-05-24.1(1)",
    reading: {
      quote:
        "14-05-23. Temporary support, attorney’s fees, and parental rights and responsibilities. During any time in which an action for separation or divorce is pending, the court, upon application of a party, may issue an order requiring a party to pay such support as may be necessary for the support of a party ... [§ 14-05-24(1):] When a divorce is granted, the court shall make an equitable distribution of the property and debts of the parties. ... the valuation date for marital property and debt ... [§ 14-05-24.1(1):] the court may require one party to pay spousal support to the other party",
      source: "https://unicourt.github.io/cic-code-nd/transforms/nd/ocnd/r81/gov.nd.code.title.14.html",
      readOn: "2026-11-28",
    },
  },
  separationProceedings: {
    value: ["separation"],
    confirmed: true,
    citation: "N.D.C.C. § 14-05-03.1",
    reading: {
      quote:
        "The court may grant a temporary or permanent decree of separation for any cause for which a divorce may be decreed.",
      source: "https://unicourt.github.io/cic-code-nd/transforms/nd/ocnd/r81/gov.nd.code.title.14.html",
      readOn: "2026-11-28",
    },
  },
  valueBasisRequired: {
    value: false,
    confirmed: true,
    citation: "N.D.C.C. § 14-03.2-08(4)(a)",
    reading: {
      quote:
        "A party has adequate financial disclosure under this section if the party: Receives a reasonably accurate description and good-faith estimate of value of the property, liabilities, and income of the other party;",
      source: "https://unicourt.github.io/cic-code-nd/transforms/nd/ocnd/r81/gov.nd.code.title.14.html",
      readOn: "2026-11-28",
    },
  },
  witnesses: {
    value: { count: 0, notary: "MAY_BE_ONE" },
    confirmed: true,
    citation: "N.D.C.C. § 14-03.2-05",
    reading: {
      quote:
        "A premarital agreement or marital agreement must be in a record and signed by both parties. The agreement is enforceable without consideration.",
      source: "https://unicourt.github.io/cic-code-nd/transforms/nd/ocnd/r81/gov.nd.code.title.14.html",
      readOn: "2026-11-28",
    },
  },
  deathWaiverWitnesses: {
    value: null,
    confirmed: true,
    citation: "N.D.C.C. § 30.1-05-07 (repealed by S.L. 2013, ch. 121, § 2); § 14-03.2-05",
    reading: {
      quote:
        "30.1-05-07. (2-213) Waiver of right to elect and of other rights. [Repealed] Repealed by S.L. 2013, ch. 121, § 2. ... See now, generally, N.D.C.C. ch. 14-03.2, Uniform Premarital and Marital Agreements Act.",
      source: "https://unicourt.github.io/cic-code-nd/transforms/nd/ocnd/r81/gov.nd.code.title.30.1.html",
      readOn: "2026-11-28",
    },
  },
  acknowledgementForm: {
    value: "GENERAL",
    confirmed: true,
    citation: "N.D.C.C. § 44-06.1-14(3)(a)-(c)",
    reading: {
      quote:
        "A certificate of a notarial act is sufficient if it meets the requirements of subsections 1 and 2 and: Is in a short form set forth in section 44-06.1-19; Is in a form otherwise permitted by the law of this state; Is in a form permitted by the law applicable in the jurisdiction in which the notarial act was performed;",
      source: "https://unicourt.github.io/cic-code-nd/transforms/nd/ocnd/r81/gov.nd.code.title.44.html",
      readOn: "2026-11-28",
    },
  },
  acknowledgedAsConveyance: {
    value: false,
    confirmed: true,
    citation: "N.D.C.C. § 14-03.2-05",
    reading: {
      quote:
        "A premarital agreement or marital agreement must be in a record and signed by both parties. The agreement is enforceable without consideration.",
      source: "https://unicourt.github.io/cic-code-nd/transforms/nd/ocnd/r81/gov.nd.code.title.14.html",
      readOn: "2026-11-28",
    },
  },
  counterpartsAllowed: {
    value: true,
    confirmed: true,
    citation: "N.D.C.C. § 14-03.2-05",
    reading: {
      quote:
        "A premarital agreement or marital agreement must be in a record and signed by both parties. The agreement is enforceable without consideration.",
      source: "https://unicourt.github.io/cic-code-nd/transforms/nd/ocnd/r81/gov.nd.code.title.14.html",
      readOn: "2026-11-28",
    },
  },
  signingDeadline: {
    value: "BEFORE_MARRIAGE",
    confirmed: true,
    citation: "N.D.C.C. §§ 14-03.2-01(5), 14-03.2-06",
    reading: {
      quote:
        "“Premarital agreement” means an agreement between individuals who intend to marry ... The term includes an amendment, signed before the individuals marry, of a premarital agreement. ... A premarital agreement is effective on marriage.",
      source: "https://unicourt.github.io/cic-code-nd/transforms/nd/ocnd/r81/gov.nd.code.title.14.html",
      readOn: "2026-11-28",
    },
  },
};
