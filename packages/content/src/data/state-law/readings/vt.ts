/** Vermont: the cells of the state-law matrix read in its own law. */
import type { StateReadings } from "./reading.ts";

export const VT: StateReadings = {
  officialStyle: {
    value: "State",
    confirmed: true,
    citation: "2007-2008 Vt. H.203 (enacting clause)",
    reading: {
      quote: "It is hereby enacted by the General Assembly of the State of Vermont:",
      source: "http://www.leg.state.vt.us/docs/legdoc.cfm?URL=/docs/2008/bills/house/H-203.HTM",
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
    citation: "14 V.S.A. § 323(b)(4)",
    reading: {
      quote:
        "(4) before signing the waiver, the waiving spouse did not have an opportunity for meaningful access to independent counsel.",
      source: "https://self-law.org/code/vt/title-14/chapter-42/323",
      readOn: "2026-11-28",
    },
  },
  supportKinds: {
    value: null,
    confirmed: true,
    citation: "15 V.S.A. § 752(a)",
    reading: {
      quote:
        "the court may order either spouse to make maintenance payments, either rehabilitative or long term in nature, to the other spouse",
      source: "https://legislature.vermont.gov/statutes/section/15/011/00752",
      readOn: "2026-11-28",
    },
  },
  division: {
    value: { system: "EQUITABLE_DISTRIBUTION", allProperty: true, giftsDivisible: true, equalPresumption: false },
    confirmed: true,
    citation: "15 V.S.A. § 751(a)",
    reading: {
      quote: "[a]ll property owned by either or both of the parties, however and whenever acquired",
      source:
        "https://legalresearch.com/litigation-advisor/litigation-pathfinder/issue-finder/legal-memorandum-division-of-marital-assets-in-vt-2/",
      readOn: "2026-11-28",
    },
  },
  separateGrowth: {
    value: "ALL_DIVISIBLE",
    confirmed: true,
    citation: "15 V.S.A. § 751(a)",
    reading: {
      quote: "[a]ll property owned by either or both of the parties, however and whenever acquired",
      source:
        "https://legalresearch.com/litigation-advisor/litigation-pathfinder/issue-finder/legal-memorandum-division-of-marital-assets-in-vt-2/",
      readOn: "2026-11-28",
    },
  },
  survivorRights: {
    value: {
      waived:
        "the elective share, the homestead and any other allowance, any intestate share, and any other spousal rights or interest in property",
      electiveShare: true,
      waivable: true,
      notRenounceable: [],
      rightSummary:
        "The surviving spouse may waive the will and take one-half of the balance of the probate estate after allowances, claims and expenses. Dower and curtesy are abolished.",
      waiverConditions: { disclosureOfRight: false, fairConsideration: false },
    },
    confirmed: true,
    citation: "14 V.S.A. §§ 319(a), 323(a), (b); § 302",
    reading: {
      quote:
        "(a) Subject to subsection (d) of this section, a surviving spouse may elect to waive the provisions of the decedent's will and in lieu thereof elect to take one-half of the balance of the probate estate, after the payment of allowances, claims, and expenses.",
      source: "https://lawserver.com/law/state/vermont/vt-statutes/vermont_statutes_title_14_319",
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
    citation: "15 V.S.A. § 752(a) (ch. 11 'Annulment and Divorce', subch. 6 'Property Settlement; Maintenance')",
    reading: {
      quote:
        "(a) In an action under this chapter, the court may order either spouse to make maintenance payments, either rehabilitative or long term in nature, to the other spouse",
      source: "https://legislature.vermont.gov/statutes/section/15/011/00752",
      readOn: "2026-11-28",
    },
  },
  deathWaiverWitnesses: {
    value: null,
    confirmed: true,
    citation: "14 V.S.A. § 323(a)",
    reading: {
      quote: "by a written instrument signed by the waiving spouse.",
      source: "https://self-law.org/code/vt/title-14/chapter-42/323",
      readOn: "2026-11-28",
    },
  },
  acknowledgementForm: {
    value: "GENERAL",
    confirmed: true,
    citation: "26 V.S.A. § 5367(c)",
    reading: {
      quote:
        "A certificate of a notarial act is sufficient if it meets the requirements of subsections (a) and (b) of this section and: (1) is in a short form as set forth in section 5368 of this chapter; (2) is in a form otherwise permitted by the law of this State; (3) is in a form permitted by the law applicable in the jurisdiction in which the notarial act was performed",
      source: "https://codes.findlaw.com/vt/title-26-professions-and-occupations/vt-st-tit-26-sect-5367/",
      readOn: "2026-11-28",
    },
  },
  remoteNotarizationAllowed: {
    value: true,
    confirmed: true,
    citation: "26 V.S.A. § 5379(a), (b)",
    reading: {
      quote:
        "(a) A remotely located individual may comply with section 5364 of this chapter by using communication technology to appear before a notary public with a special commission endorsement. (b) A notary public located in this State may perform a notarial act using communication technology for a remotely located individual if:",
      source: "https://legislature.vermont.gov/statutes/section/26/103/05379",
      readOn: "2026-11-28",
    },
  },
  onlineSignerLocation: {
    value: "ANYWHERE",
    confirmed: true,
    citation: "26 V.S.A. § 5379(b)(5)",
    reading: {
      quote:
        "(5) for a remotely located individual located outside the United States: (A) the record: (i) is to be filed with or relates to a matter before a public official or court ... or (ii) involves property located in the territorial jurisdiction of the United States or involves a transaction substantially connected with the United States",
      source: "https://legislature.vermont.gov/statutes/section/26/103/05379",
      readOn: "2026-11-28",
    },
  },
  separationProceedings: {
    value: ["legal separation"],
    confirmed: true,
    citation: "15 V.S.A. § 555 (2022 release)",
    reading: {
      quote:
        "A legal separation forever or for a limited time may be granted for any of the causes for which an absolute divorce may be granted.",
      source:
        "https://github.com/UniCourt/cic-code-vt/blob/e3dbe565665b975c4c6ac2acb25798f348861620/transforms/vt/ocvt/r85/gov.vt.vsa.title.15.html",
      readOn: "2026-11-28",
    },
  },
  witnesses: {
    value: { count: 0, notary: "MAY_BE_ONE" },
    confirmed: true,
    citation: "12 V.S.A. § 181(3) (2022 release)",
    reading: {
      quote:
        "An action at law shall not be brought in the following cases unless the promise, contract, or agreement upon which such action is brought or some memorandum or note thereof is in writing, signed by the party to be charged therewith or by some person thereunto by him or her lawfully authorized: ... An agreement made in consideration of civil marriage.",
      source:
        "https://github.com/UniCourt/cic-code-vt/blob/e3dbe565665b975c4c6ac2acb25798f348861620/transforms/vt/ocvt/r85/gov.vt.vsa.title.12.html",
      readOn: "2026-11-28",
    },
  },
  acknowledgedAsConveyance: {
    value: false,
    confirmed: true,
    citation: "12 V.S.A. § 181(3) (2022 release)",
    reading: {
      quote:
        "An action at law shall not be brought in the following cases unless the promise, contract, or agreement upon which such action is brought or some memorandum or note thereof is in writing, signed by the party to be charged therewith or by some person thereunto by him or her lawfully authorized: ... An agreement made in consideration of civil marriage.",
      source:
        "https://github.com/UniCourt/cic-code-vt/blob/e3dbe565665b975c4c6ac2acb25798f348861620/transforms/vt/ocvt/r85/gov.vt.vsa.title.12.html",
      readOn: "2026-11-28",
    },
  },
  counterpartsAllowed: {
    value: true,
    confirmed: true,
    citation: "12 V.S.A. § 181(3) (2022 release)",
    reading: {
      quote:
        "An action at law shall not be brought in the following cases unless the promise, contract, or agreement upon which such action is brought or some memorandum or note thereof is in writing, signed by the party to be charged therewith or by some person thereunto by him or her lawfully authorized: ... An agreement made in consideration of civil marriage.",
      source:
        "https://github.com/UniCourt/cic-code-vt/blob/e3dbe565665b975c4c6ac2acb25798f348861620/transforms/vt/ocvt/r85/gov.vt.vsa.title.12.html",
      readOn: "2026-11-28",
    },
  },
  governingAct: {
    value: { kind: "COMMON_LAW", reference: "the common law of Vermont governing prenuptial agreements" },
    confirmed: true,
    citation: "15 V.S.A. § 1205 and ch. 1 cross-references; 12 V.S.A. § 181(3) (2022 release)",
    reading: {
      quote:
        "Antenuptial agreements, see § 181 of Title 12. ... [§ 1205] Parties to a civil union may modify the terms, conditions, or effects of their civil union in the same manner and to the same extent as married persons who execute an antenuptial agreement or other agreement recognized and enforceable under the law, setting forth particular understandings with respect to their union.",
      source:
        "https://github.com/UniCourt/cic-code-vt/blob/e3dbe565665b975c4c6ac2acb25798f348861620/transforms/vt/ocvt/r85/gov.vt.vsa.title.15.html",
      readOn: "2026-11-28",
    },
  },
  finalAgreementReviewDays: {
    value: 0,
    confirmed: true,
    citation: "12 V.S.A. § 181(3) (2022 release)",
    reading: {
      quote:
        "An action at law shall not be brought in the following cases unless the promise, contract, or agreement upon which such action is brought or some memorandum or note thereof is in writing, signed by the party to be charged therewith or by some person thereunto by him or her lawfully authorized: ... An agreement made in consideration of civil marriage.",
      source:
        "https://github.com/UniCourt/cic-code-vt/blob/e3dbe565665b975c4c6ac2acb25798f348861620/transforms/vt/ocvt/r85/gov.vt.vsa.title.12.html",
      readOn: "2026-11-28",
    },
  },
};
