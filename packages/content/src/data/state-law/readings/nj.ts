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
  spousalSupport: {
    value: "CAN_WAIVE_OR_MODIFY",
    confirmed: true,
    citation: "N.J.S.A. 37:2-34(d)",
    reading: {
      quote:
        "37:2-34. Contents of premarital agreement Parties to a premarital agreement may contract with respect to: ... d. The modification or elimination of spousal support;",
      source: "https://www.divorcesource.com/NJ/ARTICLES/jessani8.html",
      readOn: "2026-11-28",
    },
  },
  pendingSupportProtected: {
    value: false,
    confirmed: true,
    citation: "N.J.S.A. 37:2-34(d)",
    reading: {
      quote:
        "37:2-34. Contents of premarital agreement Parties to a premarital agreement may contract with respect to: ... d. The modification or elimination of spousal support;",
      source: "https://www.divorcesource.com/NJ/ARTICLES/jessani8.html",
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
  division: {
    value: { system: "EQUITABLE_DISTRIBUTION", allProperty: false, giftsDivisible: false, equalPresumption: false },
    confirmed: true,
    citation: "N.J.S.A. 2A:34-23(h); Painter v. Painter, 65 N.J. 196, 216, 320 A.2d 484 (1974)",
    reading: {
      quote:
        "Clearly any property owned by a husband or wife at the time of marriage will remain the separate property of such spouse and in the event of divorce will not qualify as an asset eligible for distribution. As to this the statute is explicit.",
      source: "http://www.lawpipe.com/new-jersey/Painter_v_Painter.html",
      readOn: "2026-11-28",
    },
  },
  separateGrowth: {
    value: "PASSIVE_SEPARATE_ACTIVE_MARITAL",
    confirmed: true,
    citation: "Painter v. Painter, 65 N.J. 196, 216 (1974)",
    reading: {
      quote:
        "if such property, owned at the time of the marriage, later increases in value, such increment enjoys a like immunity Furthermore the income or other usufruct derived from such property ... shall similarly be considered the separate property ... The immunity of incremental value ... is not necessarily intended to include elements of value contributed by the other spouse",
      source: "http://www.lawpipe.com/new-jersey/Painter_v_Painter.html",
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
  survivorRights: {
    value: {
      waived:
        "any elective share (one-third of the augmented estate, claimed whatever the will says), any share of the estate if there is no will, and priority to serve as administrator",
      electiveShare: true,
      waivable: true,
      notRenounceable: [],
      rightSummary:
        "one-third of the augmented estate, reduced by the survivor's own assets and what the survivor receives from the decedent (needs-based); not available if the spouses were living separate and apart",
      waiverConditions: { disclosureOfRight: false, fairConsideration: false },
    },
    confirmed: true,
    citation: "N.J.S.A. 3B:8-10; 3B:8-1",
    reading: {
      quote:
        "The right of election of a surviving spouse or domestic partner and the rights of the surviving spouse or domestic partner may be waived, wholly or partially, before or after marriage ... by a written contract, agreement or waiver, signed by the party waiving after fair disclosure.",
      source: "https://marriage.uslegal.com/postnuptial-agreements/new-jersey-postnuptial-agreement-law/",
      readOn: "2026-11-28",
    },
  },
  vocabulary: {
    value: {
      supportTerm: "alimony",
      pendingSupportTerm: "pendente lite support",
      divorceTerm: "divorce",
      sharedPropertyTerm: "marital property",
    },
    confirmed: true,
    citation: "N.J.S.A. 2A:34-23 (first paragraph)",
    reading: {
      quote:
        "Pending any matrimonial action or action for dissolution of a civil union brought in this State or elsewhere, or after judgment of divorce or dissolution or maintenance ... the court may make such order as to the alimony or maintenance of the parties",
      source: "https://simonlawgroup.blogspot.com/2015/06/alimony-statute.html",
      readOn: "2026-11-28",
    },
  },
  separationProceedings: {
    value: ["divorce from bed and board"],
    confirmed: true,
    citation: "N.J.S.A. 2A:34-23(h)",
    reading: {
      quote:
        "in all actions where a judgment of divorce, dissolution of civil union, divorce from bed and board, or legal separation from a partner in a civil-union couple is entered, the court may make such award or awards to the parties, in addition to alimony and maintenance, to effectuate an equitable distribution",
      source: "https://vuotto.com/faq/which-of-our-property-is-marital-and-which-is-separate/",
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
  deathWaiverWitnesses: {
    value: null,
    confirmed: true,
    citation: "N.J.S.A. 3B:8-10",
    reading: {
      quote: "by a written contract, agreement or waiver, signed by the party waiving after fair disclosure",
      source: "https://marriage.uslegal.com/postnuptial-agreements/new-jersey-postnuptial-agreement-law/",
      readOn: "2026-11-28",
    },
  },
  acknowledgementForm: {
    value: "GENERAL",
    confirmed: true,
    citation: "N.J.S.A. 52:7-19(b) (P.L.2021, c.179, sec. 10)",
    reading: {
      quote:
        "A certificate of a notarial act is sufficient if it meets the requirements of subsection a. of this section and: (1) is in a short form set forth in section 21 of P.L.2021, c.179 (C.52:7-10.12); (2) is in a form otherwise permitted by the law of this State",
      source: "https://codes.findlaw.com/nj/title-52-state-government-departments-and-officers/nj-st-sect-52-7-19.html",
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
  counterpartsAllowed: {
    value: true,
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
