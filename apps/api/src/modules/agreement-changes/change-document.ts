import {
  buildAmendmentModel,
  buildRevocationModel,
  initialsOf,
  type AgreementChange,
  type AgreementChangeDocumentInput,
  type AgreementModel,
  type ModelParty,
  type OriginalAgreementReference,
} from "@prenup/agreement";
import { partitionTitleOf, stateLawOf } from "@prenup/content/runtime";
import {
  agreementTitleFor,
  DEFAULT_DOCUMENT_TERM,
  fullName,
  type AgreementKind,
  type ChangeSigningRule,
  type StateLawRow,
} from "@prenup/domain";
import type { PartyOf } from "../users/users.queries.ts";
import type { AgreementChangesContext } from "./agreement-changes.context.ts";
import { AGREEMENT_CHANGE_MESSAGES } from "./agreement-changes.messages.ts";
import type { ChangeDraftDetailRow } from "./agreement-changes.repository.ts";
import { changeDecision, signingFormalities, refusalOf, type SignedAgreementFacts } from "./change-draft-facts.ts";

/** A spouse as the change's document names them. */
export const partyOfRow = (respondent: "A" | "B", person: PartyOf | null): ModelParty => {
  const names = {
    firstName: person?.firstName ?? null,
    middleName: person?.middleName ?? null,
    lastName: person?.lastName ?? null,
    suffix: person?.suffix ?? null,
  };
  return {
    respondent,
    fullName: fullName(names),
    firstName: (names.firstName ?? "").trim(),
    initials: initialsOf(names),
  };
};

/**
 * The signed original as a change or the reading copy names it: its title (the state's term for a
 * premarital agreement, the postnup's title for one made during the marriage), day, record hash and state.
 */
export function originalReferenceOf(
  terms: Map<string, string>,
  record: { signedOn: string; hash: string },
  state: Pick<StateLawRow, "name" | "stateId">,
  kind: AgreementKind,
): OriginalAgreementReference {
  return {
    title: agreementTitleFor(
      kind,
      terms.get("document_title") ?? DEFAULT_DOCUMENT_TERM,
      partitionTitleOf(state.stateId),
    ),
    signedOn: record.signedOn,
    recordHash: record.hash,
    stateName: state.name,
  };
}

/** The terms of a state by key (the state's own, else the general ones). */
export async function termsOf(ctx: AgreementChangesContext, stateId: string): Promise<Map<string, string>> {
  const terms = await ctx.terms.listTerms({ stateId });
  return new Map(terms.map((term) => [term.key, term.value]));
}

/**
 * The change's document as the couple signs it, or why it cannot be drawn: the state's law no longer
 * allows the change, an amendment without a change, or no record of the original. It is drawn for
 * signature (no draft mark) once it can be drawn at all; one that still needs an attorney's insert
 * stays a draft (`buildAmendmentModel`).
 */
export async function changeDocumentOf(
  ctx: AgreementChangesContext,
  facts: SignedAgreementFacts,
  change: ChangeDraftDetailRow,
): Promise<{ model: AgreementModel; rule: ChangeSigningRule } | { unavailable: string }> {
  const row = stateLawOf(change.stateAbbreviation);
  if (!row) return { unavailable: AGREEMENT_CHANGE_MESSAGES.state };
  const decision = changeDecision(facts, change.kind, row, change.movedIntoStateOn, change);
  const refusal = refusalOf(decision, change.kind, row);
  if (refusal) return { unavailable: refusal };
  if (change.kind === "AMENDMENT" && change.changes.length === 0)
    return { unavailable: AGREEMENT_CHANGE_MESSAGES.changesRequired };
  const record = change.signedRecord;
  if (!record?.hash || !record.signedOn) return { unavailable: AGREEMENT_CHANGE_MESSAGES.noRecord };
  const sameState = change.stateId === facts.agreementState.id;
  const [originalTerms, currentTerms, formalities] = await Promise.all([
    termsOf(ctx, facts.agreementState.id),
    sameState ? null : termsOf(ctx, change.stateId),
    signingFormalities(ctx, change.documentId, row, decision),
  ]);
  const terms = currentTerms ?? originalTerms;
  const input: AgreementChangeDocumentInput = {
    original: originalReferenceOf(
      originalTerms,
      { signedOn: record.signedOn, hash: record.hash },
      facts.agreementRow,
      facts.document.kind,
    ),
    parties: { A: partyOfRow("A", change.partyA), B: partyOfRow("B", change.partyB) },
    state: row,
    decision,
    formalities: formalities.printed,
    stateStyle: terms.get("state_style") ?? row.name,
    venueLine: terms.get("venue_line") ?? "County of ______________________",
    generatedAt: ctx.clock.now().toISOString(),
    draft: false,
  };
  return {
    rule: formalities.rule,
    model:
      change.kind === "AMENDMENT"
        ? buildAmendmentModel({
            ...input,
            number: change.number ?? 1,
            changes: change.changes as AgreementChange[],
          })
        : buildRevocationModel(input),
  };
}
