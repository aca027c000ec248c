/** Alabama: the cells of the state-law matrix read in its own law. */
import type { StateReadings } from "./reading.ts";

export const AL: StateReadings = {
  officialStyle: {
    value: "State",
    confirmed: true,
    citation: "Sanford v. Empire Land Co. (Ala.), quoting a certificate of acknowledgment",
    reading: {
      quote: '"The State of Alabama, Walker county."',
      source: "https://cetient.com/case/3220492/sanford-v-empire-land-co",
      readOn: "2026-11-28",
    },
  },
  governingAct: {
    value: {
      kind: "COMMON_LAW",
      reference:
        "the common law of Alabama governing antenuptial agreements (Barnhill v. Barnhill, 386 So. 2d 749 (Ala. Civ. App. 1980)), and Ala. Code § 43-8-72 (waiver of spousal rights at death)",
    },
    confirmed: true,
    citation:
      "Barnhill v. Barnhill, 386 So. 2d 749 (Ala. Civ. App. 1980); Mixon v. Mixon, 550 So. 2d 999, 1000 (Ala. Civ. App. 1989), as quoted in a later Ala. Civ. App. opinion",
    reading: {
      quote:
        "Antenuptial agreements have been held valid in Alabama. Ex parte Walters, 580 So.2d 1352 (Ala. 1991) ... either 1) the consideration be adequate, and the entire transaction fair, just, and equitable; or 2) the agreement be entered into with competent, independent advice from counsel and full knowledge of any interest in the other party's estate, and its approximate value.",
      source: "https://print.casetext.com/case/mixon-v-mixon-3/how-cited",
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
    citation:
      "Mixon v. Mixon, 550 So. 2d 999, 1000 (Ala. Civ. App. 1989) (Barnhill test), as quoted in a later Ala. Civ. App. opinion",
    reading: {
      quote:
        "either 1) the consideration be adequate, and the entire transaction fair, just, and equitable; or 2) the agreement be entered into with competent, independent advice from counsel and full knowledge of any interest in the other party's estate, and its approximate value.",
      source: "https://print.casetext.com/case/mixon-v-mixon-3/how-cited",
      readOn: "2026-11-28",
    },
  },
  spousalSupport: {
    value: "CAN_WAIVE_OR_MODIFY",
    confirmed: true,
    citation: "Barnhill v. Barnhill, 386 So. 2d 749, 750 (Ala. Civ. App. 1980)",
    reading: {
      quote:
        "5. It is agreed, in the event of a separation, that each party shall have no right as against the other by way of claims for support, alimony, attorneys' fees, costs or division of property. ... giving effect to an antenuptial agreement ... we affirm.",
      source: "https://law.justia.com/cases/alabama/court-of-appeals-civil/1980/civ-2130.html",
      readOn: "2026-11-28",
    },
  },
  division: {
    value: { system: "EQUITABLE_DISTRIBUTION", allProperty: false, giftsDivisible: false, equalPresumption: false },
    confirmed: true,
    citation: "Ala. Code § 30-2-51(a)",
    reading: {
      quote:
        "the judge may not take into consideration any property acquired prior to the marriage of the parties or by inheritance or gift unless the judge finds from the evidence that the property, or income produced by the property, has been used regularly for the common benefit of the parties during their marriage.",
      source: "https://lawserver.com/?p=28751580",
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
    citation: "Ala. Code §§ 30-2-57(a), 30-2-56(1)",
    reading: {
      quote:
        "§ 30-2-57(a): Upon granting a divorce or legal separation, the court shall award either rehabilitative or periodic alimony ... § 30-2-56: (1) In an action for divorce, legal separation, or annulment, the court may award either spouse interim ali[mony]",
      source: "https://law.onecle.com/alabama/title-30/30-2-57.html",
      readOn: "2026-11-28",
    },
  },
  separationProceedings: {
    value: ["legal separation"],
    confirmed: true,
    citation: "Ala. Code § 30-2-40(b)",
    reading: {
      quote:
        "A legal separation is a court determination of the rights and responsibilities of a husband and wife arising out of the marital relationship. A decree of legal separation does not terminate the marital status of the parties.",
      source: "https://lawserver.com/law/state/alabama/al-code/alabama_code_30-2-40",
      readOn: "2026-11-28",
    },
  },
  valueBasisRequired: {
    value: false,
    confirmed: true,
    citation:
      "Mixon v. Mixon, 550 So. 2d 999, 1000 (Ala. Civ. App. 1989) (Barnhill test), as quoted in a later Ala. Civ. App. opinion",
    reading: {
      quote: "full knowledge of any interest in the other party's estate, and its approximate value.",
      source: "https://print.casetext.com/case/mixon-v-mixon-3/how-cited",
      readOn: "2026-11-28",
    },
  },
  witnesses: {
    value: { count: 0, notary: "MAY_BE_ONE" },
    confirmed: true,
    citation:
      "Mixon v. Mixon, 550 So. 2d 999, 1000 (Ala. Civ. App. 1989) (Barnhill test), as quoted in a later Ala. Civ. App. opinion",
    reading: {
      quote:
        "either 1) the consideration be adequate, and the entire transaction fair, just, and equitable; or 2) the agreement be entered into with competent, independent advice from counsel and full knowledge of any interest in the other party's estate, and its approximate value.",
      source: "https://print.casetext.com/case/mixon-v-mixon-3/how-cited",
      readOn: "2026-11-28",
    },
  },
  acknowledgedAsConveyance: {
    value: false,
    confirmed: true,
    citation:
      "Mixon v. Mixon, 550 So. 2d 999, 1000 (Ala. Civ. App. 1989) (Barnhill test), as quoted in a later Ala. Civ. App. opinion",
    reading: {
      quote:
        "either 1) the consideration be adequate, and the entire transaction fair, just, and equitable; or 2) the agreement be entered into with competent, independent advice from counsel and full knowledge of any interest in the other party's estate, and its approximate value.",
      source: "https://print.casetext.com/case/mixon-v-mixon-3/how-cited",
      readOn: "2026-11-28",
    },
  },
  remoteNotarizationAllowed: {
    value: false,
    confirmed: true,
    citation: "Ala. Code § 36-20-73.1(d)(2) (2021 SB 275, reported effective 1 July 2021)",
    reading: {
      quote:
        "an individual may personally appear before an acknowledging notary by ... Appearing through the use of two-way audio-video communication technology that allows a notary public and a remotely located signatory to communicate with each other simultaneously by sight and sound, provided that the notary public is physically located in this state",
      source:
        "https://casetext.com/statute/code-of-alabama/title-36-public-officers-and-employees/chapter-20-notaries-public/article-4-employment-of-notaries-public/section-36-20-731-attestations-remote-notarization",
      readOn: "2026-11-28",
    },
  },
  finalAgreementReviewDays: {
    value: 0,
    confirmed: true,
    citation:
      "Mixon v. Mixon, 550 So. 2d 999, 1000 (Ala. Civ. App. 1989) (Barnhill test), as quoted in a later Ala. Civ. App. opinion",
    reading: {
      quote:
        "either 1) the consideration be adequate, and the entire transaction fair, just, and equitable; or 2) the agreement be entered into with competent, independent advice from counsel and full knowledge of any interest in the other party's estate, and its approximate value.",
      source: "https://print.casetext.com/case/mixon-v-mixon-3/how-cited",
      readOn: "2026-11-28",
    },
  },
};
