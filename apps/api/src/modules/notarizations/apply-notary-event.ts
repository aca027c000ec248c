import type { Executor } from "@prenup/db";
import {
  DomainError,
  shouldApplyNotaryStatus,
  signedRolesAfter,
  signingDateProblem,
  signingDayOf,
  type AgreementProblem,
  type NotaryExternalStatus,
} from "@prenup/domain";
import { NotaryUnavailableError, type NotaryEvent, type NotarySessionRecord } from "../../integrations/notary/index.ts";
import type { NotarizationRecordEvent } from "../agreement/index.ts";
import type { FilesService } from "../files/index.ts";
import type { InboxClaim } from "../webhook-inbox/index.ts";
import { lateMail, notarizedMail, notifyCoupleOfNotarization } from "./notarization-mail.ts";
import { standingOn, windowOf } from "./notarization-steps.ts";
import type { NotarizationsContext } from "./notarizations.context.ts";
import { NOTARIZATION_SERVICE_MESSAGES } from "./notarizations.messages.ts";

/**
 * A session's status change (webhook or local page), applied once per delivery and in order: a
 * replay is a duplicate, a change older than the applied one is stale. On COMPLETED the
 * notarized PDF and the session's record (the notary's journal entry and recording reference)
 * are fetched from the port, and the PDF stored through the file port, first, so the delivery is
 * recorded together with its effect. Each signer the delivery names and a completion that counts
 * are appended to the agreement's record in the same transaction (once each: the agreement module
 * skips what its record already holds).
 */
export async function applyNotaryEvent(
  ctx: NotarizationsContext,
  event: NotaryEvent,
  claim?: InboxClaim,
): Promise<"applied" | "duplicate" | "stale" | "unknown"> {
  let prepared: Awaited<ReturnType<FilesService["prepareFile"]>> | null = null;
  let record: NotarySessionRecord | null = null;
  // Fetch the notarized PDF only for a live session of ours not yet completed (an unknown or
  // finished one is recorded as such below without asking the provider).
  const target =
    event.status === "COMPLETED" ? await ctx.repository.findLiveByExternalId(ctx.notary.kind, event.externalId) : null;
  // The completion day is the signing day: checked against the agreement's signing window.
  let completion: { signedOn: string; problem: AgreementProblem | null } | null = null;
  if (target && target.notarizationCompletedAt === null && target.externalStatus !== "COMPLETED") {
    const facts = await ctx.repository.loadDocumentFacts(target.documentId);
    if (facts) {
      const signedOn = signingDayOf(event.occurredAt, facts.state?.abbreviation);
      const today = signingDayOf(
        new Date(Math.max(ctx.clock.now().getTime(), event.occurredAt.getTime())),
        facts.state?.abbreviation,
      );
      completion = {
        signedOn,
        problem: signingDateProblem({
          signedOn,
          today,
          window: windowOf(facts, await standingOn(ctx, facts, facts.userAId)),
        }),
      };
    }
  }
  if (target && target.notarizationCompletedAt === null && target.externalStatus !== "COMPLETED") {
    try {
      const pdf = await ctx.notary.fetchNotarizedPdf(event.externalId);
      record = await ctx.notary.fetchSessionRecord(event.externalId);
      prepared = await ctx.files.prepareFile({
        bytes: pdf,
        name: "Notarized agreement.pdf",
        actorId: null,
        allowedTypes: ["application/pdf"],
        maxBytes: 100 * 1024 * 1024,
      });
    } catch (error) {
      if (error instanceof NotaryUnavailableError)
        throw new DomainError("NOTARY_UNAVAILABLE", NOTARIZATION_SERVICE_MESSAGES.notaryUnavailable, {
          cause: error,
        });
      throw error;
    }
  }
  let outcome: "applied" | "duplicate" | "stale" | "unknown" = "unknown";
  const completionMail =
    event.status === "COMPLETED" && prepared
      ? completion?.problem
        ? await lateMail(ctx, completion.signedOn, completion.problem.message)
        : await notarizedMail(ctx, "ONLINE")
      : null;
  try {
    outcome = await ctx.db.transaction(async (tx) => {
      if (claim && !(await claim.begin(tx))) return "duplicate";
      const decided = await applyLocked(tx);
      await claim?.end(tx, decided);
      return decided;
    });
  } finally {
    if (prepared && outcome !== "applied") await ctx.files.discardBytes([prepared.key]);
  }
  return outcome;

  async function applyLocked(tx: Executor): Promise<"applied" | "duplicate" | "stale" | "unknown"> {
    const row = await ctx.repository.lockByExternalId(tx, ctx.notary.kind, event.externalId);
    const decided: "applied" | "stale" | "unknown" = !row
      ? "unknown"
      : // a COMPLETED whose PDF was not fetched: the session completed meanwhile
        event.status === "COMPLETED" && !prepared
        ? "stale"
        : shouldApplyNotaryStatus({
              current: (row.externalStatus as NotaryExternalStatus | null) ?? null,
              currentAt: row.externalStatusAt,
              next: event.status,
              nextAt: event.occurredAt,
            })
          ? "applied"
          : "stale";
    const fresh = await ctx.repository.recordDelivery(tx, {
      provider: ctx.notary.kind,
      deliveryId: event.deliveryId,
      externalId: event.externalId,
      status: event.status,
      occurredAt: event.occurredAt,
      outcome: decided,
    });
    if (!fresh) return "duplicate";
    if (!row) return decided;
    // Who has signed is gathered from every fresh delivery, whatever its status's fate: a report of
    // the second signature may carry the same status as the first, or arrive before it. Each new
    // signer is an entry of the agreement's record, at the time the delivery reports.
    const signedRoles = signedRolesAfter(row.signedRoles, event.signedRoles);
    const signatures: NotarizationRecordEvent[] = (signedRoles ?? [])
      .filter((role) => !row.signedRoles.includes(role))
      .map((role) => ({
        kind: "SIGNED",
        method: "ONLINE",
        role,
        notarizationId: row.id,
        actorId: null,
        at: event.occurredAt,
      }));
    if (decided !== "applied") {
      if (signedRoles) await ctx.repository.update(tx, row.id, { signedRoles, updatedAt: ctx.clock.now() });
      await ctx.agreement.recordNotarization(row.documentId, signatures, tx);
      return decided;
    }
    // A completion outside the signing window is kept (the file, the status, the day) and flagged:
    // without a completion date the agreement does not count as notarized anywhere.
    const completed =
      event.status === "COMPLETED" && prepared
        ? await (async () => {
            const file = await ctx.files.recordFile(prepared, tx);
            await ctx.documentFiles.attachGeneratedFile(
              { documentId: row.documentId, fileId: file.id, kind: "notarized-pdf", actorId: null },
              tx,
            );
            const parties = await ctx.repository.loadDocumentFacts(row.documentId, tx);
            if (parties) await notifyCoupleOfNotarization(ctx, parties, completionMail, tx);
            const signedOn = completion?.signedOn ?? signingDayOf(event.occurredAt, parties?.state?.abbreviation);
            const session = { sessionRecordRef: record?.reference ?? null, sessionNotary: record?.notary ?? null };
            if (completion?.problem)
              return { notarizedFileId: file.id, signedOn, signingProblem: completion.problem.message, ...session };
            // A notarization that counts is an entry of the agreement's record, after its signatures.
            signatures.push({
              kind: "NOTARIZED",
              method: "ONLINE",
              notarizationId: row.id,
              actorId: null,
              at: event.occurredAt,
              signedOn,
              fileId: file.id,
              fileSha256: prepared.sha256,
              notary: session.sessionNotary,
              sessionRecordRef: session.sessionRecordRef,
            });
            return {
              notarizationCompletedAt: event.occurredAt,
              notarizedFileId: file.id,
              signedOn,
              signingProblem: null,
              ...session,
            };
          })()
        : {};
    await ctx.agreement.recordNotarization(row.documentId, signatures, tx);
    await ctx.repository.update(tx, row.id, {
      externalStatus: event.status,
      externalStatusAt: event.occurredAt,
      updatedAt: ctx.clock.now(),
      ...(signedRoles ? { signedRoles } : {}),
      ...completed,
    });
    return "applied";
  }
}
