import { partitionTitleOf } from "@prenup/content/runtime";
import {
  agreementTitleFor,
  DEFAULT_DOCUMENT_TERM,
  DomainError,
  fullName,
  notarySignerRoles,
  REFLECTION_MESSAGES,
} from "@prenup/domain";
import { NotaryUnavailableError } from "../../integrations/notary/index.ts";
import { NOTARIZATION_EXPIRY_JOB, type NotarizationExpiryData } from "./expire-session.ts";
import { availabilityOf } from "./notarization-availability.ts";
import { toNotarizationResponse } from "./notarization-response.ts";
import { lockUnchanged, throwProblem, withSettledFacts, type Facts } from "./notarization-steps.ts";
import type { NotarizationsContext, NotaryActor } from "./notarizations.context.ts";
import { NOTARIZATION_SERVICE_MESSAGES } from "./notarizations.messages.ts";
import type { NotarizationResponse } from "./notarizations.schemas.ts";

/** What the caller chose when starting: `signEarly`, to sign before the recommended days to consider the final text. */
export type StartChoices = { signEarly?: boolean };

async function startOn(
  ctx: NotarizationsContext,
  facts: Facts,
  actor: NotaryActor,
  choices: StartChoices,
): Promise<NotarizationResponse> {
  const documentId = facts.id;
  const availability = await availabilityOf(ctx, facts, actor, "ONLINE");
  const closesAt = availability.signingWindow.closesAt;
  if (availability.problem) throwProblem(availability.problem);
  // Signing before the recommended days is the couple's choice, made in words, never by default.
  const early = availability.reflection?.early === true;
  if (early && choices.signEarly !== true)
    throw new DomainError(
      "EARLY_SIGNING_NOT_CONFIRMED",
      REFLECTION_MESSAGES.notConfirmed(availability.reflection!.days, availability.reflection!.until!.slice(0, 10)),
    );
  if (!facts.generatedPdfFileId)
    throw new DomainError("DOCUMENT_NOT_GENERATED", NOTARIZATION_SERVICE_MESSAGES.noGeneratedPdf);
  const pdfFile = await ctx.files.findFile(facts.generatedPdfFileId);
  if (!pdfFile) throw new DomainError("DOCUMENT_NOT_GENERATED", NOTARIZATION_SERVICE_MESSAGES.noGeneratedPdf);
  const pdf = await ctx.files.readFile(pdfFile);

  // Claim the document's one live notarization first: a second start at the same moment gets 409.
  const claimed = await ctx.db.transaction(async (tx) => {
    await lockUnchanged(ctx, tx, facts);
    return ctx.repository.insertLive(tx, {
      documentId,
      provider: ctx.notary.kind,
      createdById: actor.id,
      updatedById: actor.id,
      ...(early ? { earlySigningConfirmedById: actor.id, earlySigningConfirmedAt: ctx.clock.now() } : {}),
    });
  });
  if (!claimed) throw new DomainError("NOTARIZATION_IN_PROGRESS", NOTARIZATION_SERVICE_MESSAGES.inProgress);

  const people = {
    USER_A: facts.userA,
    USER_B: facts.userB,
    ATTORNEY_A: facts.attorneyA,
    ATTORNEY_B: facts.attorneyB,
  };
  const signers = notarySignerRoles(facts).flatMap((role) => {
    const who = people[role];
    return who ? [{ role, name: fullName(who) || who.email, email: who.email }] : [];
  });
  let session;
  try {
    session = await ctx.notary.startSession({
      reference: claimed.id,
      title: `${fullName(facts.userA ?? {}) || "Partner A"} and ${fullName(facts.userB ?? {}) || "Partner B"} — ${agreementTitleFor(facts.kind, DEFAULT_DOCUMENT_TERM, partitionTitleOf(facts.state?.abbreviation))}`,
      stateAbbreviation: facts.state?.abbreviation ?? "",
      pdf,
      signers,
      witnessesRequired: availability.witnessesRequired,
    });
  } catch (error) {
    await ctx.repository.hardDelete(ctx.db, claimed.id);
    if (error instanceof NotaryUnavailableError)
      throw new DomainError("NOTARY_UNAVAILABLE", NOTARIZATION_SERVICE_MESSAGES.notaryUnavailable, {
        cause: error,
      });
    throw error;
  }
  const now = ctx.clock.now();
  // The session and its expiry at the close of the signing window are recorded together.
  const updated = await ctx.db.transaction(async (tx) => {
    const row = await ctx.repository.update(tx, claimed.id, {
      externalId: session.externalId,
      externalStatus: session.status,
      externalStatusAt: now,
      userALink: session.links.USER_A ?? null,
      userBLink: session.links.USER_B ?? null,
      attorneyALink: session.links.ATTORNEY_A ?? null,
      attorneyBLink: session.links.ATTORNEY_B ?? null,
      updatedAt: now,
    });
    if (closesAt && ctx.jobs) {
      await ctx.jobs.enqueue<NotarizationExpiryData>(
        NOTARIZATION_EXPIRY_JOB,
        { notarizationId: claimed.id, dueAt: closesAt },
        { executor: tx, startAfter: new Date(closesAt) },
      );
    }
    return row;
  });
  return toNotarizationResponse(updated!, facts, actor);
}

/**
 * POST /documents/{id}/notarizations: an online session for both partners (and their attorneys).
 * The claim locks the agreement's row and checks it is unchanged since the availability was
 * decided: an editor's commit landing meanwhile makes the start decide again (and be refused, the
 * commit having cleared the review); a commit after the claim sees the live notarization and is
 * refused. The session is always given the agreement's current PDF.
 */
export function startNotarization(
  ctx: NotarizationsContext,
  documentId: string,
  actor: NotaryActor,
  choices: StartChoices = {},
): Promise<NotarizationResponse> {
  return withSettledFacts(ctx, documentId, (facts) => startOn(ctx, facts, actor, choices));
}
