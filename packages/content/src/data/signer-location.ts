/**
 * Where the signers of an online notarization may be. California's notaries may not notarize
 * online yet, and whether a signer physically in California may appear before another state's
 * online notary is unsettled, so the cautious rule: before an online session starts, every signer
 * (each partner, each attorney who signs) answers whether they will be in California when they
 * sign; when any will be, the agreement is signed before a notary in person instead (the in-person
 * proof upload). The question is asked for every online session, whatever the agreement's state: a
 * Texan agreement signed by a partner sitting in Los Angeles raises the same question. California
 * agreements themselves stay in person only (state-law/execution.ts, `remoteNotarizationAllowed`).
 *
 * Each fact carries `confirmed` and its source; unconfirmed facts hold the cautious value.
 */
import type { Sourced } from "@prenup/domain";

export type OnlineSignerLocationRule = {
  stateAbbreviation: string;
  stateName: string;
  /** Asked of each signer before the online session. */
  question: string;
  /** Shown with the question: why it is asked. */
  explanation: string;
  /** California notaries may not perform online notarizations (yet). */
  stateNotariesMayNotarizeOnline: Sourced<boolean>;
  /** California gives effect to notarial acts performed under another state's law. */
  outOfStateActsRecognized: Sourced<boolean>;
  /** Whether a signer located in California may appear before another state's online notary (the rule's hinge). */
  signerThereMayAppearOnline: Sourced<boolean>;
};

export const onlineSignerLocationRule: OnlineSignerLocationRule = {
  stateAbbreviation: "CA",
  stateName: "California",
  question: "Will you be located in California when you sign?",
  explanation:
    "Online notaries are commissioned by other states, and whether someone who is physically in California may appear before them is unsettled. To be safe, anyone who will be in California at the signing goes before a notary in person instead.",
  stateNotariesMayNotarizeOnline: {
    value: false,
    confirmed: false,
    citation:
      "Cal. Gov. Code § 8200 et seq. authorizes no online notarial act by a California notary today. SB 696 (Stats. 2023, ch. 291) adds online notarization (Gov. Code §§ 8231–8231.18) but California notaries may perform it only from the date the Secretary of State certifies its technology project is complete, or January 1, 2030, whichever is earlier (the Secretary may report by January 1, 2029 that it needs longer). Read in the National Notary Association's summary of SB 696 and a law firm's note on it; the enacted text was not read",
  },
  outOfStateActsRecognized: {
    value: true,
    confirmed: false,
    citation:
      "Cal. Civ. Code § 1189(b): a certificate of acknowledgment taken in another place under that place's law is sufficient in California; SB 696 adds Civ. Code § 1181.1 giving effect to notarial acts performed in another state. The enacted texts were not read",
  },
  signerThereMayAppearOnline: {
    value: false,
    confirmed: false,
    citation:
      "Unsettled. No statute or case read says whether a principal physically in California may appear before an online notary commissioned elsewhere. SB 696's Gov. Code § 8231.18 (reported as in force from January 1, 2025) puts duties on platforms serving principals located in California — among them a prompt asking whether the principal is in California — which suggests it is contemplated, but that text was not read: the cautious value, no",
  },
};
