/** Ohio: the cells of the state-law matrix read in its own law. */
import type { StateReadings } from "./reading.ts";

export const OH: StateReadings = {
  officialStyle: {
    value: "State",
    confirmed: true,
    citation: "Ohio enacting clause (e.g. S.B. 152, 123rd General Assembly)",
    reading: {
      quote: "BE IT ENACTED BY THE GENERAL ASSEMBLY OF THE STATE OF OHIO:",
      source: "http://archives.legislature.state.oh.us/bills.cfm?ID=123_SB_152_2",
      readOn: "2026-11-28",
    },
  },
  governingAct: {
    value: {
      kind: "COMMON_LAW",
      reference: "the common law of Ohio governing antenuptial agreements (Gross v. Gross, 11 Ohio St.3d 99 (1984))",
    },
    confirmed: true,
    citation: "Gross v. Gross, 11 Ohio St.3d 99, 464 N.E.2d 500 (1984), syllabus ¶¶ 1-2",
    reading: {
      quote:
        "1. Antenuptial agreements containing provisions for disposition of property and setting forth amounts to be paid as sustenance alimony upon a subsequent divorce of the parties are not contrary to public policy.",
      source: "https://case-law.vlex.com/vid/gross-v-gross-no-890397579",
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
    citation: "Gross v. Gross, 11 Ohio St.3d 99, 464 N.E.2d 500 (1984), syllabus ¶ 2",
    reading: {
      quote:
        "Such agreements are valid and enforceable (1) if they have been entered into freely without fraud, duress, coercion, or overreaching; (2) if there was full disclosure, or full knowledge and understanding of the nature, value and extent of the prospective spouse's property; and (3) if the terms do not promote or encourage divorce or profiteering by divorce.",
      source: "https://case-law.vlex.com/vid/gross-v-gross-no-890397579",
      readOn: "2026-11-28",
    },
  },
  spousalSupport: {
    value: "CAN_WAIVE_OR_MODIFY",
    confirmed: true,
    citation: "Gross v. Gross, 11 Ohio St.3d 99, 464 N.E.2d 500 (1984), syllabus ¶¶ 1, 4",
    reading: {
      quote:
        "1. Antenuptial agreements containing provisions for disposition of property and setting forth amounts to be paid as sustenance alimony upon a subsequent divorce of the parties are not contrary to public policy.",
      source: "https://case-law.vlex.com/vid/gross-v-gross-no-890397579",
      readOn: "2026-11-28",
    },
  },
  unconscionability: {
    value: "AT_SIGNING_AND_ENFORCEMENT",
    confirmed: true,
    citation: "Gross v. Gross, 11 Ohio St.3d 99, 464 N.E.2d 500 (1984), syllabus ¶¶ 2, 4",
    reading: {
      quote:
        "In a judicial review of such an agreement, upon motion for modification, at any subsequent separation or divorce proceeding of the parties, provisions setting forth maintenance or sustenance alimony must meet the additional test of conscionability at the time of the divorce or separation.",
      source: "https://case-law.vlex.com/vid/gross-v-gross-no-890397579",
      readOn: "2026-11-28",
    },
  },
  supportFloor: {
    value: "NONE",
    confirmed: true,
    citation: "Gross v. Gross, 11 Ohio St.3d 99, 464 N.E.2d 500 (1984), syllabus ¶ 4",
    reading: {
      quote:
        "In a judicial review of such an agreement, upon motion for modification, at any subsequent separation or divorce proceeding of the parties, provisions setting forth maintenance or sustenance alimony must meet the additional test of conscionability at the time of the divorce or separation.",
      source: "https://case-law.vlex.com/vid/gross-v-gross-no-890397579",
      readOn: "2026-11-28",
    },
  },
  disclosureStandard: {
    value: { kind: "FULL_AND_FAIR", knowledgeSuffices: true },
    confirmed: true,
    citation: "Gross v. Gross, 11 Ohio St.3d 99, 464 N.E.2d 500 (1984), syllabus ¶ 2",
    reading: {
      quote:
        "Such agreements are valid and enforceable (1) if they have been entered into freely without fraud, duress, coercion, or overreaching; (2) if there was full disclosure, or full knowledge and understanding of the nature, value and extent of the prospective spouse's property; and (3) if the terms do not promote or encourage divorce or profiteering by divorce.",
      source: "https://case-law.vlex.com/vid/gross-v-gross-no-890397579",
      readOn: "2026-11-28",
    },
  },
  separateGrowth: {
    value: "PASSIVE_SEPARATE_ACTIVE_MARITAL",
    confirmed: true,
    citation: "R.C. 3105.171(A)(3)(a)(iii), as quoted in Middendorf v. Middendorf, 82 Ohio St.3d 397, 399-400 (1998)",
    reading: {
      quote:
        "“(iii) * * * all income and appreciation on separate property, due to the labor, monetary, or in-kind contribution of either or both of the spouses that occurred during the marriage.”",
      source: "https://app.midpage.ai/document/middendorf-v-middendorf-6777471",
      readOn: "2026-11-28",
    },
  },
  premaritalConversion: {
    value: true,
    confirmed: true,
    citation: "Gross v. Gross, 11 Ohio St.3d 99, 464 N.E.2d 500 (1984), syllabus ¶ 1",
    reading: {
      quote:
        "Antenuptial agreements containing provisions for disposition of property ... upon a subsequent divorce of the parties are not contrary to public policy.",
      source: "https://case-law.vlex.com/vid/gross-v-gross-no-890397579",
      readOn: "2026-11-28",
    },
  },
  survivorRights: {
    value: {
      waived:
        "dower (a life estate in one third of the real property the other spouse owned during the marriage), the right to elect to take against the will (the intestate share, capped at one half of the net estate, or one third where two or more of the decedent's children or their descendants survive), any share of the estate if there is no will, the right to remain in and to take the mansion house, the allowance for support, and priority to serve as administrator",
      electiveShare: true,
      waivable: true,
      notRenounceable: [],
      rightSummary:
        "the surviving spouse may elect to take the intestate share instead of the will, not exceeding one half of the net estate, or one third if two or more of the decedent's children or their descendants survive; dower is a life estate in one third of real property owned during the marriage",
      waiverConditions: { disclosureOfRight: false, fairConsideration: false },
    },
    confirmed: true,
    citation: "R.C. 2103.02; R.C. 2106.01(C); R.C. 2106.22 (heading)",
    reading: {
      quote:
        "A spouse who has not relinquished or been barred from it shall be endowed of an estate for life in one third of the real property of which the consort was seized as an estate of inheritance at any time during the marriage.",
      source: "https://codes.ohio.gov/ohio-revised-code/chapter-2103",
      readOn: "2026-11-28",
    },
  },
  vocabulary: {
    value: {
      supportTerm: "spousal support",
      pendingSupportTerm: "temporary spousal support",
      divorceTerm: "divorce",
      sharedPropertyTerm: "marital property",
    },
    confirmed: true,
    citation: "R.C. 3105.18(A), (B)",
    reading: {
      quote:
        "(B) In divorce and legal separation proceedings, upon the request of either party and after the court determines the division or disbursement of property under section 3105.171 of the Revised Code, the court of common pleas may award reasonable spousal support to either party. During the pendency of any divorce, or legal separation proceeding, the court may award reasonable temporary spousal support",
      source: "https://instalawyer.io/laws/ohio-revised-code/section-310518-awarding-spousal",
      readOn: "2026-11-28",
    },
  },
  separationProceedings: {
    value: ["legal separation"],
    confirmed: true,
    citation: "R.C. 3105.18(B); R.C. 3105.17",
    reading: {
      quote:
        "In divorce and legal separation proceedings, upon the request of either party and after the court determines the division or disbursement of property under section 3105.171 ... the court of common pleas may award reasonable spousal support",
      source: "https://instalawyer.io/laws/ohio-revised-code/section-310518-awarding-spousal",
      readOn: "2026-11-28",
    },
  },
  disclosureWaiver: {
    value: false,
    confirmed: true,
    citation: "Gross v. Gross, 11 Ohio St.3d 99, 464 N.E.2d 500 (1984), syllabus ¶ 2",
    reading: {
      quote:
        "Such agreements are valid and enforceable (1) if they have been entered into freely without fraud, duress, coercion, or overreaching; (2) if there was full disclosure, or full knowledge and understanding of the nature, value and extent of the prospective spouse's property; and (3) if the terms do not promote or encourage divorce or profiteering by divorce.",
      source: "https://case-law.vlex.com/vid/gross-v-gross-no-890397579",
      readOn: "2026-11-28",
    },
  },
  valueBasisRequired: {
    value: false,
    confirmed: true,
    citation: "Gross v. Gross, 11 Ohio St.3d 99, 464 N.E.2d 500 (1984), syllabus ¶ 2",
    reading: {
      quote:
        "Such agreements are valid and enforceable (1) if they have been entered into freely without fraud, duress, coercion, or overreaching; (2) if there was full disclosure, or full knowledge and understanding of the nature, value and extent of the prospective spouse's property; and (3) if the terms do not promote or encourage divorce or profiteering by divorce.",
      source: "https://case-law.vlex.com/vid/gross-v-gross-no-890397579",
      readOn: "2026-11-28",
    },
  },
  witnesses: {
    value: { count: 0, notary: "MAY_BE_ONE" },
    confirmed: true,
    citation:
      "R.C. 1335.05 (statute of frauds), as applied in In re Estate of Weber, 170 Ohio St. 567 (1960), syllabus; Gross v. Gross, 11 Ohio St.3d 99 (1984)",
    reading: {
      quote:
        'A written agreement ... which recites that it was made for the purpose of setting forth in writing an oral antenuptial agreement ... constitutes a sufficient "memorandum or note" of such agreement to comply with the provisions of Section 1335.05, Revised Code, known as the statute of frauds',
      source: "https://print.casetext.com/case/in-re-estate-of-weber-5",
      readOn: "2026-11-28",
    },
  },
  acknowledgementForm: {
    value: "GENERAL",
    confirmed: true,
    citation: "R.C. 147.54(A)-(C)",
    reading: {
      quote:
        'The form of a certificate of acknowledgment used by a person whose authority is recognized under section 147.51 of the Revised Code shall be accepted in this state if: (A) The certificate is in a form prescribed by the laws or regulations of this state; (B) The certificate is in a form prescribed by the laws or regulations applicable in the place in which the acknowledgment is taken; or (C) The certificate contains the words "acknowledged before me," or their substantial equivalent.',
      source: "https://instalawyer.io/laws/ohio-revised-code/section-14754-recognized-certificate",
      readOn: "2026-11-28",
    },
  },
  remoteNotarizationAllowed: {
    value: true,
    confirmed: true,
    citation: "R.C. 147.64 (S.B. 263, 132nd G.A., effective 20 September 2019)",
    reading: {
      quote:
        "(A)(1) Except as provided in division (A)(3) of this section, an online notary public has the authority to perform any notarial act as an online notarization.",
      source: "https://instalawyer.io/laws/ohio-revised-code/section-14764-authority-of",
      readOn: "2026-11-28",
    },
  },
  finalAgreementReviewDays: {
    value: 0,
    confirmed: true,
    citation: "Gross v. Gross, 11 Ohio St.3d 99, 464 N.E.2d 500 (1984), syllabus ¶ 2",
    reading: {
      quote:
        "Such agreements are valid and enforceable (1) if they have been entered into freely without fraud, duress, coercion, or overreaching; (2) if there was full disclosure, or full knowledge and understanding of the nature, value and extent of the prospective spouse's property; and (3) if the terms do not promote or encourage divorce or profiteering by divorce.",
      source: "https://case-law.vlex.com/vid/gross-v-gross-no-890397579",
      readOn: "2026-11-28",
    },
  },
  onlineSignerLocation: {
    value: "ANYWHERE",
    confirmed: true,
    citation: "R.C. 147.64(C)",
    reading: {
      quote:
        "(1) A notary public may perform an online notarization by means of audio-video communication ... for any principal who is located within the territory of the United States. (2) ... for a principal located outside the territory of the United States only if both of the following conditions are met:",
      source: "https://instalawyer.io/laws/ohio-revised-code/section-14764-authority-of",
      readOn: "2026-11-28",
    },
  },
  signingDeadline: {
    value: "BEFORE_MARRIAGE",
    confirmed: true,
    citation: "Gross v. Gross, 11 Ohio St.3d 99, 464 N.E.2d 500 (1984), syllabus ¶ 2",
    reading: {
      quote:
        "Such agreements are valid and enforceable ... (2) if there was full disclosure, or full knowledge and understanding of the nature, value and extent of the prospective spouse's property",
      source: "https://case-law.vlex.com/vid/gross-v-gross-no-890397579",
      readOn: "2026-11-28",
    },
  },
};
