/** South Dakota: the cells of the state-law matrix read in its own law. */
import type { StateReadings } from "./reading.ts";

export const SD: StateReadings = {
  officialStyle: {
    value: "State",
    confirmed: true,
    citation: "SDCL 29A-2-105",
    reading: {
      quote:
        "If there is no taker under the provisions of this chapter, the intestate estate passes to the State of South Dakota as provided in §29A-3-914.",
      source:
        "https://law.uslawyerdatabase.com/us-law/2022-south-dakota-codified-laws/title-29a-uniform-probate-code/chapter-02-intestate-succession-and-wills",
      readOn: "2026-11-28",
    },
  },
  governingAct: {
    value: { kind: "UPAA", reference: "the South Dakota Uniform Premarital Agreement Act, SDCL 25-2-16 to 25-2-25" },
    confirmed: true,
    citation: "SDCL ch. 25-2, §§ 25-2-16 to 25-2-25 (table of contents)",
    reading: {
      quote:
        "25-2-16 Definitions. 25-2-17 Formalities. 25-2-18 Content. 25-2-19 Effect of marriage. 25-2-20 Amendment--Revocation. 25-2-21 Enforcement. 25-2-22 Enforcement--Void marriage. 25-2-23 Limitation of actions. 25-2-24 Application and construction. 25-2-25 Short title.",
      source: "https://sdlegislature.gov/Statutes/25-2",
      readOn: "2026-11-28",
    },
  },
  spousalSupport: {
    value: "CANNOT_WAIVE_OR_MODIFY",
    confirmed: true,
    citation: "Sanford v. Sanford, 2005 SD 34, ¶¶ 1-2, 694 N.W.2d 283",
    reading: {
      quote:
        "On competing motions for summary judgment, the circuit court held the single prenuptial agreement provision purporting to waive alimony was void and unenforceable. ... We affirm.",
      source: "https://law.justia.com/cases/south-dakota/supreme-court/2005/1398.html",
      readOn: "2026-11-28",
    },
  },
  supportFloor: {
    value: "NONE",
    confirmed: true,
    citation: "Sanford v. Sanford, 2005 SD 34, ¶ 2",
    reading: {
      quote:
        "the circuit court held the single prenuptial agreement provision purporting to waive alimony was void and unenforceable ... We affirm.",
      source: "https://law.justia.com/cases/south-dakota/supreme-court/2005/1398.html",
      readOn: "2026-11-28",
    },
  },
  division: {
    value: { system: "EQUITABLE_DISTRIBUTION", allProperty: true, giftsDivisible: true, equalPresumption: false },
    confirmed: true,
    citation: "SDCL 25-4-44",
    reading: {
      quote:
        "When a divorce is granted, the courts may make an equitable division of the property belonging to either or both, whether the title to such property is in the name of the husband or the wife. In making such division of the property, the court shall have regard for equity and the circumstances of the parties.",
      source:
        "http://www.pension-evaluators.com/Print.aspx?Page=%2fPension-Evaluation%2fState-Pension-Evaluation-Classification%2fSouth-Dakota.aspx",
      readOn: "2026-11-28",
    },
  },
  separateGrowth: {
    value: "ALL_DIVISIBLE",
    confirmed: true,
    citation: "SDCL 25-4-44",
    reading: {
      quote:
        "the courts may make an equitable division of the property belonging to either or both, whether the title to such property is in the name of the husband or the wife",
      source:
        "http://www.pension-evaluators.com/Print.aspx?Page=%2fPension-Evaluation%2fState-Pension-Evaluation-Classification%2fSouth-Dakota.aspx",
      readOn: "2026-11-28",
    },
  },
  communityPropertyElection: {
    value: "TRUST",
    confirmed: true,
    citation: "SDCL 55-17-1, 55-17-3 (South Dakota special spousal trusts; SL 2016, ch 231)",
    reading: {
      quote:
        "Spouses may classify all or any of their property as special spousal property by transferring property to a South Dakota special spousal trust established pursuant to this chapter, and by expressly declaring in the trust that the property is community property.",
      source: "https://instalawyer.io/laws/south-dakota-codified-laws/section-55-17-3-classification-of",
      readOn: "2026-11-28",
    },
  },
  survivorRights: {
    value: {
      waived:
        "the elective share (a share of the augmented estate claimed whatever the will says), any intestate share, the homestead allowance, the family allowance, and priority to serve as personal representative",
      electiveShare: true,
      waivable: true,
      notRenounceable: [],
      rightSummary:
        "a percentage of the augmented estate rising with the length of the marriage, from 3% after one year to 50% after fifteen years, with a supplemental amount up to $50,000",
      waiverConditions: { disclosureOfRight: false, fairConsideration: false },
    },
    confirmed: true,
    citation: "SDCL 29A-2-202(a); 29A-2-213 (heading)",
    reading: {
      quote:
        "The surviving spouse of a decedent who dies domiciled in this State has a right of election ... to take an elective-share amount equal to the value of the elective-share percentage of the augmented estate, determined by the length of time the spouse and the decedent were married",
      source: "https://instalawyer.io/laws/south-dakota-codified-laws/section-29a-2-202-elective-share",
      readOn: "2026-11-28",
    },
  },
  separationProceedings: {
    value: ["separate maintenance"],
    confirmed: true,
    citation: "SDCL 25-4-30 (heading); 25-4-17.2 (heading)",
    reading: {
      quote: "25-4-30 Residence requirements for divorce or separate maintenance",
      source: "https://lawserver.com/law/state/south-dakota/sd-laws/south_dakota_laws_title_25_chapter_4",
      readOn: "2026-11-28",
    },
  },
  remoteNotarizationAllowed: {
    value: true,
    confirmed: true,
    citation: "SDCL 18-1-11.2 (Notarial act--Remote online notarization--Requirements)",
    reading: {
      quote:
        "A notarial officer in this state, while located in this state, may perform a notarial act executed on an electronic record by a person not in the physical presence of the notarial officer but observed by the notarial officer through means of video communication technology if the notarial officer:",
      source: "https://lexace.ai/us/statute/south-dakota/18-1-11.2",
      readOn: "2026-11-28",
    },
  },
  onlineSignerLocation: {
    value: "ANYWHERE",
    confirmed: true,
    citation: "SDCL 18-1-11.2(3)",
    reading: {
      quote:
        "Indicates the remote location of the person executing the document in the notarial certificate pursuant to § 18-4-30",
      source: "https://lexace.ai/us/statute/south-dakota/18-1-11.2",
      readOn: "2026-11-28",
    },
  },
  signingDeadline: {
    value: "BEFORE_MARRIAGE",
    confirmed: true,
    citation: "SDCL 25-2-16 (definition of premarital agreement)",
    reading: {
      quote:
        "Section 25-2-16 refers to the prenuptial agreement as the premarital agreement, and it defines it as “an agreement between prospective spouses made in contemplation of marriage and to be effective upon marriage.”",
      source: "https://contracts.net/documents/prenuptial-agreement/south-dakota-sd",
      readOn: "2026-11-28",
    },
  },
};
