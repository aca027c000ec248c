/** Connecticut: the cells of the state-law matrix read in its own law. */
import type { StateReadings } from "./reading.ts";

export const CT: StateReadings = {
  officialStyle: {
    value: "State",
    confirmed: true,
    citation: "Conn. Const. preamble; Conn. Gen. Stat. § 1-36(1)",
    reading: {
      quote:
        "The people of Connecticut acknowledging with gratitude, the good providence of God ... ordain and establish the following Constitution and form of Civil Government.",
      source: "http://en.wikisource.org/wiki/Page:Babcock1818Constitution.pdf/2",
      readOn: "2026-11-28",
    },
  },
  governingAct: {
    value: { kind: "UPAA", reference: "the Connecticut Premarital Agreement Act, Conn. Gen. Stat. § 46b-36a et seq." },
    confirmed: true,
    citation: "Conn. Gen. Stat. § 46b-36g(a)(3), (4), as applied in Friezo v. Friezo, 281 Conn. 166 (2007) (syllabus)",
    reading: {
      quote:
        "the plaintiff met her burden of proving, under the statute (§ 46b-36g [a] [3] and [4]) concerning the enforcement of premarital agreements, the lack of an adequate financial disclosure by the defendant and a lack of an adequate opportunity for the plaintiff to consult with independent counsel",
      source: "http://casetext.com/case/friezo-v-friezo-1/",
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
    citation: "Conn. Gen. Stat. § 46b-36g(a)(4) (via Friezo v. Friezo, 281 Conn. 166 (2007), syllabus)",
    reading: {
      quote: "a lack of an adequate opportunity for the plaintiff to consult with independent counsel",
      source: "http://casetext.com/case/friezo-v-friezo-1/",
      readOn: "2026-11-28",
    },
  },
  spousalSupport: {
    value: "CAN_WAIVE_OR_MODIFY",
    confirmed: true,
    citation: "Conn. Gen. Stat. § 46b-36d(a)(4) (P.A. 95-170, § 3(a)(4))",
    reading: {
      quote:
        "Parties to a premarital agreement may contract with respect to: ... (4) The modification or elimination of spousal support;",
      source: "https://www.ct-divorce.com/premarital.php",
      readOn: "2026-11-28",
    },
  },
  division: {
    value: { system: "EQUITABLE_DISTRIBUTION", allProperty: true, giftsDivisible: true, equalPresumption: false },
    confirmed: true,
    citation: "Conn. Gen. Stat. § 46b-81(a), (c)",
    reading: {
      quote:
        "(a) At the time of entering a decree annulling or dissolving a marriage or for legal separation pursuant to a complaint under section 46b-45, the Superior Court may assign to either spouse all or any part of the estate of the other spouse.",
      source: "https://law.justia.com/codes/connecticut/2016/title-46b/chapter-815j/section-46b-81/",
      readOn: "2026-11-28",
    },
  },
  separateGrowth: {
    value: "ALL_DIVISIBLE",
    confirmed: true,
    citation: "Conn. Gen. Stat. § 46b-81(a), (c)",
    reading: {
      quote:
        "the Superior Court may assign to either spouse all or any part of the estate of the other spouse. ... The court shall also consider the contribution of each of the parties in the acquisition, preservation or appreciation in value of their respective estates.",
      source: "https://law.justia.com/codes/connecticut/2016/title-46b/chapter-815j/section-46b-81/",
      readOn: "2026-11-28",
    },
  },
  premaritalConversion: {
    value: true,
    confirmed: true,
    citation: "Conn. Gen. Stat. § 46b-36d(a)(1) (P.A. 95-170, § 3(a)(1))",
    reading: {
      quote:
        "Parties to a premarital agreement may contract with respect to: (1) The rights and obligations of each of the parties in any of the property of either or both of them whenever and wherever acquired or located;",
      source: "https://www.ct-divorce.com/premarital.php",
      readOn: "2026-11-28",
    },
  },
  vocabulary: {
    value: {
      supportTerm: "alimony",
      pendingSupportTerm: "alimony pendente lite",
      divorceTerm: "dissolution of marriage",
      sharedPropertyTerm: "marital property",
    },
    confirmed: true,
    citation: "Conn. Gen. Stat. § 46b-83(a); § 46b-81(a)",
    reading: {
      quote:
        "alimony and support pendente lite may be awarded to either of the parties from the date of the filing of an application therefor with the Superior Court.",
      source: "https://lawserver.com/law/state/connecticut/ct-laws/connecticut_statutes_46b-83",
      readOn: "2026-11-28",
    },
  },
  separationProceedings: {
    value: ["legal separation"],
    confirmed: true,
    citation: "Conn. Gen. Stat. § 46b-81(a)",
    reading: {
      quote:
        "At the time of entering a decree annulling or dissolving a marriage or for legal separation pursuant to a complaint under section 46b-45",
      source: "https://law.justia.com/codes/connecticut/2016/title-46b/chapter-815j/section-46b-81/",
      readOn: "2026-11-28",
    },
  },
  witnesses: {
    value: { count: 0, notary: "MAY_BE_ONE" },
    confirmed: true,
    citation: "Conn. Gen. Stat. § 46b-36c (P.A. 95-170, § 2)",
    reading: {
      quote:
        "Sec. 2. (NEW) A premarital agreement shall be in writing and signed by both parties. It shall be enforceable without consideration.",
      source: "https://www.ct-divorce.com/premarital.php",
      readOn: "2026-11-28",
    },
  },
  acknowledgedAsConveyance: {
    value: false,
    confirmed: true,
    citation: "Conn. Gen. Stat. § 46b-36c (P.A. 95-170, § 2)",
    reading: {
      quote:
        "Sec. 2. (NEW) A premarital agreement shall be in writing and signed by both parties. It shall be enforceable without consideration.",
      source: "https://www.ct-divorce.com/premarital.php",
      readOn: "2026-11-28",
    },
  },
  signingDeadline: {
    value: "BEFORE_MARRIAGE",
    confirmed: true,
    citation: "Conn. Gen. Stat. § 46b-36b(1) (P.A. 95-170, § 1(1))",
    reading: {
      quote:
        '(1) "Premarital agreement" means an agreement between prospective spouses made in contemplation of marriage.',
      source: "https://www.ct-divorce.com/premarital.php",
      readOn: "2026-11-28",
    },
  },
  pendingSupportProtected: {
    value: false,
    confirmed: true,
    citation: "Conn. Gen. Stat. § 46b-36d(a)(4) (P.A. 95-170, § 3(a)(4))",
    reading: {
      quote:
        "Parties to a premarital agreement may contract with respect to: ... (4) The modification or elimination of spousal support;",
      source: "https://www.ct-divorce.com/premarital.php",
      readOn: "2026-11-28",
    },
  },
  counterpartsAllowed: {
    value: true,
    confirmed: true,
    citation: "Conn. Gen. Stat. § 46b-36c (P.A. 95-170, § 2)",
    reading: {
      quote:
        "Sec. 2. (NEW) A premarital agreement shall be in writing and signed by both parties. It shall be enforceable without consideration.",
      source: "https://www.ct-divorce.com/premarital.php",
      readOn: "2026-11-28",
    },
  },
  finalAgreementReviewDays: {
    value: 0,
    confirmed: true,
    citation: "Conn. Gen. Stat. § 46b-36c (P.A. 95-170, § 2)",
    reading: {
      quote:
        "Sec. 2. (NEW) A premarital agreement shall be in writing and signed by both parties. It shall be enforceable without consideration.",
      source: "https://www.ct-divorce.com/premarital.php",
      readOn: "2026-11-28",
    },
  },
};
