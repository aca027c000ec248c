import { stateLawOf } from "@prenup/content/runtime";
import { contentIds } from "@prenup/db";
import { DomainError } from "@prenup/domain";
import { isForeignKeyViolation, isUniqueViolation } from "../../db/db-errors.ts";
import type { AgreementChangesContext } from "./agreement-changes.context.ts";
import { AGREEMENT_CHANGE_MESSAGES } from "./agreement-changes.messages.ts";
import type { ChangeDraftResponse, CreateChangeDraftBody } from "./agreement-changes.schemas.ts";
import {
  changeDecision,
  changeDraftOf,
  refusalOf,
  refuseIfRevoked,
  resolveChanges,
  signedAgreementFacts,
} from "./change-draft-facts.ts";

/**
 * POST …/changes: the couple's DRAFT amendment or revocation of their signed agreement, in the
 * state they live in now. Refused (409 CHANGE_NOT_AVAILABLE, nothing stored) unless that state's law
 * allows the change today (the reason or the court's checklist in the message), and while the
 * document already has a live draft: the one-draft unique index decides, so two requests at once
 * store one draft, and once a signed revocation has ended the agreement. An amendment takes the next
 * number of the document's amendments; its changes' old text is the agreement's text in effect.
 */
export async function createChangeDraft(
  ctx: AgreementChangesContext,
  input: { ownerId: string; documentId: string; actorId: string; body: CreateChangeDraftBody },
): Promise<ChangeDraftResponse> {
  const { body } = input;
  const facts = await signedAgreementFacts(ctx, input.ownerId, input.documentId);
  const row = stateLawOf(body.state);
  if (!row) throw new DomainError("VALIDATION_FAILED", AGREEMENT_CHANGE_MESSAGES.state);
  if (body.movedIn && body.movedIn > facts.today)
    throw new DomainError("VALIDATION_FAILED", AGREEMENT_CHANGE_MESSAGES.movedIn);
  const movedIntoStateOn = body.movedIn ?? null;
  const effects = {
    convertsSeparateProperty: body.convertsSeparateProperty ?? null,
    waivesDeathRights: body.waivesDeathRights ?? null,
  };
  const refusal = refusalOf(changeDecision(facts, body.kind, row, movedIntoStateOn, effects), body.kind, row);
  if (refusal) throw new DomainError("CHANGE_NOT_AVAILABLE", refusal);
  const signed = await ctx.repository.signedChanges(facts.document.id);
  refuseIfRevoked(signed);
  const changes = await resolveChanges(ctx, facts.document.id, body.changes, signed);
  const stateId = contentIds.state(row.stateId);
  try {
    const stored = await ctx.repository.insertDraft({
      documentId: facts.document.id,
      kind: body.kind,
      stateId,
      movedIntoStateOn,
      changes,
      effects,
      createdById: input.actorId,
      at: ctx.clock.now(),
    });
    return changeDraftOf({
      ...stored,
      documentId: facts.document.id,
      kind: body.kind,
      status: "DRAFT",
      stateId,
      stateAbbreviation: row.stateId,
      movedIntoStateOn,
      changes,
      ...effects,
      effectiveOn: null,
      signatures: [],
      approvals: [],
      createdById: input.actorId,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError("CHANGE_NOT_AVAILABLE", AGREEMENT_CHANGE_MESSAGES.draftExists);
    if (isForeignKeyViolation(error)) throw new DomainError("VALIDATION_FAILED", AGREEMENT_CHANGE_MESSAGES.state);
    throw error;
  }
}
