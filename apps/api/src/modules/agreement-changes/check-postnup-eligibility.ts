import { stateLawOf } from "@prenup/content/runtime";
import { calendarDayIn, DomainError, postnupDecision, POSTNUP_MESSAGES, timeZoneOfState } from "@prenup/domain";
import type { AgreementChangesContext } from "./agreement-changes.context.ts";
import { AGREEMENT_CHANGE_MESSAGES } from "./agreement-changes.messages.ts";
import type { ChangeEligibilityResponse, PostnupEligibilityQuery } from "./agreement-changes.schemas.ts";
import { eligibilityResponse } from "./check-change-eligibility.ts";

/**
 * Whether a married couple may make a postnuptial agreement in a state, before they start one
 * (GET /users/{id}/postnup-eligibility): the state's row of the state-law matrix and the domain's
 * `postnupDecision` on today's date there, with the requirements that depend on the terms listed
 * as conditions. The same decision POST /documents applies to a postnup. No statement.
 */
export function checkPostnupEligibility(
  ctx: Pick<AgreementChangesContext, "clock">,
  query: PostnupEligibilityQuery,
): ChangeEligibilityResponse {
  const row = stateLawOf(query.state);
  if (!row) throw new DomainError("POSTNUP_NOT_AVAILABLE", POSTNUP_MESSAGES.noLaw);
  const today = calendarDayIn(ctx.clock.now(), timeZoneOfState(row.stateId));
  if (query.movedIn && query.movedIn > today)
    throw new DomainError("VALIDATION_FAILED", AGREEMENT_CHANGE_MESSAGES.movedIn);
  const decision = postnupDecision(row, {
    today,
    movedIntoStateOn: query.movedIn ?? null,
    waivesDeathRights: true,
    convertsSeparateProperty: true,
  });
  return eligibilityResponse({
    kind: "POSTNUP",
    original: "POSTNUP",
    row,
    agreementRow: row,
    weddingDate: null,
    married: true,
    signed: false,
    decision,
  });
}
