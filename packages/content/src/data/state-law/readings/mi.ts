/** Michigan: the cells of the state-law matrix read in its own law. */
import type { StateReadings } from "./reading.ts";

export const MI: StateReadings = {
  officialStyle: {
    value: "State",
    confirmed: true,
    citation: "Michigan Law on Notarial Acts, 2003 PA 238, enacting clause",
    reading: {
      quote: "The People of the State of Michigan enact:",
      source: "https://info.5y1.org/free-inmate-search-in-michigan_1_2698d1.html",
      readOn: "2026-11-28",
    },
  },
  governingAct: {
    value: {
      kind: "STATE_STATUTE",
      reference:
        "Mich. Comp. Laws § 557.28 and the common law of Michigan governing antenuptial agreements (Rinvelt v. Rinvelt, 190 Mich. App. 372 (1991))",
    },
    confirmed: true,
    citation: "Rinvelt v. Rinvelt, 190 Mich. App. 372 (1991)",
    reading: {
      quote:
        "As his sole issue on appeal, defendant contends that the circuit court erred in strictly enforcing an antenuptial agreement that contained provisions governing distribution of the marital estate in the event of divorce. We disagree and hold that such provisions, with certain limitations, are enforceable in Michigan.",
      source: "https://cetient.com/case/1992457/rinvelt-v-rinvelt",
      readOn: "2026-11-28",
    },
  },
  spousalSupport: {
    value: "CAN_WAIVE_OR_MODIFY",
    confirmed: true,
    citation: "Allard v. Allard, 499 Mich. 932 (2016) (order)",
    reading: {
      quote:
        'However, the property settlement in the antenuptial agreement was to be "in full satisfaction, settlement, and discharge of any and all rights or claims of alimony, support, property division, or other rights or claims of any kind',
      source: "https://case-law.vlex.com/vid/allard-v-allard-docket-884907517",
      readOn: "2026-11-28",
    },
  },
  division: {
    value: { system: "EQUITABLE_DISTRIBUTION", allProperty: false, giftsDivisible: false, equalPresumption: false },
    confirmed: true,
    citation: "Allard v. Allard, 499 Mich. 932 (2016); MCL 552.23(1), 552.401",
    reading: {
      quote:
        "If the antenuptial agreement did nothing more than divide the property between the marital estate and the parties' separate estates, the trial court could exercise its discretion under MCL 552.23(1) and MCL 552.401 to invade the plaintiff's separate estate.",
      source: "https://case-law.vlex.com/vid/allard-v-allard-docket-884907517",
      readOn: "2026-11-28",
    },
  },
  survivorRights: {
    value: {
      waived:
        "the right to elect against the will (one-half of the intestate share, reduced), any intestate share, the homestead allowance, exempt property, the family allowance, and priority to serve as personal representative",
      electiveShare: true,
      waivable: true,
      notRenounceable: [],
      rightSummary:
        "If the decedent left a will, the surviving spouse may elect to take one-half of the share the spouse would have taken by intestacy, reduced by one-half of the value of property the spouse received from the decedent by other means on the death (for deaths before dower's abolition, a widow could elect dower instead).",
      waiverConditions: { disclosureOfRight: false, fairConsideration: false },
    },
    confirmed: true,
    citation: "MCL 700.2202(2)(b); MCL 700.2205",
    reading: {
      quote:
        "(b) That the spouse will take 1/2 of the sum or share that would have passed to the spouse had the testator died intestate, reduced by 1/2 of the value of all property derived by the spouse from the decedent by any means other than testate or intestate succession upon the decedent's death.",
      source: "https://ombudsman.legislature.mi.gov/Home/RenderDoc?objectName=mcl-386-1998-II-2",
      readOn: "2026-11-28",
    },
  },
  vocabulary: {
    value: {
      supportTerm: "spousal support",
      pendingSupportTerm: "temporary spousal support",
      divorceTerm: "divorce",
      sharedPropertyTerm: "marital property",
    },
    confirmed: true,
    citation: "MCL 552.23(1) (as quoted in the Michigan Family Law Benchbook § 6.1)",
    reading: {
      quote:
        "Upon entry of a judgment of divorce or separate maintenance, if the estate and effects awarded to either party are insufficient for the suitable support and maintenance of either party ... the court may also award to either party the part of the real and personal estate of either party and spousal support",
      source:
        "https://www.icle.org/modules/books/chapter.aspx?chapter=6&book=2006553550&lib=family&partdisplayed=1&from=store",
      readOn: "2026-11-28",
    },
  },
  separationProceedings: {
    value: ["separate maintenance"],
    confirmed: true,
    citation: "MCL 552.23(1)",
    reading: {
      quote: "Upon entry of a judgment of divorce or separate maintenance",
      source:
        "https://www.icle.org/modules/books/chapter.aspx?chapter=6&book=2006553550&lib=family&partdisplayed=1&from=store",
      readOn: "2026-11-28",
    },
  },
  remoteNotarizationAllowed: {
    value: true,
    confirmed: true,
    citation:
      "MCL 55.286c(1) (Michigan Law on Notarial Acts, 2003 PA 238, as amended by 2020 PA 246/249); MCL 55.286b (remote electronic notarization platforms)",
    reading: {
      quote:
        "Notwithstanding any other provision of this act, a notary public may utilize a 2-way real-time audiovisual technology to perform notarial acts electronically if all of the following requirements are met:",
      source: "https://codes.findlaw.com/mi/chapter-55-notaries-public/mi-comp-laws-55-286c/",
      readOn: "2026-11-28",
    },
  },
  onlineSignerLocation: {
    value: "ANYWHERE",
    confirmed: true,
    citation: "MCL 55.286c(1)(d)",
    reading: {
      quote:
        "the individual seeking the notary's services affirmatively represents that the individual is physically situated in this state or is physically located outside the geographic boundaries of this state and that 1 of the following applies:",
      source: "https://codes.findlaw.com/mi/chapter-55-notaries-public/mi-comp-laws-55-286c/",
      readOn: "2026-11-28",
    },
  },
  signingDeadline: {
    value: "BEFORE_MARRIAGE",
    confirmed: true,
    citation: "Rinvelt v. Rinvelt, 190 Mich. App. 372 (1991)",
    reading: {
      quote:
        "The parties were married on July 23, 1983. Three days before the marriage, on July 20, 1983, the parties entered into an antenuptial agreement drafted by defendant's attorney.",
      source: "https://cetient.com/case/1992457/rinvelt-v-rinvelt",
      readOn: "2026-11-28",
    },
  },
  witnesses: {
    value: { count: 0, notary: "MAY_BE_ONE" },
    confirmed: true,
    citation: "MCL 566.132(1)(c) (statute of frauds)",
    reading: {
      quote:
        "MCL 566.132(1) requires “In the following cases an agreement, contract, or promise is void unless that agreement, contract, or promise, or a note or memorandum of the agreement, contract, or promise is in writing and signed with an authorized signature by the party to be charged with the agreement, contract, or promise” and MCL 566.132(1)(c) explicitly includes: “An agreement, promise, or undertaking made upon consideration of marriage, except mutual promises to marry.”",
      source: "http://lschmittlaw.com/index.php/family-law-services/pre-nupiual-agreements",
      readOn: "2026-11-28",
    },
  },
  acknowledgedAsConveyance: {
    value: false,
    confirmed: true,
    citation: "MCL 566.132(1)(c); MCL 557.28",
    reading: {
      quote:
        "MCL 566.132(1) requires “In the following cases an agreement, contract, or promise is void unless that agreement, contract, or promise, or a note or memorandum of the agreement, contract, or promise is in writing and signed with an authorized signature by the party to be charged with the agreement, contract, or promise” and MCL 566.132(1)(c) explicitly includes: “An agreement, promise, or undertaking made upon consideration of marriage, except mutual promises to marry.”",
      source: "http://lschmittlaw.com/index.php/family-law-services/pre-nupiual-agreements",
      readOn: "2026-11-28",
    },
  },
  counterpartsAllowed: {
    value: true,
    confirmed: true,
    citation: "MCL 566.132(1) (signed by the party to be charged)",
    reading: {
      quote:
        "MCL 566.132(1) requires “In the following cases an agreement, contract, or promise is void unless that agreement, contract, or promise, or a note or memorandum of the agreement, contract, or promise is in writing and signed with an authorized signature by the party to be charged with the agreement, contract, or promise” and MCL 566.132(1)(c) explicitly includes: “An agreement, promise, or undertaking made upon consideration of marriage, except mutual promises to marry.”",
      source: "http://lschmittlaw.com/index.php/family-law-services/pre-nupiual-agreements",
      readOn: "2026-11-28",
    },
  },
  finalAgreementReviewDays: {
    value: 0,
    confirmed: true,
    citation: "MCL 557.28; MCL 566.132(1)(c) (no waiting period)",
    reading: {
      quote:
        "MCL 557.28 provides “A contract relating to property made between persons in contemplation of marriage shall remain in full force after marriage takes place.” MCL 566.132(1) requires “In the following cases an agreement, contract, or promise is void unless that agreement, contract, or promise, or a note or memorandum of the agreement, contract, or promise is in writing and signed with an authorized signature by the party to be charged with the agreement, contract, or promise” and MCL 566.132(1)(c) explicitly includes: “An agreement, promise, or undertaking made upon consideration of marriage, except mutual promises to marry.”",
      source: "http://lschmittlaw.com/index.php/family-law-services/pre-nupiual-agreements",
      readOn: "2026-11-28",
    },
  },
  premaritalConversion: {
    value: true,
    confirmed: true,
    citation: "MCL 557.28",
    reading: {
      quote:
        "MCL 557.28 provides “A contract relating to property made between persons in contemplation of marriage shall remain in full force after marriage takes place.”",
      source: "http://lschmittlaw.com/index.php/family-law-services/pre-nupiual-agreements",
      readOn: "2026-11-28",
    },
  },
  deathWaiverWitnesses: {
    value: null,
    confirmed: true,
    citation: "MCL 700.2205",
    reading: {
      quote:
        "The rights of the surviving spouse to share under intestate succession, homestead allowance, election, exempt property, or family allowance may be waived, wholly or partially, before or after marriage, by a written contract, agreement, or waiver signed by the party waiving after fair disclosure.",
      source: "https://greenleaftrust.com/missives/prenuptial-agreements-and-estate-planning-2/",
      readOn: "2026-11-28",
    },
  },
};
