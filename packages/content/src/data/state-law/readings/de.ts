/** Delaware: the cells of the state-law matrix read in its own law. */
import type { StateReadings } from "./reading.ts";

export const DE: StateReadings = {
  officialStyle: {
    value: "State",
    confirmed: true,
    citation: "70 Del. Laws c. 462 (enacting clause)",
    reading: {
      quote: "BE IT ENACTED BY THE GENERAL ASSEMBLY OF THE STATE OF DELAWARE:",
      source: "http://delcode.delaware.gov/sessionlaws/ga138/chp462.shtml",
      readOn: "2026-11-28",
    },
  },
  governingAct: {
    value: {
      kind: "UPAA",
      reference: "the Uniform Premarital Agreement Act as adopted in Delaware, Del. Code Ann. tit. 13, §§ 321-328",
    },
    confirmed: true,
    citation: "13 Del. C. §§ 321-328 (70 Del. Laws c. 462)",
    reading: {
      quote:
        "AN ACT TO AMEND TITLE 13 OF THE DELAWARE CODE RELATING TO PREMARITAL AGREEMENTS; AND PROVIDING FOR A UNIFORM PREMARITAL AGREEMENT ACT.",
      source: "http://delcode.delaware.gov/sessionlaws/ga138/chp462.shtml",
      readOn: "2026-11-28",
    },
  },
  spousalSupport: {
    value: "CAN_WAIVE_OR_MODIFY",
    confirmed: true,
    citation: "13 Del. C. § 323(a)(4)",
    reading: {
      quote:
        "(a) Parties to a premarital agreement may contract with respect to: ... (4) The modification or elimination of spousal support or alimony;",
      source: "https://delcode.delaware.gov/title13/c003/sc02/index.html",
      readOn: "2026-11-28",
    },
  },
  pendingSupportProtected: {
    value: false,
    confirmed: true,
    citation: "13 Del. C. § 323(a)(4), (b)",
    reading: {
      quote:
        "(a) Parties to a premarital agreement may contract with respect to: ... (4) The modification or elimination of spousal support or alimony; ... (b) The right of a child to support may not be adversely affected by a premarital agreement.",
      source: "https://delcode.delaware.gov/title13/c003/sc02/index.html",
      readOn: "2026-11-28",
    },
  },
  supportKinds: {
    value: null,
    confirmed: true,
    citation: "13 Del. C. § 323(a)(4)",
    reading: {
      quote: "(4) The modification or elimination of spousal support or alimony;",
      source: "https://delcode.delaware.gov/title13/c003/sc02/index.html",
      readOn: "2026-11-28",
    },
  },
  disclosureStandard: {
    value: { kind: "FAIR_AND_REASONABLE", knowledgeSuffices: false },
    confirmed: true,
    citation: "Silverman v. Silverman, No. 188, 2018 (Del. Feb. 28, 2019) (applying 13 Del. C. § 326)",
    reading: {
      quote:
        "Under the premarital agreement statute, unconscionability alone does not invalidate a premarital agreement. Wife also had to prove that Husband did not provide a fair and reasonable disclosure of his property or financial obligations.",
      source: "https://print.casetext.com/case/silverman-v-silverman-61",
      readOn: "2026-11-28",
    },
  },
  division: {
    value: { system: "EQUITABLE_DISTRIBUTION", allProperty: false, giftsDivisible: false, equalPresumption: false },
    confirmed: true,
    citation: "13 Del. C. § 1513(a), (b)(1)",
    reading: {
      quote:
        "(a) In a proceeding for divorce or annulment, the Court shall, upon request of either party, equitably divide, distribute and assign the marital property between the parties without regard to marital misconduct, in such proportions as the Court deems just after considering all relevant factors including:",
      source:
        "https://www.womenslaw.org/laws/de/statutes/ss-1513-disposition-marital-property-imposition-lien-insurance-policies",
      readOn: "2026-11-28",
    },
  },
  premaritalConversion: {
    value: true,
    confirmed: true,
    citation: "13 Del. C. § 323(a)(1)",
    reading: {
      quote:
        "(1) The rights and obligations of each of the parties in any of the property of either or both of them whenever and wherever acquired or located;",
      source: "https://delcode.delaware.gov/title13/c003/sc02/index.html",
      readOn: "2026-11-28",
    },
  },
  vocabulary: {
    value: {
      supportTerm: "alimony",
      pendingSupportTerm: "interim alimony",
      divorceTerm: "divorce",
      sharedPropertyTerm: "marital property",
    },
    confirmed: true,
    citation: "13 Del. C. § 1512(a); § 1513(a)",
    reading: {
      quote:
        "(a) The Court may award interim alimony to a dependent party during the pendency of an action for divorce or annulment.",
      source: "https://law.justia.com/codes/delaware/current/title-13/chapter-15/section-1512/",
      readOn: "2026-11-28",
    },
  },
  witnesses: {
    value: { count: 0, notary: "MAY_BE_ONE" },
    confirmed: true,
    citation: "13 Del. C. § 322",
    reading: {
      quote:
        "A premarital agreement must be in writing and signed by both parties. It is enforceable without consideration.",
      source: "https://delcode.delaware.gov/title13/c003/sc02/index.html",
      readOn: "2026-11-28",
    },
  },
  acknowledgementForm: {
    value: "GENERAL",
    confirmed: true,
    citation: "29 Del. C. § 4329(1) (Revised Uniform Law on Notarial Acts, effective 1 August 2023)",
    reading: {
      quote:
        "(1) For an acknowledgment in an individual capacity: State of ________________ County of ________________ This record was acknowledged",
      source:
        "https://law.uslawyerdatabase.com/category/us-law/2022-delaware-code/title-29-state-government/part-iv-title-29-state-government/state-agencies-and-offices-not-created-by-constitution/chapter-43-notaries-public/subchapter-ii-revised-uniform-law-on-notarial-acts-effective-aug-1-2023/page/2",
      readOn: "2026-11-28",
    },
  },
  acknowledgedAsConveyance: {
    value: false,
    confirmed: true,
    citation: "13 Del. C. § 322",
    reading: {
      quote: "A premarital agreement must be in writing and signed by both parties.",
      source: "https://delcode.delaware.gov/title13/c003/sc02/index.html",
      readOn: "2026-11-28",
    },
  },
  counterpartsAllowed: {
    value: true,
    confirmed: true,
    citation: "13 Del. C. § 322 (formalities)",
    reading: {
      quote:
        "A premarital agreement must be in writing and signed by both parties. It is enforceable without consideration.",
      source: "https://delcode.delaware.gov/title13/c003/sc02/index.html",
      readOn: "2026-11-28",
    },
  },
  remoteNotarizationAllowed: {
    value: true,
    confirmed: true,
    citation:
      "29 Del. C. § 4320(b), (c) (83 Del. Laws c. 425, SB 262, Revised Uniform Law on Notarial Acts, effective 1 August 2023)",
    reading: {
      quote:
        "(b) A remotely located individual may comply with § 4319 of this title by using communication technology to appear before a notarial officer. (c) A notarial officer located in this State may use communication technology to perform a notarial act for a remotely located individual if all of the following apply:",
      source: "https://instalawyer.io/laws/delaware-code/4320-notarial-act-performed",
      readOn: "2026-11-28",
    },
  },
  finalAgreementReviewDays: {
    value: 0,
    confirmed: true,
    citation: "13 Del. C. §§ 322, 324",
    reading: {
      quote:
        "A premarital agreement must be in writing and signed by both parties. It is enforceable without consideration. ... A premarital agreement becomes effective upon marriage.",
      source: "https://delcode.delaware.gov/title13/c003/sc02/index.html",
      readOn: "2026-11-28",
    },
  },
  signingDeadline: {
    value: "BEFORE_MARRIAGE",
    confirmed: true,
    citation: "13 Del. C. § 321(1); § 324",
    reading: {
      quote:
        '(1) "Premarital agreement" shall mean an agreement between prospective spouses made in contemplation of marriage, and which is effective upon marriage.',
      source: "https://delcode.delaware.gov/title13/c003/sc02/index.html",
      readOn: "2026-11-28",
    },
  },
  onlineSignerLocation: {
    value: "ANYWHERE",
    confirmed: true,
    citation: "29 Del. C. § 4320(a)(5), (b), (c) (Revised Uniform Law on Notarial Acts)",
    reading: {
      quote:
        "(5) “Remotely located individual” means an individual who is not in the physical presence of the notarial officer who performs a notarial act under subsection (c) of this section. (b) A remotely located individual may comply with § 4319 of this title by using communication technology to appear before a notarial officer. (c) A notarial officer located in this State may use communication technology to perform a notarial act for a remotely located individual if all of the following apply:",
      source: "https://instalawyer.io/laws/delaware-code/4320-notarial-act-performed",
      readOn: "2026-11-28",
    },
  },
};
