/** the District of Columbia: the cells of the state-law matrix read in its own law. */
import type { StateReadings } from "./reading.ts";

export const DC: StateReadings = {
  officialStyle: {
    value: "District",
    confirmed: true,
    citation: "D.C. Code § 1-1231.13a(b)",
    reading: {
      quote:
        "A notary public located in the District may use communication technology to perform a notarial act for a remotely located individual",
      source: "https://code.dccouncil.gov/us/dc/council/code/sections/1-1231.13a",
      readOn: "2026-11-28",
    },
  },
  governingAct: {
    value: {
      kind: "UPAA",
      reference: "the District of Columbia Uniform Premarital Agreement Act of 1995, D.C. Code § 46-501 et seq.",
    },
    confirmed: true,
    citation: "D.C. Code § 46-501(3) and legislative note (D.C. Law 11-82)",
    reading: {
      quote:
        'Law 11-82, the "Uniform Premarital Agreement Act of 1995," was introduced in Council and assigned Bill No. 11-227 ... D.C. Law 11-82 became effective on February 9, 1996.',
      source: "http://dccode.elaws.us/code?no=46-5&e=8",
      readOn: "2026-11-28",
    },
  },
  vocabulary: {
    value: {
      supportTerm: "alimony",
      pendingSupportTerm: "pendente lite alimony",
      divorceTerm: "divorce",
      sharedPropertyTerm: "marital property",
    },
    confirmed: true,
    citation: "D.C. Code § 16-911(a)(1)",
    reading: {
      quote:
        "(a) During the pendency of an action for divorce ... the court may: (1) require the spouse or domestic partner to pay pendente lite alimony to the other spouse or domestic partner",
      source: "http://dccode.elaws.us/code?no=16-911",
      readOn: "2026-11-28",
    },
  },
  onlineSignerLocation: {
    value: "ANYWHERE",
    confirmed: true,
    citation: "D.C. Code § 1-1231.13a(b)(4)",
    reading: {
      quote:
        "(4) For a remotely located individual located outside a state: (A) The record: (i) Is to be filed with or relates to a matter before a public official or court, governmental entity, or other entity subject to the jurisdiction of a state; or (ii) Involves property located in the territorial jurisdiction of the United States",
      source: "https://code.dccouncil.gov/us/dc/council/code/sections/1-1231.13a",
      readOn: "2026-11-28",
    },
  },
  signingDeadline: {
    value: "BEFORE_MARRIAGE",
    confirmed: true,
    citation: "D.C. Code § 46-501(3)",
    reading: {
      quote:
        '(3) "Premarital agreement" means an agreement between prospective spouses or prospective domestic partners made in contemplation of marriage or domestic partnership and to be effective upon marriage or domestic partnership.',
      source: "http://dccode.elaws.us/code?no=46-5&e=8",
      readOn: "2026-11-28",
    },
  },
};
