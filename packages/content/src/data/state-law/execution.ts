/**
 * How the agreement is executed in each of the 51 jurisdictions, as data: the witnesses (how many,
 * and whether the notary may be one of them), the witnesses a waiver of rights at death needs, the
 * notary's certificate form, whether the parties may sign in counterparts, whether remote online
 * notarization may be used, and when it must be signed relative to the wedding. The agreement's
 * signature, witness and acknowledgment pages (packages/agreement), the states' online-notary
 * flag (states.ts), the state-law matrix (index.ts), the template states' `witnessRequired` (template-states.ts) and the server's
 * wedding-day cutoff all read this file; nothing about execution is written into the renderers.
 *
 * Every fact carries `confirmed` and a citation. `confirmed: false` marks a fact no reviewer has
 * checked against the statute or case law; its value is then the cautious one (more witnesses, no
 * counterparts, no remote notarization, an earlier cutoff), and a lawyer should check it.
 *
 * Acknowledgment forms:
 * - CALIFORNIA_CIVIL_CODE_1189: the certificate of Civil Code § 1189, with its notice box on top;
 * - NEW_YORK_RPL_309A: the form of Real Property Law § 309-a (an agreement acknowledged like a deed,
 *   Domestic Relations Law § 236(B)(3); a defective one voided the agreement in Galetta v. Galetta,
 *   21 N.Y.3d 186 (2013)), and beside it, for an acknowledgment taken outside New York, the form of
 *   § 309-b(1): the product cannot know where a couple signs in person, and an online notary may sit
 *   in another state, so both are printed, each headed with when to use it;
 * - FLORIDA_117_05: Florida's short form (Fla. Stat. § 117.05(13)(a), § 695.25), which states
 *   whether the signer appeared by physical presence or online notarization and whether they are
 *   personally known to the notary or produced identification (and which);
 * - ARKANSAS_9_11_402: Ark. Code § 9-11-402(b)(1) defines the acknowledgment as a formal
 *   declaration before an authorized officer that the agreement is the act and deed of the parties;
 *   the certificate says so in those terms;
 * - LOUISIANA_AUTHENTIC_ACT: the agreement is passed as one authentic act before a notary and two
 *   witnesses, who sign the execution page together with both parties (La. Civ. Code arts. 1833,
 *   2331); there is no separate acknowledgment page;
 * - GENERAL: the short-form individual acknowledgment used by most states (Uniform Law on Notarial
 *   Acts style).
 * Placeholders in the texts: {{stateStyle}} ("State of Ohio"), {{venue}} (the county or parish
 * line), {{party}} (the signer's full name, or both names for a joint act), {{documentTitle}}.
 * A certificate's venue ("State of …", "County of …") is kept apart from its body, so the layout
 * can set it as a caption (New York's bracket with "ss.").
 */
import {
  isStateAbbreviation,
  signingRulesForKind,
  STATE_ABBREVIATIONS,
  type AcknowledgementForm,
  type AgreementKind,
  type ExecutionFormalities,
  type SigningDeadline,
  type StateAbbreviation,
} from "@prenup/domain";
import { cellOf, type Unverified } from "./cells.ts";
import { governingAct, isUniformPremaritalAct } from "./governing-act.ts";

export { ACKNOWLEDGEMENT_FORMS, type AcknowledgementForm, type NotaryAsWitness, type Sourced } from "@prenup/domain";
export type JurisdictionFormalities = ExecutionFormalities;

/** The cautious execution cells, each unverified. */
type CautiousFormalities = {
  [K in keyof Omit<JurisdictionFormalities, "stateId">]: Unverified<
    JurisdictionFormalities[K] extends { value: infer T } ? T : never
  >;
};

function defaults(stateId: StateAbbreviation): CautiousFormalities {
  const uniform = isUniformPremaritalAct(governingAct[stateId].value.kind);
  return {
    witnesses: uniform
      ? {
          value: { count: 0, notary: "MAY_BE_ONE" },
          confirmed: false,
          citation: "the state's premarital agreement act: a writing signed by both parties, no witnesses",
        }
      : {
          value: { count: 0, notary: "MAY_BE_ONE" },
          confirmed: false,
          citation: "no statute found requiring witnesses to a premarital agreement; the product notarizes everywhere",
        },
    deathWaiverWitnesses: {
      value: null,
      confirmed: false,
      citation:
        "no statute found that asks a waiver of rights at death for witnesses beyond the agreement's own execution (not checked state by state)",
    },
    acknowledgementForm: {
      value: "GENERAL",
      confirmed: false,
      citation: "short-form individual acknowledgment (Uniform Law on Notarial Acts)",
    },
    acknowledgedAsConveyance: {
      value: false,
      confirmed: false,
      citation:
        "no statute read that requires a premarital agreement to be acknowledged as a conveyance is; the product has every signature acknowledged before a notary anyway (not checked state by state)",
    },
    counterpartsAllowed: {
      value: true,
      confirmed: false,
      citation: "general contract law; no rule found requiring one original",
    },
    remoteNotarizationAllowed: {
      value: false,
      confirmed: false,
      citation:
        "the state's law on remote notarial acts was not read for this agreement (its exclusions included): not offered, the couple signs before a notary in person (cautious)",
    },
    finalAgreementReviewDays: {
      value: 0,
      confirmed: false,
      citation:
        "no statute found that makes a premarital agreement wait a number of days between its final version and the signing (not checked state by state)",
    },
    onlineSignerLocation: {
      value: "ANYWHERE",
      confirmed: false,
      citation:
        "the state's remote online notarization statute lets its online notaries act for a signer located anywhere, and the state gives effect to notarial acts performed under another state's law (Revised Uniform Law on Notarial Acts §§ 11, 14A, as most states enacted it); not checked state by state",
    },
    signingDeadline: uniform
      ? {
          value: "BEFORE_MARRIAGE",
          confirmed: false,
          citation: "the uniform act: an agreement between prospective spouses, effective on marriage",
        }
      : {
          value: "BEFORE_MARRIAGE",
          confirmed: false,
          citation: "the common law: an antenuptial agreement is made before the marriage",
        },
  };
}

type Overrides = Partial<CautiousFormalities>;

/** Where a jurisdiction departs from the defaults above. */
const OVERRIDES: Partial<Record<StateAbbreviation, Overrides>> = {
  // The remote acts these statutes authorize were read as acts on paper signed in ink (or their
  // exclusions were not read): an online session on an electronic record is not offered.
  CT: {
    remoteNotarizationAllowed: {
      value: false,
      confirmed: false,
      citation:
        "Conn. Gen. Stat. § 3-95b (Public Act 23-28) authorizes remote notarial acts; its exclusions in subsection (i) and whether it covers an electronic record were not read (cautious)",
    },
  },
  WV: {
    remoteNotarizationAllowed: {
      value: false,
      confirmed: false,
      citation:
        "W. Va. Code § 39-4-38 (remote ink notarial act) was read; the section on remote electronic notarial acts was not (cautious)",
    },
  },
  CA: {
    // With no California online notary, an online session would put the couple in California before
    // another state's notary, which is unsettled (signer-location.ts): in person only.
    // The hinge of the in-person rule above: a signer physically in California before another
    // state's online notary. Should California agreements be offered online, its signers are asked.
    onlineSignerLocation: {
      value: "OUTSIDE_STATE_ONLY",
      confirmed: false,
      citation:
        "Unsettled. Cal. Gov. Code § 8200 et seq. authorizes no online notarial act by a California notary; SB 696 (Stats. 2023, ch. 291) adds online notarization (Gov. Code §§ 8231–8231.18) from the Secretary of State's certification of its technology project or January 1, 2030, whichever is earlier. Cal. Civ. Code § 1189(b) and SB 696's Civ. Code § 1181.1 give effect to notarial acts performed under another state's law, and Gov. Code § 8231.18 (reported in force from January 1, 2025) puts duties on platforms serving principals located in California, but no statute or case read says whether a principal physically in California may appear before an online notary commissioned elsewhere. The enacted texts were not read (the National Notary Association's summary of SB 696 and a law firm's note on it were): the cautious value",
    },
  },
  FL: {
    acknowledgementForm: {
      value: "FLORIDA_117_05",
      confirmed: false,
      citation:
        "Fla. Stat. § 117.05(4) and (13)(a), short forms in § 695.25: the certificate states the means of appearance (physical presence or online notarization) and whether the signer is personally known or produced identification, and which. Unconfirmed: the wording follows the statutory short form as reproduced by notary guides and forms in use; the enacted text of § 117.05(13)(a) was not read",
    },
  },
  GA: {
    counterpartsAllowed: {
      value: false,
      confirmed: false,
      citation: "the witnesses attest both signatures: one original signed together (cautious)",
    },
    remoteNotarizationAllowed: {
      value: false,
      confirmed: false,
      citation: "Georgia remote notarization: a 2025 bill, not law; witnesses must be present",
    },
  },
  LA: {
    counterpartsAllowed: {
      value: false,
      confirmed: false,
      citation: "La. Civ. Code art. 1833: one instrument signed by the parties, the witnesses and the notary",
    },
  },
  MN: {
    witnesses: {
      value: { count: 2, notary: "MAY_NOT_BE_ONE" },
      confirmed: false,
      citation:
        "Minn. Stat. § 519.11, subd. 2: executed before two witnesses and acknowledged before a notary (whether the notary may be one of them is not confirmed: two others are asked for)",
    },
    counterpartsAllowed: {
      value: false,
      confirmed: false,
      citation: "the witnesses attest both signatures: one original signed together (cautious)",
    },
    remoteNotarizationAllowed: {
      value: false,
      confirmed: false,
      citation: "Minnesota allows remote notarization, but the two witnesses must be present (cautious)",
    },
    // Unconfirmed: the enacted clause itself was not read; law-firm summaries of the amendment agree
    // on the seven days, and seven days is the cautious value (earlier than the old day before).
    signingDeadline: {
      value: "SEVEN_DAYS_BEFORE_MARRIAGE",
      confirmed: false,
      citation:
        "Minn. Stat. § 519.11, subd. 1b, as amended by 2024 Minn. Laws ch. 101 (effective 1 August 2024): an antenuptial agreement is procedurally fair when, among other conditions, it is entered into and executed at least seven days before the marriage",
    },
  },
  MS: {
    remoteNotarizationAllowed: {
      value: false,
      confirmed: false,
      citation: "Mississippi remote notarization: bills only",
    },
  },
  NV: {
    acknowledgedAsConveyance: {
      value: true,
      confirmed: false,
      citation:
        "NRS 123.270: contracts for marriage settlements are executed and acknowledged or proved as conveyances of land are (as the issue 49 review cites it; the enacted text was not read here)",
    },
  },
};

/** The execution formalities of every jurisdiction, by its two-letter id. */
export const executionFormalities: Record<StateAbbreviation, JurisdictionFormalities> = Object.fromEntries(
  STATE_ABBREVIATIONS.map((stateId) => [stateId, formalitiesOf(stateId)]),
) as Record<StateAbbreviation, JurisdictionFormalities>;

/** A jurisdiction's execution cells: each read in its own law, else its override, else the cautious default. */
function formalitiesOf(stateId: StateAbbreviation): JurisdictionFormalities {
  const cautious = defaults(stateId);
  const overrides = OVERRIDES[stateId] ?? {};
  const cell = <K extends keyof CautiousFormalities>(key: K) =>
    cellOf(stateId, key, overrides[key] as Unverified<never> | undefined, () => cautious[key] as Unverified<never>);
  return {
    stateId,
    witnesses: cell("witnesses"),
    deathWaiverWitnesses: cell("deathWaiverWitnesses"),
    acknowledgementForm: cell("acknowledgementForm"),
    acknowledgedAsConveyance: cell("acknowledgedAsConveyance"),
    counterpartsAllowed: cell("counterpartsAllowed"),
    remoteNotarizationAllowed: cell("remoteNotarizationAllowed"),
    finalAgreementReviewDays: cell("finalAgreementReviewDays"),
    onlineSignerLocation: cell("onlineSignerLocation"),
    signingDeadline: cell("signingDeadline"),
  };
}

/** The same, looked up by any id (an unknown one has none). */
export const executionFormalitiesByState: Readonly<Record<string, JurisdictionFormalities>> = executionFormalities;

/**
 * When an agreement of this kind in this state must be signed relative to the wedding (unknown
 * state: before the marriage; a postnup: no such rule, null), the domain's `signingRulesForKind`.
 */
export function signingDeadlineFor(stateId: string | null | undefined, kind: AgreementKind): SigningDeadline | null {
  return signingRulesFor(stateId, kind).signingDeadline;
}

/**
 * The state's review period before signing an agreement of this kind: full days the final
 * agreement must be in hand before anyone signs it (`finalAgreementReviewDays`; 0 where the state
 * has none, for an unknown state and for a postnup). The domain's `reviewWait` and the
 * wedding-date rule read it.
 */
export function finalReviewDaysFor(stateId: string | null | undefined, kind: AgreementKind): number {
  return signingRulesFor(stateId, kind).reviewDays;
}

function signingRulesFor(stateId: string | null | undefined, kind: AgreementKind) {
  const id = (stateId ?? "").trim().toUpperCase();
  const formalities = isStateAbbreviation(id) ? executionFormalities[id] : null;
  return signingRulesForKind(kind, {
    signingDeadline: formalities?.signingDeadline.value ?? "BEFORE_MARRIAGE",
    reviewDays: formalities?.finalAgreementReviewDays.value ?? 0,
  });
}

/** States whose form is not the GENERAL one. */
export const acknowledgementFormByState: Record<string, AcknowledgementForm> = Object.fromEntries(
  Object.values(executionFormalitiesByState)
    .filter((formalities) => formalities.acknowledgementForm.value !== "GENERAL")
    .map((formalities) => [formalities.stateId, formalities.acknowledgementForm.value]),
);

/** States where the parties must sign one original together. */
export const counterpartsNotAllowedStateIds: string[] = Object.values(executionFormalitiesByState)
  .filter((formalities) => !formalities.counterpartsAllowed.value)
  .map((formalities) => formalities.stateId);

/** States whose agreement itself needs witnesses (the template states' `witnessRequired`). */
export const witnessStateIds: string[] = Object.values(executionFormalitiesByState)
  .filter((formalities) => formalities.witnesses.value.count > 0)
  .map((formalities) => formalities.stateId);

/** States where remote online notarization is not offered (the states' `allowsOnlineNotary`). */
export const noRemoteNotarizationStateIds: string[] = Object.values(executionFormalitiesByState)
  .filter((formalities) => !formalities.remoteNotarizationAllowed.value)
  .map((formalities) => formalities.stateId);

/** The venue lines above a certificate; `bracketed`: set as a caption, a bracket with "ss." beside the lines (New York). */
export type CertificateVenue = { lines: string[]; bracketed: boolean };

/** When a certificate applies, where a form prints more than one for each party (New York in and outside the state). */
export type CertificateUse = {
  /** Added to the certificate's heading ("taken in New York State"). */
  heading: string;
  /** Printed under the heading: when the notary completes this certificate, and when to leave it blank. */
  note: string;
};

export type AcknowledgementFormText = {
  /**
   * SEPARATE_PAGE: one certificate per party on the acknowledgments page; EXECUTION_PAGE: one act
   * for both parties, on the signature page, signed there by the witnesses and the notary.
   */
  placement: "SEPARATE_PAGE" | "EXECUTION_PAGE";
  /** Printed above the certificate, boxed (California's notice). */
  notice: string | null;
  /** The venue above the certificate (null: the body names the place itself, as Louisiana's act does). */
  venue: CertificateVenue | null;
  /** The certificate, one per signing party (SEPARATE_PAGE) or one for both (EXECUTION_PAGE). */
  body: string;
  /** The notary's signature block under it. */
  signature: string[];
  /** When this certificate applies, if another is printed beside it (`alternative`); null when it is the only one. */
  use: CertificateUse | null;
  /**
   * A second certificate for each party, for an acknowledgment taken where the first one does not
   * apply (New York's § 309-b outside the state), with its own wording's source.
   */
  alternative: {
    use: CertificateUse;
    venue: CertificateVenue;
    body: string;
    signature: string[];
    confirmed: boolean;
    citation: string;
  } | null;
};

const COUNTY_VENUE: CertificateVenue = { lines: ["{{stateStyle}}", "{{venue}}"], bracketed: false };
const NOTARY_SIGNATURE = [
  "Signature of notary public",
  "Printed name: ______________________________",
  "My commission expires: ____________________",
  "(Seal)",
];

export const acknowledgementFormTexts: Record<AcknowledgementForm, AcknowledgementFormText> = {
  GENERAL: {
    placement: "SEPARATE_PAGE",
    notice: null,
    venue: COUNTY_VENUE,
    body: "This {{documentTitle}} was acknowledged before me on ____________________ by {{party}}.",
    signature: NOTARY_SIGNATURE,
    use: null,
    alternative: null,
  },
  CALIFORNIA_CIVIL_CODE_1189: {
    placement: "SEPARATE_PAGE",
    notice:
      "A notary public or other officer completing this certificate verifies only the identity of the individual who signed the document to which this certificate is attached, and not the truthfulness, accuracy, or validity of that document.",
    venue: { lines: ["State of California", "{{venue}}"], bracketed: false },
    body: "On ____________________ before me, ______________________________ (insert name and title of the officer), personally appeared {{party}}, who proved to me on the basis of satisfactory evidence to be the person whose name is subscribed to the within instrument and acknowledged to me that they executed the same in their authorized capacity, and that by their signature on the instrument the person, or the entity upon behalf of which the person acted, executed the instrument.\n\nI certify under PENALTY OF PERJURY under the laws of the State of California that the foregoing paragraph is true and correct.\n\nWITNESS my hand and official seal.",
    signature: ["Signature of notary public", "(Seal)"],
    use: null,
    alternative: null,
  },
  NEW_YORK_RPL_309A: {
    placement: "SEPARATE_PAGE",
    notice: null,
    venue: { lines: ["State of New York", "{{venue}}"], bracketed: true },
    body: "On the ______ day of ____________ in the year ________ before me, the undersigned, personally appeared {{party}}, personally known to me or proved to me on the basis of satisfactory evidence to be the individual whose name is subscribed to the within instrument and acknowledged to me that they executed the same in their capacity, and that by their signature on the instrument, the individual, or the person upon behalf of which the individual acted, executed the instrument.",
    signature: ["Signature and office of individual taking acknowledgment"],
    use: {
      heading: "taken in New York State",
      note: "The notary completes this certificate when the acknowledgment is taken in New York State (Real Property Law section 309-a), and leaves the next one blank.",
    },
    // Real Prop. Law § 309-b(1): the form for an acknowledgment taken outside the state; the venue is
    // the place where it is taken, and the certificate names the city or other political subdivision
    // and the state or country where the signer appeared (a clause added to § 309-b(1) with effect
    // from 1 January 2003, as the Department of State's advisory and the forms in use show).
    alternative: {
      use: {
        heading: "taken outside New York State",
        note: "The notary completes this certificate instead when the acknowledgment is taken outside New York State, in another state, territory or country, including by an online notary who sits there (Real Property Law section 309-b), and leaves the previous one blank.",
      },
      venue: {
        lines: [
          "State, territory or country of ____________________",
          "County or other subdivision of ____________________",
        ],
        bracketed: true,
      },
      body: "On the ______ day of ____________ in the year ________ before me, the undersigned, personally appeared {{party}}, personally known to me or proved to me on the basis of satisfactory evidence to be the individual whose name is subscribed to the within instrument and acknowledged to me that they executed the same in their capacity, that by their signature on the instrument, the individual, or the person upon behalf of which the individual acted, executed the instrument, and that such individual made such appearance before the undersigned in ______________________________ (the city or other political subdivision and the state or country or other place where the acknowledgment is taken).",
      signature: ["Signature and office of individual taking acknowledgment"],
      confirmed: false,
      citation:
        "N.Y. Real Prop. Law §§ 299, 309-b(1): the form for an acknowledgment taken without the state. The venue and the body were read in the text of § 309-b(1); the closing clause naming the place of appearance (amendment effective 1 January 2003) was not read in the enacted text, only in the Department of State's advisory and in forms in use: unconfirmed, printed as the cautious wording",
    },
  },
  FLORIDA_117_05: {
    placement: "SEPARATE_PAGE",
    notice: null,
    venue: { lines: ["State of Florida", "{{venue}}"], bracketed: false },
    body: "The foregoing {{documentTitle}} was acknowledged before me by means of ☐ physical presence or ☐ online notarization, this ______ day of ____________, ________, by {{party}}, who is personally known to me or who has produced ______________________________ as identification.",
    signature: [
      "Signature of notary public — State of Florida",
      "Name (printed, typed or stamped): ________________",
      "Commission number: ________________",
      "(Seal)",
    ],
    use: null,
    alternative: null,
  },
  ARKANSAS_9_11_402: {
    placement: "SEPARATE_PAGE",
    notice: null,
    venue: { lines: ["State of Arkansas", "{{venue}}"], bracketed: false },
    body: "On ____________________, before me, the undersigned officer, personally appeared {{party}}, known to me or proved to me on satisfactory evidence to be the person whose name is signed on the within {{documentTitle}}, who formally declared and acknowledged before me that the {{documentTitle}} is their own act and deed, signed freely for the purposes stated in it.",
    signature: NOTARY_SIGNATURE,
    use: null,
    alternative: null,
  },
  LOUISIANA_AUTHENTIC_ACT: {
    placement: "EXECUTION_PAGE",
    notice: null,
    venue: null,
    body: "THUS DONE AND PASSED, in a single sitting, in the {{venue}}, State of Louisiana, on ____________________, {{marriageTiming}} of the appearing parties, {{party}}, who declared before me, the undersigned notary public, and in the presence of the two undersigned competent witnesses, that this {{documentTitle}} is their matrimonial agreement, and who signed it, together with the witnesses and me, notary, after the whole was read.",
    signature: ["Notary public", "Printed name: ______________________", "Notary ID number: __________________"],
    use: null,
    alternative: null,
  },
};

/** The witnesses' attestation above their lines when they witness the agreement itself. */
export const witnessAttestation =
  "Signed by both Parties in our presence, and by us as witnesses in the presence of the Parties and of each other:";

/** Above a waiving party's own witness lines (Florida § 732.702(1)); {{party}} is the party. */
export const deathWaiverWitnessAttestation =
  "Signed by {{party}}, including the waiver of rights at death in the article on Rights on Death, in our presence, and by us as subscribing witnesses in the presence of {{party}} and of each other:";

/** The line under a witness who must be the notary (Georgia). */
export const notaryWitnessLabel = "(notary public)";

/** The number of witnesses when an admin sets a template state's `witnessRequired` on a state without its own rule. */
export const WITNESSES_WHEN_REQUIRED = 2;
