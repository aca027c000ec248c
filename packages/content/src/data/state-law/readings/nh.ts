/** New Hampshire: the cells of the state-law matrix read in its own law. */
import type { StateReadings } from "./reading.ts";

export const NH: StateReadings = {
  officialStyle: {
    value: "State",
    confirmed: true,
    citation: "N.H. bill caption (SB 184, 2015 session, as introduced)",
    reading: {
      quote: "STATE OF NEW HAMPSHIRE In the Year of Our Lord Two Thousand Fifteen",
      source: "https://bills.nhliberty.org/bills/2016/SB184/revision/30306",
      readOn: "2026-11-28",
    },
  },
  governingAct: {
    value: {
      kind: "STATE_STATUTE",
      reference: "N.H. Rev. Stat. Ann. § 460:2-a and the common law of New Hampshire governing antenuptial agreements",
    },
    confirmed: true,
    citation: "RSA 460:2-a (as amended by 2023, 4:1, eff. June 25, 2023)",
    reading: {
      quote:
        "Two people in contemplation of marriage may enter into a written interspousal contract and the courts of this state shall give the same effect to such contracts entered in other jurisdictions as would the courts of that other jurisdiction.",
      source: "http://www.gencourt.state.nh.us/rsa/html/xliii/460/460-mrg.htm",
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
    citation: "In re Estate of Hollett, 150 N.H. 39, 834 A.2d 348 (2003) (headnote 3)",
    reading: {
      quote:
        "fairness demands that the party presented with the agreement have an opportunity to seek independent advice and a reasonable time to reflect on the proposed terms.",
      source: "https://www.casetext.com/case/in-re-estate-of-hollett",
      readOn: "2026-11-28",
    },
  },
  spousalSupport: {
    value: "CAN_WAIVE_OR_MODIFY",
    confirmed: true,
    citation: "MacFarlane v. Rich, 132 N.H. 608, 567 A.2d 585 (1989)",
    reading: {
      quote:
        "appeals from certain portions of a decree of divorce entered by the Superior Court (Smith, J.) which distributed marital assets and awarded alimony in accordance with the terms of an antenuptial agreement executed by the parties prior to their marriage. We affirm.",
      source: "https://app.midpage.ai/document/macfarlane-v-rich-8050675",
      readOn: "2026-11-28",
    },
  },
  supportKinds: {
    value: null,
    confirmed: true,
    citation: "RSA 458:19",
    reading: {
      quote:
        "the court shall make orders for the payment of alimony to the party in need of alimony, either temporary or permanent, for a definite or indefinite period of time",
      source: "http://divorcesupport.about.com/od/statedivorcelaws/a/N_Hampshire_law_2.htm",
      readOn: "2026-11-28",
    },
  },
  unconscionability: {
    value: "AT_SIGNING_AND_ENFORCEMENT",
    confirmed: true,
    citation: "In re Estate of Hollett, 150 N.H. 39 (2003) (headnote 1); MacFarlane v. Rich, 132 N.H. 608 (1989)",
    reading: {
      quote:
        "A prenuptial agreement is presumed valid unless the party seeking the invalidation of the agreement proves that: (1) the agreement was obtained through fraud, duress or mistake, or through misrepresentation or nondisclosure of a material fact; (2) the agreement is unconscionable; or (3) the facts and circumstances have so changed since the agreement was executed as to make the agreement unenforceable.",
      source: "https://www.casetext.com/case/in-re-estate-of-hollett",
      readOn: "2026-11-28",
    },
  },
  supportFloor: {
    value: "NONE",
    confirmed: true,
    citation:
      "In re Estate of Hollett, 150 N.H. 39 (2003) (headnote 1, citing RSA 460:2-a); In re Yannalfo, 147 N.H. 644 (2002)",
    reading: {
      quote:
        "A prenuptial agreement is presumed valid unless the party seeking the invalidation of the agreement proves that: (1) the agreement was obtained through fraud, duress or mistake, or through misrepresentation or nondisclosure of a material fact; (2) the agreement is unconscionable; or (3) the facts and circumstances have so changed since the agreement was executed as to make the agreement unenforceable.",
      source: "https://www.casetext.com/case/in-re-estate-of-hollett",
      readOn: "2026-11-28",
    },
  },
  division: {
    value: { system: "EQUITABLE_DISTRIBUTION", allProperty: true, giftsDivisible: true, equalPresumption: true },
    confirmed: true,
    citation: "RSA 458:16-a, I, II",
    reading: {
      quote:
        "I. Property shall include all tangible and intangible property and assets, real or personal, belonging to either or both parties ... II. ... The court shall presume that an equal division is an equitable distribution of property",
      source: "https://law.justia.com/codes/new-hampshire/2019/title-xliii/chapter-458/section-458-16-a/",
      readOn: "2026-11-28",
    },
  },
  separateGrowth: {
    value: "ALL_DIVISIBLE",
    confirmed: true,
    citation: "RSA 458:16-a, I, II(f)",
    reading: {
      quote:
        "Property shall include all tangible and intangible property and assets, real or personal, belonging to either or both parties, whether title to the property is held in the name of either or both parties.",
      source: "https://law.justia.com/codes/new-hampshire/2019/title-xliii/chapter-458/section-458-16-a/",
      readOn: "2026-11-28",
    },
  },
  premaritalConversion: {
    value: true,
    confirmed: true,
    citation: "RSA 460:2-a",
    reading: {
      quote:
        "Two people in contemplation of marriage may enter into a written interspousal contract and the courts of this state shall give the same effect to such contracts entered in other jurisdictions as would the courts of that other jurisdiction.",
      source: "http://www.gencourt.state.nh.us/rsa/html/xliii/460/460-mrg.htm",
      readOn: "2026-11-28",
    },
  },
  survivorRights: {
    value: {
      waived:
        "the share a surviving spouse may take by waiving the will (RSA 560:10), the homestead right, any share of the estate if there is no will, and priority to administer the estate",
      electiveShare: true,
      waivable: true,
      notRenounceable: [],
      rightSummary:
        "on waiving the will and homestead: one-third of the personal and one-third of the real estate if the decedent left children or their issue; otherwise $10,000 of each plus one-half of the rest (with a further allowance by years of marriage where no parent or sibling survives)",
      waiverConditions: { disclosureOfRight: false, fairConsideration: false },
    },
    confirmed: true,
    citation: "RSA 560:10",
    reading: {
      quote:
        "Upon the death of either husband or wife, testate, and the surviving spouse has elected to waive the homestead right, if any, and the provisions of the will in his or her favor ... such surviving spouse shall be vested with the following portion ... I. If there are children ... one-third part of the personalty and one-third part of the real estate.",
      source: "http://statutes.laws-info.com/new-hampshire/TITLELVI/CHAPTER560/560-10",
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
    citation: "RSA 458:19; RSA ch. 458 title",
    reading: {
      quote:
        "the court shall make orders for the payment of alimony to the party in need of alimony, either temporary or permanent",
      source: "http://divorcesupport.about.com/od/statedivorcelaws/a/N_Hampshire_law_2.htm",
      readOn: "2026-11-28",
    },
  },
  separationProceedings: {
    value: ["legal separation"],
    confirmed: true,
    citation: "RSA 458:19 (reference to 'an action for legal separation'); RSA 458:26",
    reading: {
      quote: "In any proceeding under this chapter, except an action for legal separation, the court may",
      source: "http://divorcesupport.about.com/od/statedivorcelaws/a/N_Hampshire_law_2.htm",
      readOn: "2026-11-28",
    },
  },
  witnesses: {
    value: { count: 0, notary: "MAY_BE_ONE" },
    confirmed: true,
    citation: "RSA 460:2-a",
    reading: {
      quote:
        "Two people in contemplation of marriage may enter into a written interspousal contract and the courts of this state shall give the same effect to such contracts entered in other jurisdictions as would the courts of that other jurisdiction.",
      source: "http://www.gencourt.state.nh.us/rsa/html/xliii/460/460-mrg.htm",
      readOn: "2026-11-28",
    },
  },
  acknowledgedAsConveyance: {
    value: false,
    confirmed: true,
    citation: "RSA 460:2-a",
    reading: {
      quote:
        "Two people in contemplation of marriage may enter into a written interspousal contract and the courts of this state shall give the same effect to such contracts entered in other jurisdictions as would the courts of that other jurisdiction.",
      source: "http://www.gencourt.state.nh.us/rsa/html/xliii/460/460-mrg.htm",
      readOn: "2026-11-28",
    },
  },
  remoteNotarizationAllowed: {
    value: true,
    confirmed: true,
    citation: "RSA 456-B:6-a (SB 134, 2021 N.H. Laws ch. 206, eff. Feb. 6, 2022)",
    reading: {
      quote:
        "A remotely located individual may comply with RSA 456-B:2-a, and any other requirement under the law of this state to appear before or be in the presence of a notary public at the time of a notarial act, by using communication technology to appear before a notary public.",
      source: "https://livefreeordie.legal/rsa/section/rsa-section-456-b6-a-cf4fe14be4/",
      readOn: "2026-11-28",
    },
  },
  finalAgreementReviewDays: {
    value: 0,
    confirmed: true,
    citation: "RSA 460:2-a; In re Estate of Hollett, 150 N.H. 39 (2003)",
    reading: {
      quote:
        "Two people in contemplation of marriage may enter into a written interspousal contract and the courts of this state shall give the same effect to such contracts entered in other jurisdictions as would the courts of that other jurisdiction.",
      source: "http://www.gencourt.state.nh.us/rsa/html/xliii/460/460-mrg.htm",
      readOn: "2026-11-28",
    },
  },
  onlineSignerLocation: {
    value: "ANYWHERE",
    confirmed: true,
    citation: "RSA 456-B:6-a, I, III",
    reading: {
      quote:
        '"Remotely located individual" means an individual who is not in the physical presence of the notary public who performs a notarial act under paragraph III. ... A notary public located in this state may perform a notarial act using communication technology for a remotely located individual if:',
      source: "https://livefreeordie.legal/rsa/section/rsa-section-456-b6-a-cf4fe14be4/",
      readOn: "2026-11-28",
    },
  },
  signingDeadline: {
    value: "BEFORE_MARRIAGE",
    confirmed: true,
    citation: "RSA 460:2-a",
    reading: {
      quote:
        "Two people in contemplation of marriage may enter into a written interspousal contract and the courts of this state shall give the same effect to such contracts entered in other jurisdictions as would the courts of that other jurisdiction.",
      source: "http://www.gencourt.state.nh.us/rsa/html/xliii/460/460-mrg.htm",
      readOn: "2026-11-28",
    },
  },
  counterpartsAllowed: {
    value: true,
    confirmed: true,
    citation: "RSA 460:2-a",
    reading: {
      quote:
        "Two people in contemplation of marriage may enter into a written interspousal contract and the courts of this state shall give the same effect to such contracts entered in other jurisdictions as would the courts of that other jurisdiction.",
      source: "http://www.gencourt.state.nh.us/rsa/html/xliii/460/460-mrg.htm",
      readOn: "2026-11-28",
    },
  },
  valueBasisRequired: {
    value: false,
    confirmed: true,
    citation: "In re Estate of Hollett, 150 N.H. 39 (2003) (headnote 1)",
    reading: {
      quote:
        "A prenuptial agreement is presumed valid unless the party seeking the invalidation of the agreement proves that: (1) the agreement was obtained through fraud, duress or mistake, or through misrepresentation or nondisclosure of a material fact; (2) the agreement is unconscionable; or (3) the facts and circumstances have so changed since the agreement was executed as to make the agreement unenforceable. RSA 460:2-a.",
      source: "https://www.casetext.com/case/in-re-estate-of-hollett",
      readOn: "2026-11-28",
    },
  },
};
