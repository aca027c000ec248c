import { approvalProblem, approvalStatus, attorneySides, DomainError } from "@prenup/domain";
import type { AgreementFieldsChange, UserDocumentResponse } from "../documents/index.ts";
import type { AgreementContext } from "./agreement.context.ts";
import { AGREEMENT_MESSAGES } from "./agreement.messages.ts";
import { factsOf, partnersOf, problem, regenerationOf } from "./couple-facts.ts";
import { appendToRecord, entry } from "./record-entries.ts";

/** POST /documents/{id}/approval/grant and /rescind: the assigned attorney, for their side. */
export async function changeApproval(
  ctx: AgreementContext,
  documentId: string,
  attorneyUserId: string,
  action: "grant" | "rescind",
): Promise<UserDocumentResponse> {
  const facts = await factsOf(ctx, documentId);
  const partners = await partnersOf(ctx, documentId, attorneyUserId, facts);
  const flags = partners.standing.document;
  if (!flags) throw new DomainError("DOCUMENT_NOT_FOUND", AGREEMENT_MESSAGES.documentNotFound);
  const sides = attorneySides(facts, attorneyUserId);
  const approvedSides = (["A", "B"] as const).filter(
    (side) => (side === "A" ? facts.attorneyAApprovedAt : facts.attorneyBApprovedAt) !== null,
  );
  const couple = action === "grant" ? await ctx.disclosure.forDocument(documentId) : { userA: null, userB: null };
  const needsRegeneration = action === "grant" ? regenerationOf(facts, partners, couple).needsRegeneration : false;
  problem(approvalProblem({ action, sides, approvedSides, flags, needsRegeneration }));
  const now = ctx.clock.now();
  const approvals = { A: facts.attorneyAApprovedAt, B: facts.attorneyBApprovedAt };
  const changes: AgreementFieldsChange = { updatedById: attorneyUserId };
  for (const side of sides) {
    const column = side === "A" ? "attorneyAApprovedAt" : "attorneyBApprovedAt";
    const prior = side === "A" ? "priorAttorneyAApprovedAt" : "priorAttorneyBApprovedAt";
    if (action === "grant" && approvals[side] === null) {
      changes[column] = now;
      approvals[side] = now;
    }
    if (action === "rescind" && approvals[side] !== null) {
      changes[prior] = approvals[side];
      changes[column] = null;
      approvals[side] = null;
    }
  }
  const status = approvalStatus({
    attorneyAId: facts.attorneyAId,
    attorneyBId: facts.attorneyBId,
    attorneyAApprovedAt: approvals.A,
    attorneyBApprovedAt: approvals.B,
  });
  if (status !== facts.status) {
    changes.status = status;
    changes.statusModifiedAt = now;
  }
  const kind = action === "grant" ? "APPROVAL_GRANTED" : "APPROVAL_RESCINDED";
  await ctx.db.transaction(async (tx) => {
    await appendToRecord(
      ctx,
      documentId,
      sides
        .filter((side) => (action === "grant" ? !approvedSides.includes(side) : approvedSides.includes(side)))
        .map((side) =>
          entry(
            kind,
            side,
            attorneyUserId,
            {
              attorneyId: attorneyUserId,
              attorneyName: facts.attorneyNames[side] ?? null,
              status,
              inputHash: facts.lastGeneratedInputHash,
            },
            now,
          ),
        ),
      tx,
    );
    await ctx.documents.updateAgreementFields(documentId, changes, tx);
    if (action === "grant")
      await ctx.notarizationReady?.noticeCoupleIfReady(tx, { documentId, userIds: [facts.userAId, facts.userBId] });
  });
  return ctx.documents.documentFor(documentId, attorneyUserId);
}
