/** New Jersey: the cells of the state-law matrix read in its own law. */
import type { StateReadings } from "./reading.ts";

export const NJ: StateReadings = {
  officialStyle: {
    value: "State",
    confirmed: true,
    citation: "P.L.2021, c.179, enacting clause",
    reading: {
      quote: "Be It Enacted by the Senate and General Assembly of the State of New Jersey:",
      source: "https://www.njleg.state.nj.us/2020/Bills/PL21/179_.HTM",
      readOn: "2026-11-28",
    },
  },
  governingAct: {
    value: {
      kind: "UPAA",
      reference: "the Uniform Premarital and Pre-Civil Union Agreement Act, N.J.S.A. 37:2-31 et seq.",
    },
    confirmed: true,
    citation: "N.J.S.A. 37:2-31",
    reading: {
      quote:
        'This article shall be known and may be cited as the "Uniform Premarital and Pre-Civil Union Agreement Act."',
      source: "https://h2o.law.harvard.edu/collages/4646",
      readOn: "2026-11-28",
    },
  },
  counsel: {
    value: {
      statutoryNotice: null,
      plainLanguageExplanation: false,
      expressWaiverOfCounsel: true,
      separateWaiverAndExplanation: false,
      termsNeedingCounsel: [],
    },
    confirmed: true,
    citation: "N.J.S.A. 37:2-38(c)(4)",
    reading: {
      quote:
        "(4) Did not consult with independent legal counsel and did not voluntarily and expressly waive, in writing, the opportunity to consult with independent legal counsel.",
      source: "https://njlaw.rutgers.edu/collections/njstats/showsect.php?title=37&chapter=2&section=38&actn=getsect",
      readOn: "2026-11-28",
    },
  },
  unconscionability: {
    value: "AT_SIGNING",
    confirmed: true,
    citation: "N.J.S.A. 37:2-38(b), (c)",
    reading: {
      quote:
        "b. (Deleted by amendment, P.L.2013, c.72) c. The agreement was unconscionable when it was executed because that party, before execution of the agreement:",
      source: "https://njlaw.rutgers.edu/collections/njstats/showsect.php?title=37&chapter=2&section=38&actn=getsect",
      readOn: "2026-11-28",
    },
  },
  supportFloor: {
    value: "NONE",
    confirmed: true,
    citation: "N.J.S.A. 37:2-32(c); 37:2-38(c), (d)",
    reading: {
      quote:
        '"Unconscionable premarital or pre-civil union agreement" means an agreement, either due to a lack of property or unemployability: (1) Which would render a spouse ... without a means of reasonable support; (2) Which would make a spouse ... a public charge; or (3) Which would provide a standard of living far below that which was enjoyed before the marriage',
      source: "https://h2o.law.harvard.edu/collages/4646",
      readOn: "2026-11-28",
    },
  },
  disclosureStandard: {
    value: { kind: "FULL_AND_FAIR", knowledgeSuffices: false },
    confirmed: true,
    citation: "N.J.S.A. 37:2-38(c)(1); 37:2-33",
    reading: {
      quote:
        "(1) Was not provided full and fair disclosure of the earnings, property and financial obligations of the other party;",
      source: "https://njlaw.rutgers.edu/collections/njstats/showsect.php?title=37&chapter=2&section=38&actn=getsect",
      readOn: "2026-11-28",
    },
  },
  premaritalConversion: {
    value: true,
    confirmed: true,
    citation: "N.J.S.A. 37:2-34(a)",
    reading: {
      quote:
        "Parties to a premarital or pre-civil union agreement may contract with respect to: a. The rights and obligations of each of the parties in any of the",
      source: "https://h2o.law.harvard.edu/collages/4646",
      readOn: "2026-11-28",
    },
  },
  disclosureWaiver: {
    value: true,
    confirmed: true,
    citation: "N.J.S.A. 37:2-38(c)(2)",
    reading: {
      quote:
        "(2) Did not voluntarily and expressly waive, in writing, any right to disclosure of the property or financial obligations of the other party beyond the disclosure provided;",
      source: "https://njlaw.rutgers.edu/collections/njstats/showsect.php?title=37&chapter=2&section=38&actn=getsect",
      readOn: "2026-11-28",
    },
  },
  valueBasisRequired: {
    value: false,
    confirmed: true,
    citation: "N.J.S.A. 37:2-33",
    reading: {
      quote:
        "A premarital or pre-civil union agreement shall be in writing, with a statement of assets annexed thereto, signed by both parties, and it is enforceable without consideration.",
      source: "https://h2o.law.harvard.edu/collages/4646",
      readOn: "2026-11-28",
    },
  },
  witnesses: {
    value: { count: 0, notary: "MAY_BE_ONE" },
    confirmed: true,
    citation: "N.J.S.A. 37:2-33",
    reading: {
      quote:
        "A premarital or pre-civil union agreement shall be in writing, with a statement of assets annexed thereto, signed by both parties, and it is enforceable without consideration.",
      source: "https://h2o.law.harvard.edu/collages/4646",
      readOn: "2026-11-28",
    },
  },
  acknowledgedAsConveyance: {
    value: false,
    confirmed: true,
    citation: "N.J.S.A. 37:2-33",
    reading: {
      quote:
        "A premarital or pre-civil union agreement shall be in writing, with a statement of assets annexed thereto, signed by both parties, and it is enforceable without consideration.",
      source: "https://h2o.law.harvard.edu/collages/4646",
      readOn: "2026-11-28",
    },
  },
  remoteNotarizationAllowed: {
    value: true,
    confirmed: true,
    citation:
      "P.L.2021, c.179 (New Jersey Law on Notarial Acts, C.52:7-10 et seq.; N.J.S.A. 52:7-10.10); N.J.A.C. 17:50-1.14(a), (b)",
    reading: {
      quote:
        "(a) If a notarial act relates to a statement made in, or a signature executed on, a record, the individual making the statement or executing the signature shall appear personally before the notarial officer or shall use communication technology to appear before the notarial officer.",
      source:
        "https://print.casetext.com/regulation/new-jersey-administrative-code/title-17-treasury-general/chapter-50-notary-public-rules/subchapter-1-general-provisions/section-1750-114-requirements-for-use-of-communications-technology",
      readOn: "2026-11-28",
    },
  },
  finalAgreementReviewDays: {
    value: 0,
    confirmed: true,
    citation: "N.J.S.A. 37:2-33; 37:2-38",
    reading: {
      quote:
        "A premarital or pre-civil union agreement shall be in writing, with a statement of assets annexed thereto, signed by both parties, and it is enforceable without consideration.",
      source: "https://h2o.law.harvard.edu/collages/4646",
      readOn: "2026-11-28",
    },
  },
  signingDeadline: {
    value: "BEFORE_MARRIAGE",
    confirmed: true,
    citation: "N.J.S.A. 37:2-32(a)",
    reading: {
      quote:
        '"Premarital or pre-civil union agreement" means an agreement between prospective spouses or partners in a civil union made in contemplation of marriage or a civil union and to be effective upon marriage',
      source: "https://h2o.law.harvard.edu/collages/4646",
      readOn: "2026-11-28",
    },
  },
};
