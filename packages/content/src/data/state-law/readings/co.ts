/** Colorado: the cells of the state-law matrix read in its own law. */
import type { StateReadings } from "./reading.ts";

export const CO: StateReadings = {
  officialStyle: {
    value: "State",
    confirmed: true,
    citation: "Colo. Sess. Laws 1994, ch. 178 (SB 94-043), enacting clause",
    reading: {
      quote: "Be it enacted by the General Assembly of the State of Colorado:",
      source: "https://docslib.org/doc/6308014/and-fiduciaries",
      readOn: "2026-11-28",
    },
  },
  governingAct: {
    value: {
      kind: "UPMAA",
      reference: "the Colorado Uniform Premarital and Marital Agreements Act, C.R.S. § 14-2-301 et seq.",
    },
    confirmed: true,
    citation: "C.R.S. § 14-2-309(1); § 15-11-213(1)",
    reading: {
      quote:
        "(1) A premarital agreement or marital agreement is unenforceable if a party against whom enforcement is sought proves:",
      source: "https://colorado.public.law/statutes/crs_14-2-309",
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
    citation: "C.R.S. § 14-2-309(1)(b), (1)(c), (2), (3)",
    reading: {
      quote:
        "(c) Unless the party had independent legal representation at the time the agreement was signed, the agreement did not include a notice of waiver of rights under subsection (3) of this section or an explanation in plain language of the marital rights or obligations being modified or waived by the agreement",
      source: "https://colorado.public.law/statutes/crs_14-2-309",
      readOn: "2026-11-28",
    },
  },
  division: {
    value: { system: "EQUITABLE_DISTRIBUTION", allProperty: false, giftsDivisible: false, equalPresumption: false },
    confirmed: true,
    citation: "C.R.S. § 14-10-113(1), (2)",
    reading: {
      quote:
        "the court ... shall set apart to each spouse his or her property and shall divide the marital property, without regard to marital misconduct, in such proportions as the court deems just after considering all relevant factors",
      source: "https://www.lpdirect.net/casb/crs/14-10-113.html",
      readOn: "2026-11-28",
    },
  },
  survivorRights: {
    value: {
      waived:
        "the elective share of the marital-property portion of the augmented estate (and the supplemental elective share), exempt property, the family allowance, any intestate share, and priority to serve as personal representative",
      electiveShare: true,
      waivable: true,
      notRenounceable: [],
      rightSummary:
        "fifty percent of the marital-property portion of the augmented estate (that portion grows by 10% a year of marriage, reaching 100% after 10 years), with a supplemental amount up to $50,000 (cost-of-living adjusted); exempt property and family allowance in addition",
      waiverConditions: { disclosureOfRight: false, fairConsideration: false },
    },
    confirmed: true,
    citation: "C.R.S. § 15-11-213(1); § 15-11-202(1)-(3); § 15-11-203(2)",
    reading: {
      quote:
        "(1) Any affirmation, modification, or waiver of a marital right or obligation, as defined in section 14-2-302, C.R.S., made on or after July 1, 2014, is unenforceable unless the affirmation, modification, or waiver is contained in a premarital or marital agreement, as defined in section 14-2-302, C.R.S., that is enforceable under part 3 of article 2 of title 14, C.R.S.",
      source: "https://law.justia.com/codes/colorado/2021/title-15/article-11/part-2/section-15-11-213/",
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
    citation: "C.R.S. § 14-10-113(1), (2); § 14-10-122(1)(a)",
    reading: {
      quote:
        'In a proceeding for dissolution of marriage or in a proceeding for legal separation ... "marital property" means all property acquired by either spouse subsequent to the marriage except: ... [§ 14-10-122(1)(a):] the provisions of any decree respecting maintenance may be modified only',
      source: "https://www.lpdirect.net/casb/crs/14-10-113.html",
      readOn: "2026-11-28",
    },
  },
  separationProceedings: {
    value: ["legal separation"],
    confirmed: true,
    citation: "C.R.S. § 14-10-113(1), (2)(c)",
    reading: {
      quote:
        "In a proceeding for dissolution of marriage or in a proceeding for legal separation ... (c) Property acquired by a spouse after a decree of legal separation",
      source: "https://www.lpdirect.net/casb/crs/14-10-113.html",
      readOn: "2026-11-28",
    },
  },
  embryoAgreements: {
    value: "CASE_BY_CASE",
    confirmed: true,
    citation: "In re Marriage of Rooks, 2018 CO 85, 429 P.3d 579 (headnote)",
    reading: {
      quote:
        "courts should look first to any existing agreement expressing the spouses' intent regarding disposition of the couple's remaining pre-embryos in the event of divorce. In the absence of such an agreement, courts should seek to balance the parties' respective interests",
      source: "https://cetient.com/case/4325443/in-re-marriage-of-rooks",
      readOn: "2026-11-28",
    },
  },
  witnesses: {
    value: { count: 0, notary: "MAY_BE_ONE" },
    confirmed: true,
    citation: "C.R.S. § 14-2-306; § 14-2-309(8) (2022 release)",
    reading: {
      quote:
        "A premarital agreement or marital agreement must be in a record and signed by both parties. The agreement is enforceable without consideration.",
      source:
        "https://github.com/UniCourt/cic-code-co/blob/e6fdc162a709483b624ebfd27152e3f0f174ad14/transforms/co/occo/r80/gov.co.crs.title.14.html",
      readOn: "2026-11-28",
    },
  },
  deathWaiverWitnesses: {
    value: null,
    confirmed: true,
    citation: "C.R.S. § 15-11-213(1)",
    reading: {
      quote:
        "unenforceable unless the affirmation, modification, or waiver is contained in a premarital or marital agreement ... that is enforceable under part 3 of article 2 of title 14",
      source: "https://law.justia.com/codes/colorado/2021/title-15/article-11/part-2/section-15-11-213/",
      readOn: "2026-11-28",
    },
  },
  acknowledgementForm: {
    value: "GENERAL",
    confirmed: true,
    citation: "C.R.S. § 24-21-515(3)(a)-(d)",
    reading: {
      quote:
        "(3) A certificate of a notarial act is sufficient if it meets the requirements of subsections (1) and (2) of this section and: (a) Is in a short form set forth in section 24-21-516; (b) Is in a form otherwise permitted by the law of this state; (c) Is in a form permitted by the law applicable in the jurisdiction in which the notarial act was performed",
      source: "https://lexace.ai/us/statute/colorado/24-21-515",
      readOn: "2026-11-28",
    },
  },
  acknowledgedAsConveyance: {
    value: false,
    confirmed: true,
    citation: "C.R.S. § 14-2-306; § 14-2-309(8) (2022 release)",
    reading: {
      quote:
        "A premarital agreement or marital agreement must be in a record and signed by both parties. The agreement is enforceable without consideration.",
      source:
        "https://github.com/UniCourt/cic-code-co/blob/e6fdc162a709483b624ebfd27152e3f0f174ad14/transforms/co/occo/r80/gov.co.crs.title.14.html",
      readOn: "2026-11-28",
    },
  },
  remoteNotarizationAllowed: {
    value: true,
    confirmed: true,
    citation: "C.R.S. § 24-21-514.5(2)(a) (SB 20-096, effective 31 December 2020 per the Secretary of State)",
    reading: {
      quote:
        "a notary public may perform a remote notarization only with respect to an electronic record and in compliance with this section and any rules adopted by the secretary of state for a remotely located individual who is located: (I) In this state; (II) Outside of this state but within the United States; or (III) Outside the United States if:",
      source:
        "https://casetext.com/statute/colorado-revised-statutes/title-24-government-state/state-officers/article-21-secretary-of-state-department-of-state/part-5-revised-uniform-law-on-notarial-acts/section-24-21-5145-audio-video-communication-definitions",
      readOn: "2026-11-28",
    },
  },
  finalAgreementReviewDays: {
    value: 0,
    confirmed: true,
    citation: "C.R.S. § 14-2-309(2)(a)",
    reading: {
      quote:
        "(a) Before signing a premarital or marital agreement, the party has a reasonable time to: (I) Decide whether to retain a lawyer to provide independent legal representation; and (II) Locate a lawyer to provide independent legal representation, obtain the lawyer's advice, and consider the advice provided",
      source: "https://colorado.public.law/statutes/crs_14-2-309",
      readOn: "2026-11-28",
    },
  },
  onlineSignerLocation: {
    value: "ANYWHERE",
    confirmed: true,
    citation: "C.R.S. § 24-21-514.5(2)(a)(I)-(III)",
    reading: {
      quote:
        "(I) In this state; (II) Outside of this state but within the United States; or (III) Outside the United States if: (A) The notary public has no actual knowledge that the notarial act is prohibited in the jurisdiction in which the remotely located individual is physically located",
      source: "https://law.counselstack.com/statute/co/24/24-21-514.5",
      readOn: "2026-11-28",
    },
  },
  signingDeadline: {
    value: "BEFORE_MARRIAGE",
    confirmed: true,
    citation: "C.R.S. § 14-2-302(5); § 14-2-307 (2022 release)",
    reading: {
      quote:
        '"Premarital agreement" means an agreement between individuals who intend to marry ... [§ 14-2-307:] A premarital agreement is effective on marriage. A marital agreement is effective on signing by both parties.',
      source:
        "https://github.com/UniCourt/cic-code-co/blob/e6fdc162a709483b624ebfd27152e3f0f174ad14/transforms/co/occo/r80/gov.co.crs.title.14.html",
      readOn: "2026-11-28",
    },
  },
  spousalSupport: {
    value: "CAN_WAIVE_OR_MODIFY",
    confirmed: true,
    citation: "C.R.S. § 14-2-302(4)(a), (5) (2022 release)",
    reading: {
      quote:
        '"Marital right or obligation" means any of the following rights or obligations arising between spouses because of their marital status: Spousal maintenance; ... "Premarital agreement" means an agreement between individuals who intend to marry which affirms, modifies, or waives a marital right or obligation during the marriage or at legal separation, marital dissolution, death of one of the spouses, or the occurrence or nonoccurrence of any other event.',
      source:
        "https://github.com/UniCourt/cic-code-co/blob/e6fdc162a709483b624ebfd27152e3f0f174ad14/transforms/co/occo/r80/gov.co.crs.title.14.html",
      readOn: "2026-11-28",
    },
  },
  pendingSupportProtected: {
    value: false,
    confirmed: true,
    citation: "C.R.S. § 14-2-302(5); § 14-2-309(5) (2022 release)",
    reading: {
      quote:
        "an agreement between individuals who intend to marry which affirms, modifies, or waives a marital right or obligation during the marriage or at legal separation, marital dissolution ... [§ 14-2-309(5):] insofar as the provisions of such agreement ... relate to the determination, modification, limitation, or elimination of spousal maintenance",
      source:
        "https://github.com/UniCourt/cic-code-co/blob/e6fdc162a709483b624ebfd27152e3f0f174ad14/transforms/co/occo/r80/gov.co.crs.title.14.html",
      readOn: "2026-11-28",
    },
  },
  supportKinds: {
    value: null,
    confirmed: true,
    citation: "C.R.S. § 14-2-302(4)(a) (2022 release)",
    reading: {
      quote:
        '"Marital right or obligation" means any of the following rights or obligations arising between spouses because of their marital status: Spousal maintenance;',
      source:
        "https://github.com/UniCourt/cic-code-co/blob/e6fdc162a709483b624ebfd27152e3f0f174ad14/transforms/co/occo/r80/gov.co.crs.title.14.html",
      readOn: "2026-11-28",
    },
  },
  supportFloor: {
    value: "NONE",
    confirmed: true,
    citation: "C.R.S. § 14-2-309(5)-(7) (2022 release)",
    reading: {
      quote:
        "is nevertheless unenforceable insofar, but only insofar, as the provisions of such agreement, amendment, or revocation relate to the determination, modification, limitation, or elimination of spousal maintenance or the waiver or allocation of attorney fees, and such provisions are unconscionable at the time of enforcement of such provisions. The issue of unconscionability shall be decided by the court as a matter of law. (6) [Reserved] (7) [Reserved]",
      source:
        "https://github.com/UniCourt/cic-code-co/blob/e6fdc162a709483b624ebfd27152e3f0f174ad14/transforms/co/occo/r80/gov.co.crs.title.14.html",
      readOn: "2026-11-28",
    },
  },
  disclosureStandard: {
    value: { kind: "REASONABLY_ACCURATE", knowledgeSuffices: true },
    confirmed: true,
    citation: "C.R.S. § 14-2-309(1)(d), (4)(a), (4)(c) (2022 release)",
    reading: {
      quote:
        "Before signing the agreement, the party did not receive adequate financial disclosure under subsection (4) of this section. ... A party has adequate financial disclosure under this section if the party: Receives a reasonably accurate description and good-faith estimate of value of the property, liabilities, and income of the other party; or [Reserved] Has adequate knowledge or a reasonable basis for having adequate knowledge of the information described in paragraph (a) of this subsection (4).",
      source:
        "https://github.com/UniCourt/cic-code-co/blob/e6fdc162a709483b624ebfd27152e3f0f174ad14/transforms/co/occo/r80/gov.co.crs.title.14.html",
      readOn: "2026-11-28",
    },
  },
  disclosureWaiver: {
    value: false,
    confirmed: true,
    citation: "C.R.S. § 14-2-309(4)(b) [Reserved] (2022 release)",
    reading: {
      quote:
        "A party has adequate financial disclosure under this section if the party: Receives a reasonably accurate description and good-faith estimate of value of the property, liabilities, and income of the other party; or [Reserved] Has adequate knowledge or a reasonable basis for having adequate knowledge",
      source:
        "https://github.com/UniCourt/cic-code-co/blob/e6fdc162a709483b624ebfd27152e3f0f174ad14/transforms/co/occo/r80/gov.co.crs.title.14.html",
      readOn: "2026-11-28",
    },
  },
  valueBasisRequired: {
    value: false,
    confirmed: true,
    citation: "C.R.S. § 14-2-309(4)(a) (2022 release)",
    reading: {
      quote:
        "Receives a reasonably accurate description and good-faith estimate of value of the property, liabilities, and income of the other party",
      source:
        "https://github.com/UniCourt/cic-code-co/blob/e6fdc162a709483b624ebfd27152e3f0f174ad14/transforms/co/occo/r80/gov.co.crs.title.14.html",
      readOn: "2026-11-28",
    },
  },
  premaritalConversion: {
    value: true,
    confirmed: true,
    citation: "C.R.S. § 14-2-302(4)(b), (5), (6) (2022 release)",
    reading: {
      quote:
        'A right to property, including characterization, management, and ownership; ... "Premarital agreement" means an agreement between individuals who intend to marry which affirms, modifies, or waives a marital right or obligation ... "Property" means anything that may be the subject of ownership ... including income and earnings.',
      source:
        "https://github.com/UniCourt/cic-code-co/blob/e6fdc162a709483b624ebfd27152e3f0f174ad14/transforms/co/occo/r80/gov.co.crs.title.14.html",
      readOn: "2026-11-28",
    },
  },
  counterpartsAllowed: {
    value: true,
    confirmed: true,
    citation: "C.R.S. § 14-2-306 (2022 release)",
    reading: {
      quote:
        "A premarital agreement or marital agreement must be in a record and signed by both parties. The agreement is enforceable without consideration.",
      source:
        "https://github.com/UniCourt/cic-code-co/blob/e6fdc162a709483b624ebfd27152e3f0f174ad14/transforms/co/occo/r80/gov.co.crs.title.14.html",
      readOn: "2026-11-28",
    },
  },
};
