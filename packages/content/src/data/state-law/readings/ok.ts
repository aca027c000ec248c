/** Oklahoma: the cells of the state-law matrix read in its own law. */
import type { StateReadings } from "./reading.ts";

export const OK: StateReadings = {
  officialStyle: {
    value: "State",
    confirmed: true,
    citation: "49 O.S. § 202(5)",
    reading: {
      quote:
        '"Electronic seal" means an electronic image ... that contains the notary public\'s name exactly as indicated on the notary\'s commission, the words "State of Oklahoma" and "Notary Public"',
      source: "https://lexace.ai/us/statute/oklahoma/49-202",
      readOn: "2026-11-28",
    },
  },
  governingAct: {
    value: {
      kind: "COMMON_LAW",
      reference: "the common law of Oklahoma governing antenuptial agreements, 43 O.S. § 121 and 84 O.S. § 44",
    },
    confirmed: true,
    citation: "43 O.S. § 121; 84 O.S. § 44(B)(1); Griffin v. Griffin, 2004 OK CIV APP 58, 94 P.3d 96",
    reading: {
      quote:
        "The court shall enter its decree confirming in each spouse the property owned by him or her before marriage and the undisposed-of property acquired after marriage by him or her in his or her own right. ... the court shall, subject to a valid antenuptial contract in writing, make such division between the parties as may appear just and reasonable",
      source: "https://uslegalforms.com/localized-forms/ok-do-2a/brokenarrow-marital-domestic-separation-and-property",
      readOn: "2026-11-28",
    },
  },
  spousalSupport: {
    value: "CAN_WAIVE_OR_MODIFY",
    confirmed: true,
    citation: "Griffin v. Griffin, 2004 OK CIV APP 58, ¶¶ 1, 3, 94 P.3d 96",
    reading: {
      quote:
        "Husband complains the trial court erred in refusing to enforce the parties' antenuptial agreement. Having reviewed the record and argument, we hold the trial court indeed erred. Accordingly, the order of the trial court dividing property and awarding alimony must be reversed",
      source: "https://law.justia.com/cases/oklahoma/court-of-appeals-civil/2004/439904.html",
      readOn: "2026-11-28",
    },
  },
  division: {
    value: { system: "EQUITABLE_DISTRIBUTION", allProperty: false, giftsDivisible: false, equalPresumption: false },
    confirmed: true,
    citation: "43 O.S. § 121(B)",
    reading: {
      quote:
        "The court shall enter its decree confirming in each spouse the property owned by him or her before marriage and the undisposed-of property acquired after marriage by him or her in his or her own right. ... the court shall, subject to a valid antenuptial contract in writing, make such division between the parties as may appear just and reasonable",
      source: "https://uslegalforms.com/localized-forms/ok-do-2a/brokenarrow-marital-domestic-separation-and-property",
      readOn: "2026-11-28",
    },
  },
  separateGrowth: {
    value: "PASSIVE_SEPARATE_ACTIVE_MARITAL",
    confirmed: true,
    citation: "Thielenhaus v. Thielenhaus, 890 P.2d 925, 927-28 (Okla. 1995)",
    reading: {
      quote:
        "the inmarriage enhancement (or growth) in the husband's retirement fund which is attributable to the employer's participatory payments or to either spouse's monetary contribution, skill or effort is a divisible marital asset, but any increase in the husband's separate (pre-marital) interest in that fund, produced by investment (managed by neither spouse), appreciation, inflation, changing economic conditions or circumstances beyond the parties' control is to be deemed the husband's separate property",
      source: "https://app.midpage.ai/document/thielenhaus-v-thielenhaus-2617612",
      readOn: "2026-11-28",
    },
  },
  premaritalConversion: {
    value: true,
    confirmed: true,
    citation: "43 O.S. § 121(B)",
    reading: {
      quote:
        "the court shall, subject to a valid antenuptial contract in writing, make such division between the parties as may appear just and reasonable",
      source: "https://uslegalforms.com/localized-forms/ok-do-2a/brokenarrow-marital-domestic-separation-and-property",
      readOn: "2026-11-28",
    },
  },
  survivorRights: {
    value: {
      waived:
        "the right to elect to take an undivided one-half interest in the property acquired by the joint industry of the spouses during the marriage (instead of what the will gives), any share of the estate if there is no will, the homestead, any family or spousal allowance, and priority to serve as administrator",
      electiveShare: true,
      waivable: true,
      notRenounceable: [],
      rightSummary:
        "an undivided one-half interest in the property the spouses acquired by their joint industry during the marriage, in place of the will's gifts (separate property is not reached)",
      waiverConditions: { disclosureOfRight: false, fairConsideration: false },
    },
    confirmed: true,
    citation: "84 O.S. § 44(B)(1), (2)",
    reading: {
      quote:
        "Every estate in property may be disposed of by will except that a will shall be subservient to any antenuptial marriage contract in writing. In addition, no spouse shall bequeath or devise away from the other so much of the estate of the testator that the other spouse would receive less in value than an undivided one-half (1/2) interest in the property acquired by the joint industry of the husband and wife during coverture.",
      source: "https://instalawyer.io/laws/oklahoma-statutes/title-84-wills-and-succession-84-44-property-which-may-be",
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
    citation: "43 O.S. § 121(B)",
    reading: {
      quote:
        "When a divorce is granted ... Either spouse may be allowed such alimony out of real and personal property of the other as the court shall think reasonable",
      source: "https://uslegalforms.com/localized-forms/ok-do-2a/brokenarrow-marital-domestic-separation-and-property",
      readOn: "2026-11-28",
    },
  },
  separationProceedings: {
    value: ["separate maintenance"],
    confirmed: true,
    citation: "Walker v. Walker, 1929 OK 501, 282 P. 361, syl. 1 (construing C.O.S. 1921 § 514, now 43 O.S. § 129)",
    reading: {
      quote:
        "a wife or husband may maintain an action for separate maintenance and may obtain alimony from the other without a divorce, in an action brought for that purpose in the district court, for any of the causes for which a divorce may be granted in this state",
      source: "https://law.justia.com/cases/oklahoma/supreme-court/1929/45343.html",
      readOn: "2026-11-28",
    },
  },
  acknowledgementForm: {
    value: "GENERAL",
    confirmed: true,
    citation: "49 O.S. § 119(1)",
    reading: {
      quote:
        "1. For an acknowledgment in an individual capacity: State of County of This instrument was acknowledged before me on (date) by (name(s) of person(s)).",
      source: "https://law.uslawyerdatabase.com/category/us-law/2022-oklahoma-statutes/title-49-notaries-public/page/2",
      readOn: "2026-11-28",
    },
  },
  remoteNotarizationAllowed: {
    value: true,
    confirmed: true,
    citation: "49 O.S. §§ 201-215 (Remote Online Notary Act), Laws 2019, c. 338, effective 1 January 2020",
    reading: {
      quote:
        "Added by Laws 2019, c. 338, § 4, eff. Jan. 1, 2020. [§ 49-201:] Sections 2 through 15 of this act shall be known and may be cited as the “Remote Online Notary Act”.",
      source:
        "https://instalawyer.io/laws/oklahoma-statutes/title-49-notaries-public-49-203-rulemaking-administration-of",
      readOn: "2026-11-28",
    },
  },
  signingDeadline: {
    value: "BEFORE_MARRIAGE",
    confirmed: true,
    citation: "Griffin v. Griffin, 2004 OK CIV APP 58, ¶ 2",
    reading: {
      quote: "In anticipation of marriage, the parties agreed to execute an antenuptial agreement.",
      source: "https://law.justia.com/cases/oklahoma/court-of-appeals-civil/2004/439904.html",
      readOn: "2026-11-28",
    },
  },
  onlineSignerLocation: {
    value: "ANYWHERE",
    confirmed: true,
    citation: "49 O.S. § 115(A)(1), (4)",
    reading: {
      quote:
        "A. A notarial act has the same effect pursuant to the laws of this state as if performed by a notarial officer of this state, if performed in another state, commonwealth, territory, district, or possession of the United States by any of the following persons: 1. a notary public of that jurisdiction; ... 4. any other person authorized by the law of that jurisdiction to perform notarial acts.",
      source: "https://legalfix.com/statutes/state-codes/oklahoma/title-49/section-49-115",
      readOn: "2026-11-28",
    },
  },
};
