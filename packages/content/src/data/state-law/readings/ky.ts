/** Kentucky: the cells of the state-law matrix read in its own law. */
import type { StateReadings } from "./reading.ts";

export const KY: StateReadings = {
  officialStyle: {
    value: "Commonwealth",
    confirmed: true,
    citation: "2019 Ky. Acts ch. 86 (SB 114), enacting clause; KRS 391.220",
    reading: {
      quote: "Be it enacted by the General Assembly of the Commonwealth of Kentucky:",
      source:
        "https://fdocuments.net/document/unofficial-copy-legislative-research-commission-a-recorddocuments-a-bill-a.html",
      readOn: "2026-11-28",
    },
  },
  governingAct: {
    value: {
      kind: "COMMON_LAW",
      reference:
        "the common law of Kentucky governing antenuptial agreements (Gentry v. Gentry, 798 S.W.2d 928 (Ky. 1990); Edwardson v. Edwardson, 798 S.W.2d 941 (Ky. 1990))",
    },
    confirmed: true,
    citation: "Edwardson v. Edwardson, 798 S.W.2d 941, 942 (Ky. 1990)",
    reading: {
      quote:
        "This Court granted appellant's motion for discretionary review to reconsider the position taken in Stratton and its progeny to determine whether the underlying policy is still valid",
      source: "http://law.justia.com/cases/kentucky/supreme-court/1990/89-sc-389-dg-1.html",
      readOn: "2026-11-28",
    },
  },
  spousalSupport: {
    value: "CAN_WAIVE_OR_MODIFY",
    confirmed: true,
    citation: "Lane v. Lane, 202 S.W.3d 577 (Ky. 2006); Edwardson v. Edwardson, 798 S.W.2d 941 (Ky. 1990)",
    reading: {
      quote:
        "According to the agreement, the parties waived their rights under the law to claim maintenance in the event the marriage was dissolved. ... What is at issue is whether events subsequent to the nine and a half year marriage and the birth of two children render enforcement of the agreement unconscionable.",
      source: "https://cetient.com/opinion/1672842/lane-v-lane",
      readOn: "2026-11-28",
    },
  },
  supportKinds: {
    value: null,
    confirmed: true,
    citation: "KRS 403.200(1)",
    reading: {
      quote:
        "(1) In a proceeding for dissolution of marriage or legal separation, or a proceeding for maintenance following dissolution of a marriage by a court which lacked personal jurisdiction over the absent spouse, the court may grant a maintenance order for either spouse only if it finds that the spouse seeking maintenance:",
      source: "https://lawreader.com/?p=13877",
      readOn: "2026-11-28",
    },
  },
  unconscionability: {
    value: "AT_SIGNING_AND_ENFORCEMENT",
    confirmed: true,
    citation: "Lane v. Lane, 202 S.W.3d 577 (Ky. 2006); Edwardson v. Edwardson, 798 S.W.2d 941 (Ky. 1990)",
    reading: {
      quote:
        "Appropriate asset disclosures were made and the underlying validity of the agreement is not at issue herein. What is at issue is whether events subsequent to the nine and a half year marriage and the birth of two children render enforcement of the agreement unconscionable.",
      source: "https://supreme.justia.com/cases/kentucky/supreme-court/2006/2004-sc-000151-dg.html",
      readOn: "2026-11-28",
    },
  },
  supportFloor: {
    value: "NONE",
    confirmed: true,
    citation: "Lane v. Lane, 202 S.W.3d 577 (Ky. 2006)",
    reading: {
      quote:
        "What is at issue is whether events subsequent to the nine and a half year marriage and the birth of two children render enforcement of the agreement unconscionable. The Court of Appeals' opinion strictly enforced the agreement as written. The trial court had deviated from a strict application of the agreement on a determination of unconscionability.",
      source: "https://supreme.justia.com/cases/kentucky/supreme-court/2006/2004-sc-000151-dg.html",
      readOn: "2026-11-28",
    },
  },
  division: {
    value: { system: "EQUITABLE_DISTRIBUTION", allProperty: false, giftsDivisible: false, equalPresumption: false },
    confirmed: true,
    citation: "KRS 403.190(1), (2)",
    reading: {
      quote:
        "the court shall assign each spouse's property to him. It also shall divide the marital property without regard to marital misconduct in just proportions considering all relevant factors",
      source: "https://self-law.org/code/ky/chapter-403/403-190",
      readOn: "2026-11-28",
    },
  },
  separateGrowth: {
    value: "PASSIVE_SEPARATE_ACTIVE_MARITAL",
    confirmed: true,
    citation: "KRS 403.190(2)(a), (e)",
    reading: {
      quote:
        "(e) The increase in value of property acquired before the marriage to the extent that such increase did not result from the efforts of the parties during marriage.",
      source: "https://self-law.org/code/ky/chapter-403/403-190",
      readOn: "2026-11-28",
    },
  },
  premaritalConversion: {
    value: true,
    confirmed: true,
    citation: "KRS 403.190(2)(d)",
    reading: {
      quote: "(d) Property excluded by valid agreement of the parties",
      source: "https://self-law.org/code/ky/chapter-403/403-190",
      readOn: "2026-11-28",
    },
  },
  communityPropertyElection: {
    value: "TRUST",
    confirmed: true,
    citation: "KRS 386.620 to 386.624 (2020 Ky. Acts ch. 25, eff. July 15, 2020)",
    reading: {
      quote:
        "(a) Expressly declares that the trust is a Kentucky community property trust that meets the requirements of KRS 386.620 to 386.624;",
      source: "https://self-law.org/code/ky/386-622",
      readOn: "2026-11-28",
    },
  },
  survivorRights: {
    value: {
      waived:
        "dower and curtesy (the surviving spouse's statutory interest: one-half of the surplus real estate owned at death, a life estate in one-third of real estate owned during the marriage, one-half of the surplus personalty), the right to renounce the will, the spousal exemption, any share of the estate if there is no will, and priority to administer",
      electiveShare: true,
      waivable: true,
      notRenounceable: [],
      rightSummary:
        "The surviving spouse takes in fee one-half of the surplus real estate the other owned in fee simple at death, a life estate in one-third of real estate the other owned in fee during the marriage but not at death, and one-half of the surplus personalty, unless the right has been barred, forfeited or relinquished; a spouse left less by will may renounce it (KRS 392.080) and take this interest.",
      waiverConditions: { disclosureOfRight: false, fairConsideration: false },
    },
    confirmed: true,
    citation: "KRS 392.020; KRS 392.080; KRS 392.120",
    reading: {
      quote:
        "After the death of the husband or wife intestate, the survivor shall have an estate in fee of one-half (1/2) of the surplus real estate of which the other spouse ... was seized of an estate in fee simple at the time of death",
      source: "https://lawserver.com/law/state/kentucky/ks-statutes/kentucky_statutes_392-020",
      readOn: "2026-11-28",
    },
  },
  vocabulary: {
    value: {
      supportTerm: "maintenance",
      pendingSupportTerm: "temporary maintenance",
      divorceTerm: "dissolution of marriage",
      sharedPropertyTerm: "marital property",
    },
    confirmed: true,
    citation: "KRS 403.190(1), (2); Edwardson (agreement quoted)",
    reading: {
      quote:
        "In a proceeding for dissolution of the marriage or for legal separation ... It also shall divide the marital property",
      source: "https://self-law.org/code/ky/chapter-403/403-190",
      readOn: "2026-11-28",
    },
  },
  separationProceedings: {
    value: ["legal separation"],
    confirmed: true,
    citation: "KRS 403.190(1), (2)(c); Stallings v. Stallings, 606 S.W.2d 163 (Ky. 1980)",
    reading: {
      quote: "In a proceeding for dissolution of the marriage or for legal separation",
      source: "https://self-law.org/code/ky/chapter-403/403-190",
      readOn: "2026-11-28",
    },
  },
  witnesses: {
    value: { count: 0, notary: "MAY_BE_ONE" },
    confirmed: true,
    citation: "KRS 371.010(5)",
    reading: {
      quote:
        "No action shall be brought to charge any person: ... 5. Upon any agreement made in consideration of marriage, except mutual promises to marry; ... unless the promise, contract, agreement, representation, assurance, or ratification, or some memorandum or note thereof, be in writing and signed by the party to be charged therewith, or by his authorized agent.",
      source: "https://unicourt.github.io/cic-code-ky/transforms/ky/ocky/r84/gov.ky.krs.title.30.html",
      readOn: "2026-11-28",
    },
  },
  deathWaiverWitnesses: {
    value: null,
    confirmed: true,
    citation:
      "KRS 371.010(5) (Release 87, 2022), for a relinquishment of the KRS 392.020 interest by antenuptial agreement",
    reading: {
      quote:
        "No action shall be brought to charge any person: ... Upon any agreement made in consideration of marriage, except mutual promises to marry; ... unless the promise, contract, agreement, representation, assurance, or ratification, or some memorandum or note thereof, be in writing and signed by the party to be charged therewith, or by his authorized agent.",
      source:
        "https://github.com/UniCourt/cic-code-ky/blob/ffa53ea291dd47da44af0fdc4b7b717877f43745/transforms/ky/ocky/r87/gov.ky.krs.title.30.html",
      readOn: "2026-11-28",
    },
  },
  // Read in the official KRS (Release 87, 2022): KRS 382.080 makes an agreement in consideration of
  // marriage good against purchasers and creditors only when acknowledged (or proved) and lodged for
  // record as a deed is; between the spouses the writing of KRS 371.010(5) suffices.
  acknowledgedAsConveyance: {
    value: true,
    confirmed: true,
    citation: "KRS 382.080 (Release 87, 2022)",
    reading: {
      quote:
        "No deed conveying any title to or interest in real property, or lease of oil, gas, coal or mineral right and privilege, for a longer time than five (5) years, nor any agreement in consideration of marriage, shall be good against a purchaser for a valuable consideration without notice thereof, or any creditor, unless the deed is acknowledged by the party who executes it, or is proved and lodged for record in the proper office, as prescribed by law.",
      source:
        "https://github.com/UniCourt/cic-code-ky/blob/ffa53ea291dd47da44af0fdc4b7b717877f43745/transforms/ky/ocky/r87/gov.ky.krs.title.32.html",
      readOn: "2026-11-28",
    },
  },
  acknowledgementForm: {
    value: "GENERAL",
    confirmed: true,
    citation: "KRS 423.360(3)(a); KRS 423.365",
    reading: {
      quote:
        "A certificate of a notarial act is sufficient if it meets the requirements of subsections (1) and (2) of this section and: (a) Is in a short form set forth in KRS 423.365; (b) Is in a form otherwise permitted by the laws of this state",
      source: "https://www.legalfix.com/statutes/state-codes/kentucky/chapter-423/section-423-360",
      readOn: "2026-11-28",
    },
  },
  counterpartsAllowed: {
    value: true,
    confirmed: true,
    citation: "KRS 371.010(5)",
    reading: {
      quote:
        "No action shall be brought to charge any person: ... 5. Upon any agreement made in consideration of marriage, except mutual promises to marry; ... unless the promise, contract, agreement, representation, assurance, or ratification, or some memorandum or note thereof, be in writing and signed by the party to be charged therewith, or by his authorized agent.",
      source: "https://unicourt.github.io/cic-code-ky/transforms/ky/ocky/r84/gov.ky.krs.title.30.html",
      readOn: "2026-11-28",
    },
  },
  remoteNotarizationAllowed: {
    value: true,
    confirmed: true,
    citation: "KRS 423.455 (2019 Ky. Acts ch. 86 (SB 114), effective Jan. 1, 2020)",
    reading: {
      quote:
        "(2) A notary public located in this state may perform a notarial act facilitated by communication technology for a remotely located individual if:",
      source: "https://self-law.org/code/ky/423-455",
      readOn: "2026-11-28",
    },
  },
  onlineSignerLocation: {
    value: "ANYWHERE",
    confirmed: true,
    citation: "KRS 423.455(1), (2)(d); KRS 423.345",
    reading: {
      quote:
        "(d) For a remotely located individual who is located outside the United States: 1. The record: a. Is to be filed with or relates to a matter before a court, governmental entity, public official, or other entity subject to the jurisdiction of the United States",
      source: "https://self-law.org/code/ky/423-455",
      readOn: "2026-11-28",
    },
  },
  finalAgreementReviewDays: {
    value: 0,
    confirmed: true,
    citation: "KRS 371.010(5)",
    reading: {
      quote:
        "No action shall be brought to charge any person: ... 5. Upon any agreement made in consideration of marriage, except mutual promises to marry; ... unless the promise, contract, agreement, representation, assurance, or ratification, or some memorandum or note thereof, be in writing and signed by the party to be charged therewith, or by his authorized agent.",
      source: "https://unicourt.github.io/cic-code-ky/transforms/ky/ocky/r84/gov.ky.krs.title.30.html",
      readOn: "2026-11-28",
    },
  },
  signingDeadline: {
    value: "BEFORE_MARRIAGE",
    confirmed: true,
    citation: "Gentry v. Gentry, 798 S.W.2d 928, 930 (Ky. 1990)",
    reading: {
      quote: 'A few days before their wedding, Tom and Kathy executed a document titled "ANTENUPTIAL AGREEMENT"',
      source: "https://cetient.com/opinion/2455593/gentry-v-gentry",
      readOn: "2026-11-28",
    },
  },
  supportModifiableUnlessStated: {
    value: true,
    confirmed: true,
    citation: "KRS 403.180(6) (Release 87, 2022)",
    reading: {
      quote:
        "Except for terms concerning the support, custody, or visitation of children, the decree may expressly preclude or limit modification of terms if the separation agreement so provides. Otherwise, terms of a separation agreement are automatically modified by modification of the decree.",
      source:
        "https://github.com/UniCourt/cic-code-ky/blob/ffa53ea291dd47da44af0fdc4b7b717877f43745/transforms/ky/ocky/r87/gov.ky.krs.title.35.html",
      readOn: "2026-11-28",
    },
  },
};
