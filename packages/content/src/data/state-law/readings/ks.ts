/** Kansas: the cells of the state-law matrix read in its own law. */
import type { StateReadings } from "./reading.ts";

export const KS: StateReadings = {
  officialStyle: {
    value: "State",
    confirmed: true,
    citation: "Kansas Register, Vol. 42, No. 50 (Dec. 14, 2023), heading",
    reading: {
      quote: "State of Kansas",
      source: "https://sos.ks.gov/publications/Register/Volume-42/Issues/Issue-50/12-14-23-51721.html",
      readOn: "2026-11-28",
    },
  },
  governingAct: {
    value: { kind: "UPAA", reference: "the Uniform Premarital Agreement Act, K.S.A. 23-2401 et seq." },
    confirmed: true,
    citation: "K.S.A. 23-2401",
    reading: {
      quote: "Title of act: This act may be cited as the “uniform premarital agreement act.”",
      source: "https://marriage.uslegal.com/permarital-agreements/kansas-premarital-agreement-law/",
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
    citation: "K.S.A. 23-2403; 23-2407",
    reading: {
      quote:
        "A premarital agreement shall be in writing and signed by both parties. It is enforceable without consideration.",
      source: "https://marriage.uslegal.com/permarital-agreements/kansas-premarital-agreement-law/",
      readOn: "2026-11-28",
    },
  },
  spousalSupport: {
    value: "CAN_WAIVE_OR_MODIFY",
    confirmed: true,
    citation: "K.S.A. 23-2404(a)(4)",
    reading: {
      quote: "(4) the modification or elimination of spousal support;",
      source: "https://marriage.uslegal.com/permarital-agreements/kansas-premarital-agreement-law/",
      readOn: "2026-11-28",
    },
  },
  unconscionability: {
    value: "AT_SIGNING",
    confirmed: true,
    citation: "K.S.A. 23-2407(a)(2), (c)",
    reading: {
      quote:
        "(2) the agreement was unconscionable when such agreement was executed and, before execution of the agreement, all of the following applied to that party:",
      source:
        "https://kslegislature.gov/li_2012/b2011_12/statute/023_000_0000_chapter/023_024_0000_article/023_024_0007_section/023_024_0007_k/",
      readOn: "2026-11-28",
    },
  },
  supportFloor: {
    value: "PUBLIC_ASSISTANCE",
    confirmed: true,
    citation: "K.S.A. 23-2407(b)",
    reading: {
      quote:
        "(b) If a provision of a premarital agreement modifies or eliminates spousal support and that modification or elimination causes one party to the agreement to be eligible for support under a program of public assistance at the time of separation or marital dissolution, a court, ...",
      source:
        "https://kslegislature.gov/li_2012/b2011_12/statute/023_000_0000_chapter/023_024_0000_article/023_024_0007_section/023_024_0007_k/",
      readOn: "2026-11-28",
    },
  },
  disclosureStandard: {
    value: { kind: "FAIR_AND_REASONABLE", knowledgeSuffices: false },
    confirmed: true,
    citation: "K.S.A. 23-2407(a)(2)(A)",
    reading: {
      quote:
        "(A) Such party was not provided a fair and reasonable disclosure of the property or financial obligations of the other party;",
      source:
        "https://kslegislature.gov/li_2012/b2011_12/statute/023_000_0000_chapter/023_024_0000_article/023_024_0007_section/023_024_0007_k/",
      readOn: "2026-11-28",
    },
  },
  division: {
    value: { system: "EQUITABLE_DISTRIBUTION", allProperty: true, giftsDivisible: true, equalPresumption: false },
    confirmed: true,
    citation: "K.S.A. 23-2802(a), (c); 23-2801(a)",
    reading: {
      quote:
        "(a) A decree under K.S.A. 23-2711, and amendments thereto, shall divide the real and personal property of the parties, including any retirement and pension plans, whether owned by either spouse prior to marriage, acquired by either spouse in the spouse's own right after marriage or acquired ...",
      source: "https://www.ksrevisor.org/statutes/chapters/ch23/023_028_0002.html",
      readOn: "2026-11-28",
    },
  },
  separateGrowth: {
    value: "ALL_DIVISIBLE",
    confirmed: true,
    citation: "K.S.A. 23-2802(a)",
    reading: {
      quote:
        "shall divide the real and personal property of the parties ... whether owned by either spouse prior to marriage",
      source: "https://www.ksrevisor.org/statutes/chapters/ch23/023_028_0002.html",
      readOn: "2026-11-28",
    },
  },
  premaritalConversion: {
    value: true,
    confirmed: true,
    citation: "K.S.A. 23-2404(a)(1)",
    reading: {
      quote:
        "(1) The rights and obligations of each of the parties in any of the property of either, or both, whenever and wherever acquired or located;",
      source: "https://marriage.uslegal.com/permarital-agreements/kansas-premarital-agreement-law/",
      readOn: "2026-11-28",
    },
  },
  survivorRights: {
    value: {
      waived:
        "the right of election (elective share of the augmented estate), the homestead and homestead allowance, exempt property, the family allowance, any share of the estate if there is no will, the one-half interest in real property conveyed during the marriage without the spouse's written consent, and priority to serve as administrator",
      electiveShare: true,
      waivable: true,
      notRenounceable: [],
      rightSummary:
        "A surviving spouse of a Kansas resident may elect a percentage of the augmented estate that grows with the length of the marriage: 3% after one year up to 50% after 15 years, plus a supplemental amount; the augmented estate includes nonprobate transfers.",
      waiverConditions: { disclosureOfRight: false, fairConsideration: false },
    },
    confirmed: true,
    citation: "K.S.A. 59-6a202(a)(1); K.S.A. 59-6a213; In re Estate of Cross, No. 113,266 (Kan. Ct. App.), syl. ¶¶ 3-5",
    reading: {
      quote:
        "The surviving spouse of a decedent who dies a resident of this state has a right of election, under the limitations and conditions stated in this act, to take an elective-share amount equal to the value of the elective-share percentage of the augmented estate",
      source: "https://www.ksrevisor.org/statutes/chapters/ch59/059_006a_0202.html",
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
    citation: "K.S.A. 23-2902(a); 23-2901; 23-2801(a)",
    reading: {
      quote:
        "(a) A decree under K.S.A. 2015 Supp. 23-2711, and amendments thereto, may award to either party an allowance for future support denominated as maintenance, in an amount the court finds to be fair, just and equitable under all of the circumstances.",
      source: "https://chowins.com/resources/kansas-family-law/establishment-and-modification-of-spousal-support",
      readOn: "2026-11-28",
    },
  },
  separationProceedings: {
    value: ["separate maintenance"],
    confirmed: true,
    citation: "K.S.A. 23-2801(a)",
    reading: {
      quote:
        "shall become marital property at the time of commencement by one spouse against the other of an action in which a final decree is entered for divorce, separate maintenance, or annulment.",
      source: "https://chowins.com/resources/kansas-family-law/division-of-property",
      readOn: "2026-11-28",
    },
  },
  disclosureWaiver: {
    value: true,
    confirmed: true,
    citation: "K.S.A. 23-2407(a)(2)(B)",
    reading: {
      quote:
        "(B) such party did not voluntarily and expressly waive, in writing, any right to disclosure of the property or financial obligations of the other party beyond the disclosure provided",
      source:
        "https://kslegislature.gov/li_2012/b2011_12/statute/023_000_0000_chapter/023_024_0000_article/023_024_0007_section/023_024_0007_k/",
      readOn: "2026-11-28",
    },
  },
  valueBasisRequired: {
    value: false,
    confirmed: true,
    citation: "K.S.A. 23-2407(a)(2)(A)",
    reading: {
      quote:
        "(A) Such party was not provided a fair and reasonable disclosure of the property or financial obligations of the other party;",
      source:
        "https://kslegislature.gov/li_2012/b2011_12/statute/023_000_0000_chapter/023_024_0000_article/023_024_0007_section/023_024_0007_k/",
      readOn: "2026-11-28",
    },
  },
  witnesses: {
    value: { count: 0, notary: "MAY_BE_ONE" },
    confirmed: true,
    citation: "K.S.A. 23-2403",
    reading: {
      quote:
        "A premarital agreement shall be in writing and signed by both parties. It is enforceable without consideration.",
      source: "https://marriage.uslegal.com/permarital-agreements/kansas-premarital-agreement-law/",
      readOn: "2026-11-28",
    },
  },
  deathWaiverWitnesses: {
    value: null,
    confirmed: true,
    citation: "In re Estate of Cross, No. 113,266 (Kan. Ct. App. 2016), syl. para. 5 (applying K.S.A. 59-6a213)",
    reading: {
      quote:
        "A valid waiver by a surviving spouse of a right of election against a will, to the homestead, homestead allowance, exempt property, and family allowance, or all of them, must meet the following requirements: (1) It must be in the form of a written contract, written agreement, or written consent to an instrument; (2) it must be signed by the party waiving the right",
      source: "https://cetient.com/case/3175139/in-re-the-estate-of-cross",
      readOn: "2026-11-28",
    },
  },
  acknowledgementForm: {
    value: "GENERAL",
    confirmed: true,
    citation: "K.S.A. 53-5a16(c)(1); K.S.A. 53-5a17",
    reading: {
      quote:
        "(c) A certificate of a notarial act is sufficient if it meets the requirements of subsections (a) and (b) and: (1) Is in a short form set forth in Kan. Stat. Ann. 2023 Supp. 53-5a17, and amendments thereto; (2) is in a form otherwise permitted by th[e law of this state]",
      source: "https://www.lawserver.com/law/state/kansas/ks-statutes/kansas_statutes_53-5a16",
      readOn: "2026-11-28",
    },
  },
  acknowledgedAsConveyance: {
    value: false,
    confirmed: true,
    citation: "K.S.A. 23-2403",
    reading: {
      quote: "A premarital agreement shall be in writing and signed by both parties.",
      source: "https://marriage.uslegal.com/permarital-agreements/kansas-premarital-agreement-law/",
      readOn: "2026-11-28",
    },
  },
  remoteNotarizationAllowed: {
    value: true,
    confirmed: true,
    citation: "K.S.A. 53-5a15 (Revised Uniform Law on Notarial Acts); K.A.R. 7-43-20",
    reading: {
      quote:
        "(b) A notary public shall not perform a notarial act for a remotely located individual if the notary public is not physically located in Kansas at the time of the notarization.",
      source: "https://sos.ks.gov/publications/pubs_kar_Regs.aspx?KAR=7-43-20",
      readOn: "2026-11-28",
    },
  },
  finalAgreementReviewDays: {
    value: 0,
    confirmed: true,
    citation: "K.S.A. 23-2403; 23-2407",
    reading: {
      quote: "A premarital agreement shall be in writing and signed by both parties.",
      source: "https://marriage.uslegal.com/permarital-agreements/kansas-premarital-agreement-law/",
      readOn: "2026-11-28",
    },
  },
  onlineSignerLocation: {
    value: "ANYWHERE",
    confirmed: true,
    citation: "K.S.A. 53-5a15(b)(4)",
    reading: {
      quote:
        "(4) for a remotely located individual located outside the United States: (A) The record: (i) Is to be filed with or relates to a matter before a public official or court ... or (ii) involves property located in the territorial jurisdiction of the United States",
      source:
        "https://d1tvxue8o4w0fl.cloudfront.net/statute/kansas-statutes/chapter-53-notaries-public-and-commissioners/article-5-a-revised-uniform-law-on-notarial-acts/section-53-5a15-notarial-act-performed-for-remotely-located-individual",
      readOn: "2026-11-28",
    },
  },
  signingDeadline: {
    value: "BEFORE_MARRIAGE",
    confirmed: true,
    citation: "K.S.A. 23-2402(a)",
    reading: {
      quote:
        "(a) “Premarital agreement” means an agreement between prospective spouses made in contemplation of marriage and to be effective upon marriage",
      source: "https://marriage.uslegal.com/permarital-agreements/kansas-premarital-agreement-law/",
      readOn: "2026-11-28",
    },
  },
  supportModifiableUnlessStated: {
    value: false,
    confirmed: true,
    citation: "K.S.A. 23-2712(b)",
    reading: {
      quote:
        "(b)Matters settled by an agreement incorporated in the decree, other than matters pertaining to the legal custody, residency, visitation, parenting time, support or education of the minor children, shall not be subject to subsequent modification by the court except: (1)As prescribed by the agreement; or (2)as subsequently consented to by the parties.",
      source: "https://self-law.org/code/ks/chapter-23/23-2712",
      readOn: "2026-11-28",
    },
  },
  counterpartsAllowed: {
    value: true,
    confirmed: true,
    citation: "K.S.A. 23-2403",
    reading: {
      quote:
        "Premarital agreement; writing required: A premarital agreement shall be in writing and signed by both parties. It is enforceable without consideration.",
      source: "https://marriage.uslegal.com/permarital-agreements/kansas-premarital-agreement-law/",
      readOn: "2026-11-28",
    },
  },
  pendingSupportProtected: {
    value: false,
    confirmed: true,
    citation: "K.S.A. 23-2404(a)(4)",
    reading: {
      quote:
        "(a) Parties to a premarital agreement may contract with respect to all of the following: ... (4) the modification or elimination of spousal support;",
      source: "https://marriage.uslegal.com/permarital-agreements/kansas-premarital-agreement-law/",
      readOn: "2026-11-28",
    },
  },
};
