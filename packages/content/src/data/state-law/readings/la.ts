/** Louisiana: the cells of the state-law matrix read in its own law. */
import type { StateReadings } from "./reading.ts";

export const LA: StateReadings = {
  officialStyle: {
    value: "State",
    confirmed: true,
    citation: "La. R.S. 35:625.1(A)",
    reading: {
      quote:
        "Only a regularly commissioned notary public who holds a valid notarial commission in the state of Louisiana may be authorized",
      source: "https://legis.la.gov/legis/Law.aspx?d=1187616",
      readOn: "2026-11-28",
    },
  },
  governingAct: {
    value: {
      kind: "CIVIL_CODE",
      reference: "the Louisiana Civil Code on matrimonial agreements, La. Civ. Code arts. 2328 to 2333",
    },
    confirmed: true,
    citation: "La. Civ. Code art. 2328",
    reading: {
      quote:
        "Spouses are free to establish by matrimonial agreement a regime of separation of property or modify the legal regime as provided by law.",
      source: "https://www.legis.la.gov/legis/Law.aspx?d=109394",
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
    citation: "La. Civ. Code arts. 2329, 2331",
    reading: {
      quote:
        "A matrimonial agreement may be executed by the spouses before or during marriage.  It shall be made by authentic act or by an act under private signature duly acknowledged by the spouses.",
      source: "https://www.legis.la.gov/legis/LawPrint.aspx?d=109398",
      readOn: "2026-11-28",
    },
  },
  spousalSupport: {
    value: "CAN_WAIVE_OR_MODIFY",
    confirmed: true,
    citation: "McAlpine v. McAlpine, 679 So. 2d 85 (La. 1996) (on rehearing)",
    reading: {
      quote:
        "we reverse our original opinion and hold that such antenuptial agreements are enforceable, but are subject to the same grounds for rescission as other contracts.",
      source: "https://cetient.com/case/1641976/mcalpine-v-mcalpine",
      readOn: "2026-11-28",
    },
  },
  pendingSupportProtected: {
    value: true,
    confirmed: true,
    citation:
      "Holliday v. Holliday, 358 So. 2d 618, 620 (La. 1978), as restated in McAlpine v. McAlpine, 679 So. 2d 85 (La. 1996)",
    reading: {
      quote:
        "In Holliday v. Holliday, 358 So.2d 618, 620 (La. 1978), we held prenuptial waivers of alimony pendente lite void as contrary to the public policy of this State",
      source: "https://e.casetext.com/case/holliday-v-holliday-14",
      readOn: "2026-11-28",
    },
  },
  unconscionability: {
    value: "NOT_JUDGED",
    confirmed: true,
    citation: "McAlpine v. McAlpine, 679 So. 2d 85 (La. 1996) (on rehearing)",
    reading: {
      quote:
        "we reverse our original opinion and hold that such antenuptial agreements are enforceable, but are subject to the same grounds for rescission as other contracts.",
      source: "https://cetient.com/case/1641976/mcalpine-v-mcalpine",
      readOn: "2026-11-28",
    },
  },
  supportFloor: {
    value: "NONE",
    confirmed: true,
    citation: "McAlpine v. McAlpine, 679 So. 2d 85 (La. 1996)",
    reading: {
      quote:
        "we reverse our original opinion and hold that such antenuptial agreements are enforceable, but are subject to the same grounds for rescission as other contracts.",
      source: "https://cetient.com/case/1641976/mcalpine-v-mcalpine",
      readOn: "2026-11-28",
    },
  },
  disclosureStandard: {
    value: { kind: "NONE_REQUIRED", knowledgeSuffices: false },
    confirmed: true,
    citation: "La. Civ. Code arts. 2328 to 2331; McAlpine v. McAlpine, 679 So. 2d 85 (La. 1996)",
    reading: {
      quote:
        "we reverse our original opinion and hold that such antenuptial agreements are enforceable, but are subject to the same grounds for rescission as other contracts.",
      source: "https://cetient.com/case/1641976/mcalpine-v-mcalpine",
      readOn: "2026-11-28",
    },
  },
  division: {
    value: { system: "COMMUNITY_EQUAL", allProperty: false, giftsDivisible: false, equalPresumption: true },
    confirmed: true,
    citation: "La. Civ. Code art. 2336",
    reading: {
      quote: "Each spouse owns a present undivided one-half interest in the community property.",
      source: "https://www.mandevillenotary.com/single-post/louisiana-civil-code",
      readOn: "2026-11-28",
    },
  },
  separateGrowth: {
    value: "INCOME_COMMUNITY",
    confirmed: true,
    citation: "La. Civ. Code art. 2339",
    reading: {
      quote:
        "The natural and civil fruits of the separate property of a spouse, minerals produced from or attributable to a separate asset, and bonuses, delay rentals, royalties, and shut-in payments arising from mineral leases are community property.  Nevertheless, a spouse may reserve them as his separate property",
      source: "http://haroldweiser.com/divorce/divorcelawyerneworleans/declarationofparaphernality/",
      readOn: "2026-11-28",
    },
  },
  premaritalConversion: {
    value: true,
    confirmed: true,
    citation: "La. Civ. Code art. 2328",
    reading: {
      quote:
        "Spouses are free to establish by matrimonial agreement a regime of separation of property or modify the legal regime as provided by law.",
      source: "https://www.legis.la.gov/legis/Law.aspx?d=109394",
      readOn: "2026-11-28",
    },
  },
  communityPropertyElection: {
    value: "NONE",
    confirmed: true,
    citation: "La. Civ. Code art. 2334",
    reading: {
      quote:
        "The legal regime of community of acquets and gains applies to spouses domiciled in this state, regardless of their domicile at the time of marriage or the place of celebration of the marriage.",
      source: "https://www.mandevillenotary.com/single-post/louisiana-civil-code",
      readOn: "2026-11-28",
    },
  },
  survivorRights: {
    value: {
      waived:
        "any right in the other's succession that the Louisiana Civil Code allows spouses to renounce by agreement",
      electiveShare: false,
      waivable: false,
      notRenounceable: ["marital portion", "order of succession", "usufruct"],
      rightSummary:
        "When a spouse dies rich in comparison with the surviving spouse, the survivor may claim the marital portion: one-fourth of the succession in ownership if the deceased left no children; the same fraction in usufruct for life if three or fewer children; a child's share in usufruct if more than three; never more than one million dollars; legacies to the survivor are deducted.",
      waiverConditions: { disclosureOfRight: false, fairConsideration: false },
    },
    confirmed: true,
    citation: "La. Civ. Code art. 2330; arts. 2432 to 2435",
    reading: {
      quote:
        "Spouses may not by agreement before or during marriage, renounce or alter the marital portion or the established order of succession.",
      source: "https://marriage.uslegal.com/postnuptial-agreements/louisiana-postnuptial-agreement-law/",
      readOn: "2026-11-28",
    },
  },
  vocabulary: {
    value: {
      supportTerm: "spousal support",
      pendingSupportTerm: "interim spousal support",
      divorceTerm: "divorce",
      sharedPropertyTerm: "community property",
    },
    confirmed: true,
    citation: "La. Civ. Code arts. 111, 113",
    reading: {
      quote:
        "In a proceeding for divorce or thereafter, the court may award interim periodic support to a party or may award final periodic support to a party who is in need of support and who is free from fault",
      source: "http://law.justia.com/codes/louisiana/2009/cc/cc111.html",
      readOn: "2026-11-28",
    },
  },
  valueBasisRequired: {
    value: false,
    confirmed: true,
    citation: "La. Civ. Code art. 2331",
    reading: {
      quote:
        "A matrimonial agreement may be executed by the spouses before or during marriage.  It shall be made by authentic act or by an act under private signature duly acknowledged by the spouses.",
      source: "https://www.legis.la.gov/legis/LawPrint.aspx?d=109398",
      readOn: "2026-11-28",
    },
  },
  embryoAgreements: {
    value: "NOT_DESTROYED",
    confirmed: true,
    citation: "La. R.S. 9:129 (as amended by 2025 La. Acts No. 116)",
    reading: {
      quote:
        "A viable in vitro fertilized human embryo is a juridical person which shall not be intentionally destroyed by any natural or other juridical person or through the actions of any other person.",
      source: "https://theusufruct.com/rs/title-9/section-129.json",
      readOn: "2026-11-28",
    },
  },
  witnesses: {
    value: { count: 2, notary: "MAY_NOT_BE_ONE" },
    confirmed: true,
    citation: "La. Civ. Code art. 2331; art. 1833(A); art. 1836",
    reading: {
      quote:
        "An act under private signature may be acknowledged by a party to that act by recognizing the signature as his own before a court, or before a notary public, or other officer authorized to perform that function, in the presence of two witnesses.",
      source: "https://theusufruct.com/cc/1836",
      readOn: "2026-11-28",
    },
  },
  deathWaiverWitnesses: {
    value: null,
    confirmed: true,
    citation: "La. Civ. Code art. 2330",
    reading: {
      quote:
        "Spouses may not by agreement before or during marriage, renounce or alter the marital portion or the established order of succession.",
      source: "https://marriage.uslegal.com/postnuptial-agreements/louisiana-postnuptial-agreement-law/",
      readOn: "2026-11-28",
    },
  },
  acknowledgementForm: {
    value: "LOUISIANA_AUTHENTIC_ACT",
    confirmed: true,
    citation: "La. Civ. Code art. 2331",
    reading: {
      quote:
        "A matrimonial agreement may be executed by the spouses before or during marriage.  It shall be made by authentic act or by an act under private signature duly acknowledged by the spouses.",
      source: "https://www.legis.la.gov/legis/LawPrint.aspx?d=109398",
      readOn: "2026-11-28",
    },
  },
  acknowledgedAsConveyance: {
    value: false,
    confirmed: true,
    citation: "La. Civ. Code arts. 2331, 2332",
    reading: {
      quote:
        "A matrimonial agreement, or a judgment establishing a regime of separation of property is effective toward third persons as to immovable property, when filed for registry in the conveyance records of the parish in which the property is situated and as to movables when filed for registry in the parish or parishes in which the spouses are domiciled.",
      source: "https://theusufruct.com/cc/2332",
      readOn: "2026-11-28",
    },
  },
  remoteNotarizationAllowed: {
    value: false,
    confirmed: true,
    citation: "La. R.S. 35:623(B)(4), (5), (C) (Acts 2020, No. 254, § 4, effective 1 February 2022)",
    reading: {
      quote:
        "B. The following instruments shall not be executed by remote online notarization: ... (4) Matrimonial agreements or acknowledgments thereof. (5) Acts modifying, waiving, or extinguishing an obligation of final spousal support or acknowledgments thereof.",
      source:
        "https://d1tvxue8o4w0fl.cloudfront.net/statute/louisiana-revised-statutes/revised-statutes/title-35-notaries-public-and-commissioners/chapter-10-remote-online-notarization/section-35623-see-note-legal-recognition-of-remote-online-notarial-acts",
      readOn: "2026-11-28",
    },
  },
  finalAgreementReviewDays: {
    value: 0,
    confirmed: true,
    citation: "La. Civ. Code art. 2331",
    reading: {
      quote:
        "A matrimonial agreement may be executed by the spouses before or during marriage.  It shall be made by authentic act or by an act under private signature duly acknowledged by the spouses.",
      source: "https://www.legis.la.gov/legis/LawPrint.aspx?d=109398",
      readOn: "2026-11-28",
    },
  },
  signingDeadline: {
    value: "BEFORE_MARRIAGE",
    confirmed: true,
    citation: "Acurio v. Acurio, 224 So. 3d 935 (La. 2017)",
    reading: {
      quote:
        "we hold that for purposes of La. Civ. Code art. 2331, an act under private signature must be duly acknowledged prior to the marriage to be fully perfected and given legal effect.",
      source: "https://law.justia.com/cases/louisiana/supreme-court/2017/2016-c-1395.html",
      readOn: "2026-11-28",
    },
  },
  maritalAgreements: {
    value: {
      enforceability: "COURT_APPROVAL_REQUIRED",
      noCourtWithinYearsOfMove: 1,
      revocationExempt: true,
      allowedFrom: null,
      amendmentBySignedWriting: false,
      repeatOriginalFormalities: true,
      separateCounsel: "RECOMMENDED",
      acknowledgedLikeDeed: false,
      spousesAreFiduciaries: false,
      fullDisclosure: false,
      deathWaiverWitnesses: 0,
      termsMustNotPromoteDivorce: false,
      invalidIfDissolutionWithinYears: null,
      conversionStatement: null,
      partition: null,
    },
    confirmed: true,
    // Art. 2331 was read on legis.la.gov too (LawPrint d=109398).
    citation: "La. Civ. Code arts. 2329, 2331",
    reading: {
      quote:
        "Spouses may enter into a matrimonial agreement that modifies or terminates a matrimonial regime during marriage only upon joint petition and a finding by the court that this serves their best interests and that they understand the governing principles and rules. They may, however, subject themselves to the legal regime by a matrimonial agreement at any time without court approval. During the first year after moving into and acquiring a domicile in this state, spouses may enter into a matrimonial agreement without court approval.",
      source: "https://www.legis.la.gov/legis/Law.aspx?d=109395",
      readOn: "2026-11-29",
    },
  },
};
