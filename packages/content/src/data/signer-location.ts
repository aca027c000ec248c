/**
 * The signer-location rule of an agreement's state, from its row of the state-law matrix
 * (`execution.onlineSignerLocation`, `execution.remoteNotarizationAllowed`): the domain's
 * `signerLocationQuestionOf` and `signerLocationProblem` read it. Only a couple whose own state's
 * law makes a signer's location matter is asked where they will sign, in their state's name.
 */
import type { SignerLocationRule } from "@prenup/domain";
import { stateLawOf } from "./state-law/index.ts";

/** The rule for an agreement in this state; null for an unknown state (nothing is asked). */
export function signerLocationRuleOf(stateId: string | null | undefined): SignerLocationRule | null {
  const row = stateLawOf(stateId);
  if (!row) return null;
  return {
    stateName: row.name,
    onlineSignerLocation: row.execution.onlineSignerLocation.value,
    remoteNotarizationAllowed: row.execution.remoteNotarizationAllowed.value,
  };
}
