import type { NotarizationProblem, NotarySignerRole } from "./notarization.ts";

/**
 * Where the signers of an online notarization will be: the content's rule (a state whose notaries
 * may not notarize online, and whether a signer located there may still appear before another
 * state's online notary) and each signer's own answer to its question.
 */
export type SignerLocationRule = {
  /** The state asked about ("California"). */
  stateName: string;
  /** Whether a signer located in that state may appear before an online notary of another state. */
  signerThereMayAppearOnline: boolean;
};

/** A signer of the session and their answer (null: not answered yet). */
export type SignerLocationAnswer = { role: NotarySignerRole; name: string | null; inState: boolean | null };

export const SIGNER_LOCATION_MESSAGES = {
  missingTitle: "Each signer says where they will sign.",
  missing: (names: string) => `Before the online session starts, each signer answers whether they will be in California when they sign. Waiting for: ${names}.`,
  notAllowedTitle: "Someone will sign from California.",
  notAllowed: (names: string, state: string) =>
    `${names} will be in ${state} when signing. A signer in ${state} cannot appear before an online notary, so this agreement is signed before a notary in person: sign at a notary's office and upload the notarized copy. If plans change, the answer can be changed before the session starts.`,
} as const;

const namesOf = (signers: SignerLocationAnswer[]) => signers.map((signer) => signer.name ?? signer.role).join(", ");

/**
 * Whether the online session may start as far as the signers' locations go: every signer has
 * answered, and (unless the rule lets a signer located in the state appear online) none will be in
 * the state. A signer who will be there signs before a notary in person instead, and with them the
 * whole agreement: the session is one for every signer. Null: nothing stands in the way.
 */
export function signerLocationProblem(input: { signers: readonly SignerLocationAnswer[]; rule: SignerLocationRule }): NotarizationProblem | null {
  const inState = input.signers.filter((signer) => signer.inState === true);
  if (inState.length > 0 && !input.rule.signerThereMayAppearOnline) {
    return { code: "SIGNER_LOCATION_NOT_ALLOWED", title: SIGNER_LOCATION_MESSAGES.notAllowedTitle, message: SIGNER_LOCATION_MESSAGES.notAllowed(namesOf(inState), input.rule.stateName) };
  }
  const unanswered = input.signers.filter((signer) => signer.inState === null);
  if (unanswered.length > 0) {
    return { code: "SIGNER_LOCATION_MISSING", title: SIGNER_LOCATION_MESSAGES.missingTitle, message: SIGNER_LOCATION_MESSAGES.missing(namesOf(unanswered)) };
  }
  return null;
}
