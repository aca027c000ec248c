import { stateLawOf } from "@prenup/content/runtime";
import {
  calendarDayIn,
  changeEffectiveOn,
  changeSigningProblem,
  DomainError,
  fullName,
  type ChangeSignature,
  type Respondent,
  sideOf,
  timeZoneOfState,
} from "@prenup/domain";
import { isUniqueViolation } from "../../db/db-errors.ts";
import { notFound } from "../../http/errors.ts";
import type { AgreementChangesContext } from "./agreement-changes.context.ts";
import { AGREEMENT_CHANGE_MESSAGES } from "./agreement-changes.messages.ts";
import type { ChangeDraftResponse, SignChangeQuery } from "./agreement-changes.schemas.ts";
import {
  changeDecision,
  changeDraftOf,
  refusalOf,
  refuseIfRevoked,
  signedAgreementFacts,
  signingFormalities,
} from "./change-draft-facts.ts";

/** Problems of the signing's own input (422, on the field); the others are refusals of the change (409). */
const FIELD_OF: Partial<Record<string, string>> = {
  SIGNING_DATE_INVALID: "signedOn",
  WITNESSES_MISSING: "witness",
  WITNESS_IS_SPOUSE: "witness",
  COUNSEL_MISSING: "counsel",
  COUNSEL_NOT_SEPARATE: "counsel",
};

/**
 * POST …/changes/{changeId}/signatures: the caller's own signing of a draft amendment or revocation
 * before a notary, with the notarized PDF (the body). Checked by the domain's `changeSigningProblem`
 * for the day on the certificate — the state's law for agreements during marriage on that day
 * (married by then), the spouse's disclosure confirmed since the change began where the state asks
 * for full disclosure, the stricter of the original's and the current state's witnesses, each
 * spouse's own attorney where the state requires it — then stored with the file and appended to the
 * agreement's record, under the change's row lock: the second spouse's signing puts the change in
 * effect (SIGNED, `effectiveOn` the later day) and records it, linked to the version it changes.
 * Refused signings store nothing.
 */
export async function signChange(
  ctx: AgreementChangesContext,
  input: {
    ownerId: string;
    documentId: string;
    changeId: string;
    actorId: string;
    query: SignChangeQuery;
    bytes: Uint8Array;
  },
): Promise<ChangeDraftResponse> {
  const facts = await signedAgreementFacts(ctx, input.ownerId, input.documentId);
  const documentId = facts.document.id;
  const [change, signed, declarations] = await Promise.all([
    ctx.repository.findChangeDetail(documentId, input.changeId, facts.document),
    ctx.repository.signedChanges(documentId),
    ctx.disclosure.declarations(documentId),
  ]);
  if (!change) throw notFound();
  if (change.status !== "DRAFT") throw new DomainError("CHANGE_NOT_AVAILABLE", AGREEMENT_CHANGE_MESSAGES.notSignable);
  refuseIfRevoked(signed);
  if (change.kind === "AMENDMENT" && change.changes.length === 0)
    throw new DomainError(
      "CHANGE_NOT_AVAILABLE",
      AGREEMENT_CHANGE_MESSAGES.signingUnavailable(AGREEMENT_CHANGE_MESSAGES.changesRequired),
    );
  const row = stateLawOf(change.stateAbbreviation);
  if (!row) throw new DomainError("CHANGE_NOT_AVAILABLE", AGREEMENT_CHANGE_MESSAGES.state);

  // Each spouse records their own signing: the caller's side of the document.
  const respondent: Respondent | null = sideOf(facts.document, input.actorId);
  if (!respondent) throw notFound();
  const signature: ChangeSignature = {
    respondent,
    signedOn: input.query.signedOn,
    witnesses: input.query.witness,
    counsel: input.query.counsel?.trim() || null,
  };
  const decisionOnDay = changeDecision(facts, change.kind, row, change.movedIntoStateOn, change, signature.signedOn);
  const { rule } = await signingFormalities(ctx, documentId, row, decisionOnDay);
  const disclosure = declarations.find((declaration) => declaration.userId === input.actorId) ?? null;
  const spouses = [change.partyA, change.partyB].flatMap((party) => (party ? [fullName(party)] : []));
  const check = (recorded: readonly ChangeSignature[], textDay: string) => {
    const problem = changeSigningProblem({
      rule,
      decisionOnDay,
      signature,
      today: facts.today,
      textDay,
      recorded,
      spouses,
      refusal: refusalOf(decisionOnDay, change.kind, row),
      startedAt: new Date(change.createdAt).toISOString(),
      disclosure,
    });
    if (!problem) return;
    const field = FIELD_OF[problem.code];
    if (field) throw DomainError.invalid([{ message: problem.message, path: [field] }]);
    throw new DomainError("CHANGE_NOT_AVAILABLE", problem.message);
  };
  const zone = timeZoneOfState(facts.agreementRow.stateId);
  const textDayOf = (updatedAt: Date) => calendarDayIn(new Date(updatedAt), zone);
  check(change.signatures, textDayOf(change.updatedAt));

  const prepared = await ctx.files.prepareFile({
    bytes: input.bytes,
    name: `${change.kind === "AMENDMENT" ? `Amendment No. ${change.number}` : "Revocation"} signed by ${spouses[respondent === "A" ? 0 : 1] ?? "a spouse"}.pdf`,
    actorId: input.actorId,
    allowedTypes: ["application/pdf"],
    maxBytes: ctx.uploadLimitBytes,
  });
  const now = ctx.clock.now();
  try {
    await ctx.db.transaction(async (tx) => {
      const locked = await ctx.repository.lockDraft(tx, documentId, change.id);
      if (!locked) throw new DomainError("CHANGE_NOT_AVAILABLE", AGREEMENT_CHANGE_MESSAGES.notSignable);
      // Decided again on what the lock holds: the other spouse may have signed meanwhile.
      check(locked.signatures, textDayOf(locked.updatedAt));
      const file = await ctx.files.recordFile(prepared, tx);
      const witnesses = signature.witnesses.map((name) => name.trim()).filter((name) => name !== "");
      await ctx.repository.insertSignature(tx, {
        changeId: change.id,
        respondent,
        signedOn: signature.signedOn,
        witnesses,
        counsel: signature.counsel,
        fileId: file.id,
        fileSha256: prepared.sha256,
        actorId: input.actorId,
      });
      const effectiveOn = changeEffectiveOn([...locked.signatures, signature]);
      if (effectiveOn) await ctx.repository.markSigned(tx, change.id, effectiveOn, input.actorId, now);
      await ctx.agreement.recordChangeSigning(
        documentId,
        {
          change: { changeId: change.id, kind: change.kind, number: change.number },
          actorId: input.actorId,
          at: now,
          signature: {
            ...signature,
            witnesses,
            fileSha256: prepared.sha256,
            disclosureVersion: rule.disclosureConfirmation ? (disclosure?.version ?? null) : null,
          },
          effectiveOn,
        },
        tx,
      );
    });
  } catch (error) {
    await ctx.files.discardBytes([prepared.key]);
    if (isUniqueViolation(error))
      throw new DomainError("CHANGE_NOT_AVAILABLE", "Your signing of this change is already recorded.");
    throw error;
  }
  const stored = await ctx.repository.findChange(documentId, change.id);
  if (!stored) throw notFound();
  return changeDraftOf(stored);
}
