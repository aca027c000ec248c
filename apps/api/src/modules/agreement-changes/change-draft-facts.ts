import { stateLawOf } from "@prenup/content/runtime";
import {
  calendarDayIn,
  changeSigningRule,
  type ChangeSigningRule,
  DomainError,
  fullName,
  isDocumentParty,
  type ErrorIssue,
  maritalAgreementEligibility,
  timeZoneOfState,
  type MaritalAgreementDecision,
  type StateLawRow,
} from "@prenup/domain";
import type { AgreementChangeKind, StoredAgreementChange } from "@prenup/db";
import {
  canonicalJson,
  consolidatedClauses,
  currentClauses,
  sha256Hex,
  executionFormalities,
  type ExecutionFormalities,
  type ReadingCopyClause,
} from "@prenup/agreement";
import { notFound } from "../../http/errors.ts";
import type { AgreementChangesContext } from "./agreement-changes.context.ts";
import { AGREEMENT_CHANGE_MESSAGES } from "./agreement-changes.messages.ts";
import type { AgreementChangeInput, ChangeDraftResponse } from "./agreement-changes.schemas.ts";
import type { AmendmentEffects, ChangeDraftRow } from "./agreement-changes.repository.ts";

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
    weddingDate,
    married: weddingDate !== null && weddingDate <= today,
  };
}

export type SignedAgreementFacts = Awaited<ReturnType<typeof signedAgreementFacts>>;

/**
 * The domain's `maritalAgreementEligibility` for a change of the signed agreement in the state the
 * couple lives in now (`row`), as the eligibility route decides it, for today or for another day
 * (`day`: a day of signing, on which the couple must have been married): the terms are not chosen
 * yet, so the requirements that depend on them are listed.
 */
export function changeDecision(
  facts: SignedAgreementFacts,
  kind: AgreementChangeKind,
  row: StateLawRow,
  movedIntoStateOn: string | null,
  effects: AmendmentEffects,
  day: string = facts.today,
): MaritalAgreementDecision {
  return maritalAgreementEligibility(row, {
    kind,
    original: facts.document.kind,
    married: facts.weddingDate !== null && facts.weddingDate <= day,
    movedIntoStateOn,
    today: day,
    convertsSeparateProperty: effects.convertsSeparateProperty ?? true,
    waivesDeathRights: effects.waivesDeathRights ?? true,
  });
}

/**
 * The formalities a change is signed with: the current state's as printed (with witnesses to both
 * signatures when the original was signed before such witnesses), and what each spouse's signing
 * must have (`changeSigningRule`: the stricter of the original's, the current state's and the
 * decision's requirements).
 */
export async function signingFormalities(
  ctx: AgreementChangesContext,
  documentId: string,
  row: StateLawRow,
  decision: MaritalAgreementDecision,
): Promise<{ printed: ExecutionFormalities; rule: ChangeSigningRule }> {
  const original = await ctx.agreement.executionFormalitiesOf(documentId);
  const originalWitnesses =
    original?.witnessGroups.filter((group) => group.attests === "BOTH").reduce((n, g) => n + g.labels.length, 0) ?? 0;
  const printed = executionFormalities({ stateAbbreviation: row.stateId, witnessRequired: originalWitnesses > 0 });
  const currentWitnesses = printed.witnessGroups
    .filter((group) => group.attests === "BOTH")
    .reduce((n, group) => n + group.labels.length, 0);
  const requirements =
    decision.outcome === "ALLOWED" || decision.outcome === "COURT_PETITION" ? decision.requirements : [];
  return { printed, rule: changeSigningRule({ originalWitnesses, currentWitnesses, requirements }) };
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
 * The agreement's clauses as they read now: the signed original with its signed amendments applied
 * (`consolidatedClauses`), and the changes in effect (`signed`, read here unless the caller has them).
 */
export async function clausesInEffect(
  ctx: AgreementChangesContext,
  documentId: string,
  signed?: SignedChanges,
): Promise<{ clauses: ReadingCopyClause[]; signed: SignedChanges }> {
  const [original, changes] = await Promise.all([
    ctx.agreement.amendableClausesOf(documentId),
    signed ?? ctx.repository.signedChanges(documentId),
  ]);
  const amendments = changes.flatMap((change) =>
    change.kind === "AMENDMENT" && change.number !== null ? [{ number: change.number, changes: change.changes }] : [],
  );
  return { clauses: consolidatedClauses(original, amendments), signed: changes };
}

export type SignedChanges = Awaited<ReturnType<AgreementChangesContext["repository"]["signedChanges"]>>;

/** 409 CHANGE_NOT_AVAILABLE once a signed revocation has ended the agreement. */
export function refuseIfRevoked(signed: SignedChanges): void {
  const revocation = signed.find((change) => change.kind === "REVOCATION");
  if (revocation)
    throw new DomainError("CHANGE_NOT_AVAILABLE", AGREEMENT_CHANGE_MESSAGES.revoked(revocation.effectiveOn));
}

/**
 * The changes as stored, each against the agreement as it reads now (`clausesInEffect`: the signed
 * original and its signed amendments): a label it has
 * takes that clause's text as the old text (and its title unless another is sent); a label it does
 * not have adds a clause. Refused (422, nothing stored) where a change removes a clause the
 * agreement does not have or leaves a clause's text as it is. No changes: no read.
 */
export async function resolveChanges(
  ctx: AgreementChangesContext,
  documentId: string,
  changes: readonly AgreementChangeInput[] | undefined,
  signedChanges?: SignedChanges,
): Promise<StoredAgreementChange[]> {
  if (!changes?.length) return [];
  const { clauses } = await clausesInEffect(ctx, documentId, signedChanges);
  const signed = new Map(currentClauses(clauses).map((clause) => [clause.label, clause]));
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

/**
 * The SHA-256 of what a change says: its kind, state, move date, changes and answers about what it
 * does. An attorney's approval is of this content; once the couple edits the change, the approval is
 * of an earlier text.
 */
export function changeContentSha256(
  row: Pick<
    ChangeDraftRow,
    "kind" | "stateId" | "movedIntoStateOn" | "changes" | "convertsSeparateProperty" | "waivesDeathRights"
  >,
): string {
  const { kind, stateId, movedIntoStateOn, changes, convertsSeparateProperty, waivesDeathRights } = row;
  return sha256Hex(
    canonicalJson({ kind, stateId, movedIntoStateOn, changes, convertsSeparateProperty, waivesDeathRights }),
  );
}

/** A stored change as the API answers it. */
export function changeDraftOf(row: ChangeDraftRow): ChangeDraftResponse {
  const abbreviation = row.stateAbbreviation ?? "";
  const content = changeContentSha256(row);
  return {
    id: row.id,
    documentId: row.documentId,
    kind: row.kind,
    number: row.number,
    status: row.status,
    state: { abbreviation, name: stateLawOf(abbreviation)?.name ?? abbreviation },
    movedIn: row.movedIntoStateOn,
    changes: row.changes as ChangeDraftResponse["changes"],
    convertsSeparateProperty: row.convertsSeparateProperty,
    waivesDeathRights: row.waivesDeathRights,
    signatures: row.signatures.map(({ respondent, signedOn, witnesses, counsel, fileSha256 }) => ({
      respondent,
      signedOn,
      witnesses,
      counsel,
      fileSha256,
    })),
    approvals: row.approvals.map((approval) => ({
      respondent: approval.respondent,
      attorneyId: approval.attorneyId,
      attorneyName: approval.attorney ? fullName(approval.attorney) : null,
      approvedAt: new Date(approval.approvedAt).toISOString(),
      current: approval.contentSha256 === content,
    })),
    effectiveOn: row.effectiveOn,
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
