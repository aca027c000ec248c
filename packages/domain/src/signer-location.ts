import type { NotarizationProblem, NotarySignerRole } from "./notarization.ts";
import type { OnlineSignerLocation } from "./state-law.ts";

/**
 * Where the signers of an online notarization will be, by the agreement's own state's row of the
 * state-law matrix (`execution.onlineSignerLocation`): a state whose law lets its agreement be
 * notarized online wherever the signers are asks nothing; a state where a signer physically there
 * may not appear before an online notary asks each signer whether they will be in the state.
 */
export type SignerLocationRule = {
  /** The agreement's state, as the question names it ("California"). */
  stateName: string;
  /** The state's cell: whether a signer's location matters there. */
  onlineSignerLocation: OnlineSignerLocation;
  /** The state allows remote online notarization of this agreement at all. */
  remoteNotarizationAllowed: boolean;
};

/** A signer of the session and their answer (null: not answered yet). */
export type SignerLocationAnswer = { role: NotarySignerRole; name: string | null; inState: boolean | null };

export const SIGNER_LOCATION_MESSAGES = {
  question: (state: string) => `Will you be in ${state} when you sign online?`,
  explanation: (state: string) =>
    `A signer who is physically in ${state} may not appear before an online notary commissioned in another state. If you will be in ${state} when you sign, the agreement is signed before a notary in person instead.`,
  missingTitle: "Each signer says where they will sign.",
  missing: (names: string, state: string) =>
    `Before the online session starts, each signer answers whether they will be in ${state} when they sign. Waiting for: ${names}.`,
  notAllowedTitle: (state: string) => `Someone will sign from ${state}.`,
  notAllowed: (names: string, state: string) =>
    `${names} will be in ${state} when signing. A signer in ${state} cannot appear before an online notary, so this agreement is signed before a notary in person: sign at a notary's office and upload the notarized copy. If plans change, the answer can be changed before the session starts.`,
  notAsked: (state: string) =>
    `Where you sign from does not change how a ${state} agreement is notarized online, so there is nothing to answer.`,
} as const;

/**
 * Whether the signers of this agreement's online session are asked where they will be: only where
 * the state allows the online session and its law makes a signer's presence in the state matter.
 */
export function isSignerLocationAsked(
  rule: Pick<SignerLocationRule, "onlineSignerLocation" | "remoteNotarizationAllowed">,
): boolean {
  return rule.remoteNotarizationAllowed && rule.onlineSignerLocation === "OUTSIDE_STATE_ONLY";
}

/** The question and its reason for this agreement's signers, phrased for its state; null: nothing is asked. */
export function signerLocationQuestionOf(rule: SignerLocationRule): { question: string; explanation: string } | null {
  if (!isSignerLocationAsked(rule)) return null;
  return {
    question: SIGNER_LOCATION_MESSAGES.question(rule.stateName),
    explanation: SIGNER_LOCATION_MESSAGES.explanation(rule.stateName),
  };
}

const namesOf = (signers: SignerLocationAnswer[]) => signers.map((signer) => signer.name ?? signer.role).join(", ");

/**
 * Whether the online session may start as far as the signers' locations go. Where the state asks
 * nothing (`isSignerLocationAsked`), nothing stands in the way whatever was answered. Where it
 * asks: every signer has answered and none will be in the state; a signer who will be there signs
 * before a notary in person instead, and with them the whole agreement (the session is one for
 * every signer). Null: nothing stands in the way.
 */
export function signerLocationProblem(input: {
  signers: readonly SignerLocationAnswer[];
  rule: SignerLocationRule;
}): NotarizationProblem | null {
  if (!isSignerLocationAsked(input.rule)) return null;
  const state = input.rule.stateName;
  const inState = input.signers.filter((signer) => signer.inState === true);
  if (inState.length > 0) {
    return {
      code: "SIGNER_LOCATION_NOT_ALLOWED",
      title: SIGNER_LOCATION_MESSAGES.notAllowedTitle(state),
      message: SIGNER_LOCATION_MESSAGES.notAllowed(namesOf(inState), state),
    };
  }
  const unanswered = input.signers.filter((signer) => signer.inState === null);
  if (unanswered.length > 0) {
    return {
      code: "SIGNER_LOCATION_MISSING",
      title: SIGNER_LOCATION_MESSAGES.missingTitle,
      message: SIGNER_LOCATION_MESSAGES.missing(namesOf(unanswered), state),
    };
  }
  return null;
}
