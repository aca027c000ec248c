/** Utah: the cells of the state-law matrix read in its own law. */
import type { StateReadings } from "./reading.ts";

export const UT: StateReadings = {
  officialStyle: {
    value: "State",
    confirmed: true,
    citation: "Utah Code § 81-4-202(1)(a)",
    reading: {
      quote: "the married individual, or the married individual's spouse, is a resident of this state",
      source: "https://github.com/sccity/utcode/blob/e27b94abb938d505b0319c5799a77dbfbaa160c4/uca_title_81.txt",
      readOn: "2026-11-28",
    },
  },
  governingAct: {
    value: { kind: "UPAA", reference: "Utah's premarital agreement law, Utah Code § 81-3-201 et seq." },
    confirmed: true,
    citation: "Utah Code §§ 81-3-201 to 81-3-208",
    reading: {
      quote:
        '"Premarital agreement" means an agreement between prospective spouses made in contemplation of marriage and to be effective upon marriage.',
      source: "https://github.com/sccity/utcode/blob/e27b94abb938d505b0319c5799a77dbfbaa160c4/uca_title_81.txt",
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
    citation: "Utah Code §§ 81-3-202, 81-3-205(1)",
    reading: {
      quote:
        "(1) A premarital agreement is not enforceable if the party against whom enforcement is sought proves that: (a) that party did not execute the agreement voluntarily; or (b) the agreement was fraudulent when the agreement was executed and, before execution of the agreement, that party:",
      source: "https://github.com/sccity/utcode/blob/e27b94abb938d505b0319c5799a77dbfbaa160c4/uca_title_81.txt",
      readOn: "2026-11-28",
    },
  },
  spousalSupport: {
    value: "CAN_WAIVE_OR_MODIFY",
    confirmed: true,
    citation: "Utah Code § 81-3-203(1)(d)",
    reading: {
      quote:
        "Parties to a premarital agreement may contract with respect to: ... (d) the modification or elimination of spousal support;",
      source: "https://github.com/sccity/utcode/blob/e27b94abb938d505b0319c5799a77dbfbaa160c4/uca_title_81.txt",
      readOn: "2026-11-28",
    },
  },
  pendingSupportProtected: {
    value: false,
    confirmed: true,
    citation: "Utah Code § 81-3-203(1)(d)",
    reading: {
      quote:
        "Parties to a premarital agreement may contract with respect to: ... (d) the modification or elimination of spousal support;",
      source: "https://github.com/sccity/utcode/blob/e27b94abb938d505b0319c5799a77dbfbaa160c4/uca_title_81.txt",
      readOn: "2026-11-28",
    },
  },
  supportKinds: {
    value: null,
    confirmed: true,
    citation: "Utah Code § 81-4-406(4)(a); § 81-4-502",
    reading: {
      quote:
        "(a) the parties, including any alimony to be awarded to a party in accordance with Part 5, Spousal Support;",
      source: "https://github.com/sccity/utcode/blob/e27b94abb938d505b0319c5799a77dbfbaa160c4/uca_title_81.txt",
      readOn: "2026-11-28",
    },
  },
  unconscionability: {
    value: "AT_SIGNING",
    confirmed: true,
    citation: "Utah Code § 81-3-205(1)(b), (3)",
    reading: {
      quote:
        "(b) the agreement was fraudulent when the agreement was executed ... (3) An issue of fraud of a premarital agreement shall be decided by the court as a matter of law.",
      source: "https://github.com/sccity/utcode/blob/e27b94abb938d505b0319c5799a77dbfbaa160c4/uca_title_81.txt",
      readOn: "2026-11-28",
    },
  },
  supportFloor: {
    value: "PUBLIC_ASSISTANCE",
    confirmed: true,
    citation: "Utah Code § 81-3-205(2)",
    reading: {
      quote:
        "If a provision of a premarital agreement modifies or eliminates spousal support and that modification or elimination causes one party to the agreement to be eligible for support under a program of public assistance at the time of separation or marital dissolution, a court, notwithstanding the terms of the agreement, may require the other party to provide support",
      source: "https://github.com/sccity/utcode/blob/e27b94abb938d505b0319c5799a77dbfbaa160c4/uca_title_81.txt",
      readOn: "2026-11-28",
    },
  },
  disclosureStandard: {
    value: { kind: "FAIR_AND_REASONABLE", knowledgeSuffices: true },
    confirmed: true,
    citation: "Utah Code § 81-3-205(1)(b)(i)-(iii)",
    reading: {
      quote:
        "(i) was not provided a reasonable disclosure of the property or financial obligations of the other party insofar as was possible; (ii) did not voluntarily and expressly waive, in writing, any right to disclosure of the property or financial obligations of the other party beyond the disclosure provided; and (iii) did not have, or reasonably could not have had, an adequate knowledge of the property or financial obligations of the other party.",
      source: "https://github.com/sccity/utcode/blob/e27b94abb938d505b0319c5799a77dbfbaa160c4/uca_title_81.txt",
      readOn: "2026-11-28",
    },
  },
  division: {
    value: { system: "EQUITABLE_DISTRIBUTION", allProperty: false, giftsDivisible: false, equalPresumption: false },
    confirmed: true,
    citation: "Utah Code § 81-4-406(4)(c); Mortensen v. Mortensen, 760 P.2d 304, 308 (Utah 1988)",
    reading: {
      quote:
        "trial courts making 'equitable' property division pursuant to section 30-3-5 should, in accordance with the rule prevailing in most other jurisdictions ... generally award property acquired by one spouse by gift and inheritance during the marriage (or property acquired in exchange thereof) to that [spouse]",
      source: "https://law-journals-books.vlex.com/vid/vol-11-vol-11-937366773",
      readOn: "2026-11-28",
    },
  },
  premaritalConversion: {
    value: true,
    confirmed: true,
    citation: "Utah Code § 81-3-203(1)(a)",
    reading: {
      quote:
        "(a) the rights and obligations of each of the parties in any of the property of either or both of them whenever and wherever acquired or located;",
      source: "https://github.com/sccity/utcode/blob/e27b94abb938d505b0319c5799a77dbfbaa160c4/uca_title_81.txt",
      readOn: "2026-11-28",
    },
  },
  survivorRights: {
    value: {
      waived:
        "the elective share (and supplemental elective share), the homestead allowance, exempt property, the family allowance, any intestate share and benefits under a will made before the waiver, and priority to serve as personal representative",
      electiveShare: true,
      waivable: true,
      notRenounceable: [],
      rightSummary:
        "The surviving spouse of a decedent domiciled in Utah may elect to take an amount equal to one-third of the augmented estate; homestead allowance, exempt property and family allowance are charged against it.",
      waiverConditions: { disclosureOfRight: false, fairConsideration: false },
    },
    confirmed: true,
    citation: "Utah Code §§ 75-2-202(1), (3); 75-2-213(1), (2), (4)",
    reading: {
      quote:
        "The surviving spouse of a decedent who dies domiciled in Utah has a right of election, under the limitations and conditions stated in this part, to take an elective-share amount equal to the value of 1/3 of the augmented estate.",
      source: "https://github.com/sccity/utcode/blob/e27b94abb938d505b0319c5799a77dbfbaa160c4/uca_title_75.txt",
      readOn: "2026-11-28",
    },
  },
  vocabulary: {
    value: {
      supportTerm: "alimony",
      pendingSupportTerm: "temporary support",
      divorceTerm: "divorce",
      sharedPropertyTerm: "marital property",
    },
    confirmed: true,
    citation: "Utah Code § 81-4-406(4)(a); § 81-1-203 (heading and (4))",
    reading: {
      quote:
        "Award of costs and attorney and witness fees -- Temporary support and maintenance. ... (4) ... the court may order a party to provide money, during the pendency of the action, for the separate support and maintenance of the other party",
      source: "https://github.com/sccity/utcode/blob/e27b94abb938d505b0319c5799a77dbfbaa160c4/uca_title_81.txt",
      readOn: "2026-11-28",
    },
  },
  separationProceedings: {
    value: ["separate maintenance"],
    confirmed: true,
    citation: "Utah Code §§ 81-4-202, 81-4-204(1)(c)",
    reading: {
      quote:
        "the court shall allot, assign, set apart, and decree as alimony the use of the real and personal estate or earnings of the respondent ... (c) award to a spouse the possession of any real or personal property of the other spouse or acquired by the spouses during the marriage;",
      source: "https://github.com/sccity/utcode/blob/e27b94abb938d505b0319c5799a77dbfbaa160c4/uca_title_81.txt",
      readOn: "2026-11-28",
    },
  },
  disclosureWaiver: {
    value: true,
    confirmed: true,
    citation: "Utah Code § 81-3-205(1)(b)(ii)",
    reading: {
      quote:
        "(ii) did not voluntarily and expressly waive, in writing, any right to disclosure of the property or financial obligations of the other party beyond the disclosure provided;",
      source: "https://github.com/sccity/utcode/blob/e27b94abb938d505b0319c5799a77dbfbaa160c4/uca_title_81.txt",
      readOn: "2026-11-28",
    },
  },
  valueBasisRequired: {
    value: false,
    confirmed: true,
    citation: "Utah Code § 81-3-205(1)(b)(i)",
    reading: {
      quote:
        "(i) was not provided a reasonable disclosure of the property or financial obligations of the other party insofar as was possible;",
      source: "https://github.com/sccity/utcode/blob/e27b94abb938d505b0319c5799a77dbfbaa160c4/uca_title_81.txt",
      readOn: "2026-11-28",
    },
  },
  witnesses: {
    value: { count: 0, notary: "MAY_BE_ONE" },
    confirmed: true,
    citation: "Utah Code § 81-3-202",
    reading: {
      quote:
        "(1) A premarital agreement shall be in writing and signed by both parties. (2) A premarital agreement is enforceable without consideration.",
      source: "https://github.com/sccity/utcode/blob/e27b94abb938d505b0319c5799a77dbfbaa160c4/uca_title_81.txt",
      readOn: "2026-11-28",
    },
  },
  deathWaiverWitnesses: {
    value: null,
    confirmed: true,
    citation: "Utah Code § 75-2-213(1)",
    reading: {
      quote:
        "may be waived, wholly or partially, before or after marriage, by a written contract, agreement, or waiver signed by the surviving spouse.",
      source: "https://github.com/sccity/utcode/blob/e27b94abb938d505b0319c5799a77dbfbaa160c4/uca_title_75.txt",
      readOn: "2026-11-28",
    },
  },
  acknowledgementForm: {
    value: "GENERAL",
    confirmed: true,
    citation: "Utah Code § 57-2a-6(3); § 46-1-6.5(3), (6)",
    reading: {
      quote: 'the certificate contains the words "acknowledged before me," or their substantial equivalent.',
      source: "https://github.com/sccity/utcode/blob/e27b94abb938d505b0319c5799a77dbfbaa160c4/uca_title_57.txt",
      readOn: "2026-11-28",
    },
  },
  acknowledgedAsConveyance: {
    value: false,
    confirmed: true,
    citation: "Utah Code § 81-3-202",
    reading: {
      quote:
        "(1) A premarital agreement shall be in writing and signed by both parties. (2) A premarital agreement is enforceable without consideration.",
      source: "https://github.com/sccity/utcode/blob/e27b94abb938d505b0319c5799a77dbfbaa160c4/uca_title_81.txt",
      readOn: "2026-11-28",
    },
  },
  counterpartsAllowed: {
    value: true,
    confirmed: true,
    citation: "Utah Code § 81-3-202(1)",
    reading: {
      quote: "A premarital agreement shall be in writing and signed by both parties.",
      source: "https://github.com/sccity/utcode/blob/e27b94abb938d505b0319c5799a77dbfbaa160c4/uca_title_81.txt",
      readOn: "2026-11-28",
    },
  },
  remoteNotarizationAllowed: {
    value: true,
    confirmed: true,
    citation: "Utah Code §§ 46-1-2(18), 46-1-3.5, 46-1-3.6(4)",
    reading: {
      quote:
        '"Remote notarization" means a notarial act performed by a remote notary in accordance with this chapter for an individual who is not in the physical presence of the remote notary at the time the remote notary performs the notarial act.',
      source: "https://github.com/sccity/utcode/blob/e27b94abb938d505b0319c5799a77dbfbaa160c4/uca_title_46.txt",
      readOn: "2026-11-28",
    },
  },
  finalAgreementReviewDays: {
    value: 0,
    confirmed: true,
    citation: "Utah Code §§ 81-3-202, 81-3-205",
    reading: {
      quote:
        "(1) A premarital agreement shall be in writing and signed by both parties. (2) A premarital agreement is enforceable without consideration.",
      source: "https://github.com/sccity/utcode/blob/e27b94abb938d505b0319c5799a77dbfbaa160c4/uca_title_81.txt",
      readOn: "2026-11-28",
    },
  },
  onlineSignerLocation: {
    value: "ANYWHERE",
    confirmed: true,
    citation: "Utah Code § 46-1-3(5)(a)(ii)",
    reading: {
      quote:
        "except through a remote notarization performed in accordance with this chapter, may not perform a notarial act for another individual who is outside of the state.",
      source: "https://github.com/sccity/utcode/blob/e27b94abb938d505b0319c5799a77dbfbaa160c4/uca_title_46.txt",
      readOn: "2026-11-28",
    },
  },
  signingDeadline: {
    value: "BEFORE_MARRIAGE",
    confirmed: true,
    citation: "Utah Code §§ 81-3-201(1), 81-3-204(1)",
    reading: {
      quote:
        '"Premarital agreement" means an agreement between prospective spouses made in contemplation of marriage and to be effective upon marriage. ... A premarital agreement becomes effective upon marriage.',
      source: "https://github.com/sccity/utcode/blob/e27b94abb938d505b0319c5799a77dbfbaa160c4/uca_title_81.txt",
      readOn: "2026-11-28",
    },
  },
};
