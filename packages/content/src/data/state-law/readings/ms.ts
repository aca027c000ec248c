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
        "A surviving spouse for whom the will makes no satisfactory provision may renounce it (within 90 days of probate) and take the share the spouse would take if there were no will, but not more than one-half of the estate; a spouse whose separate property equals that share has no right to renounce (as practitioners summarize §§ 91-5-25 to 91-5-29).",
      waiverConditions: { disclosureOfRight: false, fairConsideration: false },
    },
    confirmed: true,
    citation:
      "Miss. Code Ann. §§ 91-5-25, 91-5-27 (predecessor Code 1942 § 668 as quoted in Davis v. Miller); In re Estate of Bell (Miss. Ct. App. 2023)",
    reading: {
      quote:
        "When a husband makes his last will and testament, and does not make satisfactory provision therein for his wife, she may, at any time within six months after the probate of the will,",
      source: "http://ecases.us/case/p3546985/davis-v-miller",
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
