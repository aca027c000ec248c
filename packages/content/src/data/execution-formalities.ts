/**
 * How the agreement is executed in each state: the notary's acknowledgement form, whether the
 * parties may sign in counterparts, and the witnesses' wording. The signature, witness and
 * acknowledgement pages of the agreement are drawn from this data and from the template state's
 * `witnessRequired` (two witnesses where it is set) — nothing about execution is written into the
 * renderer, so changing a state's formalities is a change of this file (or of the template state).
 *
 * Acknowledgement forms:
 * - CALIFORNIA_CIVIL_CODE_1189: the certificate of Civil Code § 1189, with its notice box on top;
 * - NEW_YORK_RPL_309A: the form of Real Property Law § 309-a (an agreement acknowledged like a deed,
 *   Domestic Relations Law § 236(B)(3));
 * - LOUISIANA_AUTHENTIC_ACT: the agreement is passed as an authentic act before a notary and two
 *   witnesses, who sign the signature page itself (Civil Code arts. 1833, 2331);
 * - GENERAL: the short-form individual acknowledgement used by most states (Uniform Law on Notarial
 *   Acts style).
 * Placeholders in the texts: {{stateStyle}} ("State of Ohio"), {{venue}} (the county or parish
 * line), {{party}} (the signer's full name), {{documentTitle}}.
 */
export const ACKNOWLEDGEMENT_FORMS = ["GENERAL", "CALIFORNIA_CIVIL_CODE_1189", "NEW_YORK_RPL_309A", "LOUISIANA_AUTHENTIC_ACT"] as const;
export type AcknowledgementForm = (typeof ACKNOWLEDGEMENT_FORMS)[number];

/** States whose form is not the GENERAL one. */
export const acknowledgementFormByState: Record<string, AcknowledgementForm> = {
  CA: "CALIFORNIA_CIVIL_CODE_1189",
  NY: "NEW_YORK_RPL_309A",
  LA: "LOUISIANA_AUTHENTIC_ACT",
};

/**
 * States where the parties must sign one original together. Today none: the general provisions say
 * the agreement may be signed in counterparts wherever the law allows.
 */
export const counterpartsNotAllowedStateIds: string[] = [];

export type AcknowledgementFormText = {
  /** Printed above the certificate, boxed (California's notice). */
  notice: string | null;
  /** The certificate, one per signing party. */
  body: string;
  /** The notary's signature block under it. */
  signature: string[];
};

export const acknowledgementFormTexts: Record<AcknowledgementForm, AcknowledgementFormText> = {
  GENERAL: {
    notice: null,
    body: "{{stateStyle}}\n{{venue}}\n\nThis {{documentTitle}} was acknowledged before me on ____________________ by {{party}}.",
    signature: ["Signature of notary public", "Printed name: ______________________________", "My commission expires: ____________________", "(Seal)"],
  },
  CALIFORNIA_CIVIL_CODE_1189: {
    notice:
      "A notary public or other officer completing this certificate verifies only the identity of the individual who signed the document to which this certificate is attached, and not the truthfulness, accuracy, or validity of that document.",
    body:
      "State of California\n{{venue}}\n\nOn ____________________ before me, ______________________________ (insert name and title of the officer), personally appeared {{party}}, who proved to me on the basis of satisfactory evidence to be the person whose name is subscribed to the within instrument and acknowledged to me that they executed the same in their authorized capacity, and that by their signature on the instrument the person, or the entity upon behalf of which the person acted, executed the instrument.\n\nI certify under PENALTY OF PERJURY under the laws of the State of California that the foregoing paragraph is true and correct.\n\nWITNESS my hand and official seal.",
    signature: ["Signature of notary public", "(Seal)"],
  },
  NEW_YORK_RPL_309A: {
    notice: null,
    body:
      "State of New York )\n) ss.:\n{{venue}} )\n\nOn the ______ day of ____________ in the year ________ before me, the undersigned, personally appeared {{party}}, personally known to me or proved to me on the basis of satisfactory evidence to be the individual whose name is subscribed to the within instrument and acknowledged to me that they executed the same in their capacity, and that by their signature on the instrument, the individual, or the person upon behalf of which the individual acted, executed the instrument.",
    signature: ["Signature and office of individual taking acknowledgment"],
  },
  LOUISIANA_AUTHENTIC_ACT: {
    notice: null,
    body:
      "Thus done and passed in the {{venue}}, State of Louisiana, on ____________________, by {{party}}, in the presence of the undersigned notary public and the two undersigned competent witnesses, who have signed with the appearing party after reading of the whole.",
    signature: ["Notary public", "Printed name and notary identification number: ______________________________"],
  },
};

/** The witnesses' attestation above their lines. */
export const witnessAttestation = "Signed by both Parties in our presence, and by us as witnesses in the presence of the Parties and of each other:";

/** The number of witnesses when the template state says `witnessRequired`. */
export const WITNESSES_WHEN_REQUIRED = 2;
