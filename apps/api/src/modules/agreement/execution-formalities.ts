import { DEATH_WAIVER_CLAUSE_KEYS, executionFormalities, type ExecutionFormalities } from "@prenup/agreement";
import type { Executor } from "@prenup/db";
import type { AgreementContext } from "./agreement.context.ts";

/**
 * How this agreement is executed (`executionFormalities`: the state's rules, the template state's
 * witness switch, and Florida's witnesses when the text waives rights at death), as its signature
 * page draws it: the one rule the notarization module reads for the session, the in-person
 * instructions and its checks. Null for an unknown document or one without a state.
 */
export async function executionFormalitiesOf(
  ctx: AgreementContext,
  documentId: string,
  executor?: Executor,
): Promise<ExecutionFormalities | null> {
  const facts = await ctx.repository.loadFormalityFacts(documentId, DEATH_WAIVER_CLAUSE_KEYS, executor);
  if (!facts?.stateAbbreviation) return null;
  return executionFormalities({
    stateAbbreviation: facts.stateAbbreviation,
    witnessRequired: facts.witnessRequired,
    waivesRightsAtDeath: facts.waivesRightsAtDeath,
  });
}
