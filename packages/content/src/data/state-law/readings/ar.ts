/** Arkansas: the cells of the state-law matrix read in its own law. */
import type { StateReadings } from "./reading.ts";

export const AR: StateReadings = {
  officialStyle: {
    value: "State",
    confirmed: true,
    citation: "Ark. Att'y Gen. Op. (to Rep. Billy Joe Purdom) on antenuptial agreements",
    reading: {
      quote:
        "The State of Arkansas does recognize antenuptial agreements as valid, enforceable contracts when they are in compliance with the statutes governing such agreements.",
      source: "https://cetient.com/case/3259114/opinion-no",
      readOn: "2026-11-28",
    },
  },
  governingAct: {
    value: { kind: "UPAA", reference: "the Arkansas Premarital Agreement Act, Ark. Code Ann. § 9-11-401 et seq." },
    confirmed: true,
    citation: "Ark. Code § 9-11-402(a) (subchapter 4, 'Arkansas Premarital Agreement Act')",
    reading: {
      quote:
        "(a) A premarital agreement must be in writing and signed and acknowledged by both parties. It is enforceable without consideration.",
      source: "https://codes.findlaw.com/ar/title-9-family-law/ar-code-sect-9-11-402/",
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
    citation: "Ark. Code § 9-11-402(b)",
    reading: {
      quote:
        '(b) As used in this section, "acknowledged" means: (1) A formal declaration or admission before an authorized public officer ... (2) A sworn affirmation by the respective attorneys of each party ... (3) An agreement ... witnessed by a notary and includes a statement that the parties: (A) Have consulted with their respective attorneys',
      source: "https://codes.findlaw.com/ar/title-9-family-law/ar-code-sect-9-11-402/",
      readOn: "2026-11-28",
    },
  },
  spousalSupport: {
    value: "CAN_WAIVE_OR_MODIFY",
    confirmed: true,
    citation: "Ark. Code § 9-11-403(a)(4)",
    reading: {
      quote:
        "9-11-403. Content. (a) Parties to a premarital agreement may contract with respect to: ... (4) the modification or elimination of spousal support;",
      source: "http://www.divorceonline.com/arkansas-divorce-laws/",
      readOn: "2026-11-28",
    },
  },
  pendingSupportProtected: {
    value: false,
    confirmed: true,
    citation: "Ark. Code § 9-11-403(a)(4)",
    reading: {
      quote:
        "9-11-403. Content. (a) Parties to a premarital agreement may contract with respect to: ... (4) the modification or elimination of spousal support;",
      source: "http://www.divorceonline.com/arkansas-divorce-laws/",
      readOn: "2026-11-28",
    },
  },
  supportKinds: {
    value: null,
    confirmed: true,
    citation: "Ark. Code § 9-12-312(a)(1)-(2)",
    reading: {
      quote:
        "When a decree is entered, the court shall make an order concerning the care of the children, if there are any, and an order concerning alimony, if applicable ... Unless otherwise ordered by the court or agreed to by the parties, the liability for alimony shall automatically cease",
      source: "https://law.justia.com/codes/arkansas/2019/title-9/subtitle-2/chapter-12/subchapter-3/section-9-12-312",
      readOn: "2026-11-28",
    },
  },
  division: {
    value: { system: "EQUITABLE_DISTRIBUTION", allProperty: false, giftsDivisible: false, equalPresumption: true },
    confirmed: true,
    citation: "Ark. Code § 9-12-315(a)(1)(A), (a)(2)",
    reading: {
      quote:
        "(A) All marital property shall be distributed one-half (½) to each party unless the court finds such a division to be inequitable. ... (2) All other property shall be returned to the party who owned it prior to the marriage unless the court shall make some other division that the court deems equitable",
      source: "https://howtolegalhelp.com/?p=6152",
      readOn: "2026-11-28",
    },
  },
  premaritalConversion: {
    value: true,
    confirmed: true,
    citation: "Ark. Code § 9-11-403(a)(1), as quoted in an Arkansas Attorney General opinion",
    reading: {
      quote:
        "(a) Parties to a premarital agreement may contract with respect to: (1) The rights and obligations of each of the parties in any of the property of either or both of them whenever and wherever acquired or located;",
      source: "https://cetient.com/case/3259114/opinion-no",
      readOn: "2026-11-28",
    },
  },
  survivorRights: {
    value: {
      waived:
        "dower or curtesy (the survivor's share of the other's real estate and personal property), the right to take against the will, homestead rights, the statutory allowances, any share of the estate if there is no will, and priority to serve as personal representative",
      electiveShare: true,
      waivable: true,
      notRenounceable: [],
      rightSummary:
        "A spouse married to the other for more than a year may take against the will and receive dower (a widow) or curtesy (a widower) in the other's real estate and personal property as if there were no will, in addition to homestead rights and the statutory allowances.",
      waiverConditions: { disclosureOfRight: false, fairConsideration: false },
    },
    confirmed: true,
    citation: "Ark. Code § 28-39-401(a), (b)(1)-(2); § 28-11-307",
    reading: {
      quote:
        "the surviving spouse shall have the right to take against the will if the surviving spouse has been married to the decedent continuously for a period in excess of one (1) year. ... The surviving spouse, if a woman, shall receive dower ... The surviving spouse, if a man, shall receive a curtesy interest",
      source:
        "https://codes.findlaw.com/ar/title-28-wills-estates-and-fiduciary-relationships/ar-code-sect-28-39-401.html",
      readOn: "2026-11-28",
    },
  },
  vocabulary: {
    value: {
      supportTerm: "alimony",
      pendingSupportTerm: "maintenance",
      divorceTerm: "divorce",
      sharedPropertyTerm: "marital property",
    },
    confirmed: true,
    citation: "Ark. Code §§ 9-12-312(a)(1), 9-12-309(a)(1); § 9-12-315",
    reading: {
      quote:
        "§ 9-12-312(a)(1): When a decree is entered, the court shall make ... an order concerning alimony, if applicable ... § 9-12-309(a)(1): During the pendency of an action for divorce ... the court may: (A)(i) Allow to the wife or to the husband maintenance;",
      source: "https://codes.findlaw.com/ar/title-9-family-law/ar-code-sect-9-12-309/",
      readOn: "2026-11-28",
    },
  },
  separationProceedings: {
    value: ["divorce from bed and board", "separate maintenance"],
    confirmed: true,
    citation: "Ark. Code § 9-12-309(a)(1)",
    reading: {
      quote:
        "During the pendency of an action for divorce, whether absolute or from bed and board, separate maintenance, or alimony, the court may:",
      source: "https://codes.findlaw.com/ar/title-9-family-law/ar-code-sect-9-12-309/",
      readOn: "2026-11-28",
    },
  },
  witnesses: {
    value: { count: 0, notary: "MAY_BE_ONE" },
    confirmed: true,
    citation: "Ark. Code § 9-11-402(a), (b)(1), (b)(4)",
    reading: {
      quote:
        "(a) A premarital agreement must be in writing and signed and acknowledged by both parties. ... (4) An execution of the premarital agreement by both parties that is witnessed by two (2) individuals who are disinterested parties to the premarital agreement.",
      source: "https://codes.findlaw.com/ar/title-9-family-law/ar-code-sect-9-11-402/",
      readOn: "2026-11-28",
    },
  },
  acknowledgementForm: {
    value: "ARKANSAS_9_11_402",
    confirmed: true,
    citation: "Ark. Code § 9-11-402(b)(1)",
    reading: {
      quote:
        "(1) A formal declaration or admission before an authorized public officer by the parties who execute the premarital agreement providing that the premarital agreement is the act and deed of the parties;",
      source: "https://codes.findlaw.com/ar/title-9-family-law/ar-code-sect-9-11-402/",
      readOn: "2026-11-28",
    },
  },
  counterpartsAllowed: {
    value: true,
    confirmed: true,
    citation: "Ark. Code § 9-11-402(a)",
    reading: {
      quote:
        "(a) A premarital agreement must be in writing and signed and acknowledged by both parties. It is enforceable without consideration.",
      source: "https://codes.findlaw.com/ar/title-9-family-law/ar-code-sect-9-11-402/",
      readOn: "2026-11-28",
    },
  },
  remoteNotarizationAllowed: {
    value: true,
    confirmed: true,
    citation: "Ark. Code § 21-14-309(a) (added by Act 2021, No. 1047, § 7, eff. 29 April 2021)",
    reading: {
      quote:
        "(a) An electronic notary public may perform an online notarial act through a solution provider by means of communication technology under this subchapter if: (1) The online notary public is physically located within this state but regardless of whether or not the principal is a remotely located individual",
      source: "https://courtgpt.ai/laws/arkansas/title-21/chapter-14/subchapter-3/section-21-14-309",
      readOn: "2026-11-28",
    },
  },
  finalAgreementReviewDays: {
    value: 0,
    confirmed: true,
    citation: "Ark. Code § 9-11-402(a)",
    reading: {
      quote:
        "(a) A premarital agreement must be in writing and signed and acknowledged by both parties. It is enforceable without consideration.",
      source: "https://codes.findlaw.com/ar/title-9-family-law/ar-code-sect-9-11-402/",
      readOn: "2026-11-28",
    },
  },
  onlineSignerLocation: {
    value: "ANYWHERE",
    confirmed: true,
    citation: "Ark. Code § 21-14-309(a)(1), (a)(3)",
    reading: {
      quote:
        "(3) For a remotely located individual located outside the United States, an online notary public confirms that the record: (A) Is to be filed with or relates to a matter before a public official or court, governmental entity, or other entity subject to the jurisdiction of the United States; or (B) Involves property located in the territorial jurisdiction of the United States",
      source: "https://courtgpt.ai/laws/arkansas/title-21/chapter-14/subchapter-3/section-21-14-309",
      readOn: "2026-11-28",
    },
  },
  signingDeadline: {
    value: "BEFORE_MARRIAGE",
    confirmed: true,
    citation: "Ark. Code §§ 9-11-401(1), 9-11-404",
    reading: {
      quote:
        '(1) "Premarital agreement" means an agreement between prospective spouses made in contemplation of marriage and to be effective upon marriage. ... 9-11-404. Effect of marriage. A premarital agreement becomes effective upon marriage.',
      source: "http://www.divorceonline.com/arkansas-divorce-laws/",
      readOn: "2026-11-28",
    },
  },
  acknowledgedAsConveyance: {
    value: false,
    confirmed: true,
    citation: "Ark. Code § 9-11-402(b)(1)-(4)",
    reading: {
      quote:
        "(b) As used in this section, \u201cacknowledged\u201d means: (1) A formal declaration or admission before an authorized public officer by the parties who execute the premarital agreement providing that the premarital agreement is the act and deed of the parties; (2) A sworn affirmation by the respective attorneys of each party ... (3) An agreement signed by the parties that is witnessed by a notary ... or (4) An execution of the premarital agreement by both parties that is witnessed by two (2) individuals who are disinterested parties to the premarital agreement.",
      source: "https://codes.findlaw.com/ar/title-9-family-law/ar-code-sect-9-11-402/",
      readOn: "2026-11-28",
    },
  },
};
