import { stateLawOf } from "@prenup/content/runtime";
import {
  calendarDayIn,
  DomainError,
  isDocumentParty,
  type ErrorIssue,
  maritalAgreementEligibility,
  timeZoneOfState,
  type MaritalAgreementDecision,
  type StateLawRow,
} from "@prenup/domain";
import type { AgreementChangeKind, StoredAgreementChange } from "@prenup/db";
import { notFound } from "../../http/errors.ts";
import type { AgreementChangesContext } from "./agreement-changes.context.ts";
import { AGREEMENT_CHANGE_MESSAGES } from "./agreement-changes.messages.ts";
import type { AgreementChangeInput, ChangeDraftResponse } from "./agreement-changes.schemas.ts";
import type { ChangeDraftRow } from "./agreement-changes.repository.ts";

/**
 * The facts every draft route starts from: one partner's context (the standing's read model, one
 * statement) for the signed agreement named in the path, its state's row of the matrix, today in
 * that state and whether the couple is married. 404 unless `ownerId` is a partner of the document;
 * 409 CHANGE_NOT_AVAILABLE without a state or before the agreement is notarized.
 */
export async function signedAgreementFacts(ctx: AgreementChangesContext, ownerId: string, documentId: string) {
  const context = await ctx.standing.loadContext(ownerId, { documentId, withPartner: true });
  const { document, state, notarization } = context.facts;
  if (!document || document.id !== documentId.toLowerCase() || !isDocumentParty(document, ownerId)) throw notFound();
  const agreementRow = stateLawOf(state?.abbreviation);
  if (!state || !agreementRow) throw new DomainError("CHANGE_NOT_AVAILABLE", AGREEMENT_CHANGE_MESSAGES.noState);
  if (!notarization?.notarizationCompletedAt)
    throw new DomainError("CHANGE_NOT_AVAILABLE", AGREEMENT_CHANGE_MESSAGES.notSigned);
  const today = calendarDayIn(ctx.clock.now(), timeZoneOfState(agreementRow.stateId));
  const weddingDate = ctx.standing.weddingDateOf(context);
  return {
    document,
    agreementState: state,
    agreementRow,
    today,
    married: weddingDate !== null && weddingDate <= today,
  };
}

export type SignedAgreementFacts = Awaited<ReturnType<typeof signedAgreementFacts>>;

/**
 * The domain's `maritalAgreementEligibility` for a change of the signed agreement in the state the
 * couple lives in now (`row`), as the eligibility route decides it: the terms are not chosen yet,
 * so the requirements that depend on them are listed.
 */
export function changeDecision(
  facts: SignedAgreementFacts,
  kind: AgreementChangeKind,
  row: StateLawRow,
  movedIntoStateOn: string | null,
): MaritalAgreementDecision {
  return maritalAgreementEligibility(row, {
    kind,
    married: facts.married,
    movedIntoStateOn,
    today: facts.today,
    convertsSeparateProperty: true,
    waivesDeathRights: true,
  });
}

/** Why the decision does not let the couple draft the change, in words (null: ALLOWED). */
export function refusalOf(decision: MaritalAgreementDecision, kind: AgreementChangeKind, row: StateLawRow) {
  const base = AGREEMENT_CHANGE_MESSAGES.notAllowed(kind, row.name);
  switch (decision.outcome) {
    case "ALLOWED":
      return null;
    case "BLOCKED":
      return AGREEMENT_CHANGE_MESSAGES.blocked(base, decision.reason);
    case "COURT_PETITION":
      return AGREEMENT_CHANGE_MESSAGES.courtPetition(base, decision.checklist);
    default:
      return AGREEMENT_CHANGE_MESSAGES.premarital(base);
  }
}

/**
 * The changes as stored, each against the signed agreement (`amendableClausesOf`): a label it has
 * takes that clause's text as the old text (and its title unless another is sent); a label it does
 * not have adds a clause. Refused (422, nothing stored) where a change removes a clause the
 * agreement does not have or leaves a clause's text as it is. No changes: no read.
 */
export async function resolveChanges(
  ctx: AgreementChangesContext,
  documentId: string,
  changes: readonly AgreementChangeInput[] | undefined,
): Promise<StoredAgreementChange[]> {
  if (!changes?.length) return [];
  const signed = new Map((await ctx.agreement.amendableClausesOf(documentId)).map((clause) => [clause.label, clause]));
  const issues: ErrorIssue[] = [];
  const stored = changes.map((change, index): StoredAgreementChange => {
    const clause = signed.get(change.label) ?? null;
    if (!clause && change.newText === null)
      issues.push({ message: AGREEMENT_CHANGE_MESSAGES.noSuchClause(change.label), path: ["changes", index, "label"] });
    if (clause && change.newText !== null && change.newText.trim() === clause.text.trim())
      issues.push({ message: AGREEMENT_CHANGE_MESSAGES.changeSame, path: ["changes", index, "newText"] });
    return {
      label: change.label,
      title: change.title === undefined ? (clause?.title ?? null) : change.title,
      oldText: clause?.text ?? null,
      newText: change.newText,
      reason: change.reason,
      note: change.note ?? null,
    };
  });
  if (issues.length) throw DomainError.invalid(issues);
  return stored;
}

/** A stored change as the API answers it. */
export function changeDraftOf(row: ChangeDraftRow): ChangeDraftResponse {
  const abbreviation = row.stateAbbreviation ?? "";
  return {
    id: row.id,
    documentId: row.documentId,
    kind: row.kind,
    number: row.number,
    status: row.status,
    state: { abbreviation, name: stateLawOf(abbreviation)?.name ?? abbreviation },
    movedIn: row.movedIntoStateOn,
    changes: row.changes as ChangeDraftResponse["changes"],
    createdById: row.createdById,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/**
 * The document's partners for the routes that need no more than that (list, PATCH, DELETE): 404
 * unless the document is live and `ownerId` one of its partners.
 */
export async function requirePartyOwner(ctx: AgreementChangesContext, ownerId: string, documentId: string) {
  const parties = await ctx.repository.documentParties(documentId);
  if (!parties || !isDocumentParty(parties, ownerId)) throw notFound();
  return parties;
}
