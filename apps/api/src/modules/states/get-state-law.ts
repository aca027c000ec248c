import { stateLawOf, stateLawRules, stateLawSummary } from "@prenup/content/runtime";
import { DomainError } from "@prenup/domain";
import type { StateLawResponse } from "./states.schemas.ts";

/**
 * Every rule the product applies in one jurisdiction, from its row of the state-law matrix (content,
 * not the database): each with its citation, whether it was verified and, when it was, the reading.
 * An id the matrix does not know is STATE_NOT_FOUND.
 */
export function getStateLaw(stateId: string): StateLawResponse {
  const row = stateLawOf(stateId);
  if (!row) throw new DomainError("STATE_NOT_FOUND", "State not found");
  const { verified, total } = stateLawSummary(row);
  return { stateId: row.stateId, name: row.name, verified, total, rules: stateLawRules(row) };
}
