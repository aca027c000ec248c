import type { Executor } from "@prenup/db";
import {
  DomainError,
  isDocumentParty,
  sideOf,
  type AgreementProblem,
  type NotarizationProblem,
  type NotarySignerRole,
  type SigningWindow,
  type Standing,
} from "@prenup/domain";
import { NotaryUnavailableError } from "../../integrations/notary/index.ts";
import type { NotarizationsContext, NotaryActor } from "./notarizations.context.ts";
import { NOTARIZATION_SERVICE_MESSAGES } from "./notarizations.messages.ts";
import type { NotarizationRow, NotarizationsRepository } from "./notarizations.repository.ts";

/*
 * What the notarization use cases share: the agreement's facts and its row lock, the caller's
 * standing and role, the signing window, the session's cancellation and the visible notarization.
 */

/** The agreement's row changed between the availability check and the claim: decide again. */
class DocumentChangedMeanwhile extends Error {}
const CLAIM_ATTEMPTS = 3;

/** The agreement as the notarization reads it (`loadDocumentFacts`). */
export type Facts = NonNullable<Awaited<ReturnType<NotarizationsRepository["loadDocumentFacts"]>>>;

/** The caller's role among the session's signers (a partner or an assigned attorney); null for anyone else. */
export function roleOf(
  facts: { userAId: string; userBId: string | null; attorneyAId: string | null; attorneyBId: string | null },
  userId: string,
): NotarySignerRole | null {
  const side = sideOf(facts, userId);
  if (side) return side === "A" ? "USER_A" : "USER_B";
  if (facts.attorneyAId === userId) return "ATTORNEY_A";
  if (facts.attorneyBId === userId) return "ATTORNEY_B";
  return null;
}

/** The agreement as the notarization reads it (one statement), or 404 DOCUMENT_NOT_FOUND. */
export async function factsOrFail(ctx: NotarizationsContext, documentId: string): Promise<Facts> {
  const facts = await ctx.repository.loadDocumentFacts(documentId);
  if (!facts) throw new DomainError("DOCUMENT_NOT_FOUND", NOTARIZATION_SERVICE_MESSAGES.documentNotFound);
  return facts;
}

/**
 * Inside the transaction that claims the document's notarization: locks the agreement's row (the
 * editor's commit locks it before it checks for a live notarization, so the two serialize) and
 * refuses when the row changed since `facts` were read (a commit, a regeneration, an approval),
 * so a notarization is only ever started on the PDF and the approvals it was decided on.
 */
export async function lockUnchanged(ctx: NotarizationsContext, tx: Executor, facts: Facts): Promise<void> {
  const current = await ctx.repository.lockDocument(tx, facts.id);
  if (
    !current ||
    current.generatedPdfFileId !== facts.generatedPdfFileId ||
    current.updatedAt.getTime() !== facts.updatedAt.getTime()
  ) {
    throw new DocumentChangedMeanwhile();
  }
}

/** Runs `decide` on fresh facts, again (up to CLAIM_ATTEMPTS times) when the agreement changed before its claim. */
export async function withSettledFacts<T>(
  ctx: NotarizationsContext,
  documentId: string,
  decide: (facts: Facts) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await decide(await factsOrFail(ctx, documentId));
    } catch (error) {
      if (!(error instanceof DocumentChangedMeanwhile)) throw error;
      if (attempt >= CLAIM_ATTEMPTS)
        throw new DomainError("NOTARIZATION_NOT_AVAILABLE", NOTARIZATION_SERVICE_MESSAGES.changedMeanwhile);
    }
  }
}

/** The standing of `viewer` (a partner) on the agreement (one statement and the content version). */
export async function standingOn(ctx: NotarizationsContext, facts: Facts, viewer: string): Promise<Standing> {
  return ctx.standing.standingOf(await ctx.standing.loadContext(viewer, { documentId: facts.id, withPartner: true }));
}

/** The agreement's signing window (`signingWindow`, served by the standing), with the state named. */
export function windowOf(facts: Facts, standing: Standing): SigningWindow {
  return { ...standing.notarization.signingWindow, stateName: facts.state?.name ?? null };
}

/** The signing date's problem against the window, as the API answers it (a bad date is a 400 on `signedOn`). */
export function throwSigningDateProblem(problem: AgreementProblem | null): void {
  if (!problem) return;
  if (problem.code === "VALIDATION_FAILED") throw DomainError.invalidField("signedOn", problem.message);
  throw new DomainError(problem.code, problem.message);
}

/** The availability's refusal, as the API answers it. */
export function throwProblem(problem: NotarizationProblem): never {
  throw new DomainError(problem.code, problem.message);
}

/**
 * The session finished at the notary (completed, even outside the window, or cancelled): nothing to
 * cancel or withdraw.
 */
export const sessionFinished = (row: NotarizationRow) =>
  row.externalStatus === "COMPLETED" || row.externalStatus === "CANCELLED";

/**
 * Cancels the online session at the notary unless it is finished (503 NOTARY_UNAVAILABLE when the
 * notary cannot be reached).
 */
export async function cancelQuietly(ctx: NotarizationsContext, row: NotarizationRow): Promise<void> {
  if (!row.externalId || row.isProofUpload || row.notarizationCompletedAt || sessionFinished(row)) return;
  try {
    await ctx.notary.cancelSession(row.externalId);
  } catch (error) {
    if (error instanceof NotaryUnavailableError)
      throw new DomainError("NOTARY_UNAVAILABLE", NOTARIZATION_SERVICE_MESSAGES.notaryUnavailable, {
        cause: error,
      });
    throw error;
  }
}

/** The notarization behind /notarizations/{id}, visible to its document's partners and admins (404 otherwise). */
export async function findVisible(ctx: NotarizationsContext, id: string, actor: NotaryActor) {
  const found = await ctx.repository.findWithParties(id);
  if (!found || (!actor.isAdmin && !isDocumentParty(found, actor.id))) {
    throw new DomainError("NOT_FOUND", NOTARIZATION_SERVICE_MESSAGES.notFound);
  }
  return found;
}
