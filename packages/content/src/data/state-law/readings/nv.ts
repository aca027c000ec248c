/** Nevada: the cells of the state-law matrix read in its own law. */
import type { StateReadings } from "./reading.ts";

export const NV: StateReadings = {
  officialStyle: {
    value: "State",
    confirmed: true,
    citation: "NRS 240.166 (short form for acknowledgment in individual capacity)",
    reading: {
      quote:
        "State of Nevada County of................................ This instrument was acknowledged before me on …….(date)……. by …….(name(s) of person(s))……..",
      source: "https://h2hnotary.com/search?page=63&type=programs",
      readOn: "2026-11-28",
    },
  },
  governingAct: {
    value: {
      kind: "UPAA",
      reference: "the Uniform Premarital Agreement Act as enacted in Nevada, NRS chapter 123A (NRS 123A.010 et seq.)",
    },
    confirmed: true,
    citation: "NRS 123A.010",
    reading: {
      quote: "This chapter may be cited as the Uniform Premarital Agreement Act.",
      source: "https://www.prenuppros.com/nevada-upaa",
      readOn: "2026-11-28",
    },
  },
  spousalSupport: {
    value: "CAN_WAIVE_OR_MODIFY",
    confirmed: true,
    citation: "NRS 123A.050(1)(d); NRS 125.150 (preamble)",
    reading: {
      quote:
        "Parties to a premarital agreement may contract with respect to: ... (d) The modification or elimination of alimony or support",
      source: "https://www.prenuppros.com/nevada-upaa",
      readOn: "2026-11-28",
    },
  },
  pendingSupportProtected: {
    value: false,
    confirmed: true,
    citation: "NRS 123A.050(1)(d) (no carve-out for support pending the action)",
    reading: {
      quote:
        "1. Parties to a premarital agreement may contract with respect to: ... (d) The modification or elimination of alimony or support",
      source: "https://www.prenuppros.com/nevada-upaa",
      readOn: "2026-11-28",
    },
  },
  division: {
    value: { system: "COMMUNITY_EQUAL", allProperty: false, giftsDivisible: false, equalPresumption: true },
    confirmed: true,
    citation: "NRS 125.150(1)(b)",
    reading: {
      quote:
        "(b) Shall, to the extent practicable, make an equal disposition of the community property of the parties ... except that the court may make an unequal disposition of the community property in such proportions as it deems just if the court finds a compelling reason to do so",
      source:
        "https://www.womenslaw.org/es/leyes/nv/estatutos/125150-alimony-and-adjudication-property-rights-award-attorneys-fee-subsequent",
      readOn: "2026-11-28",
    },
  },
  premaritalConversion: {
    value: true,
    confirmed: true,
    citation: "NRS 123A.050(1)(a)",
    reading: {
      quote:
        "(a) The rights and obligations of each of the parties in any of the property of either or both of them whenever and wherever acquired or located;",
      source: "https://www.prenuppros.com/nevada-upaa",
      readOn: "2026-11-28",
    },
  },
  communityPropertyElection: {
    value: "NONE",
    confirmed: true,
    citation: "NRS 123.220",
    reading: {
      quote:
        "All property, other than that stated in NRS 123.130, acquired after marriage by either husband or wife, or both, is community property unless otherwise provided by: 1. An agreement in writing between the spouses",
      source: "https://pension-evaluators.com/Pension-Evaluation/State-Pension-Evaluation-Classification/Nevada.aspx",
      readOn: "2026-11-28",
    },
  },
  survivorRights: {
    value: {
      waived:
        "any share of the other's estate if there is no will, any share as an omitted spouse, the setting apart of the homestead and exempt property, a family allowance, the setting aside of a small estate, and priority to be appointed administrator",
      electiveShare: false,
      waivable: true,
      notRenounceable: [],
      rightSummary: "no elective share, dower or curtesy; the survivor owns half of the community property outright",
      waiverConditions: { disclosureOfRight: false, fairConsideration: false },
    },
    confirmed: true,
    citation: "NRS 123.020; NRS 123.250(1)(a)",
    reading: {
      quote:
        "No estate is allowed the husband as tenant by curtesy upon the death of his wife, nor is any estate in dower allotted to the wife upon the death of her husband.",
      source:
        "https://www.helplinelaw.com/usa-statutes/nevada/Title%2011%20-%20DOMESTIC%20RELATIONS/CHAPTER%20123%20-%20RIGHTS%20OF%20HUSBAND%20AND%20WIFE",
      readOn: "2026-11-28",
    },
  },
  vocabulary: {
    value: {
      supportTerm: "alimony",
      pendingSupportTerm: "temporary alimony",
      divorceTerm: "divorce",
      sharedPropertyTerm: "community property",
    },
    confirmed: true,
    citation: "NRS 125.150(1)(a)",
    reading: {
      quote:
        "In granting a divorce, the court: (a) May award such alimony to either spouse, in a specified principal sum or as specified periodic payments, as appears just and equitable;",
      source:
        "https://www.womenslaw.org/es/leyes/nv/estatutos/125150-alimony-and-adjudication-property-rights-award-attorneys-fee-subsequent",
      readOn: "2026-11-28",
    },
  },
  separationProceedings: {
    value: ["separate maintenance"],
    confirmed: true,
    citation: "NRS 123.220(2); NRS 125.190 et seq.",
    reading: {
      quote:
        "unless otherwise provided by: ... 2. A decree of separate maintenance issued by a court of competent jurisdiction.",
      source: "https://pension-evaluators.com/Pension-Evaluation/State-Pension-Evaluation-Classification/Nevada.aspx",
      readOn: "2026-11-28",
    },
  },
  witnesses: {
    value: { count: 0, notary: "MAY_BE_ONE" },
    confirmed: true,
    citation: "NRS 123A.040",
    reading: {
      quote:
        "A premarital agreement must be in writing and signed by both parties. It is enforceable without consideration.",
      source: "https://www.prenuppros.com/nevada-upaa",
      readOn: "2026-11-28",
    },
  },
  acknowledgementForm: {
    value: "GENERAL",
    confirmed: true,
    citation: "NRS 240.166",
    reading: {
      quote:
        "State of Nevada County of................................ This instrument was acknowledged before me on …….(date)……. by …….(name(s) of person(s))……..",
      source: "https://h2hnotary.com/search?page=63&type=programs",
      readOn: "2026-11-28",
    },
  },
  remoteNotarizationAllowed: {
    value: true,
    confirmed: true,
    citation: "NRS 240.181 to 240.206 (Electronic Notarization Enabling Act), NRS 240.198(4) (as amended 2017, 3454)",
    reading: {
      quote:
        "4. A notarial act performed by an electronic notary public in this State for a person located outside this State by means of audio-video communication in accordance with the provisions of this chapter shall not be deemed to be performed outside this State.",
      source: "https://legalfix.com/statutes/state-codes/nevada/chapter-240/statute-240-198",
      readOn: "2026-11-28",
    },
  },
  finalAgreementReviewDays: {
    value: 0,
    confirmed: true,
    citation: "NRS 123A.040",
    reading: {
      quote:
        "A premarital agreement must be in writing and signed by both parties. It is enforceable without consideration.",
      source: "https://www.prenuppros.com/nevada-upaa",
      readOn: "2026-11-28",
    },
  },
  onlineSignerLocation: {
    value: "ANYWHERE",
    confirmed: true,
    citation: "NRS 240.198(4)",
    reading: {
      quote:
        "A notarial act performed by an electronic notary public in this State for a person located outside this State by means of audio-video communication in accordance with the provisions of this chapter shall not be deemed to be performed outside this State.",
      source: "https://legalfix.com/statutes/state-codes/nevada/chapter-240/statute-240-198",
      readOn: "2026-11-28",
    },
  },
  signingDeadline: {
    value: "BEFORE_MARRIAGE",
    confirmed: true,
    citation: "NRS 123A.030(1)",
    reading: {
      quote:
        '"Premarital agreement" means an agreement between prospective spouses made in contemplation of marriage and to be effective upon marriage.',
      source: "https://www.prenuppros.com/nevada-upaa",
      readOn: "2026-11-28",
    },
  },
};
