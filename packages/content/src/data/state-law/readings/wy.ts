/** Wyoming: the cells of the state-law matrix read in its own law. */
import type { StateReadings } from "./reading.ts";

export const WY: StateReadings = {
  officialStyle: {
    value: "State",
    confirmed: true,
    citation: "2021 Wyoming Revised Uniform Law on Notarial Acts bill (21LSO-0126), enacting clause",
    reading: {
      quote: "Be It Enacted by the Legislature of the State of Wyoming:",
      source: "https://vdocuments.site/introduction-draft-only-not-approved-for.html",
      readOn: "2026-11-28",
    },
  },
  governingAct: {
    value: {
      kind: "COMMON_LAW",
      reference:
        "the common law of Wyoming governing antenuptial agreements (Lund v. Lund, 849 P.2d 731 (Wyo. 1993); Laird v. Laird, 597 P.2d 463 (Wyo. 1979))",
    },
    confirmed: true,
    citation: "Lund v. Lund, 849 P.2d 731 (Wyo. 1993)",
    reading: {
      quote:
        "An antenuptial agreement is a contract entered into between two people in contemplation and consideration of marriage. The marriage provides the requisite consideration to bind both parties. The primary purpose of such agreements is to define and fix the respective property rights of the spouses before the marriage.",
      source: "https://eforms.com/prenuptial-agreement/wy/",
      readOn: "2026-11-28",
    },
  },
  division: {
    value: { system: "EQUITABLE_DISTRIBUTION", allProperty: true, giftsDivisible: true, equalPresumption: false },
    confirmed: true,
    citation: "Wyo. Stat. § 20-2-114(a)",
    reading: {
      quote:
        "in granting a divorce, the court shall make such disposition of the property of the parties as appears just and equitable, having regard for the respective merits of the parties and the condition in which they will be left by the divorce, the party through whom the property was acquired",
      source:
        "https://nocache.womenslaw.org/laws/wy/statutes/20-2-114-disposition-property-be-equitable-factors-alimony-generally",
      readOn: "2026-11-28",
    },
  },
  separateGrowth: {
    value: "ALL_DIVISIBLE",
    confirmed: true,
    citation: "Wyo. Stat. § 20-2-114(a)",
    reading: {
      quote: "the court shall make such disposition of the property of the parties as appears just and equitable",
      source:
        "https://nocache.womenslaw.org/laws/wy/statutes/20-2-114-disposition-property-be-equitable-factors-alimony-generally",
      readOn: "2026-11-28",
    },
  },
  premaritalConversion: {
    value: true,
    confirmed: true,
    citation: "Lund v. Lund, 849 P.2d 731 (Wyo. 1993)",
    reading: {
      quote:
        "The primary purpose of such agreements is to define and fix the respective property rights of the spouses before the marriage.",
      source: "https://eforms.com/prenuptial-agreement/wy/",
      readOn: "2026-11-28",
    },
  },
  survivorRights: {
    value: {
      waived:
        "the elective share, the homestead allowance, exempt property, the family allowance, any intestate share, and priority to serve as personal representative",
      electiveShare: true,
      waivable: true,
      notRenounceable: [],
      rightSummary:
        "If the will leaves the surviving spouse less, the spouse may elect one-half of the property subject to disposition under the will (after funeral and administration expenses, homestead allowance, family allowances, exemption and claims) if the decedent left no issue or the spouse is a parent of the issue, or one-fourth if the spouse is not a parent of any surviving issue.",
      waiverConditions: { disclosureOfRight: false, fairConsideration: false },
    },
    confirmed: true,
    citation: "Wyo. Stat. §§ 2-5-101(a), 2-5-102",
    reading: {
      quote:
        "(i) One-half (1/2) if there are no surviving issue of the decedent, or if the surviving spouse is also a parent of any of the surviving issue of the decedent; or (ii) One-fourth (1/4), if the surviving spouse is not the parent of any surviving issue of the decedent. ... 2-5-102 ... may be waived totally or partially before or after marriage, by a written contr",
      source: "https://wyoleg.gov/NXT/gateway.dll/2023%20Wyoming%20Statutes%2F2023%20Titles%2F108%2F134",
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
    citation: "Wyo. Stat. § 20-2-114(a)",
    reading: {
      quote:
        "The court may decree to either party reasonable alimony out of the estate of the other having regard for the other's ability to pay",
      source:
        "https://nocache.womenslaw.org/laws/wy/statutes/20-2-114-disposition-property-be-equitable-factors-alimony-generally",
      readOn: "2026-11-28",
    },
  },
  remoteNotarizationAllowed: {
    value: true,
    confirmed: true,
    citation: "Wyo. Stat. § 32-3-102(a)(iii); § 32-3-121(g)",
    reading: {
      quote:
        '"Appearing before," "in the presence of," "personal appearance" and "personally appear" mean being in the same physical location as another person ... or interacting with another remotely located person by means of an electronic notarization system or other form of communication technology in compliance with this act',
      source: "https://law.justia.com/codes/wyoming/2022/title-32/chapter-3/article-1/section-32-3-102/",
      readOn: "2026-11-28",
    },
  },
  signingDeadline: {
    value: "BEFORE_MARRIAGE",
    confirmed: true,
    citation: "Lund v. Lund, 849 P.2d 731 (Wyo. 1993)",
    reading: {
      quote:
        "An antenuptial agreement is a contract entered into between two people in contemplation and consideration of marriage.",
      source: "https://eforms.com/prenuptial-agreement/wy/",
      readOn: "2026-11-28",
    },
  },
  supportKinds: {
    value: null,
    confirmed: true,
    citation: "Wyo. Stat. § 20-2-114(a) (second sentence: reasonable alimony)",
    reading: {
      quote:
        "The court may decree to either party reasonable alimony out of the estate of the other having regard for the other’s ability to pay",
      source: "https://unicourt.github.io/cic-code-wy/transforms/wy/ocwy/r84/gov.wy.code.title.20.html",
      readOn: "2026-11-28",
    },
  },
  separationProceedings: {
    value: ["judicial separation"],
    confirmed: true,
    citation: "Wyo. Stat. § 20-2-106(a), (b)",
    reading: {
      quote:
        "the aggrieved party may institute a proceeding by complaint in the same manner as if petitioner were seeking a decree of divorce, but praying instead to be allowed to live separate and apart from the offending party. ... A decree of divorce may be granted after the decree of judicial separation is entered upon proper grounds arising thereafter.",
      source: "https://unicourt.github.io/cic-code-wy/transforms/wy/ocwy/r84/gov.wy.code.title.20.html",
      readOn: "2026-11-28",
    },
  },
  deathWaiverWitnesses: {
    value: null,
    confirmed: true,
    citation: "Wyo. Stat. § 2-5-102 (first sentence)",
    reading: {
      quote:
        "The right of election of a surviving spouse and the rights of the surviving spouse to homestead allowance, exempt property and family allowance, or any of them, may be waived totally or partially before or after marriage, by a written contract, agreement or waiver signed by the party waiving, after fair disclosure.",
      source: "https://unicourt.github.io/cic-code-wy/transforms/wy/ocwy/r84/gov.wy.code.title.02.html",
      readOn: "2026-11-28",
    },
  },
  acknowledgementForm: {
    value: "GENERAL",
    confirmed: true,
    citation: "Wyo. Stat. § 32-3-114(e)(i)-(iii)",
    reading: {
      quote:
        "A certificate of a notarial act is sufficient if it meets the requirements of subsections (a) and (b) and, if applicable, (c) and (d) of this section, and: Is in a short form set forth in W.S. 32-3-115; Is in a form otherwise permitted by the law of this state; Is in a form permitted by the law applicable in the jurisdiction in which the notarial act was performed;",
      source: "https://unicourt.github.io/cic-code-wy/transforms/wy/ocwy/r84/gov.wy.code.title.32.html",
      readOn: "2026-11-28",
    },
  },
  onlineSignerLocation: {
    value: "ANYWHERE",
    confirmed: true,
    citation: "Wyo. Stat. § 32-3-111(j), (o); § 32-3-106(a)",
    reading: {
      quote:
        "A notarial officer may perform a remote ink notarization or remote online notarization for a principal who is located: In this state; Outside of this state but within the United States; ... [§ 32-3-106(a):] A notarial act, including the acknowledgment of any deed, mortgage or conveyance, performed in another state has the same effect under the law of this state as if performed by a notarial officer of this state",
      source: "https://unicourt.github.io/cic-code-wy/transforms/wy/ocwy/r84/gov.wy.code.title.32.html",
      readOn: "2026-11-28",
    },
  },
  witnesses: {
    value: { count: 0, notary: "MAY_BE_ONE" },
    confirmed: true,
    citation: "Wyo. Stat. § 1-23-105(a)(iii)",
    reading: {
      quote:
        "In the following cases every agreement shall be void unless such agreement, or some note or memorandum thereof be in writing, and subscribed by the party to be charged therewith: ... Every agreement, promise or undertaking made upon consideration of marriage, except mutual promise to marry;",
      source:
        "https://github.com/UniCourt/cic-code-wy/blob/ad6475bb8ff29603b23f03374744fbe8b6436abf/transforms/wy/ocwy/r84/gov.wy.code.title.01.html",
      readOn: "2026-11-28",
    },
  },
  acknowledgedAsConveyance: {
    value: false,
    confirmed: true,
    citation: "Wyo. Stat. § 1-23-105(a)(iii)",
    reading: {
      quote:
        "In the following cases every agreement shall be void unless such agreement, or some note or memorandum thereof be in writing, and subscribed by the party to be charged therewith: ... Every agreement, promise or undertaking made upon consideration of marriage, except mutual promise to marry;",
      source:
        "https://github.com/UniCourt/cic-code-wy/blob/ad6475bb8ff29603b23f03374744fbe8b6436abf/transforms/wy/ocwy/r84/gov.wy.code.title.01.html",
      readOn: "2026-11-28",
    },
  },
  counterpartsAllowed: {
    value: true,
    confirmed: true,
    citation: "Wyo. Stat. § 1-23-105(a)(iii)",
    reading: {
      quote:
        "In the following cases every agreement shall be void unless such agreement, or some note or memorandum thereof be in writing, and subscribed by the party to be charged therewith: ... Every agreement, promise or undertaking made upon consideration of marriage, except mutual promise to marry;",
      source:
        "https://github.com/UniCourt/cic-code-wy/blob/ad6475bb8ff29603b23f03374744fbe8b6436abf/transforms/wy/ocwy/r84/gov.wy.code.title.01.html",
      readOn: "2026-11-28",
    },
  },
  finalAgreementReviewDays: {
    value: 0,
    confirmed: true,
    citation: "Wyo. Stat. § 1-23-105(a)(iii)",
    reading: {
      quote:
        "In the following cases every agreement shall be void unless such agreement, or some note or memorandum thereof be in writing, and subscribed by the party to be charged therewith: ... Every agreement, promise or undertaking made upon consideration of marriage, except mutual promise to marry;",
      source:
        "https://github.com/UniCourt/cic-code-wy/blob/ad6475bb8ff29603b23f03374744fbe8b6436abf/transforms/wy/ocwy/r84/gov.wy.code.title.01.html",
      readOn: "2026-11-28",
    },
  },
};
