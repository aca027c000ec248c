/** Mississippi: the cells of the state-law matrix read in its own law. */
import type { StateReadings } from "./reading.ts";

export const MS: StateReadings = {
  officialStyle: {
    value: "State",
    confirmed: true,
    citation: "Miss. S.B. 2622 (2022) enacting clause",
    reading: {
      quote: "BE IT ENACTED BY THE LEGISLATURE OF THE STATE OF MISSISSIPPI:",
      source: "https://billstatus.ls.state.ms.us/documents/2022/html/SB/2600-2699/SB2622IN.htm",
      readOn: "2026-11-28",
    },
  },
  governingAct: {
    value: {
      kind: "COMMON_LAW",
      reference:
        "the common law of Mississippi governing prenuptial agreements (Sanderson v. Sanderson, 170 So. 3d 430 (Miss. 2014))",
    },
    confirmed: true,
    citation: "Sanderson v. Sanderson, 170 So. 3d 430 (Miss. 2014)",
    reading: {
      quote:
        "She argues that the prenuptial agreement is procedurally and substantively unconscionable. ... We affirm the trial court on its finding that the prenuptial agreement is not procedurally unconscionable. We reverse and remand for further proceedings on whether the prenuptial agreement is substantively unconscionable.",
      source: "https://print.casetext.com/case/sanderson-v-sanderson-25",
      readOn: "2026-11-28",
    },
  },
  division: {
    value: { system: "EQUITABLE_DISTRIBUTION", allProperty: false, giftsDivisible: false, equalPresumption: false },
    confirmed: true,
    citation: "Ferguson v. Ferguson, 639 So. 2d 921 (Miss. 1994); Hemsley v. Hemsley, 639 So. 2d 909 (Miss. 1994)",
    reading: {
      quote:
        "Our prior law adhered to a system of returning property to the spouse in whom title was held (separate property method); however, recent opinions have eroded adherence to that method of division. ... With this opinion, this Court adopts guidelines for application of the equitable distribution method of division of marital assets.",
      source: "http://casetext.com/case/ferguson-v-ferguson-101",
      readOn: "2026-11-28",
    },
  },
  survivorRights: {
    value: {
      waived:
        "the right to renounce the will and take a share as if there were no will (at most one-half of the estate), any intestate share, one year's support, exempt property, the homestead right, and priority to serve as administrator",
      electiveShare: true,
      waivable: true,
      notRenounceable: [],
      rightSummary:
        "A surviving spouse for whom the will makes no satisfactory provision may, within ninety days after the probate of the will, renounce it and take the share of the estate the spouse would take if there were no will, but not more than one-half of the estate; a surviving spouse whose separate property equals that share in value may not renounce, and one whose separate property is worth less may claim to have the deficiency made up (Miss. Code Ann. §§ 91-5-25, 91-5-27, 91-5-29).",
      waiverConditions: { disclosureOfRight: false, fairConsideration: false },
    },
    confirmed: true,
    citation: "Miss. Code Ann. §§ 91-5-25, 91-5-27, 91-5-29 (Release 78, 2020)",
    reading: {
      quote:
        "When a husband makes his last will and testament and does not make satisfactory provision therein for his wife, she may, at any time within ninety (90) days after the probate of the will, file in the office where probated a renunciation ... Thereupon she shall be entitled to such part of his estate, real and personal, as she would have been entitled to if he had died intestate, except that, even if the husband left no child nor descendant of such, the widow, upon renouncing, shall be entitled to only one-half (1/2) of the real and personal estate of her deceased husband. The husband may renounce the will of his deceased wife under the same circumstances",
      source:
        "https://github.com/UniCourt/cic-code-ms/blob/efd509d2fe257a0e38108c0795103fc958bc8734/transforms/ms/ocms/r78/gov.ms.code.title.91.html",
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
    citation: "Ferguson v. Ferguson, 639 So. 2d 921 (Miss. 1994)",
    reading: {
      quote:
        "At issue in this domestic relations case is the division of marital property (both personal and real), alimony (both periodic and lumpsum), and future interests in retirement/pension plans.",
      source: "http://casetext.com/case/ferguson-v-ferguson-101",
      readOn: "2026-11-28",
    },
  },
  supportKinds: {
    value: null,
    confirmed: true,
    citation: "Miss. Code Ann. \u00a7 93-5-23 (Release 78, 2020)",
    reading: {
      quote:
        "When a divorce shall be decreed from the bonds of matrimony, the court may, in its discretion, having regard to the circumstances of the parties and the nature of the case, as may seem equitable and just, make all orders touching ... the maintenance and alimony of the wife or the husband, or any allowance to be made to her or him",
      source:
        "https://github.com/UniCourt/cic-code-ms/blob/efd509d2fe257a0e38108c0795103fc958bc8734/transforms/ms/ocms/r78/gov.ms.code.title.93.html",
      readOn: "2026-11-28",
    },
  },
  witnesses: {
    value: { count: 0, notary: "MAY_BE_ONE" },
    confirmed: true,
    citation: "Miss. Code Ann. \u00a7 15-3-1(b) (Release 78, 2020)",
    reading: {
      quote:
        "An action shall not be brought whereby to charge a defendant or other party: ... upon any agreement made upon consideration of marriage, mutual promises to marry excepted; ... unless, in each of said cases, the promise or agreement upon which such action may be brought, or some memorandum or note thereof, shall be in writing, and signed by the party to be charged therewith or signed by some person by him or her thereunto lawfully authorized in writing.",
      source:
        "https://github.com/UniCourt/cic-code-ms/blob/efd509d2fe257a0e38108c0795103fc958bc8734/transforms/ms/ocms/r78/gov.ms.code.title.15.html",
      readOn: "2026-11-28",
    },
  },
  deathWaiverWitnesses: {
    value: null,
    confirmed: true,
    citation:
      "Miss. Code Ann. \u00a7 15-3-1(b) (Release 78, 2020), for a waiver of the \u00a7 91-5-25 right by antenuptial agreement",
    reading: {
      quote:
        "An action shall not be brought whereby to charge a defendant or other party: ... upon any agreement made upon consideration of marriage, mutual promises to marry excepted; ... unless, in each of said cases, the promise or agreement upon which such action may be brought, or some memorandum or note thereof, shall be in writing, and signed by the party to be charged therewith or signed by some person by him or her thereunto lawfully authorized in writing.",
      source:
        "https://github.com/UniCourt/cic-code-ms/blob/efd509d2fe257a0e38108c0795103fc958bc8734/transforms/ms/ocms/r78/gov.ms.code.title.15.html",
      readOn: "2026-11-28",
    },
  },
  // Read in the official code (Release 78, 2020): § 89-5-3 makes an instrument of settlement upon
  // marriage void as to creditors and later purchasers unless acknowledged or proved and lodged for
  // record as conveyances are; between the parties it stays valid and binding.
  acknowledgedAsConveyance: {
    value: true,
    confirmed: true,
    citation: "Miss. Code Ann. \u00a7 89-5-3 (Release 78, 2020)",
    reading: {
      quote:
        "all instruments of settlement upon marriage wherein land, money, or other personalty should be settled or covenanted to be left or paid at the death of the party, or otherwise; ... shall be void as to all creditors and subsequent purchasers for a valuable consideration without notice, unless they be acknowledged or proved and lodged with the clerk of the chancery court of the proper county, to be recorded in the same manner that other conveyances are required to be acknowledged or proved and recorded. ... But as between the parties and their heirs, and as to all subsequent purchasers with notice or without valuable consideration, said instruments shall nevertheless be valid and binding.",
      source:
        "https://github.com/UniCourt/cic-code-ms/blob/efd509d2fe257a0e38108c0795103fc958bc8734/transforms/ms/ocms/r78/gov.ms.code.title.89.html",
      readOn: "2026-11-28",
    },
  },
  counterpartsAllowed: {
    value: true,
    confirmed: true,
    citation: "Miss. Code Ann. \u00a7 15-3-1(b) (Release 78, 2020)",
    reading: {
      quote:
        "An action shall not be brought whereby to charge a defendant or other party: ... upon any agreement made upon consideration of marriage, mutual promises to marry excepted; ... unless, in each of said cases, the promise or agreement upon which such action may be brought, or some memorandum or note thereof, shall be in writing, and signed by the party to be charged therewith or signed by some person by him or her thereunto lawfully authorized in writing.",
      source:
        "https://github.com/UniCourt/cic-code-ms/blob/efd509d2fe257a0e38108c0795103fc958bc8734/transforms/ms/ocms/r78/gov.ms.code.title.15.html",
      readOn: "2026-11-28",
    },
  },
  finalAgreementReviewDays: {
    value: 0,
    confirmed: true,
    citation: "Miss. Code Ann. \u00a7 15-3-1(b) (Release 78, 2020)",
    reading: {
      quote:
        "An action shall not be brought whereby to charge a defendant or other party: ... upon any agreement made upon consideration of marriage, mutual promises to marry excepted; ... unless, in each of said cases, the promise or agreement upon which such action may be brought, or some memorandum or note thereof, shall be in writing, and signed by the party to be charged therewith or signed by some person by him or her thereunto lawfully authorized in writing.",
      source:
        "https://github.com/UniCourt/cic-code-ms/blob/efd509d2fe257a0e38108c0795103fc958bc8734/transforms/ms/ocms/r78/gov.ms.code.title.15.html",
      readOn: "2026-11-28",
    },
  },
  signingDeadline: {
    value: "BEFORE_MARRIAGE",
    confirmed: true,
    citation: "Sanderson v. Sanderson, 170 So. 3d 430 (Miss. 2014)",
    reading: {
      quote:
        "When Tanya and Hobson married in 1994, Tanya signed a prenuptial agreement the day before their marriage, and upon divorce, the chancellor enforced the terms of the agreement.",
      source: "https://print.casetext.com/case/sanderson-v-sanderson-25",
      readOn: "2026-11-28",
    },
  },
};
