/** Iowa: the cells of the state-law matrix read in its own law. */
import type { StateReadings } from "./reading.ts";

export const IA: StateReadings = {
  officialStyle: {
    value: "State",
    confirmed: true,
    citation: "House File 736 (Iowa 2019), enacting clause",
    reading: {
      quote: "BE IT ENACTED BY THE GENERAL ASSEMBLY OF THE STATE OF IOWA:",
      source: "https://www.legis.iowa.gov/publications/search/document?fq=id:1040961",
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
    citation: "Iowa Code §§ 596.4, 596.8",
    reading: {
      quote:
        "A premarital agreement is not enforceable if the person against whom enforcement is sought proves any of the following: a. The person did not execute the agreement voluntarily. b. The agreement was unconscionable when it was executed.",
      source: "https://www.lawserver.com/law/state/iowa/ia-code/iowa_code_596-8",
      readOn: "2026-11-28",
    },
  },
  spousalSupport: {
    value: "CANNOT_WAIVE_OR_MODIFY",
    confirmed: true,
    citation:
      "Iowa Code § 596.5(2); In re Marriage of Erpelding, 911 N.W.2d 397 (Iowa 2018) (superseded on rehearing by 917 N.W.2d 235)",
    reading: {
      quote:
        "hold a premarital-agreement waiver of attorney fees related to child support or spousal support adversely affects the right to such support and is therefore unenforceable under Iowa Code section 596.5(2).",
      source: "http://casetext.com/case/erpelding-v-concerning-timothy-john-erpelding",
      readOn: "2026-11-28",
    },
  },
  unconscionability: {
    value: "AT_SIGNING",
    confirmed: true,
    citation: "Iowa Code § 596.8(1)(b)",
    reading: {
      quote: "b. The agreement was unconscionable when it was executed.",
      source: "https://www.lawserver.com/law/state/iowa/ia-code/iowa_code_596-8",
      readOn: "2026-11-28",
    },
  },
  supportFloor: {
    value: "NONE",
    confirmed: true,
    citation: "Iowa Code § 596.8(1), (2)",
    reading: {
      quote:
        "1. A premarital agreement is not enforceable if the person against whom enforcement is sought proves any of the following: a. The person did not execute the agreement voluntarily. b. The agreement was unconscionable when it was executed. c. Before the execution of the agreement the person was not provided a fair and reasonable disclosure ... 2. If a provision of the agreement or the application of the provision to a party is found by the court to be unenforceable, the provision shall be severed from the remainder of the agreement",
      source: "https://www.lawserver.com/law/state/iowa/ia-code/iowa_code_596-8",
      readOn: "2026-11-28",
    },
  },
  disclosureStandard: {
    value: { kind: "FAIR_AND_REASONABLE", knowledgeSuffices: true },
    confirmed: true,
    citation: "Iowa Code § 596.8(1)(c)",
    reading: {
      quote:
        "c. Before the execution of the agreement the person was not provided a fair and reasonable disclosure of the property or financial obligations of the other spouse; and the person did not have, or reasonably could not have had, an adequate knowledge",
      source: "https://www.lawserver.com/law/state/iowa/ia-code/iowa_code_596-8",
      readOn: "2026-11-28",
    },
  },
  division: {
    value: { system: "EQUITABLE_DISTRIBUTION", allProperty: true, giftsDivisible: false, equalPresumption: false },
    confirmed: true,
    citation: "Iowa Code § 598.21(5), (6)",
    reading: {
      quote:
        "5. Division of property. The court shall divide all property, except inherited property or gifts received or expected by one party, equitably between the parties after considering all of the following: a. The length of the marriage. b. The property brought to the marriage by each party.",
      source: "https://getpocketlaw.com/law/state_iowa/section-598-21-orders-for-disposition-of-property_51aa4fe41110",
      readOn: "2026-11-28",
    },
  },
  separateGrowth: {
    value: "ALL_DIVISIBLE",
    confirmed: true,
    citation: "Iowa Code § 598.21(5)",
    reading: {
      quote:
        "The court shall divide all property, except inherited property or gifts received or expected by one party, equitably between the parties",
      source: "https://getpocketlaw.com/law/state_iowa/section-598-21-orders-for-disposition-of-property_51aa4fe41110",
      readOn: "2026-11-28",
    },
  },
  survivorRights: {
    value: {
      waived:
        "the elective share (one-third in value of real property the other possessed at any time during the marriage, exempt personal property, one-third of other personal property and of revocable-trust property), the election of a life estate in the homestead, any share of the estate if there is no will (including the surviving spouse's share of real property possessed during the marriage), any allowance for support, and priority to serve as administrator",
      electiveShare: true,
      waivable: true,
      notRenounceable: [],
      rightSummary:
        "A surviving spouse may elect one-third in value of all real property the decedent possessed at any time during the marriage (unless the spouse relinquished it in writing), the exempt personal property, one-third of the other personal property, and one-third of revocable-trust property; or, instead of the real-property share, a life estate in the homestead.",
      waiverConditions: { disclosureOfRight: false, fairConsideration: false },
    },
    confirmed: true,
    citation: "Iowa Code §§ 633.238(1), 633.240",
    reading: {
      quote:
        "a. One-third in value of all the legal or equitable estates in real property possessed by the decedent at any time during the marriage which have not been sold on execution or other judicial sale, and to which the surviving spouse has made no express written relinquishment of right",
      source: "https://lawserver.com/?p=29405007",
      readOn: "2026-11-28",
    },
  },
  vocabulary: {
    value: {
      supportTerm: "spousal support",
      pendingSupportTerm: "temporary spousal support",
      divorceTerm: "dissolution of marriage",
      sharedPropertyTerm: "marital property",
    },
    confirmed: true,
    citation: "In re Marriage of Erpelding (Iowa 2018); Iowa Code § 598.21(1)",
    reading: {
      quote:
        "The parties executed a premarital agreement waiving the right to seek an award of attorney fees in the event of a dissolution of their marriage. During their subsequent dissolution proceeding, the parties litigated issues pertaining to physical custody of the two minor children, child ...",
      source: "http://casetext.com/case/erpelding-v-concerning-timothy-john-erpelding",
      readOn: "2026-11-28",
    },
  },
  separationProceedings: {
    value: ["separate maintenance"],
    confirmed: true,
    citation: "Iowa Code § 598.21(1)",
    reading: {
      quote:
        "Upon every judgment of annulment, dissolution, or separate maintenance, the court shall divide the property of the parties",
      source: "https://getpocketlaw.com/law/state_iowa/section-598-21-orders-for-disposition-of-property_51aa4fe41110",
      readOn: "2026-11-28",
    },
  },
  disclosureWaiver: {
    value: false,
    confirmed: true,
    citation: "Iowa Code § 596.8(1)(c)",
    reading: {
      quote:
        "c. Before the execution of the agreement the person was not provided a fair and reasonable disclosure of the property or financial obligations of the other spouse; and the person did not have, or reasonably could not have had, an adequate knowledge of the property or financial obligations ...",
      source: "https://www.lawserver.com/law/state/iowa/ia-code/iowa_code_596-8",
      readOn: "2026-11-28",
    },
  },
  valueBasisRequired: {
    value: false,
    confirmed: true,
    citation: "Iowa Code § 596.8(1)(c)",
    reading: {
      quote:
        "was not provided a fair and reasonable disclosure of the property or financial obligations of the other spouse",
      source: "https://www.lawserver.com/law/state/iowa/ia-code/iowa_code_596-8",
      readOn: "2026-11-28",
    },
  },
  embryoAgreements: {
    value: "MAY_NOT_BIND",
    confirmed: true,
    citation: "In re Marriage of Witten, 672 N.W.2d 768, 772 (Iowa 2003)",
    reading: {
      quote:
        "we reject Tamera's request that she be allowed to use the embryos over Trip's objection. Therefore, we affirm the trial court's order that neither party may use or dispose of the embryos without the consent of the other party.",
      source: "https://cetient.com/opinion/2179268/in-re-marriage-of-witten",
      readOn: "2026-11-28",
    },
  },
  lifestyleClauses: {
    value: "NOT_OFFERED",
    confirmed: true,
    citation: "In re Marriage of Cooper, 769 N.W.2d 582 (Iowa 2009)",
    reading: {
      quote:
        "The court of appeals reversed on the ground that the reconciliation agreement injected fault into the distribution of property contrary to established public policy. Upon further review, we conclude that the agreement is not enforceable under Iowa law.",
      source: "https://cetient.com/case/2094654/in-re-the-marriage-of-cooper",
      readOn: "2026-11-28",
    },
  },
  witnesses: {
    value: { count: 0, notary: "MAY_BE_ONE" },
    confirmed: true,
    citation: "Iowa Code § 596.4",
    reading: {
      quote:
        "a premarital agreement must be in writing and signed by both prospective spouses. It is enforceable without consideration other than the marriage. Both parties to the agreement shall execute all documents necessary to enforce the agreement.",
      source: "https://hawkeyedivorce.com/blog/2019/june/issues-regarding-the-enforcement-of-premarital-a",
      readOn: "2026-11-28",
    },
  },
  acknowledgedAsConveyance: {
    value: false,
    confirmed: true,
    citation: "Iowa Code § 596.4",
    reading: {
      quote: "a premarital agreement must be in writing and signed by both prospective spouses.",
      source: "https://hawkeyedivorce.com/blog/2019/june/issues-regarding-the-enforcement-of-premarital-a",
      readOn: "2026-11-28",
    },
  },
  remoteNotarizationAllowed: {
    value: true,
    confirmed: true,
    citation:
      "Iowa Code § 9B.14A (2019 Iowa Acts ch. 44 (S.F. 475), effective 1 July 2020); Iowa Admin. Code 721—ch. 43",
    reading: {
      quote:
        "“Remotely located individual” means an individual who is not in the physical presence of the notary public who performs a notarial act under subsection 3.",
      source: "https://www.lawserver.com/law/state/iowa/ia-code/iowa_code_9b-14a",
      readOn: "2026-11-28",
    },
  },
  finalAgreementReviewDays: {
    value: 0,
    confirmed: true,
    citation: "Iowa Code §§ 596.4, 596.8",
    reading: {
      quote:
        "A premarital agreement is not enforceable if the person against whom enforcement is sought proves any of the following: a. The person did not execute the agreement voluntarily.",
      source: "https://www.lawserver.com/law/state/iowa/ia-code/iowa_code_596-8",
      readOn: "2026-11-28",
    },
  },
  signingDeadline: {
    value: "BEFORE_MARRIAGE",
    confirmed: true,
    citation: "Iowa Code § 596.1 (definition, as shown on lawserver)",
    reading: {
      quote:
        "Premarital agreement: means an agreement between prospective spouses made in contemplation of marriage and to be effective upon marriage.",
      source: "https://www.lawserver.com/law/state/iowa/ia-code/iowa_code_596-8",
      readOn: "2026-11-28",
    },
  },
  counterpartsAllowed: {
    value: true,
    confirmed: true,
    citation: "Iowa Code § 596.4",
    reading: {
      quote:
        "a premarital agreement must be in writing and signed by both prospective spouses. It is enforceable without consideration other than the marriage. Both parties to the agreement shall execute all documents necessary to enforce the agreement.",
      source: "https://hawkeyedivorce.com/blog/2019/june/issues-regarding-the-enforcement-of-premarital-a",
      readOn: "2026-11-28",
    },
  },
};
