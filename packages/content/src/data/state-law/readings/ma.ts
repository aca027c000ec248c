/** Massachusetts: the cells of the state-law matrix read in its own law. */
import type { StateReadings } from "./reading.ts";

export const MA: StateReadings = {
  officialStyle: {
    value: "Commonwealth",
    confirmed: true,
    citation: "Mass. Const., Preamble",
    reading: {
      quote:
        "do agree upon, ordain and establish the following Declaration of Rights, and Frame of Government, as the Constitution of the Commonwealth of Massachusetts.",
      source: "https://vmps.omeka.net/items/show/383",
      readOn: "2026-11-28",
    },
  },
  governingAct: {
    value: {
      kind: "STATE_STATUTE",
      reference:
        "Mass. Gen. Laws ch. 209, § 25 and the common law of Massachusetts governing antenuptial agreements (DeMatteo v. DeMatteo, 436 Mass. 18 (2002))",
    },
    confirmed: true,
    citation: "Osborne v. Osborne, 384 Mass. 591 (1981) (headnote)",
    reading: {
      quote:
        "Neither G. L. c. 209, Section 25, nor a rule of common law precludes the parties to an antenuptial agreement from determining in advance of their marriage their rights with respect to property acquired during the marriage.",
      source: "http://masscases.com/cases/sjc/384/384mass591.html",
      readOn: "2026-11-28",
    },
  },
  spousalSupport: {
    value: "CAN_WAIVE_OR_MODIFY",
    confirmed: true,
    citation: "Osborne v. Osborne, 384 Mass. 591 (1981) (headnote)",
    reading: {
      quote:
        "An antenuptial contract settling the alimony or property rights of the parties in the event of divorce is not per se against public policy and may be specifically enforced.",
      source: "http://masscases.com/cases/sjc/384/384mass591.html",
      readOn: "2026-11-28",
    },
  },
  pendingSupportProtected: {
    value: true,
    confirmed: true,
    citation: "French v. McAnarney, 290 Mass. 544 (1935) (headnote)",
    reading: {
      quote:
        "was contrary to public policy and unenforceable in so far as it provided that the woman should not claim any support from the man, and did not release him from the ordinary duty of supporting her as his wife after the marriage.",
      source: "http://masscases.com/cases/sjc/290/290mass544.html",
      readOn: "2026-11-28",
    },
  },
  supportKinds: {
    value: ["general term alimony", "rehabilitative alimony", "reimbursement alimony", "transitional alimony"],
    confirmed: true,
    citation: "Mass. Gen. Laws ch. 208, § 48 (definitions of the four kinds of alimony)",
    reading: {
      quote:
        '"General term alimony", the periodic payment of support to a recipient spouse who is economically dependent. ... "Rehabilitative alimony", the periodic payment of support to a recipient spouse who is expected to become economically self-sufficient by a predicted time ... "Reimbursement alimony", the periodic or one-time payment of support to a recipient spouse after a marriage of not more than 5 years ... "Transitional alimony", the periodic or one-time payment of support',
      source:
        "https://d1tvxue8o4w0fl.cloudfront.net/statute/general-laws-of-massachusetts/part-ii-real-and-personal-property-and-domestic-relations/title-iii-domestic-relations/chapter-208-divorce/section-20848-definitions-for-sections-49-to-55",
      readOn: "2026-11-28",
    },
  },
  unconscionability: {
    value: "AT_SIGNING_AND_ENFORCEMENT",
    confirmed: true,
    citation: "DeMatteo v. DeMatteo, 436 Mass. 18 (2002) (headnote)",
    reading: {
      quote:
        'applying a "conscionability" standard to the agreement, there were no circumstances that had occurred during the marriage that would have left the wife without sufficient property, maintenance, or appropriate employment to support herself if the agreement was enforced.',
      source: "http://casetext.com/case/dematteo-v-dematteo",
      readOn: "2026-11-28",
    },
  },
  supportFloor: {
    value: "NONE",
    confirmed: true,
    citation: "DeMatteo v. DeMatteo, 436 Mass. 18, 34-38 (2002) (headnote)",
    reading: {
      quote:
        'applying a "conscionability" standard to the agreement, there were no circumstances that had occurred during the marriage that would have left the wife without sufficient property, maintenance, or appropriate employment to support herself if the agreement was enforced.',
      source: "http://casetext.com/case/dematteo-v-dematteo",
      readOn: "2026-11-28",
    },
  },
  disclosureStandard: {
    value: { kind: "FULL_AND_FAIR", knowledgeSuffices: false },
    confirmed: true,
    citation: "DeMatteo v. DeMatteo, 436 Mass. 18, 27-28 (2002) (headnote)",
    reading: {
      quote:
        "where the wife was fully informed of the financial worth of her prospective husband before she executed the agreement",
      source: "http://casetext.com/case/dematteo-v-dematteo",
      readOn: "2026-11-28",
    },
  },
  division: {
    value: { system: "EQUITABLE_DISTRIBUTION", allProperty: true, giftsDivisible: true, equalPresumption: false },
    confirmed: true,
    citation: "Mass. Gen. Laws ch. 208, § 34; Johnson v. Johnson, 22 Mass. App. Ct. 921 (1986) (rescript)",
    reading: {
      quote:
        "The parties stipulated at trial that the entire marital estate had a value of $192,769.13. That amount included approximately $80,000 in stocks, mutual funds and bank accounts in the wife's name.",
      source: "https://print.casetext.com/case/johnson-v-johnson-127",
      readOn: "2026-11-28",
    },
  },
  separateGrowth: {
    value: "ALL_DIVISIBLE",
    confirmed: true,
    citation: "Johnson v. Johnson, 22 Mass. App. Ct. 921 (1986)",
    reading: {
      quote:
        "The judge made several findings concerning the $80,000 in controversy. He found that, in 1975, the wife's mother gave about $38,000 to the wife. She managed, by prudent investments, to increase that sum",
      source: "https://print.casetext.com/case/johnson-v-johnson-127",
      readOn: "2026-11-28",
    },
  },
  premaritalConversion: {
    value: true,
    confirmed: true,
    citation: "Osborne v. Osborne, 384 Mass. 591, 600 (1981) (headnote)",
    reading: {
      quote:
        "Neither G. L. c. 209, Section 25, nor a rule of common law precludes the parties to an antenuptial agreement from determining in advance of their marriage their rights with respect to property acquired during the marriage.",
      source: "http://masscases.com/cases/sjc/384/384mass591.html",
      readOn: "2026-11-28",
    },
  },
  survivorRights: {
    value: {
      waived:
        "the right to waive the will and take the statutory share, any share of the estate if there is no will, any allowance to the surviving spouse, any dower or curtesy, and priority to serve as personal representative",
      electiveShare: true,
      waivable: true,
      notRenounceable: [],
      rightSummary:
        "Within six months after the will is probated the surviving spouse may waive it and take one-third of the personal and one-third of the real property if the decedent left issue; $25,000 and one-half of the rest if kindred but no issue; anything over $25,000 only as income for life (personal property in trust, real property for life); $25,000 and one-half outright if no issue or kindred.",
      waiverConditions: { disclosureOfRight: false, fairConsideration: false },
    },
    confirmed: true,
    citation: "Mass. Gen. Laws ch. 191, § 15",
    reading: {
      quote:
        "within six months after the probate of the will of such deceased, may file in the registry of probate a writing signed by him or by her, waiving any provisions that may have been made in it for him or for her, or claiming such portion of the estate of the deceased as he or she is given the right to claim under this section",
      source:
        "https://codes.findlaw.com/ma/part-ii-real-and-personal-property-and-domestic-relations-ch-183-210/ma-gen-laws-ch-191-sect-15/",
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
    citation: "Mass. Gen. Laws ch. 208, § 48",
    reading: {
      quote:
        '"Alimony", the payment of support from a spouse, who has the ability to pay, to a spouse in need of support for a reasonable length of time, under a court order.',
      source: "https://law.onecle.com/massachusetts/208/48.html",
      readOn: "2026-11-28",
    },
  },
  embryoAgreements: {
    value: "MAY_NOT_BIND",
    confirmed: true,
    citation: "A.Z. v. B.Z., 431 Mass. 150 (2000)",
    reading: {
      quote:
        'to consider for the first time the effect of a consent form between a married couple and an in vitro fertilization (IVF) clinic (clinic) concerning disposition of frozen preembryos ... a permanent injunction in favor of the husband, prohibiting the wife from "utilizing" the frozen preembryos',
      source: "https://app.midpage.ai/document/az-v-bz-6451971",
      readOn: "2026-11-28",
    },
  },
  witnesses: {
    value: { count: 0, notary: "MAY_BE_ONE" },
    confirmed: true,
    citation: "Mass. Gen. Laws ch. 209, § 25",
    reading: {
      quote:
        "At any time before marriage, the parties may make a written contract providing that, after the marriage is solemnized, the whole or any designated part of the real or personal property ... shall remain or become the property of the husband or wife, according to the terms of the contract.",
      source: "https://marriage.uslegal.com/permarital-agreements/massachusetts-premarital-agreement-law/",
      readOn: "2026-11-28",
    },
  },
  deathWaiverWitnesses: {
    value: null,
    confirmed: true,
    citation: "Mass. Gen. Laws ch. 209, § 25",
    reading: {
      quote:
        "At any time before marriage, the parties may make a written contract providing that, after the marriage is solemnized, the whole or any designated part of the real or personal property ... shall remain or become the property of the husband or wife, according to the terms of the contract.",
      source: "https://marriage.uslegal.com/permarital-agreements/massachusetts-premarital-agreement-law/",
      readOn: "2026-11-28",
    },
  },
  acknowledgedAsConveyance: {
    value: true,
    confirmed: true,
    citation: "Mass. Gen. Laws ch. 209, §§ 25, 26; ch. 183, § 30",
    reading: {
      quote:
        "such contract and schedule shall, either before the marriage or within ninety days thereafter, be recorded in the registry of deeds for the county or district where the husband resides ... If the contract is not so recorded, it shall be void except as between the parties thereto and their heirs and personal representatives.",
      source: "https://marriage.uslegal.com/permarital-agreements/massachusetts-premarital-agreement-law/",
      readOn: "2026-11-28",
    },
  },
  remoteNotarizationAllowed: {
    value: true,
    confirmed: true,
    citation: "Mass. Gen. Laws ch. 222, § 28(a) (added by St. 2023, c. 2, § 33, effective 1 January 2024)",
    reading: {
      quote:
        "A notary public physically located in the commonwealth may perform a notarial act using communication technology for a remotely-located individual who is the principal in a notarial act if the notary public:",
      source: "https://malegislature.gov/Laws/GeneralLaws/PartIII/TitleI/Chapter222/Section28",
      readOn: "2026-11-28",
    },
  },
  finalAgreementReviewDays: {
    value: 0,
    confirmed: true,
    citation: "Mass. Gen. Laws ch. 209, §§ 25-26",
    reading: {
      quote:
        "At any time before marriage, the parties may make a written contract providing that, after the marriage is solemnized, the whole or any designated part of the real or personal property ... shall remain or become the property of the husband or wife, according to the terms of the contract.",
      source: "https://marriage.uslegal.com/permarital-agreements/massachusetts-premarital-agreement-law/",
      readOn: "2026-11-28",
    },
  },
  onlineSignerLocation: {
    value: "ANYWHERE",
    confirmed: true,
    citation: "Mass. Gen. Laws ch. 222, § 28(a), (b)",
    reading: {
      quote:
        "A notary public physically located in the commonwealth may perform a notarial act using communication technology for a remotely-located individual who is the principal in a notarial act and is located outside the United States if the: (i) record: (A) is to be filed with or relates to a matter before a public official or court",
      source: "https://malegislature.gov/Laws/GeneralLaws/PartIII/TitleI/Chapter222/Section28",
      readOn: "2026-11-28",
    },
  },
  signingDeadline: {
    value: "BEFORE_MARRIAGE",
    confirmed: true,
    citation:
      "Pub. Sts. c. 147, § 26 (predecessor of G.L. c. 209, § 25), as quoted in Deshon v. Wood, 148 Mass. 132 (1888)",
    reading: {
      quote:
        "At any time before a marriage the parties may enter into a contract in writing, agreeing and providing that, after the marriage is solemnized, the whole or any designated part of the real or personal estate ... shall remain or become the property of the husband or wife",
      source: "https://app.midpage.ai/document/deshon-v-wood-6422961",
      readOn: "2026-11-28",
    },
  },
  separationProceedings: {
    value: null,
    confirmed: true,
    citation: "Mass. Gen. Laws ch. 209, § 32",
    reading: {
      quote:
        "Section 32. If a spouse fails, without justifiable cause, to provide suitable support of the other spouse, or deserts the other spouse, or if a married person has justifiable cause for living apart from his spouse, whether or not the married person is actually living apart, the probate court may, upon the complaint of the married person ... prohibit the spouse from imposing any restraint upon the personal liberty of the married person ... the court may make further orders relative to the support of the married person and the care, custody and maintenance of minor children",
      source: "https://malegislature.gov/Laws/GeneralLaws/PartII/TitleIII/Chapter209/Section32",
      readOn: "2026-11-28",
    },
  },
};
