/** Idaho: the cells of the state-law matrix read in its own law. */
import type { StateReadings } from "./reading.ts";

export const ID: StateReadings = {
  officialStyle: {
    value: "State",
    confirmed: true,
    citation: "Van Orden v. Van Orden, 170 Idaho 403, 515 P.3d 233 (2022) (caption)",
    reading: {
      quote: "IN THE SUPREME COURT OF THE STATE OF IDAHO",
      source: "https://cetient.com/case/7802425/van-orden-v-van-orden",
      readOn: "2026-11-28",
    },
  },
  division: {
    value: { system: "COMMUNITY_EQUAL", allProperty: false, giftsDivisible: false, equalPresumption: true },
    confirmed: true,
    citation: "Idaho Code § 32-712(1)(a)",
    reading: {
      quote:
        "In case of divorce ... the community property and the homestead must be assigned as follows: 1. The community property must be assigned by the court ... (a) Unless there are compelling reasons otherwise, there shall be a substantially equal division in value, considering debts, between the spouses.",
      source: "https://lawserver.com/law/state/idaho/id-code/idaho_code_32-712",
      readOn: "2026-11-28",
    },
  },
  separateGrowth: {
    value: "INCOME_COMMUNITY",
    confirmed: true,
    citation: "Idaho Code § 32-906(1); § 32-903",
    reading: {
      quote:
        "any income, including the rents, issues and profits, of all property, whether separate or community, is community property",
      source: "https://jamesrqclark.com/can-a-souse-get-an-ainherited-house-in-divorce-9449",
      readOn: "2026-11-28",
    },
  },
  survivorRights: {
    value: {
      waived:
        "any elective share of the other's augmented quasi-community property estate, any share of the estate if there is no will, the homestead allowance, exempt property, the family allowance, and priority to serve as personal representative",
      electiveShare: true,
      waivable: true,
      notRenounceable: [],
      rightSummary:
        "The survivor keeps his or her own half of the community property; against the will the survivor may elect one-half of the augmented quasi-community property estate (property acquired elsewhere that would have been community in Idaho).",
      waiverConditions: { disclosureOfRight: false, fairConsideration: false },
    },
    confirmed: true,
    citation: "Idaho Code § 15-2-203(a)",
    reading: {
      quote:
        "The right of the surviving spouse in the augmented quasi-community property estate shall be elective and shall be limited to one-half (1/2) of the total augmented quasi-community property estate",
      source: "https://instalawyer.io/laws/idaho-code/section-15-2-203-elective-right",
      readOn: "2026-11-28",
    },
  },
  vocabulary: {
    value: {
      supportTerm: "maintenance",
      pendingSupportTerm: "temporary maintenance",
      divorceTerm: "divorce",
      sharedPropertyTerm: "community property",
    },
    confirmed: true,
    citation: "Idaho Code §§ 32-704, 32-705",
    reading: {
      quote:
        "Where a divorce is decreed, the court may grant a maintenance order if it finds that the spouse seeking maintenance:",
      source: "https://agoodattorney4u.com/maintenancespousal-supportalimony/",
      readOn: "2026-11-28",
    },
  },
  separationProceedings: {
    value: ["legal separation"],
    confirmed: true,
    citation: "Idaho Code § 32-704 (decree of legal separation)",
    reading: {
      quote:
        "The court may, in its discretion, on the motion of either party enter a decree of legal separation, providing fo",
      source: "https://www.divorcesource.com/ds/idaho/idaho-legal-separation-5311.shtml",
      readOn: "2026-11-28",
    },
  },
  acknowledgementForm: {
    value: "GENERAL",
    confirmed: true,
    citation: "Idaho Code § 51-115(3)(a)-(d) (text as published for 2019)",
    reading: {
      quote:
        "(3) A certificate of a notarial act is sufficient if it meets the requirements of subsections (1) and (2) of this section and: (a) Is in a short form set forth in section 51-116, Idaho Code; (b) Is in a form otherwise permitted by the law of this state; (c) Is in a form permitted by the law applicable in the jurisdiction in which the notarial act was performed;",
      source: "https://law.justia.com/codes/idaho/2019/title-51/chapter-1/section-51-115/",
      readOn: "2026-11-28",
    },
  },
  acknowledgedAsConveyance: {
    value: true,
    confirmed: true,
    citation: "Idaho Code §§ 32-917, 32-918; § 32-922",
    reading: {
      quote:
        "All contracts for marriage settlements must be in writing, and executed and acknowledged or proved in like manner as conveyances of land are required to be executed and acknowledged or proved.",
      source: "http://divorce.uslegal.com/separation-agreements/idaho-separation-agreement-law/",
      readOn: "2026-11-28",
    },
  },
  remoteNotarizationAllowed: {
    value: true,
    confirmed: true,
    citation: "Idaho Code § 51-114A(2), (3) (Revised Uniform Law on Notarial Acts (2018))",
    reading: {
      quote:
        "A notary public located in this state may perform a notarial act using communication technology for a remotely located individual if:",
      source: "https://legislature.idaho.gov/statutesrules/idstat/Title51/T51CH1/SECT51-114A",
      readOn: "2026-11-28",
    },
  },
  onlineSignerLocation: {
    value: "ANYWHERE",
    confirmed: true,
    citation: "Idaho Code § 51-114A(1)(d), (e), (2)",
    reading: {
      quote:
        "(2) A remotely located individual may comply with the provisions of section 51-106, Idaho Code, by appearing before a notary public by means of communication technology.",
      source: "https://legislature.idaho.gov/statutesrules/idstat/Title51/T51CH1/SECT51-114A",
      readOn: "2026-11-28",
    },
  },
};
