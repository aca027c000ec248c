/** New Mexico: the cells of the state-law matrix read in its own law. */
import type { StateReadings } from "./reading.ts";

export const NM: StateReadings = {
  officialStyle: {
    value: "State",
    confirmed: true,
    citation: "N.M. Laws 2021, ch. 21 (S.B. 12), enacting clause",
    reading: {
      quote: "BE IT ENACTED BY THE LEGISLATURE OF THE STATE OF NEW MEXICO:",
      source: "https://www.nmlegis.gov/Sessions/21%20Regular/bills/senate/SB0012JUS.HTML",
      readOn: "2026-11-28",
    },
  },
  governingAct: {
    value: {
      kind: "UPAA",
      reference: "the Uniform Premarital Agreement Act as enacted in New Mexico, NMSA 1978, §§ 40-3A-1 to 40-3A-10",
    },
    confirmed: true,
    citation: "NMSA 1978, § 40-3A-1 (Laws 1995, ch. 61)",
    reading: {
      quote: 'This act [40-3A-1 to 40-3A-10 NMSA 1978] may be cited as the "Uniform Premarital Agreement Act".',
      source: "https://marriage.uslegal.com/permarital-agreements/new-mexico-premarital-agreement-law/",
      readOn: "2026-11-28",
    },
  },
  spousalSupport: {
    value: "CANNOT_WAIVE_OR_MODIFY",
    confirmed: true,
    citation: "NMSA 1978, § 40-3A-4(B)",
    reading: {
      quote:
        "B. A premarital agreement may not adversely affect the right of a child or spouse to support, a party's right to child custody or visitation, a party's choice of abode or a party's freedom to pursue career opportunities.",
      source: "https://marriage.uslegal.com/permarital-agreements/new-mexico-premarital-agreement-law/",
      readOn: "2026-11-28",
    },
  },
  pendingSupportProtected: {
    value: true,
    confirmed: true,
    citation: "NMSA 1978, § 40-3A-4(B); § 40-4-7(A)",
    reading: {
      quote:
        "B. A premarital agreement may not adversely affect the right of a child or spouse to support, a party's right to child custody or visitation, a party's choice of abode or a party's freedom to pursue career opportunities.",
      source: "https://marriage.uslegal.com/permarital-agreements/new-mexico-premarital-agreement-law/",
      readOn: "2026-11-28",
    },
  },
  supportKinds: {
    value: null,
    confirmed: true,
    citation: "NMSA 1978, § 40-4-7(B)(1)",
    reading: {
      quote:
        "as spousal support as under the circumstances of the case may seem just and proper, including a court award of: (a) rehabilitative spousal support ... (b) transitional spousal support ... (c) spousal support for an indefinite duration",
      source: "https://law.justia.com/codes/new-mexico/current/chapter-40/article-4/section-40-4-7/",
      readOn: "2026-11-28",
    },
  },
  supportFloor: {
    value: "NONE",
    confirmed: true,
    citation: "NMSA 1978, § 40-3A-4(B)",
    reading: {
      quote:
        "B. A premarital agreement may not adversely affect the right of a child or spouse to support, a party's right to child custody or visitation, a party's choice of abode or a party's freedom to pursue career opportunities.",
      source: "https://marriage.uslegal.com/permarital-agreements/new-mexico-premarital-agreement-law/",
      readOn: "2026-11-28",
    },
  },
  division: {
    value: { system: "COMMUNITY_EQUAL", allProperty: false, giftsDivisible: false, equalPresumption: true },
    confirmed: true,
    citation: "NMSA 1978, § 40-3-8(A), (B); Fitzgerald v. Fitzgerald, 1962-NMSC-028, 70 N.M. 11 (annotation)",
    reading: {
      quote:
        '"community property" means property acquired by either or both spouses during marriage which is not separate property. ... Duty of court to divide equally property of the community. Fitzgerald v. Fitzgerald, 1962-NMSC-028',
      source: "https://law.justia.com/codes/new-mexico/2021/chapter-40/article-3/section-40-3-8/",
      readOn: "2026-11-28",
    },
  },
  premaritalConversion: {
    value: true,
    confirmed: true,
    citation: "NMSA 1978, § 40-3A-4(A)(1)",
    reading: {
      quote:
        "(1) the rights and obligations of each of the parties in any of the property of either or both of them whenever and wherever acquired or located;",
      source: "https://marriage.uslegal.com/permarital-agreements/new-mexico-premarital-agreement-law/",
      readOn: "2026-11-28",
    },
  },
  communityPropertyElection: {
    value: "NONE",
    confirmed: true,
    citation: "NMSA 1978, § 40-3-8(B)",
    reading: {
      quote:
        'Except as provided in Subsection C of this section, "community property" means property acquired by either or both spouses during marriage which is not separate property.',
      source: "https://law.justia.com/codes/new-mexico/2021/chapter-40/article-3/section-40-3-8/",
      readOn: "2026-11-28",
    },
  },
  survivorRights: {
    value: {
      waived:
        "any share of the other's estate if there is no will, any share as an omitted spouse, the family allowance, the personal property allowance, and priority to serve as personal representative",
      electiveShare: false,
      waivable: true,
      notRenounceable: [],
      rightSummary:
        "no elective share; the survivor keeps half the community property and may claim a $30,000 family allowance and a $15,000 personal property allowance",
      waiverConditions: { disclosureOfRight: false, fairConsideration: false },
    },
    confirmed: true,
    citation: "NMSA 1978, § 45-2-407 (waiver); §§ 45-2-402, 45-2-403 (allowances)",
    reading: {
      quote:
        "A. The rights of the surviving spouse to family allowance and personal property allowance, or either of them, may be waived, wholly or partially, before or after marriage, by a written contract, agreement or waiver signed by the surviving spouse.",
      source: "https://getpocketlaw.com/law/state_new_mexico/section-45-2-407-waiver-of-rights_260d94f01129",
      readOn: "2026-11-28",
    },
  },
  vocabulary: {
    value: {
      supportTerm: "spousal support",
      pendingSupportTerm: "temporary spousal support",
      divorceTerm: "dissolution of marriage",
      sharedPropertyTerm: "community property",
    },
    confirmed: true,
    citation: "NMSA 1978, § 40-4-7 (heading and (A)); ch. 40, art. 4 ('Dissolution of Marriage')",
    reading: {
      quote:
        "40-4-7 - Proceedings; spousal support; support of children; division of property. A. In any proceeding for the dissolution of marriage, division of property, disposition of children or spousal support, the court may ... provide for the support of either party during the pendency of the proceeding",
      source: "https://law.justia.com/codes/new-mexico/current/chapter-40/article-4/section-40-4-7/",
      readOn: "2026-11-28",
    },
  },
  separationProceedings: {
    value: ["legal separation"],
    confirmed: true,
    citation: "NMSA 1978, § 40-4-3; Gilmore v. Gilmore, 1988-NMCA-004 (annotation)",
    reading: {
      quote:
        "Whenever the husband and wife have permanently separated and no longer live or cohabit together as husband and wife, either may institute proceedings in the district court for a division of property, disposition of children or alimony, without asking for or obtaining in the proceedings, a dissolution of marriage.",
      source: "https://law.justia.com/codes/new-mexico/2021/chapter-40/article-4/section-40-4-3/",
      readOn: "2026-11-28",
    },
  },
  witnesses: {
    value: { count: 0, notary: "MAY_BE_ONE" },
    confirmed: true,
    citation: "NMSA 1978, § 40-3A-3",
    reading: {
      quote:
        "A premarital agreement must be in writing, signed by both parties and acknowledged. It is enforceable without consideration.",
      source: "https://marriage.uslegal.com/permarital-agreements/new-mexico-premarital-agreement-law/",
      readOn: "2026-11-28",
    },
  },
  deathWaiverWitnesses: {
    value: null,
    confirmed: true,
    citation: "NMSA 1978, § 45-2-407(A)",
    reading: {
      quote:
        "may be waived, wholly or partially, before or after marriage, by a written contract, agreement or waiver signed by the surviving spouse.",
      source: "https://getpocketlaw.com/law/state_new_mexico/section-45-2-407-waiver-of-rights_260d94f01129",
      readOn: "2026-11-28",
    },
  },
  acknowledgementForm: {
    value: "GENERAL",
    confirmed: true,
    citation: "NMSA 1978, § 14-14A-14(C)(1) (Revised Uniform Law on Notarial Acts)",
    reading: {
      quote:
        "A certificate of a notarial act is sufficient if it meets the requirements of Subsections A and B of this section and: (1) is in a short-form set forth in Section 15 [14-14A-15 NMSA 1978] of the Revised Uniform Law on Notarial Acts",
      source:
        "https://casetext.com/statute/new-mexico-statutes-1978/chapter-14-records-rules-legal-notices-oaths/article-14a-revised-uniform-law-on-notarial-acts/section-14-14a-14-certificate-of-notarial-act",
      readOn: "2026-11-28",
    },
  },
  acknowledgedAsConveyance: {
    value: false,
    confirmed: true,
    citation: "NMSA 1978, § 40-3A-3",
    reading: {
      quote:
        "A premarital agreement must be in writing, signed by both parties and acknowledged. It is enforceable without consideration.",
      source: "https://marriage.uslegal.com/permarital-agreements/new-mexico-premarital-agreement-law/",
      readOn: "2026-11-28",
    },
  },
  remoteNotarizationAllowed: {
    value: true,
    confirmed: true,
    citation:
      "NMSA 1978, § 14-14A-5(B), (C) (Revised Uniform Law on Notarial Acts, Laws 2021, ch. 21, effective January 1, 2022)",
    reading: {
      quote:
        "B. A remotely located individual may comply with this section or with any other requirement of the laws of this state that state that a person appear before a notarial officer at the time of a notarial act by using communication technology to appear before a notarial officer.",
      source: "https://www.lawserver.com/law/state/new-mexico/nm-statutes/new_mexico_statutes_14-14a-5",
      readOn: "2026-11-28",
    },
  },
  finalAgreementReviewDays: {
    value: 0,
    confirmed: true,
    citation: "NMSA 1978, § 40-3A-3",
    reading: {
      quote:
        "A premarital agreement must be in writing, signed by both parties and acknowledged. It is enforceable without consideration.",
      source: "https://marriage.uslegal.com/permarital-agreements/new-mexico-premarital-agreement-law/",
      readOn: "2026-11-28",
    },
  },
  onlineSignerLocation: {
    value: "ANYWHERE",
    confirmed: true,
    citation: "NMSA 1978, § 14-14A-5(C); § 14-14A-10(A)",
    reading: {
      quote:
        "C. A notarial officer located in this state may perform a notarial act using communication technology for a remotely located individual if:",
      source: "https://www.lawserver.com/law/state/new-mexico/nm-statutes/new_mexico_statutes_14-14a-5",
      readOn: "2026-11-28",
    },
  },
  signingDeadline: {
    value: "BEFORE_MARRIAGE",
    confirmed: true,
    citation: "NMSA 1978, § 40-3A-2(A)",
    reading: {
      quote:
        '"premarital agreement" means an agreement between prospective spouses made in contemplation of marriage and to be effective upon marriage',
      source: "https://marriage.uslegal.com/permarital-agreements/new-mexico-premarital-agreement-law/",
      readOn: "2026-11-28",
    },
  },
  counterpartsAllowed: {
    value: true,
    confirmed: true,
    citation: "NMSA 1978, § 40-3A-3",
    reading: {
      quote:
        "A premarital agreement must be in writing, signed by both parties and acknowledged. It is enforceable without consideration.",
      source: "https://marriage.uslegal.com/permarital-agreements/new-mexico-premarital-agreement-law/",
      readOn: "2026-11-28",
    },
  },
};
