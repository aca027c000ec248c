/** Alaska: the cells of the state-law matrix read in its own law. */
import type { StateReadings } from "./reading.ts";

export const AK: StateReadings = {
  officialStyle: {
    value: "State",
    confirmed: true,
    citation: "enacting clause of Alaska bills (e.g. SSHB 307, 18th Legislature)",
    reading: {
      quote: "BE IT ENACTED BY THE LEGISLATURE OF THE STATE OF ALASKA",
      source: "http://www.akleg.gov/basis/Bill/Text/18?Hsid=HB0307B",
      readOn: "2026-11-28",
    },
  },
  governingAct: {
    value: {
      kind: "COMMON_LAW",
      reference:
        "the common law of Alaska governing premarital agreements (Brooks v. Brooks, 733 P.2d 1044 (Alaska 1987))",
    },
    confirmed: true,
    citation:
      "Andrew B. v. Abbie B., 494 P.3d 522 (Alaska 2021), quoting Brooks v. Brooks, 733 P.2d 1044, 1049 (Alaska 1987)",
    reading: {
      quote: "prenuptial agreements are enforceable only 'if certain standards of \"fairness\" are met'",
      source: "https://print.casetext.com/case/andrew-b-v-abbie-b",
      readOn: "2026-11-28",
    },
  },
  division: {
    value: { system: "EQUITABLE_DISTRIBUTION", allProperty: false, giftsDivisible: false, equalPresumption: false },
    confirmed: true,
    citation: "AS 25.24.160(a)(4)",
    reading: {
      quote:
        "for the division between the parties of their property, including retirement benefits, whether joint or separate, acquired only during marriage, in a just manner and without regard to which of the parties is in fault; however, the court, in making the division, may invade the property, including retirement benefits, of either spouse acquired before marriage when the balancing of the equities between the parties requires it",
      source:
        "https://github.com/UniCourt/cic-code-ak/blob/60c1fbc10286a6ded7c5a12e01b725b9c0caea79/transforms/ak/ocak/r82/gov.ak.code.title.25.html",
      readOn: "2026-11-28",
    },
  },
  premaritalConversion: {
    value: true,
    confirmed: true,
    citation: "AS 34.77.030(f)",
    reading: {
      quote:
        "property that is owned by a spouse at the time of a marriage but before the determination date is not community property except to the extent otherwise expressly provided in the community property agreement.",
      source: "http://www.touchngo.com/lglcntr/akstats/Statutes/Title34/Chapter77/Section030.htm",
      readOn: "2026-11-28",
    },
  },
  communityPropertyElection: {
    value: "AGREEMENT_OR_TRUST",
    confirmed: true,
    citation: "AS 34.77.030(a); AS 34.77.100(a)",
    reading: {
      quote:
        "property of spouses is community property under this chapter only to the extent provided in a community property agreement or a community property trust.",
      source: "http://www.touchngo.com/lglcntr/akstats/Statutes/Title34/Chapter77/Section030.htm",
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
    citation: "AS 25.24.160(a), (a)(2)",
    reading: {
      quote:
        "In a judgment in an action for divorce ... the court may provide ... (2) for the recovery by one party from the other of an amount of money for maintenance, for a limited or indefinite period of time, in gross or in installments",
      source: "http://touchngo.com/lglcntr/akstats/2007Statutes/Title25/Chapter24/Section160.htm",
      readOn: "2026-11-28",
    },
  },
  acknowledgementForm: {
    value: "GENERAL",
    confirmed: true,
    citation:
      "AS 09.63.080 (Uniform Recognition of Acknowledgments Act § 4; section number inferred from the Act's order — the page prints the text without numbers)",
    reading: {
      quote:
        "The form of a certificate of acknowledgment used by a person whose authority is recognized under AS 09.63.010 or 09.63.050 shall be accepted in the state if ... (3) the certificate contains the words 'acknowledged before me' or their substantial equivalent.",
      source:
        "https://www.helplinelaw.com/usa-statutes/alaska/Code%20of%20Civil%20Procedure/Chapter%2063.%20Oath,%20Acknowledgment,%20and%20Other%20Proof",
      readOn: "2026-11-28",
    },
  },
  remoteNotarizationAllowed: {
    value: true,
    confirmed: true,
    citation:
      "AS 44.50.075(a), (b) (remote notarial acts; regulations 6 AAC 88 in effect by 1 January 2021 per the Lieutenant Governor)",
    reading: {
      quote:
        "(a) A remotely located individual may comply with AS 44.50.062(5)(A) by using communication technology to appear before a notary public. (b) A notary public located in this state may perform a notarial act using communication technology for a remotely located individual if",
      source:
        "https://getpocketlaw.com/law/state_alaska/section-44-50-075-notarial-act-performed-for-remotely-located-individual_6677dfd98ed6",
      readOn: "2026-11-28",
    },
  },
  onlineSignerLocation: {
    value: "ANYWHERE",
    confirmed: true,
    citation: "AS 44.50.075(b)(4)",
    reading: {
      quote:
        "for a remotely located individual located outside the United States, (A) the record (i) is to be filed with or relates to a matter before a public official, court, governmental entity, or other entity subject to the jurisdiction of the United States; or (ii) involves property located in the territorial jurisdiction of the United States or involves a transaction substantially connected with the United States",
      source:
        "https://getpocketlaw.com/law/state_alaska/section-44-50-075-notarial-act-performed-for-remotely-located-individual_6677dfd98ed6",
      readOn: "2026-11-28",
    },
  },
  supportKinds: {
    value: null,
    confirmed: true,
    citation: "AS 25.24.160(a)(2)",
    reading: {
      quote:
        "(2) for the recovery by one party from the other of an amount of money for maintenance, for a limited or indefinite period of time, in gross or in installments, as may be just and necessary without regard to which of the parties is in fault",
      source: "http://touchngo.com/lglcntr/akstats/2007Statutes/Title25/Chapter24/Section160.htm",
      readOn: "2026-11-28",
    },
  },
  survivorRights: {
    value: {
      waived:
        "the right of election (the elective share and any supplemental elective share), the homestead allowance, exempt property, the family allowance, and all benefits that would otherwise pass from the other by intestate succession or by virtue of a will executed before the waiver",
      electiveShare: true,
      waivable: true,
      notRenounceable: [],
      rightSummary:
        "an elective share amount equal to one-third of the augmented estate, with a supplemental elective share amount bringing it up to $50,000 where the survivor's amounts fall short; the homestead allowance, exempt property and family allowance are in addition",
      waiverConditions: { disclosureOfRight: false, fairConsideration: false },
    },
    confirmed: true,
    citation: "AS 13.12.202(a), (b); AS 13.12.213(a), (d) (2022 release)",
    reading: {
      quote:
        "to take an elective share amount equal to one-third of the augmented estate. ... [AS 13.12.213(a):] The right of election of a surviving spouse and the rights of the surviving spouse to homestead allowance, exempt property, and family allowance, or to any of them, may be waived, wholly or partially, before or after marriage, by a written contract, agreement, or waiver signed by the surviving spouse. ... [(d):] a waiver of “all rights,” or equivalent language, in the property or estate of a present or prospective spouse ... is a waiver of all rights of elective share, homestead allowance, exempt property, and family allowance by each spouse in the property of the other and a renunciation by each of all benefits that would otherwise pass to the spouse from the other by intestate succession or by virtue of a will executed before the waiver",
      source:
        "https://github.com/UniCourt/cic-code-ak/blob/60c1fbc10286a6ded7c5a12e01b725b9c0caea79/transforms/ak/ocak/r82/gov.ak.code.title.13.html",
      readOn: "2026-11-28",
    },
  },
  deathWaiverWitnesses: {
    value: null,
    confirmed: true,
    citation: "AS 13.12.213(a) (2022 release)",
    reading: {
      quote:
        "The right of election of a surviving spouse and the rights of the surviving spouse to homestead allowance, exempt property, and family allowance, or to any of them, may be waived, wholly or partially, before or after marriage, by a written contract, agreement, or waiver signed by the surviving spouse.",
      source:
        "https://github.com/UniCourt/cic-code-ak/blob/60c1fbc10286a6ded7c5a12e01b725b9c0caea79/transforms/ak/ocak/r82/gov.ak.code.title.13.html",
      readOn: "2026-11-28",
    },
  },
  separationProceedings: {
    value: ["legal separation"],
    confirmed: true,
    citation: "AS 25.24.400; AS 25.24.410 (2022 release)",
    reading: {
      quote:
        "A husband or a wife may separately or jointly file a complaint in the superior court for a legal separation. A legal separation may be granted no more than once to the same married couple.",
      source:
        "https://github.com/UniCourt/cic-code-ak/blob/60c1fbc10286a6ded7c5a12e01b725b9c0caea79/transforms/ak/ocak/r82/gov.ak.code.title.25.html",
      readOn: "2026-11-28",
    },
  },
  witnesses: {
    value: { count: 0, notary: "MAY_BE_ONE" },
    confirmed: true,
    citation: "AS 09.25.010(a)(5) (2022 release)",
    reading: {
      quote:
        "In the following cases and under the following conditions an agreement, promise, or undertaking is unenforceable unless it or some note or memorandum of it is in writing and subscribed by the party charged or by an agent of that party: ... an agreement made upon consideration of marriage other than mutual promises to marry;",
      source:
        "https://github.com/UniCourt/cic-code-ak/blob/60c1fbc10286a6ded7c5a12e01b725b9c0caea79/transforms/ak/ocak/r82/gov.ak.code.title.09.html",
      readOn: "2026-11-28",
    },
  },
  acknowledgedAsConveyance: {
    value: false,
    confirmed: true,
    citation: "AS 09.25.010(a)(5) (2022 release)",
    reading: {
      quote:
        "In the following cases and under the following conditions an agreement, promise, or undertaking is unenforceable unless it or some note or memorandum of it is in writing and subscribed by the party charged or by an agent of that party: ... an agreement made upon consideration of marriage other than mutual promises to marry;",
      source:
        "https://github.com/UniCourt/cic-code-ak/blob/60c1fbc10286a6ded7c5a12e01b725b9c0caea79/transforms/ak/ocak/r82/gov.ak.code.title.09.html",
      readOn: "2026-11-28",
    },
  },
  counterpartsAllowed: {
    value: true,
    confirmed: true,
    citation: "AS 09.25.010(a)(5) (2022 release)",
    reading: {
      quote:
        "In the following cases and under the following conditions an agreement, promise, or undertaking is unenforceable unless it or some note or memorandum of it is in writing and subscribed by the party charged or by an agent of that party: ... an agreement made upon consideration of marriage other than mutual promises to marry;",
      source:
        "https://github.com/UniCourt/cic-code-ak/blob/60c1fbc10286a6ded7c5a12e01b725b9c0caea79/transforms/ak/ocak/r82/gov.ak.code.title.09.html",
      readOn: "2026-11-28",
    },
  },
  finalAgreementReviewDays: {
    value: 0,
    confirmed: true,
    citation: "AS 09.25.010(a)(5) (2022 release)",
    reading: {
      quote:
        "In the following cases and under the following conditions an agreement, promise, or undertaking is unenforceable unless it or some note or memorandum of it is in writing and subscribed by the party charged or by an agent of that party: ... an agreement made upon consideration of marriage other than mutual promises to marry;",
      source:
        "https://github.com/UniCourt/cic-code-ak/blob/60c1fbc10286a6ded7c5a12e01b725b9c0caea79/transforms/ak/ocak/r82/gov.ak.code.title.09.html",
      readOn: "2026-11-28",
    },
  },
};
