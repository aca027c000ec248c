/** Idaho: the cells of the state-law matrix read in its own law. */
import type { StateReadings } from "./reading.ts";

export const ID: StateReadings = {
  officialStyle: {
    value: "State",
    confirmed: true,
    citation: "Van Orden v. Van Orden, 170 Idaho 403, 515 P.3d 233 (2022) (caption)",
    reading: {
      quote: "IN THE SUPREME COURT OF THE STATE OF IDAHO",
      source: "https://cetient.com/case/7802425/van-orden-v-van-orden",
      readOn: "2026-11-28",
    },
  },
  division: {
    value: { system: "COMMUNITY_EQUAL", allProperty: false, giftsDivisible: false, equalPresumption: true },
    confirmed: true,
    citation: "Idaho Code § 32-712(1)(a)",
    reading: {
      quote:
        "In case of divorce ... the community property and the homestead must be assigned as follows: 1. The community property must be assigned by the court ... (a) Unless there are compelling reasons otherwise, there shall be a substantially equal division in value, considering debts, between the spouses.",
      source: "https://lawserver.com/law/state/idaho/id-code/idaho_code_32-712",
      readOn: "2026-11-28",
    },
  },
  separateGrowth: {
    value: "INCOME_COMMUNITY",
    confirmed: true,
    citation: "Idaho Code § 32-906(1); § 32-903 (2020 release)",
    reading: {
      quote:
        "All other property acquired after marriage by either husband or wife is community property. The income, including the rents, issues and profits, of all property, separate or community, is community property unless the conveyance by which it is acquired provides or both spouses, by written agreement specifically so providing, declare",
      source:
        "https://github.com/UniCourt/cic-code-id/blob/ec4a84311c24775968cd4a4d03b51bbe911c0bad/transforms/id/ocid/r70/idaho.title.32.html",
      readOn: "2026-11-28",
    },
  },
  survivorRights: {
    value: {
      waived:
        "any elective share of the other's augmented quasi-community property estate, any share of the estate if there is no will, the homestead allowance, exempt property, the family allowance, and priority to serve as personal representative",
      electiveShare: true,
      waivable: true,
      notRenounceable: [],
      rightSummary:
        "The survivor keeps his or her own half of the community property; against the will the survivor may elect one-half of the augmented quasi-community property estate (property acquired elsewhere that would have been community in Idaho).",
      waiverConditions: { disclosureOfRight: false, fairConsideration: false },
    },
    confirmed: true,
    citation: "Idaho Code § 15-2-203(a)",
    reading: {
      quote:
        "The right of the surviving spouse in the augmented quasi-community property estate shall be elective and shall be limited to one-half (1/2) of the total augmented quasi-community property estate",
      source: "https://instalawyer.io/laws/idaho-code/section-15-2-203-elective-right",
      readOn: "2026-11-28",
    },
  },
  vocabulary: {
    value: {
      supportTerm: "maintenance",
      pendingSupportTerm: "temporary maintenance",
      divorceTerm: "divorce",
      sharedPropertyTerm: "community property",
    },
    confirmed: true,
    citation: "Idaho Code §§ 32-704(1), 32-705(1), 32-906(1) (2020 release)",
    reading: {
      quote:
        "While an action for divorce is pending, the court may ... order the payment of temporary maintenance of either spouse by the other ... [§ 32-705:] Where a divorce is decreed, the court may grant a maintenance order if it finds that the spouse seeking maintenance: ... [§ 32-906:] All other property acquired after marriage by either husband or wife is community property.",
      source:
        "https://github.com/UniCourt/cic-code-id/blob/ec4a84311c24775968cd4a4d03b51bbe911c0bad/transforms/id/ocid/r70/idaho.title.32.html",
      readOn: "2026-11-28",
    },
  },
  separationProceedings: {
    value: ["legal separation"],
    confirmed: true,
    citation: "Idaho Code § 32-704(2) (2020 release)",
    reading: {
      quote:
        "The court may, in its discretion, on the motion of either party enter a decree of legal separation, providing for custody of children, division of property, payment of debts, payment of child support, and payment of spousal support",
      source:
        "https://github.com/UniCourt/cic-code-id/blob/ec4a84311c24775968cd4a4d03b51bbe911c0bad/transforms/id/ocid/r70/idaho.title.32.html",
      readOn: "2026-11-28",
    },
  },
  acknowledgementForm: {
    value: "GENERAL",
    confirmed: true,
    citation: "Idaho Code § 51-115(3)(a)-(d) (text as published for 2019)",
    reading: {
      quote:
        "(3) A certificate of a notarial act is sufficient if it meets the requirements of subsections (1) and (2) of this section and: (a) Is in a short form set forth in section 51-116, Idaho Code; (b) Is in a form otherwise permitted by the law of this state; (c) Is in a form permitted by the law applicable in the jurisdiction in which the notarial act was performed;",
      source: "https://law.justia.com/codes/idaho/2019/title-51/chapter-1/section-51-115/",
      readOn: "2026-11-28",
    },
  },
  acknowledgedAsConveyance: {
    value: true,
    confirmed: true,
    citation: "Idaho Code § 32-922; § 32-917 (2020 release)",
    reading: {
      quote:
        "The premarital agreement shall be executed and acknowledged or proved as provided in sections 32-917 through 32-919, Idaho Code. ... [§ 32-917:] All contracts for marriage settlements must be in writing, and executed and acknowledged or proved in like manner as conveyances of land are required to be executed and acknowledged or proved.",
      source:
        "https://github.com/UniCourt/cic-code-id/blob/ec4a84311c24775968cd4a4d03b51bbe911c0bad/transforms/id/ocid/r70/idaho.title.32.html",
      readOn: "2026-11-28",
    },
  },
  remoteNotarizationAllowed: {
    value: true,
    confirmed: true,
    citation: "Idaho Code § 51-114A(2), (3) (Revised Uniform Law on Notarial Acts (2018))",
    reading: {
      quote:
        "A notary public located in this state may perform a notarial act using communication technology for a remotely located individual if:",
      source: "https://legislature.idaho.gov/statutesrules/idstat/Title51/T51CH1/SECT51-114A",
      readOn: "2026-11-28",
    },
  },
  onlineSignerLocation: {
    value: "ANYWHERE",
    confirmed: true,
    citation: "Idaho Code § 51-114A(1)(d), (e), (2)",
    reading: {
      quote:
        "(2) A remotely located individual may comply with the provisions of section 51-106, Idaho Code, by appearing before a notary public by means of communication technology.",
      source: "https://legislature.idaho.gov/statutesrules/idstat/Title51/T51CH1/SECT51-114A",
      readOn: "2026-11-28",
    },
  },
  governingAct: {
    value: { kind: "UPAA", reference: "the Uniform Premarital Agreement Act, Idaho Code §§ 32-921 to 32-929" },
    confirmed: true,
    citation: "Idaho Code § 32-929; § 32-921(1) (2020 release)",
    reading: {
      quote:
        "This act may be cited as the “Uniform Premarital Agreement Act.” ... [§ 32-921:] “Premarital agreement” means an agreement between prospective spouses made in contemplation of marriage and to be effective upon marriage.",
      source:
        "https://github.com/UniCourt/cic-code-id/blob/ec4a84311c24775968cd4a4d03b51bbe911c0bad/transforms/id/ocid/r70/idaho.title.32.html",
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
    citation: "Idaho Code § 32-925(1) (2020 release)",
    reading: {
      quote:
        "A premarital agreement is not enforceable if the party against whom enforcement is sought proves that: That party did not execute the agreement voluntarily; or The agreement was unconscionable when it was executed and, before execution of the agreement, that party:",
      source:
        "https://github.com/UniCourt/cic-code-id/blob/ec4a84311c24775968cd4a4d03b51bbe911c0bad/transforms/id/ocid/r70/idaho.title.32.html",
      readOn: "2026-11-28",
    },
  },
  spousalSupport: {
    value: "CAN_WAIVE_OR_MODIFY",
    confirmed: true,
    citation: "Idaho Code § 32-923(1)(d) (2020 release)",
    reading: {
      quote:
        "Parties to a premarital agreement may contract with respect to: ... The modification or elimination of spousal support;",
      source:
        "https://github.com/UniCourt/cic-code-id/blob/ec4a84311c24775968cd4a4d03b51bbe911c0bad/transforms/id/ocid/r70/idaho.title.32.html",
      readOn: "2026-11-28",
    },
  },
  pendingSupportProtected: {
    value: false,
    confirmed: true,
    citation: "Idaho Code § 32-923(1)(d), (2); § 32-704(1) (2020 release)",
    reading: {
      quote:
        "Parties to a premarital agreement may contract with respect to: ... The modification or elimination of spousal support; ... The right of a child to support may not be adversely affected by a premarital agreement.",
      source:
        "https://github.com/UniCourt/cic-code-id/blob/ec4a84311c24775968cd4a4d03b51bbe911c0bad/transforms/id/ocid/r70/idaho.title.32.html",
      readOn: "2026-11-28",
    },
  },
  supportKinds: {
    value: null,
    confirmed: true,
    citation: "Idaho Code § 32-705(1) (2020 release)",
    reading: {
      quote:
        "Where a divorce is decreed, the court may grant a maintenance order if it finds that the spouse seeking maintenance: Lacks sufficient property to provide for his or her reasonable needs; and Is unable to support himself or herself through employment.",
      source:
        "https://github.com/UniCourt/cic-code-id/blob/ec4a84311c24775968cd4a4d03b51bbe911c0bad/transforms/id/ocid/r70/idaho.title.32.html",
      readOn: "2026-11-28",
    },
  },
  unconscionability: {
    value: "AT_SIGNING",
    confirmed: true,
    citation: "Idaho Code § 32-925(1)(b), (3) (2020 release)",
    reading: {
      quote:
        "The agreement was unconscionable when it was executed and, before execution of the agreement, that party: ... An issue of unconscionability of a premarital agreement shall be decided by the court as a matter of law.",
      source:
        "https://github.com/UniCourt/cic-code-id/blob/ec4a84311c24775968cd4a4d03b51bbe911c0bad/transforms/id/ocid/r70/idaho.title.32.html",
      readOn: "2026-11-28",
    },
  },
  supportFloor: {
    value: "PUBLIC_ASSISTANCE",
    confirmed: true,
    citation: "Idaho Code § 32-925(2) (2020 release)",
    reading: {
      quote:
        "If a provision of a premarital agreement modifies or eliminates spousal support and that modification or elimination causes one party to the agreement to be eligible for support under a program of public assistance at the time of separation or marital dissolution, a court, notwithstanding the terms of the agreement, may require the other party to provide support to the extent necessary to avoid that eligibility.",
      source:
        "https://github.com/UniCourt/cic-code-id/blob/ec4a84311c24775968cd4a4d03b51bbe911c0bad/transforms/id/ocid/r70/idaho.title.32.html",
      readOn: "2026-11-28",
    },
  },
  disclosureStandard: {
    value: { kind: "FAIR_AND_REASONABLE", knowledgeSuffices: true },
    confirmed: true,
    citation: "Idaho Code § 32-925(1)(b)(i), (iii) (2020 release)",
    reading: {
      quote:
        "Was not provided a fair and reasonable disclosure of the property or financial obligations of the other party; ... and Did not have, or reasonably could not have had, an adequate knowledge of the property or financial obligations of the other party.",
      source:
        "https://github.com/UniCourt/cic-code-id/blob/ec4a84311c24775968cd4a4d03b51bbe911c0bad/transforms/id/ocid/r70/idaho.title.32.html",
      readOn: "2026-11-28",
    },
  },
  disclosureWaiver: {
    value: true,
    confirmed: true,
    citation: "Idaho Code § 32-925(1)(b)(ii) (2020 release)",
    reading: {
      quote:
        "Did not voluntarily and expressly waive, in writing, any right to disclosure of the property or financial obligations of the other party beyond the disclosure provided; and",
      source:
        "https://github.com/UniCourt/cic-code-id/blob/ec4a84311c24775968cd4a4d03b51bbe911c0bad/transforms/id/ocid/r70/idaho.title.32.html",
      readOn: "2026-11-28",
    },
  },
  valueBasisRequired: {
    value: false,
    confirmed: true,
    citation: "Idaho Code § 32-925(1)(b)(i) (2020 release)",
    reading: {
      quote:
        "Was not provided a fair and reasonable disclosure of the property or financial obligations of the other party;",
      source:
        "https://github.com/UniCourt/cic-code-id/blob/ec4a84311c24775968cd4a4d03b51bbe911c0bad/transforms/id/ocid/r70/idaho.title.32.html",
      readOn: "2026-11-28",
    },
  },
  premaritalConversion: {
    value: true,
    confirmed: true,
    citation: "Idaho Code § 32-923(1)(a), (c) (2020 release)",
    reading: {
      quote:
        "Parties to a premarital agreement may contract with respect to: The rights and obligations of each of the parties in any of the property of either or both of them whenever and wherever acquired or located; ... The disposition of property upon separation, marital dissolution, death, or the occurrence or nonoccurrence of any other event;",
      source:
        "https://github.com/UniCourt/cic-code-id/blob/ec4a84311c24775968cd4a4d03b51bbe911c0bad/transforms/id/ocid/r70/idaho.title.32.html",
      readOn: "2026-11-28",
    },
  },
  communityPropertyElection: {
    value: "NONE",
    confirmed: true,
    citation: "Idaho Code § 32-906(1) (community property without election) (2020 release)",
    reading: {
      quote: "All other property acquired after marriage by either husband or wife is community property.",
      source:
        "https://github.com/UniCourt/cic-code-id/blob/ec4a84311c24775968cd4a4d03b51bbe911c0bad/transforms/id/ocid/r70/idaho.title.32.html",
      readOn: "2026-11-28",
    },
  },
  witnesses: {
    value: { count: 0, notary: "MAY_BE_ONE" },
    confirmed: true,
    citation: "Idaho Code §§ 32-922, 32-917; § 55-601 (2020 release)",
    reading: {
      quote:
        "A premarital agreement must be in writing and signed by both parties. ... [§ 55-601:] A conveyance of an estate in real property may be made by an instrument in writing, subscribed by the party disposing of the same, or by his agent thereunto authorized by writing.",
      source:
        "https://github.com/UniCourt/cic-code-id/blob/ec4a84311c24775968cd4a4d03b51bbe911c0bad/transforms/id/ocid/r70/idaho.title.55.html",
      readOn: "2026-11-28",
    },
  },
  deathWaiverWitnesses: {
    value: null,
    confirmed: true,
    citation: "Idaho Code § 15-2-208 (2020 release)",
    reading: {
      quote:
        "The right of election of a surviving spouse and the rights of the surviving spouse to homestead allowance and exempt property, or either of them, may be waived, wholly or partially, before or after marriage, by a written contract, agreement or waiver signed by the party waiving after fair disclosure.",
      source:
        "https://github.com/UniCourt/cic-code-id/blob/ec4a84311c24775968cd4a4d03b51bbe911c0bad/transforms/id/ocid/r70/idaho.title.15.html",
      readOn: "2026-11-28",
    },
  },
  counterpartsAllowed: {
    value: true,
    confirmed: true,
    citation: "Idaho Code § 32-922 (2020 release)",
    reading: {
      quote:
        "A premarital agreement must be in writing and signed by both parties. It is enforceable without consideration. The premarital agreement shall be executed and acknowledged or proved as provided in sections 32-917 through 32-919, Idaho Code.",
      source:
        "https://github.com/UniCourt/cic-code-id/blob/ec4a84311c24775968cd4a4d03b51bbe911c0bad/transforms/id/ocid/r70/idaho.title.32.html",
      readOn: "2026-11-28",
    },
  },
  finalAgreementReviewDays: {
    value: 0,
    confirmed: true,
    citation: "Idaho Code § 32-922 (formation: no waiting period) (2020 release)",
    reading: {
      quote:
        "A premarital agreement must be in writing and signed by both parties. It is enforceable without consideration. The premarital agreement shall be executed and acknowledged or proved as provided in sections 32-917 through 32-919, Idaho Code.",
      source:
        "https://github.com/UniCourt/cic-code-id/blob/ec4a84311c24775968cd4a4d03b51bbe911c0bad/transforms/id/ocid/r70/idaho.title.32.html",
      readOn: "2026-11-28",
    },
  },
  signingDeadline: {
    value: "BEFORE_MARRIAGE",
    confirmed: true,
    citation: "Idaho Code § 32-921(1); § 32-924 (2020 release)",
    reading: {
      quote:
        "“Premarital agreement” means an agreement between prospective spouses made in contemplation of marriage and to be effective upon marriage. ... [§ 32-924:] A premarital agreement becomes effective upon marriage.",
      source:
        "https://github.com/UniCourt/cic-code-id/blob/ec4a84311c24775968cd4a4d03b51bbe911c0bad/transforms/id/ocid/r70/idaho.title.32.html",
      readOn: "2026-11-28",
    },
  },
};
