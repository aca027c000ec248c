/** New York: the cells of the state-law matrix read in its own law. */
import type { StateReadings } from "./reading.ts";

export const NY: StateReadings = {
  officialStyle: {
    value: "State",
    confirmed: true,
    citation: "N.Y. enacting clause (S. 7780 of 2022, as printed by the Assembly)",
    reading: {
      quote: "The People of the State of New York, represented in Senate and Assembly, do enact as follows:",
      source: "https://assembly.state.ny.us/leg/?Text=Y&bn=S7780&term=2021",
      readOn: "2026-11-28",
    },
  },
  governingAct: {
    value: { kind: "STATE_STATUTE", reference: "New York Domestic Relations Law § 236(B)(3)" },
    confirmed: true,
    citation: "N.Y. Dom. Rel. Law § 236(B)(3)",
    reading: {
      quote:
        "An agreement by the parties, made before or during the marriage, shall be valid and enforceable in a matrimonial action if such agreement is in writing, subscribed by the parties, and acknowledged or proven in the manner required to entitle a deed to be recorded.",
      source:
        "https://h2o-stage.lil.tools/casebooks/1068-new-york-domestic-relations-law-fall-2020/sections/2.3.1-legal-requirements-for-matrimonial-agreements",
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
    citation: "N.Y. Dom. Rel. Law § 236(B)(3)",
    reading: {
      quote:
        "An agreement by the parties, made before or during the marriage, shall be valid and enforceable in a matrimonial action if such agreement is in writing, subscribed by the parties, and acknowledged or proven in the manner required to entitle a deed to be recorded.",
      source:
        "https://h2o-stage.lil.tools/casebooks/1068-new-york-domestic-relations-law-fall-2020/sections/2.3.1-legal-requirements-for-matrimonial-agreements",
      readOn: "2026-11-28",
    },
  },
  spousalSupport: {
    value: "CAN_WAIVE_OR_MODIFY",
    confirmed: true,
    citation: "N.Y. Dom. Rel. Law § 236(B)(3)(3); Gen. Oblig. Law § 5-311",
    reading: {
      quote:
        "(3) provision for the amount and duration of maintenance ... subject to the provisions of section 5-311 of the general obligations law, and provided that such terms were fair and reasonable at the time of the making of the agreement and are not unconscionable at the time of entry of final judgment",
      source:
        "https://h2o-stage.lil.tools/casebooks/1068-new-york-domestic-relations-law-fall-2020/sections/2.3.1-legal-requirements-for-matrimonial-agreements",
      readOn: "2026-11-28",
    },
  },
  pendingSupportProtected: {
    value: false,
    confirmed: true,
    citation: "Anonymous v Anonymous, 2016 NY Slip Op 02016, 137 A.D.3d 598 (1st Dept 2016)",
    reading: {
      quote:
        "granted defendant husband's motion for temporary maintenance, modified, on the law, to deny defendant's motion for temporary maintenance",
      source: "https://law.justia.com/cases/new-york/appellate-division-first-department/2016/16483-300009-13.html",
      readOn: "2026-11-28",
    },
  },
  supportKinds: {
    value: ["temporary maintenance", "post-divorce maintenance"],
    confirmed: true,
    citation: "N.Y. Dom. Rel. Law § 236(B)(5-a) (temporary maintenance awards), § 236(B)(6) (post-divorce maintenance)",
    reading: {
      quote:
        "5-a. Temporary maintenance awards. a. Except where the parties have entered into an agreement providing for maintenance PURSUANT TO SUBDIVISION THREE OF THIS PART, in any matrimonial action the court, UPON APPLICATION BY A PARTY, shall make its award for temporary maintenance pursuant to the provisions of this subdivision.",
      source: "http://nysenate.gov/legislation/bills/2015/A7645",
      readOn: "2026-11-28",
    },
  },
  unconscionability: {
    value: "AT_SIGNING_AND_ENFORCEMENT",
    confirmed: true,
    citation: "N.Y. Dom. Rel. Law § 236(B)(3)(3)",
    reading: {
      quote:
        "(3) provision for the amount and duration of maintenance ... subject to the provisions of section 5-311 of the general obligations law, and provided that such terms were fair and reasonable at the time of the making of the agreement and are not unconscionable at the time of entry of final judgment",
      source:
        "https://h2o-stage.lil.tools/casebooks/1068-new-york-domestic-relations-law-fall-2020/sections/2.3.1-legal-requirements-for-matrimonial-agreements",
      readOn: "2026-11-28",
    },
  },
  supportFloor: {
    value: "NONE",
    confirmed: true,
    citation: "N.Y. Dom. Rel. Law § 236(B)(3)(3); Gen. Oblig. Law § 5-311",
    reading: {
      quote:
        "Except as provided in section two hundred thirty-six of the domestic relations law, a husband and wife cannot contract ... to relieve either of his or her liability to support the other in such a manner that he or she will become incapable of self-support and therefore is likely to become a public charge.",
      source: "https://nysenate.gov/legislation/laws/GOB/5-311",
      readOn: "2026-11-28",
    },
  },
  division: {
    value: { system: "EQUITABLE_DISTRIBUTION", allProperty: false, giftsDivisible: false, equalPresumption: false },
    confirmed: true,
    citation: "N.Y. Dom. Rel. Law § 236(B)(1)(c), (d)(3); Wohl v Wohl, 63 A.D.3d 605 (1st Dept 2009)",
    reading: {
      quote:
        "Marital property, subject to equitable distribution, \"includes property acquired by either spouse during the marriage 'regardless of the form in which title is held'\"",
      source: "https://e.casetext.com/case/wohl-v-larry-wohl",
      readOn: "2026-11-28",
    },
  },
  separateGrowth: {
    value: "PASSIVE_SEPARATE_ACTIVE_MARITAL",
    confirmed: true,
    citation: "N.Y. Dom. Rel. Law § 236(B)(1)(d)(3); Price v. Price, 69 N.Y.2d 8 (1986)",
    reading: {
      quote:
        '"property acquired in exchange for or the increase in value of separate property, except to the extent that such appreciation is due in part to the contributions or efforts of the other spouse."',
      source: "https://info.5y1.org/real-estate-appreciation-by-city_1_bb967c.html",
      readOn: "2026-11-28",
    },
  },
  premaritalConversion: {
    value: true,
    confirmed: true,
    citation: "N.Y. Dom. Rel. Law § 236(B)(3)(2)",
    reading: {
      quote:
        "Such an agreement may include ... (2) provision for the ownership, division or distribution of separate and marital property",
      source:
        "https://h2o-stage.lil.tools/casebooks/1068-new-york-domestic-relations-law-fall-2020/sections/2.3.1-legal-requirements-for-matrimonial-agreements",
      readOn: "2026-11-28",
    },
  },
  survivorRights: {
    value: {
      waived:
        "the right of election against the will (the elective share), any share of the estate if there is no will, the family exemption (exempt property), and priority to letters of administration",
      electiveShare: true,
      waivable: true,
      notRenounceable: [],
      rightSummary:
        "the greater of $50,000 (or the whole net estate if less) or one-third of the net estate, testamentary substitutes included",
      waiverConditions: { disclosureOfRight: false, fairConsideration: false },
    },
    confirmed: true,
    citation: "N.Y. EPTL 5-1.1-A(a)(2) (elective share), 5-1.1-A(e)(2) (waiver formalities)",
    reading: {
      quote:
        "The elective share ... is the pecuniary amount equal to the greater of (i) fifty thousand dollars or, if the capital value of the net estate is less than fifty thousand dollars, such capital value, or (ii) one third of the net estate.",
      source: "https://jdbar.com/statutes/eplt-5-1-1-a/",
      readOn: "2026-11-28",
    },
  },
  vocabulary: {
    value: {
      supportTerm: "maintenance",
      pendingSupportTerm: "temporary maintenance",
      divorceTerm: "divorce",
      sharedPropertyTerm: "marital property",
    },
    confirmed: true,
    citation: "N.Y. Dom. Rel. Law § 236(B)(1)(c), (3), (5-a)",
    reading: {
      quote:
        "5-a. Temporary maintenance awards. ... in any matrimonial action the court, UPON APPLICATION BY A PARTY, shall make its award for temporary maintenance",
      source: "http://nysenate.gov/legislation/bills/2015/A7645",
      readOn: "2026-11-28",
    },
  },
  separationProceedings: {
    value: ["separation"],
    confirmed: true,
    citation: "N.Y. Dom. Rel. Law § 200",
    reading: {
      quote:
        "An action may be maintained by a husband or wife against the other party to the marriage to procure a judgment separating the parties from bed and board, forever, or for a limited time, for any of the following causes:",
      source: "https://www.nysenate.gov/legislation/laws/DOM/200",
      readOn: "2026-11-28",
    },
  },
  embryoAgreements: {
    value: "FORMS_FOLLOWED",
    confirmed: true,
    citation: "Kass v. Kass, 91 N.Y.2d 554, 696 N.E.2d 174 (1998)",
    reading: {
      quote:
        "Like the two-Justice plurality at the Appellate Division, we conclude that the parties' agreement providing for donation to the IVF program controls.",
      source: "https://cetient.com/opinion/2052645/kass-v-kass",
      readOn: "2026-11-28",
    },
  },
  witnesses: {
    value: { count: 0, notary: "MAY_BE_ONE" },
    confirmed: true,
    citation: "N.Y. Dom. Rel. Law § 236(B)(3)",
    reading: {
      quote:
        "An agreement by the parties, made before or during the marriage, shall be valid and enforceable in a matrimonial action if such agreement is in writing, subscribed by the parties, and acknowledged or proven in the manner required to entitle a deed to be recorded.",
      source:
        "https://h2o-stage.lil.tools/casebooks/1068-new-york-domestic-relations-law-fall-2020/sections/2.3.1-legal-requirements-for-matrimonial-agreements",
      readOn: "2026-11-28",
    },
  },
  deathWaiverWitnesses: {
    value: null,
    confirmed: true,
    citation: "N.Y. EPTL 5-1.1-A(e)(2)",
    reading: {
      quote:
        "must be in writing and subscribed by the maker thereof, and acknowledged or proved in the manner required by the laws of this state for the recording of a conveyance of real property",
      source: "http://print.casetext.com/case/matter-of-saperstein",
      readOn: "2026-11-28",
    },
  },
  acknowledgementForm: {
    value: "NEW_YORK_RPL_309A",
    confirmed: true,
    citation: "N.Y. Real Prop. Law § 309-a(1); § 309-b(1)",
    reading: {
      quote:
        "On the .......... day of ........ in the year ..... before me, the undersigned, personally appeared ........, personally known to me or proved to me on the basis of satisfactory evidence to be the individual(s) whose name(s) is (are) subscribed to the within instrument and acknowledged to me that he/she/they executed the same",
      source: "https://lexace.ai/us/statute/new-york/rpp-309-A",
      readOn: "2026-11-28",
    },
  },
  acknowledgedAsConveyance: {
    value: true,
    confirmed: true,
    citation: "N.Y. Dom. Rel. Law § 236(B)(3)",
    reading: {
      quote:
        "An agreement by the parties, made before or during the marriage, shall be valid and enforceable in a matrimonial action if such agreement is in writing, subscribed by the parties, and acknowledged or proven in the manner required to entitle a deed to be recorded.",
      source:
        "https://h2o-stage.lil.tools/casebooks/1068-new-york-domestic-relations-law-fall-2020/sections/2.3.1-legal-requirements-for-matrimonial-agreements",
      readOn: "2026-11-28",
    },
  },
  remoteNotarizationAllowed: {
    value: true,
    confirmed: true,
    citation: "N.Y. Exec. Law § 135-c (electronic notarization; in force from January 31, 2023)",
    reading: {
      quote:
        '"Electronic notarial act" means an official act by a notary public, physically present in the state of New York, on or involving an electronic record and using means authorized by the secretary of state.',
      source: "https://newyork.public.law/laws/n.y._executive_law_section_135-c",
      readOn: "2026-11-28",
    },
  },
  finalAgreementReviewDays: {
    value: 0,
    confirmed: true,
    citation: "N.Y. Dom. Rel. Law § 236(B)(3)",
    reading: {
      quote:
        "An agreement by the parties, made before or during the marriage, shall be valid and enforceable in a matrimonial action if such agreement is in writing, subscribed by the parties, and acknowledged or proven in the manner required to entitle a deed to be recorded.",
      source:
        "https://h2o-stage.lil.tools/casebooks/1068-new-york-domestic-relations-law-fall-2020/sections/2.3.1-legal-requirements-for-matrimonial-agreements",
      readOn: "2026-11-28",
    },
  },
  signingDeadline: {
    value: "BEFORE_MARRIAGE",
    confirmed: true,
    citation: "N.Y. Dom. Rel. Law § 236(B)(3)",
    reading: {
      quote:
        "Notwithstanding any other provision of law, an acknowledgment of an agreement made before marriage may be executed before any person authorized to solemnize a marriage",
      source:
        "https://h2o-stage.lil.tools/casebooks/1068-new-york-domestic-relations-law-fall-2020/sections/2.3.1-legal-requirements-for-matrimonial-agreements",
      readOn: "2026-11-28",
    },
  },
  maritalAgreements: {
    value: {
      enforceability: "ENFORCEABLE",
      noCourtWithinYearsOfMove: null,
      revocationExempt: false,
      allowedFrom: null,
      amendmentBySignedWriting: false,
      repeatOriginalFormalities: false,
      separateCounsel: "RECOMMENDED",
      acknowledgedLikeDeed: true,
      spousesAreFiduciaries: false,
      fullDisclosure: false,
      deathWaiverWitnesses: 0,
      termsMustNotPromoteDivorce: false,
      invalidIfDissolutionWithinYears: null,
      conversionStatement: null,
      partition: null,
    },
    confirmed: true,
    // The statute's words were read as the Court of Appeals quotes them in Matisoff.
    citation: "N.Y. Dom. Rel. Law § 236(B)(3); Matisoff v. Dobi, 90 N.Y.2d 127, 130 (1997)",
    reading: {
      quote:
        'Domestic Relations Law § 236 (B) (3) states that a nuptial agreement made before or during the marriage must satisfy three requirements to be "valid and enforceable in a matrimonial action." First, the agreement must be in writing. Second, it must be subscribed by the parties and third, it must be "acknowledged or proven in the manner required to entitle a deed to be recorded."',
      source: "http://law.justia.com/cases/new-york/court-of-appeals/1997/90-n-y-2d-127-0.html",
      readOn: "2026-11-29",
    },
  },
};
