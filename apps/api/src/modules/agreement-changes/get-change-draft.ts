import {
  buildAmendmentModel,
  buildRevocationModel,
  initialsOf,
  modelText,
  pendingAttorneyInserts,
  type AgreementChange,
  type AgreementChangeDocumentInput,
  type AgreementModel,
  type ModelParty,
} from "@prenup/agreement";
import { stateLawOf } from "@prenup/content/runtime";
import { DEFAULT_DOCUMENT_TERM, fullName, isDisclosureConfirmedSince, type ChangeSigningRule } from "@prenup/domain";
import { notFound } from "../../http/errors.ts";
import type { PartyOf } from "../users/users.queries.ts";
import type { AgreementChangesContext } from "./agreement-changes.context.ts";
import { AGREEMENT_CHANGE_MESSAGES } from "./agreement-changes.messages.ts";
import type { ChangeDraftDetailRow } from "./agreement-changes.repository.ts";
import type { ChangeDraftDetailResponse } from "./agreement-changes.schemas.ts";
import {
  changeDecision,
  changeDraftOf,
  signingFormalities,
  refusalOf,
  signedAgreementFacts,
  type SignedAgreementFacts,
} from "./change-draft-facts.ts";

const partyOfRow = (respondent: "A" | "B", person: PartyOf | null): ModelParty => {
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

/** The terms of a state by key (the state's own, else the general ones). */
async function termsOf(ctx: AgreementChangesContext, stateId: string): Promise<Map<string, string>> {
  const terms = await ctx.terms.listTerms({ stateId });
  return new Map(terms.map((term) => [term.key, term.value]));
}

/** The change's document as it would be signed today, or why it cannot be drawn. */
async function documentOf(
  ctx: AgreementChangesContext,
  facts: SignedAgreementFacts,
  change: ChangeDraftDetailRow,
): Promise<{ model: AgreementModel; rule: ChangeSigningRule } | { unavailable: string }> {
  const row = stateLawOf(change.stateAbbreviation);
  if (!row) return { unavailable: AGREEMENT_CHANGE_MESSAGES.state };
  const decision = changeDecision(facts, change.kind, row, change.movedIntoStateOn);
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
    original: {
      title: originalTerms.get("document_title") ?? DEFAULT_DOCUMENT_TERM,
      signedOn: record.signedOn,
      recordHash: record.hash,
      stateName: facts.agreementRow.name,
    },
    parties: { A: partyOfRow("A", change.partyA), B: partyOfRow("B", change.partyB) },
    state: row,
    decision,
    formalities: formalities.printed,
    stateStyle: terms.get("state_style") ?? row.name,
    venueLine: terms.get("venue_line") ?? "County of ______________________",
    generatedAt: ctx.clock.now().toISOString(),
    draft: change.status === "DRAFT",
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

/**
 * GET …/changes/{changeId}: a draft (or signed change) with its document's plain text as it would
 * be signed today (`modelText` of `buildAmendmentModel` / `buildRevocationModel`): the original by
 * its title, day of signing and record hash, the parties, the current state's law and formalities;
 * the statements an attorney must still insert; an amendment's redline. When the state's law no
 * longer allows the change, or an amendment has no change yet, the text is null with the reason.
 */
export async function getChangeDraft(
  ctx: AgreementChangesContext,
  input: { ownerId: string; documentId: string; changeId: string },
): Promise<ChangeDraftDetailResponse> {
  const facts = await signedAgreementFacts(ctx, input.ownerId, input.documentId);
  const change = await ctx.repository.findChangeDetail(facts.document.id, input.changeId, facts.document);
  if (!change) throw notFound();
  const [drawn, declarations] = await Promise.all([
    documentOf(ctx, facts, change),
    ctx.disclosure.declarations(facts.document.id),
  ]);
  const model = "model" in drawn ? drawn.model : null;
  const rule = "rule" in drawn ? drawn.rule : null;
  const startedAt = new Date(change.createdAt).toISOString();
  const sides = [
    { respondent: "A" as const, userId: facts.document.userAId },
    { respondent: "B" as const, userId: facts.document.userBId },
  ];
  return {
    ...changeDraftOf(change),
    text: model ? modelText(model) : null,
    unavailableReason: "unavailable" in drawn ? drawn.unavailable : null,
    pendingAttorneyInserts: model ? pendingAttorneyInserts(model) : [],
    parties: [
      { respondent: "A", userId: facts.document.userAId, name: partyOfRow("A", change.partyA).fullName },
      { respondent: "B", userId: facts.document.userBId, name: partyOfRow("B", change.partyB).fullName },
    ],
    signingRule: rule,
    disclosure: rule?.disclosureConfirmation
      ? sides.map(({ respondent, userId }) => {
          const declaration = declarations.find((one) => one.userId === userId) ?? null;
          return {
            respondent,
            declaration: declaration?.declaration ?? null,
            declaredAt: declaration?.declaredAt ?? null,
            confirmed: isDisclosureConfirmedSince(declaration, startedAt),
          };
        })
      : [],
    redline:
      change.kind === "AMENDMENT"
        ? change.changes.map(({ label, title, oldText, newText, reason }) => ({
            label,
            title,
            oldText,
            newText,
            reason: reason as AgreementChange["reason"],
          }))
        : [],
  };
}
