/** Washington: the cells of the state-law matrix read in its own law. */
import type { StateReadings } from "./reading.ts";

export const WA: StateReadings = {
  officialStyle: {
    value: "State",
    confirmed: true,
    citation: "2014 Wash. H.B. 2483 (enacting clause)",
    reading: {
      quote: "BE IT ENACTED BY THE LEGISLATURE OF THE STATE OF WASHINGTON:",
      source: "https://lawfilesext.leg.wa.gov/Biennium/2013-14/Htm/Bills/House%20Bills/2483.htm",
      readOn: "2026-11-28",
    },
  },
  governingAct: {
    value: {
      kind: "COMMON_LAW",
      reference:
        "the common law of Washington governing prenuptial agreements (In re Marriage of Bernard, 165 Wn.2d 895 (2009); In re Marriage of Matson, 107 Wn.2d 479 (1986))",
    },
    confirmed: true,
    citation: "In re Marriage of Matson, 107 Wn.2d 479 (1986); In re Marriage of Bernard, 165 Wn.2d 895 (2009)",
    reading: {
      quote:
        "Although prenuptial agreements are not directly authorized by statute, we have long recognized the right of the members of a prospective marital community to contract between themselves regarding their property.",
      source: "https://eforms.com/prenuptial-agreement/wa/",
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
    citation: "In re Marriage of Bernard, 165 Wn.2d 895 (2009)",
    reading: {
      quote:
        "Under the first prong, the court determines whether the agreement is substantively fair, specifically whether it makes reasonable provision for the spouse not seeking to enforce it. ... (1) whether the spouses made a full disclosure of the amount, character, and value of the property involved and (2) whether the agreement was freely entered into on independent advice from counsel with full knowledge by both spouses of their rights.",
      source: "https://eforms.com/prenuptial-agreement/wa/",
      readOn: "2026-11-28",
    },
  },
  supportKinds: {
    value: null,
    confirmed: true,
    citation: "RCW 26.09.090(1)",
    reading: {
      quote:
        "In a proceeding for dissolution of marriage or domestic partnership, legal separation, declaration of invalidity, or in a proceeding for maintenance following dissolution ... the court may grant a maintenance order for either spouse or either domestic partner.",
      source: "https://lawfilesext.leg.wa.gov/Biennium/2013-14/Htm/Bills/House%20Bills/2483.htm",
      readOn: "2026-11-28",
    },
  },
  disclosureStandard: {
    value: { kind: "FULL_AND_FAIR", knowledgeSuffices: false },
    confirmed: true,
    citation: "In re Marriage of Bernard, 165 Wn.2d 895 (2009)",
    reading: {
      quote:
        "Under the first prong, the court determines whether the agreement is substantively fair, specifically whether it makes reasonable provision for the spouse not seeking to enforce it. ... (1) whether the spouses made a full disclosure of the amount, character, and value of the property involved and (2) whether the agreement was freely entered into on independent advice from counsel with full knowledge by both spouses of their rights.",
      source: "https://eforms.com/prenuptial-agreement/wa/",
      readOn: "2026-11-28",
    },
  },
  division: {
    value: { system: "COMMUNITY_EQUITABLE", allProperty: true, giftsDivisible: true, equalPresumption: false },
    confirmed: true,
    citation: "RCW 26.09.080",
    reading: {
      quote:
        "the court shall, without regard to misconduct, make such disposition of the property and the liabilities of the parties, either community or separate, as shall appear just and equitable after considering all relevant factors",
      source: "https://law-journals-books.vlex.com/vid/-32-02-statutory-1023464280",
      readOn: "2026-11-28",
    },
  },
  separateGrowth: {
    value: "INCOME_SEPARATE_EFFORT_SHARED",
    confirmed: true,
    citation: "RCW 26.16.010, 26.16.030",
    reading: {
      quote:
        "property and pecuniary rights owned by the spouse at the time of marriage or thereafter acquired by gift, bequest, devise, descent, or inheritance, with the rents, issues and profits thereof, shall not be subject to the debts or contracts of [the other spouse] ... Property not acquired or owned, as prescribed in RCW 26.16.010 and 26.16.020, acquired after marriage ... is community property.",
      source: "https://law-journals-books.vlex.com/vid/-3-01-general-1035274375",
      readOn: "2026-11-28",
    },
  },
  premaritalConversion: {
    value: true,
    confirmed: true,
    citation: "In re Marriage of Matson, 107 Wn.2d 479 (1986)",
    reading: {
      quote:
        "Although prenuptial agreements are not directly authorized by statute, we have long recognized the right of the members of a prospective marital community to contract between themselves regarding their property.",
      source: "https://eforms.com/prenuptial-agreement/wa/",
      readOn: "2026-11-28",
    },
  },
  communityPropertyElection: {
    value: "NONE",
    confirmed: true,
    citation: "RCW 26.09.080",
    reading: {
      quote:
        "the court shall, without regard to misconduct, make such disposition of the property and the liabilities of the parties, either community or separate, as shall appear just and equitable after considering all relevant factors",
      source: "https://law-journals-books.vlex.com/vid/-32-02-statutory-1023464280",
      readOn: "2026-11-28",
    },
  },
  vocabulary: {
    value: {
      supportTerm: "maintenance",
      pendingSupportTerm: "temporary maintenance",
      divorceTerm: "dissolution of marriage",
      sharedPropertyTerm: "community property",
    },
    confirmed: true,
    citation: "RCW 26.09.080",
    reading: {
      quote:
        "In a proceeding for dissolution of the marriage or domestic partnership, legal separation, declaration of invalidity",
      source: "https://law-journals-books.vlex.com/vid/-32-02-statutory-1023464280",
      readOn: "2026-11-28",
    },
  },
  separationProceedings: {
    value: ["legal separation"],
    confirmed: true,
    citation: "RCW 26.09.080",
    reading: {
      quote:
        "In a proceeding for dissolution of the marriage or domestic partnership, legal separation, declaration of invalidity, or in a proceeding for disposition of property",
      source: "https://law-journals-books.vlex.com/vid/-32-02-statutory-1023464280",
      readOn: "2026-11-28",
    },
  },
  disclosureWaiver: {
    value: false,
    confirmed: true,
    citation: "In re Marriage of Bernard, 165 Wn.2d 895 (2009)",
    reading: {
      quote:
        "Under the first prong, the court determines whether the agreement is substantively fair, specifically whether it makes reasonable provision for the spouse not seeking to enforce it. ... (1) whether the spouses made a full disclosure of the amount, character, and value of the property involved and (2) whether the agreement was freely entered into on independent advice from counsel with full knowledge by both spouses of their rights.",
      source: "https://eforms.com/prenuptial-agreement/wa/",
      readOn: "2026-11-28",
    },
  },
  embryoAgreements: {
    value: "FORMS_FOLLOWED",
    confirmed: true,
    citation: "In re Marriage of Litowitz, 146 Wn.2d 514 (2002), headnote [3]",
    reading: {
      quote:
        "Under a contract for the cryopreservation of human preembryos in which the parties agree to petition a court of competent jurisdiction for instructions concerning the appropriate disposition of unused preembryos should the parties be unable to reach a mutual decision on the question, it is appropriate for a court to determine the disposition of the preembryos under the contract",
      source: "http://courts.mrsc.org/supreme/146wn2d/146wn2d0514.htm",
      readOn: "2026-11-28",
    },
  },
  remoteNotarizationAllowed: {
    value: true,
    confirmed: true,
    citation: "RCW 42.45.280(1)(a) (RULONA amendments effective October 1, 2020)",
    reading: {
      quote:
        '"Communication technology" means an electronic device or process that: (i) Allows an electronic records notary public and a remotely located individual to communicate with each other simultaneously by sight and sound',
      source: "https://snovalleymobilenotary.com/?p=280071",
      readOn: "2026-11-28",
    },
  },
  signingDeadline: {
    value: "BEFORE_MARRIAGE",
    confirmed: true,
    citation: "In re Marriage of Matson, 107 Wn.2d 479 (1986)",
    reading: {
      quote:
        "Although prenuptial agreements are not directly authorized by statute, we have long recognized the right of the members of a prospective marital community to contract between themselves regarding their property.",
      source: "https://eforms.com/prenuptial-agreement/wa/",
      readOn: "2026-11-28",
    },
  },
};
