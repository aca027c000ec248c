/** Florida: the cells of the state-law matrix read in its own law. */
import type { StateReadings } from "./reading.ts";

export const FL: StateReadings = {
  officialStyle: {
    value: "State",
    confirmed: true,
    citation: "Fla. Laws 2007 (HB 577, enacting clause)",
    reading: {
      quote: "Be It Enacted by the Legislature of the State of Florida",
      source: "https://flsenate.gov/Session/Bill/2007/577/BillText/Filed/HTML",
      readOn: "2026-11-28",
    },
  },
  governingAct: {
    value: { kind: "UPAA", reference: "the Uniform Premarital Agreement Act, Fla. Stat. § 61.079" },
    confirmed: true,
    citation: "Fla. Stat. § 61.079(1)",
    reading: {
      quote:
        "This section may be cited as the “Uniform Premarital Agreement Act” and this section applies only to proceedings under the Florida Family Law Rules of Procedure.",
      source: "https://florida.public.law/statutes/fla._stat._61.079",
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
    citation: "Fla. Stat. § 61.079(3), (7)",
    reading: {
      quote:
        "A premarital agreement must be in writing and signed by both parties. It is enforceable without consideration other than the marriage itself.",
      source: "https://florida.public.law/statutes/fla._stat._61.079",
      readOn: "2026-11-28",
    },
  },
  spousalSupport: {
    value: "CAN_WAIVE_OR_MODIFY",
    confirmed: true,
    citation: "Fla. Stat. § 61.079(4)(a)4.",
    reading: {
      quote: "The establishment, modification, waiver, or elimination of spousal support;",
      source: "https://florida.public.law/statutes/fla._stat._61.079",
      readOn: "2026-11-28",
    },
  },
  pendingSupportProtected: {
    value: true,
    confirmed: true,
    citation: "Belcher v. Belcher, 271 So. 2d 7, 9 (Fla. 1972)",
    reading: {
      quote:
        "we now hold further that before and pending dissolution of the marriage a husband's obligation of support while still married continues under the historical principle supported by an unbroken line of cases",
      source: "https://law.justia.com/cases/florida/supreme-court/1972/42023-0.html",
      readOn: "2026-11-28",
    },
  },
  unconscionability: {
    value: "AT_SIGNING",
    confirmed: true,
    citation: "Fla. Stat. § 61.079(7)(a)3.",
    reading: {
      quote:
        "The agreement was unconscionable when it was executed and, before execution of the agreement, that party:",
      source: "https://www.pankauskilawfirm.com/what-we-do/probate-litigation/prenuptial-agreement-challenges/",
      readOn: "2026-11-28",
    },
  },
  supportFloor: {
    value: "PUBLIC_ASSISTANCE",
    confirmed: true,
    citation: "Fla. Stat. § 61.079(7)(b)",
    reading: {
      quote:
        "causes one party to the agreement to be eligible for support under a program of public assistance at the time of separation or marital dissolution, a court, notwithstanding the terms of the agreement, may require the other party to provide support to the extent necessary to avoid that eligibility",
      source: "https://www.pankauskilawfirm.com/what-we-do/probate-litigation/prenuptial-agreement-challenges/",
      readOn: "2026-11-28",
    },
  },
  disclosureStandard: {
    value: { kind: "FAIR_AND_REASONABLE", knowledgeSuffices: false },
    confirmed: true,
    citation: "Fla. Stat. § 61.079(7)(a)3.a.",
    reading: {
      quote:
        "Was not provided a fair and reasonable disclosure of the property or financial obligations of the other party;",
      source: "https://www.pankauskilawfirm.com/what-we-do/probate-litigation/prenuptial-agreement-challenges/",
      readOn: "2026-11-28",
    },
  },
  division: {
    value: { system: "EQUITABLE_DISTRIBUTION", allProperty: false, giftsDivisible: false, equalPresumption: true },
    confirmed: true,
    citation: "Fla. Stat. § 61.075(1)",
    reading: {
      quote:
        "the court shall set apart to each spouse that spouse’s nonmarital assets and liabilities, and in distributing the marital assets and liabilities between the parties, the court must begin with the premise that the distribution should be equal, unless there is a justification for an unequal distribution",
      source: "https://www.flsenate.gov/Laws/Statutes/2018/61.075",
      readOn: "2026-11-28",
    },
  },
  separateGrowth: {
    value: "PASSIVE_SEPARATE_ACTIVE_MARITAL",
    confirmed: true,
    citation: "Fla. Stat. § 61.075(6)(a)1.b., (6)(b)3.; Kaaa v. Kaaa, 58 So. 3d 867 (Fla. 2010)",
    reading: {
      quote:
        "All income derived from nonmarital assets during the marriage unless the income was treated, used, or relied upon by the parties as a marital asset;",
      source: "https://theguardianlawfirm.com/equitable-distribution-marital-assets-liabilities-2-6/",
      readOn: "2026-11-28",
    },
  },
  premaritalConversion: {
    value: true,
    confirmed: true,
    citation: "Fla. Stat. § 61.079(4)(a)1.",
    reading: {
      quote:
        "The rights and obligations of each of the parties in any of the property of either or both of them whenever and wherever acquired or located;",
      source: "https://florida.public.law/statutes/fla._stat._61.079",
      readOn: "2026-11-28",
    },
  },
  communityPropertyElection: {
    value: "TRUST",
    confirmed: true,
    citation: "Fla. Stat. §§ 736.1501, 736.1502(2) (Community Property Trust Act, ch. 2021-183)",
    reading: {
      quote:
        "“Community property trust” means an express trust that complies with s. 736.1503 and is created on or after July 1, 2021.",
      source: "https://syfert.com/florida/statutes/0736.1502.html",
      readOn: "2026-11-28",
    },
  },
  survivorRights: {
    value: {
      waived:
        "the rights of a surviving spouse to an elective share, intestate share, pretermitted share, homestead, exempt property, family allowance, and preference in appointment as personal representative of an intestate estate",
      electiveShare: true,
      waivable: true,
      notRenounceable: [],
      rightSummary:
        "The surviving spouse of a person who dies domiciled in Florida may take a share of the decedent's elective estate (30 percent of the elective estate under § 732.2065, which reaches trusts, joint and pay-on-death assets), whatever the will says.",
      waiverConditions: { disclosureOfRight: false, fairConsideration: false },
    },
    confirmed: true,
    citation: "Fla. Stat. § 732.702(1), (2); § 732.201; § 732.2065",
    reading: {
      quote:
        "The rights of a surviving spouse to an elective share, intestate share, pretermitted share, homestead, exempt property, family allowance, and preference in appointment as personal representative of an intestate estate or any of those rights, may be waived, wholly or partly, before or after marriage",
      source: "https://probatestars.com/waiver-of-florida-homestead-rights-requires-strict-compliance/",
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
    citation:
      "Fla. Stat. § 61.071 (heading 'Alimony pendente lite; suit money'); § 61.075 ('proceeding for dissolution of marriage'; 'marital assets and liabilities')",
    reading: {
      quote:
        "In every proceeding for dissolution of the marriage, a party may claim alimony and suit money in the petition or by motion, and if the petition is well founded, the court shall allow a reasonable sum therefor.",
      source: "https://www.markslawfla.com/temporary-alimonyalimony-pendente-lite-by-attorney-daniel-burns/",
      readOn: "2026-11-28",
    },
  },
  disclosureWaiver: {
    value: true,
    confirmed: true,
    citation: "Fla. Stat. § 61.079(7)(a)3.b.",
    reading: {
      quote:
        "Did not voluntarily and expressly waive, in writing, any right to disclosure of the property or financial obligations of the other party beyond the disclosure provided",
      source: "https://www.pankauskilawfirm.com/what-we-do/probate-litigation/prenuptial-agreement-challenges/",
      readOn: "2026-11-28",
    },
  },
  valueBasisRequired: {
    value: false,
    confirmed: true,
    citation: "Fla. Stat. § 61.079(7)(a)3.a.",
    reading: {
      quote:
        "Was not provided a fair and reasonable disclosure of the property or financial obligations of the other party;",
      source: "https://www.pankauskilawfirm.com/what-we-do/probate-litigation/prenuptial-agreement-challenges/",
      readOn: "2026-11-28",
    },
  },
  embryoAgreements: {
    value: "FORMS_FOLLOWED",
    confirmed: true,
    citation: "Fla. Stat. § 742.17",
    reading: {
      quote:
        "decisionmaking authority regarding the disposition of preembryos shall reside jointly with the commissioning couple",
      source:
        "https://www.forrestesq.com/blog/2024/02/more-than-just-marriage-on-ice-frozen-embryos-in-florida-divorce/",
      readOn: "2026-11-28",
    },
  },
  witnesses: {
    value: { count: 0, notary: "MAY_BE_ONE" },
    confirmed: true,
    citation: "Fla. Stat. § 61.079(3)",
    reading: {
      quote: "A premarital agreement must be in writing and signed by both parties.",
      source: "https://florida.public.law/statutes/fla._stat._61.079",
      readOn: "2026-11-28",
    },
  },
  deathWaiverWitnesses: {
    value: { perWaivingParty: 2, notary: "MAY_NOT_BE_ONE" },
    confirmed: true,
    citation: "Fla. Stat. § 732.702(1)",
    reading: {
      quote:
        "signed by the waiving party in the presence of two subscribing witnesses. The requirement of witnesses shall be applicable only to contracts, agreements, or waivers signed by Florida residents after the effective date of this law.",
      source: "https://probatestars.com/waiver-of-florida-homestead-rights-requires-strict-compliance/",
      readOn: "2026-11-28",
    },
  },
  acknowledgedAsConveyance: {
    value: false,
    confirmed: true,
    citation: "Fla. Stat. § 61.079(3)",
    reading: {
      quote:
        "A premarital agreement must be in writing and signed by both parties. It is enforceable without consideration other than the marriage itself.",
      source: "https://florida.public.law/statutes/fla._stat._61.079",
      readOn: "2026-11-28",
    },
  },
  remoteNotarizationAllowed: {
    value: true,
    confirmed: true,
    citation:
      "Fla. Stat. §§ 117.201-117.305 (online notarizations, in force 1 January 2020); § 117.209(1); § 117.265(1)",
    reading: {
      quote:
        "An online notary public physically located in this state may perform an online notarization that meets the requirements of this part regardless of whether the principal or any witnesses are physically located in this state",
      source:
        "http://www.leg.state.fl.us/Statutes/index.cfm/Repealed/Ch0914/index.cfm?App_mode=Display_Statute&Search_String=&URL=0100-0199/0117/Sections/0117.265.html",
      readOn: "2026-11-28",
    },
  },
  finalAgreementReviewDays: {
    value: 0,
    confirmed: true,
    citation: "Fla. Stat. § 61.079(3), (7)",
    reading: {
      quote: "A premarital agreement must be in writing and signed by both parties.",
      source: "https://florida.public.law/statutes/fla._stat._61.079",
      readOn: "2026-11-28",
    },
  },
  onlineSignerLocation: {
    value: "ANYWHERE",
    confirmed: true,
    citation: "Fla. Stat. § 117.265(1), (3)",
    reading: {
      quote:
        "An online notarization performed in accordance with this chapter is deemed to have been performed within this state and is governed by the applicable laws of this state.",
      source:
        "http://www.leg.state.fl.us/Statutes/index.cfm/Repealed/Ch0914/index.cfm?App_mode=Display_Statute&Search_String=&URL=0100-0199/0117/Sections/0117.265.html",
      readOn: "2026-11-28",
    },
  },
  signingDeadline: {
    value: "BEFORE_MARRIAGE",
    confirmed: true,
    citation: "Fla. Stat. § 61.079(2)(a)",
    reading: {
      quote:
        "“Premarital agreement” means an agreement between prospective spouses made in contemplation of marriage and to be effective upon marriage.",
      source: "https://florida.public.law/statutes/fla._stat._61.079",
      readOn: "2026-11-28",
    },
  },
  counterpartsAllowed: {
    value: true,
    confirmed: true,
    citation: "Fla. Stat. § 61.079(3)",
    reading: {
      quote:
        "A premarital agreement must be in writing and signed by both parties. It is enforceable without consideration other than the marriage itself.",
      source: "https://florida.public.law/statutes/fla._stat._61.079",
      readOn: "2026-11-28",
    },
  },
  maritalAgreements: {
    value: {
      enforceability: "ENFORCEABLE",
      noCourtWithinYearsOfMove: null,
      revocationExempt: false,
      allowedFrom: null,
      amendmentBySignedWriting: true,
      repeatOriginalFormalities: false,
      separateCounsel: "RECOMMENDED",
      acknowledgedLikeDeed: false,
      spousesAreFiduciaries: false,
      fullDisclosure: true,
      deathWaiverWitnesses: 2,
      termsMustNotPromoteDivorce: false,
      invalidIfDissolutionWithinYears: null,
      conversionStatement: null,
      partition: null,
    },
    confirmed: true,
    // § 61.079(6) was read on a secondary page; Casto only as another page quotes it.
    citation: "Fla. Stat. §§ 732.702(1), (2), 61.079(6); Casto v. Casto, 508 So. 2d 330, 333 (Fla. 1987)",
    reading: {
      quote:
        "(1) The rights of a surviving spouse to an elective share, intestate share, pretermitted share, homestead, exempt property, family allowance, and preference in appointment as personal representative of an intestate estate or any of those rights, may be waived, wholly or partly, before or after marriage, by a written contract, agreement, or waiver, signed by the waiving party in the presence of two subscribing witnesses. ... (2) Each spouse shall make a fair disclosure to the other of that spouse’s estate if the agreement, contract, or waiver is executed after marriage.",
      source: "https://skatoff.com/florida-surviving-spouse-rights/waiver-of-surviving-spouse-rights/",
      readOn: "2026-11-29",
    },
  },
};
