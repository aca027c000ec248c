import { stateLawOf } from "@prenup/content/runtime";
import {
  calendarDayIn,
  describeMaritalRequirement,
  DomainError,
  isDocumentParty,
  maritalAgreementEligibility,
  stateLawPath,
  timeZoneOfState,
  type AgreementKind,
  type MaritalAgreementDecision,
  type MaritalAgreementKind,
  type StateLawRow,
} from "@prenup/domain";
import { notFound } from "../../http/errors.ts";
import type { AgreementChangesContext } from "./agreement-changes.context.ts";
import { AGREEMENT_CHANGE_MESSAGES } from "./agreement-changes.messages.ts";
import type { ChangeEligibilityQuery, ChangeEligibilityResponse } from "./agreement-changes.schemas.ts";

const placeOf = (row: StateLawRow) => ({
  abbreviation: row.stateId,
  name: row.name,
  lawPath: stateLawPath(row.stateId),
});

/**
 * Whether the couple may amend or revoke their signed agreement, or make one during the marriage,
 * in the state they live in now (`state`, default the agreement's), and what it requires
 * (GET …/change-eligibility): one partner's context (the standing's read model, one statement),
 * the state's row of the state-law matrix, and the domain's `maritalAgreementEligibility` on
 * today's date in the agreement's state. An amendment or a revocation needs a signed agreement.
 */
export async function checkChangeEligibility(
  ctx: AgreementChangesContext,
  input: { ownerId: string; documentId: string; query: ChangeEligibilityQuery },
): Promise<ChangeEligibilityResponse> {
  const context = await ctx.standing.loadContext(input.ownerId, { documentId: input.documentId, withPartner: true });
  const { document, state: agreementState, notarization } = context.facts;
  if (!document || document.id !== input.documentId.toLowerCase() || !isDocumentParty(document, input.ownerId))
    throw notFound();
  const agreementRow = stateLawOf(agreementState?.abbreviation);
  if (!agreementState || !agreementRow)
    throw new DomainError("CHANGE_NOT_AVAILABLE", AGREEMENT_CHANGE_MESSAGES.noState);
  const signed = Boolean(notarization?.notarizationCompletedAt);
  if (input.query.kind !== "POSTNUP" && !signed)
    throw new DomainError("CHANGE_NOT_AVAILABLE", AGREEMENT_CHANGE_MESSAGES.notSigned);
  const row = stateLawOf(input.query.state) ?? agreementRow;
  const today = calendarDayIn(ctx.clock.now(), timeZoneOfState(agreementRow.stateId));
  if (input.query.movedIn && input.query.movedIn > today)
    throw new DomainError("VALIDATION_FAILED", AGREEMENT_CHANGE_MESSAGES.movedIn);
  const weddingDate = ctx.standing.weddingDateOf(context);
  const married = weddingDate !== null && weddingDate <= today;
  // The terms are not chosen yet: the requirements that depend on them are listed as conditions.
  const decision = maritalAgreementEligibility(row, {
    kind: input.query.kind,
    original: document.kind,
    married,
    movedIntoStateOn: input.query.movedIn ?? null,
    today,
    convertsSeparateProperty: true,
    waivesDeathRights: true,
  });
  return eligibilityResponse({
    kind: input.query.kind,
    original: document.kind,
    row,
    agreementRow,
    weddingDate,
    married,
    signed,
    decision,
  });
}

/** A decision as the eligibility routes answer it: each requirement in words with its source. */
export function eligibilityResponse(input: {
  kind: MaritalAgreementKind;
  /** The kind of the signed agreement a change is made to. */
  original: AgreementKind;
  row: StateLawRow;
  agreementRow: StateLawRow;
  weddingDate: string | null;
  married: boolean;
  signed: boolean;
  decision: MaritalAgreementDecision;
}): ChangeEligibilityResponse {
  const { decision, row } = input;
  const requirements = "requirements" in decision ? decision.requirements : [];
  return {
    kind: input.kind,
    state: placeOf(row),
    agreementState: placeOf(input.agreementRow),
    weddingDate: input.weddingDate,
    married: input.married,
    signed: input.signed,
    outcome: decision.outcome,
    reason: decision.outcome === "BLOCKED" ? decision.reason : null,
    checklist: decision.outcome === "COURT_PETITION" ? decision.checklist : [],
    requirements: requirements.map((requirement) => ({
      kind: requirement.kind,
      text: describeMaritalRequirement(requirement, row.name, input.original),
      source: requirement.source,
    })),
    source: "source" in decision ? decision.source : null,
  };
}
