/** Montana: the cells of the state-law matrix read in its own law. */
import type { StateReadings } from "./reading.ts";

export const MT: StateReadings = {
  officialStyle: {
    value: "State",
    confirmed: true,
    citation: "Mont. SB 225 (2019), Ch. 313, L. 2019, enacting clause",
    reading: {
      quote: "BE IT ENACTED BY THE LEGISLATURE OF THE STATE OF MONTANA",
      source: "https://leg.mt.gov/bills/2019/BillHtml/SB0225.htm",
      readOn: "2026-11-28",
    },
  },
  governingAct: {
    value: {
      kind: "UPAA",
      reference: "the Uniform Premarital Agreement Act as enacted in Montana, Mont. Code Ann. § 40-2-601 et seq.",
    },
    confirmed: true,
    citation: "Mont. Code Ann. § 40-2-601",
    reading: {
      quote: 'This part may be cited as the "Uniform Premarital Agreement Act."',
      source: "https://www.divorcesupport.com/divorce/Montana-Premarital-and-Prenuptial-Agreements-3628.html",
      readOn: "2026-11-28",
    },
  },
  spousalSupport: {
    value: "CAN_WAIVE_OR_MODIFY",
    confirmed: true,
    citation: "Mont. Code Ann. § 40-2-605(1)(d)",
    reading: {
      quote:
        "Parties to a premarital agreement may contract with respect to: ... (d) the modification or elimination of spousal support;",
      source: "https://www.divorcesupport.com/divorce/Montana-Premarital-and-Prenuptial-Agreements-3628.html",
      readOn: "2026-11-28",
    },
  },
  supportKinds: {
    value: null,
    confirmed: true,
    citation: "Mont. Code Ann. § 40-4-203(1)",
    reading: {
      quote:
        "the court may grant a maintenance order for either spouse only if it finds that the spouse seeking maintenance: (a) lacks sufficient property to provide for the spouse's reasonable needs; and (b) is unable to be self-supporting",
      source: "https://codes.findlaw.com/mt/title-40-family-law/mt-code-ann-sect-40-4-203.html",
      readOn: "2026-11-28",
    },
  },
  division: {
    value: { system: "EQUITABLE_DISTRIBUTION", allProperty: true, giftsDivisible: true, equalPresumption: false },
    confirmed: true,
    citation: "Mont. Code Ann. § 40-4-202(1)",
    reading: {
      quote:
        "the court, without regard to marital misconduct, shall ... finally equitably apportion between the parties the property and assets belonging to either or both, however and whenever acquired and whether the title to the property and assets is in the name of the husband or wife or both.",
      source:
        "https://www.leg.mt.gov/bills/mca/title_0400/chapter_0040/part_0020/section_0020/0400-0040-0020-0020.html",
      readOn: "2026-11-28",
    },
  },
  separateGrowth: {
    value: "ALL_DIVISIBLE",
    confirmed: true,
    citation: "Mont. Code Ann. § 40-4-202(1)",
    reading: {
      quote:
        "In dividing property acquired prior to the marriage, property acquired by gift, bequest, devise, or descent, ... the increased value of property acquired prior to marriage, ... the court shall consider those contributions of the other spouse to the marriage",
      source:
        "https://www.leg.mt.gov/bills/mca/title_0400/chapter_0040/part_0020/section_0020/0400-0040-0020-0020.html",
      readOn: "2026-11-28",
    },
  },
  premaritalConversion: {
    value: true,
    confirmed: true,
    citation: "Mont. Code Ann. § 40-2-605(1)(a)",
    reading: {
      quote:
        "the rights and obligations of each of the parties in any of the property of either or both of them, whenever and wherever acquired or located;",
      source: "https://www.divorcesupport.com/divorce/Montana-Premarital-and-Prenuptial-Agreements-3628.html",
      readOn: "2026-11-28",
    },
  },
  vocabulary: {
    value: {
      supportTerm: "maintenance",
      pendingSupportTerm: "temporary maintenance",
      divorceTerm: "dissolution of marriage",
      sharedPropertyTerm: "marital property",
    },
    confirmed: true,
    citation: "Mont. Code Ann. § 40-4-203(1), (2)(a); § 40-4-121 (heading)",
    reading: {
      quote:
        "In a proceeding for dissolution of marriage or legal separation ... the court may grant a maintenance order for either spouse ... the financial resources of the party seeking maintenance, including marital property apportioned to that party",
      source: "https://codes.findlaw.com/mt/title-40-family-law/mt-code-ann-sect-40-4-203.html",
      readOn: "2026-11-28",
    },
  },
  separationProceedings: {
    value: ["legal separation"],
    confirmed: true,
    citation: "Mont. Code Ann. § 40-4-202(1); § 40-4-203(1)",
    reading: {
      quote:
        "In a proceeding for dissolution of a marriage, legal separation, ... the court ... shall, and in a proceeding for legal separation may, finally equitably apportion between the parties the property and assets",
      source:
        "https://www.leg.mt.gov/bills/mca/title_0400/chapter_0040/part_0020/section_0020/0400-0040-0020-0020.html",
      readOn: "2026-11-28",
    },
  },
  witnesses: {
    value: { count: 0, notary: "MAY_BE_ONE" },
    confirmed: true,
    citation: "Mont. Code Ann. § 40-2-604",
    reading: {
      quote:
        "A premarital agreement must be in writing and signed by both parties. It is enforceable without consideration.",
      source: "https://www.divorcesupport.com/divorce/Montana-Premarital-and-Prenuptial-Agreements-3628.html",
      readOn: "2026-11-28",
    },
  },
  acknowledgementForm: {
    value: "GENERAL",
    confirmed: true,
    citation: "Mont. Code Ann. § 1-5-609(4)(a)-(c)",
    reading: {
      quote:
        "A certificate of a notarial act is sufficient if the certificate meets the requirements of subsections (1) through (3) and this subsection and: (a) is in the short form set forth in 1-5-610; (b) is in a form otherwise permitted by the law of this state; (c) is in a form permitted by the laws applicable in the jurisdiction in which the",
      source: "https://leg.mt.gov/bills/mca/title_0010/chapter_0050/part_0060/section_0090/0010-0050-0060-0090.html",
      readOn: "2026-11-28",
    },
  },
  acknowledgedAsConveyance: {
    value: false,
    confirmed: true,
    citation: "Mont. Code Ann. § 40-2-312",
    reading: {
      quote:
        "Except as provided in part 6 of this chapter, all contracts for marriage settlements must be in writing and executed and acknowledged or proved in like manner as a grant of land is required to be executed and acknowledged or proved.",
      source:
        "https://www.pension-evaluators.com/Print.aspx?Page=%2fPension-Evaluation%2fState-Pension-Evaluation-Classification%2fMontana.aspx",
      readOn: "2026-11-28",
    },
  },
  remoteNotarizationAllowed: {
    value: true,
    confirmed: true,
    citation:
      "Mont. Code Ann. § 1-5-603 (heading), § 1-5-615(3), § 1-5-602 ('communication technology'); HB 370 (2019)",
    reading: {
      quote:
        "Before a notary public performs the notary public's initial notarial act using an electronic notarization system or a communication technology, a notary public shall: (a) notify the secretary of state",
      source: "https://leg.mt.gov/bills/mca/title_0010/chapter_0050/part_0060/section_0150/0010-0050-0060-0150.html",
      readOn: "2026-11-28",
    },
  },
  finalAgreementReviewDays: {
    value: 0,
    confirmed: true,
    citation: "Mont. Code Ann. § 40-2-604",
    reading: {
      quote:
        "A premarital agreement must be in writing and signed by both parties. It is enforceable without consideration.",
      source: "https://www.divorcesupport.com/divorce/Montana-Premarital-and-Prenuptial-Agreements-3628.html",
      readOn: "2026-11-28",
    },
  },
  signingDeadline: {
    value: "BEFORE_MARRIAGE",
    confirmed: true,
    citation: "Mont. Code Ann. § 40-2-603(1)",
    reading: {
      quote:
        '"Premarital agreement" means an agreement between prospective spouses made in contemplation of marriage and to be effective upon marriage.',
      source: "https://www.divorcesupport.com/divorce/Montana-Premarital-and-Prenuptial-Agreements-3628.html",
      readOn: "2026-11-28",
    },
  },
  pendingSupportProtected: {
    value: false,
    confirmed: true,
    citation: "Mont. Code Ann. § 40-2-605(1)(d)",
    reading: {
      quote:
        "(1) Parties to a premarital agreement may contract with respect to: ... (d) the modification or elimination of spousal support;",
      source: "https://www.divorcesupport.com/divorce/Montana-Premarital-and-Prenuptial-Agreements-3628.html",
      readOn: "2026-11-28",
    },
  },
  counterpartsAllowed: {
    value: true,
    confirmed: true,
    citation: "Mont. Code Ann. § 40-2-604",
    reading: {
      quote:
        "A premarital agreement must be in writing and signed by both parties. It is enforceable without consideration.",
      source: "https://www.divorcesupport.com/divorce/Montana-Premarital-and-Prenuptial-Agreements-3628.html",
      readOn: "2026-11-28",
    },
  },
  onlineSignerLocation: {
    value: "ANYWHERE",
    confirmed: true,
    citation: "Mont. Code Ann. § 1-5-605(1) (2022)",
    reading: {
      quote:
        "(1) A notarial act performed in another state has the same effect under the law of this state as if the notarial act were performed by a notarial officer of this state if the notarial act performed in the other state is performed by: (a) a notary public of that state; (b) a judge, clerk, or deputy clerk of a court of that state; or (c) any other individual authorized by the law of that state to perform the notarial act.",
      source: "https://law.justia.com/codes/montana/2022/title-1/chapter-5/part-6/section-1-5-605/",
      readOn: "2026-11-28",
    },
  },
};
