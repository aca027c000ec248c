import { signingInstructions, witnessesAtSigning } from "@prenup/agreement";
import type { Database, Executor } from "@prenup/db";
import { agreementNotarizedEmail, notarizationLateEmail } from "@prenup/emails";
import {
  DomainError,
  fullName,
  notarizationStartProblem,
  notarySignerRoles,
  shouldApplyNotaryStatus,
  signingDateProblem,
  signingWindowText,
  type AgreementProblem,
  type NotarizationMode,
  type NotarizationProblem,
  type NotaryExternalStatus,
  type NotarySignerRole,
  type SigningWindow,
  type Standing,
} from "@prenup/domain";
import type { Clock } from "../../integrations/clock.ts";
import type { JobDefinition, JobQueue } from "../../integrations/jobs/index.ts";
import { enqueueToPartners, type MailPort } from "../../integrations/mail/index.ts";
import { NotaryUnavailableError, NotaryWebhookRejected, type NotaryEvent, type NotaryPort } from "../../integrations/notary/index.ts";
import type { AgreementService } from "../agreement/index.ts";
import type { AuditRecorder, AuditRequest } from "../audit/index.ts";
import type { DocumentFilesService } from "../document-files/index.ts";
import type { FilesService } from "../files/index.ts";
import type { InboxClaim, WebhookInbox } from "../webhook-inbox/index.ts";
import type { StandingService } from "../standing/index.ts";
import { createTextEditGate } from "./notarizations.text-edit-gate.ts";
import type { NotarizationRow, NotarizationsRepository } from "./notarizations.repository.ts";
import type { NotarizationResponse } from "./notarizations.schemas.ts";

export const NOTARIZATION_SERVICE_MESSAGES = {
  notFound: "Notarization not found",
  documentNotFound: "Document not found",
  finishedCannotBeDeleted: "A completed notarization cannot be deleted.",
  completedReset: "A completed notarization can only be reset by an administrator.",
  notaryUnavailable: "The notary service could not be reached. Please try again in a few minutes.",
  noGeneratedPdf: "Generate your document before you notarize it.",
  signatureInvalid: "The notary webhook's signature is missing, wrong or too old.",
  changedMeanwhile: "The agreement changed while the notarization was starting. Please try again.",
  inProgress: "A notarization is already under way for this agreement. Finish it, or reset it to start again.",
  notSignedYet: "Nothing has been signed in this notarization yet: there is no date of signing to correct.",
  invalidCorrection: (reason: string) =>
    `${reason} The date was not changed. To record that this signing does not count, reset the notarization (force reset) so the couple can sign again.`,
  notDueYet: "The notarization's signing window has not closed yet (the servers' clocks differ): the expiry runs again later.",
} as const;

/** The job that cancels an online session still open when its signing window closes. */
export const NOTARIZATION_EXPIRY_JOB = "notarization-expiry";
export type NotarizationExpiryData = { notarizationId: string; dueAt: string };

/** The agreement's row changed between the availability check and the claim: decide again. */
class DocumentChangedMeanwhile extends Error {}
const CLAIM_ATTEMPTS = 3;

/** Who is asking (and from which request, for the audit trail). */
export type NotaryActor = { id: string; isAdmin: boolean; request?: AuditRequest };

type Facts = NonNullable<Awaited<ReturnType<NotarizationsRepository["loadDocumentFacts"]>>>;

const LINK_COLUMNS = { USER_A: "userALink", USER_B: "userBLink", ATTORNEY_A: "attorneyALink", ATTORNEY_B: "attorneyBLink" } as const satisfies Record<NotarySignerRole, keyof NotarizationRow>;

function roleOf(facts: { userAId: string; userBId: string | null; attorneyAId: string | null; attorneyBId: string | null }, userId: string): NotarySignerRole | null {
  if (facts.userAId === userId) return "USER_A";
  if (facts.userBId === userId) return "USER_B";
  if (facts.attorneyAId === userId) return "ATTORNEY_A";
  if (facts.attorneyBId === userId) return "ATTORNEY_B";
  return null;
}

/**
 * Notarization of an agreement: the availability (the domain's `notarizationStartProblem`, over the
 * caller's standing and the state's execution formalities), online sessions through the notary
 * port, in-person proofs, resets, and the port's status changes (webhooks or the local notary's
 * page), each applied once and in order.
 */
export function createNotarizationsService(deps: {
  db: Database;
  clock: Clock;
  repository: NotarizationsRepository;
  standing: StandingService;
  files: FilesService;
  documentFiles: DocumentFilesService;
  notary: NotaryPort;
  proofLimitBytes: number;
  /** The couple hears that their agreement is notarized (recorded in the same transaction). */
  mail?: Pick<MailPort, "enqueue">;
  customerAppUrl?: string;
  /** Where verified provider webhooks are stored for the job that applies them. */
  inbox?: WebhookInbox;
  /** The agreement module's execution formalities of a document: the one rule its signature page is drawn from. */
  agreement: Pick<AgreementService, "executionFormalitiesOf">;
  /** Records corrections of a signing date. */
  audit?: AuditRecorder;
  /** Schedules the expiry of an online session at the close of its signing window. */
  jobs?: Pick<JobQueue, "enqueue">;
}) {
  const { db, clock, repository, notary } = deps;

  /** The `agreement-notarized` e-mail, rendered before the transaction that completes the notarization. */
  async function notarizedMail(via: "ONLINE" | "PROOF") {
    if (!deps.mail || !deps.customerAppUrl) return null;
    return { via, email: await agreementNotarizedEmail({ via, link: `${deps.customerAppUrl.replace(/\/$/, "")}/congratulations` }) };
  }

  /** The `notarization-late` e-mail: the online session completed outside the signing window. */
  async function lateMail(signedOn: string, reason: string) {
    if (!deps.mail || !deps.customerAppUrl) return null;
    return { via: "ONLINE" as const, email: await notarizationLateEmail({ signedOn, reason, link: `${deps.customerAppUrl.replace(/\/$/, "")}/notarize/review` }) };
  }

  /** Records that e-mail to both partners, in the transaction that completes the notarization. */
  async function notifyCoupleOfNotarization(facts: Pick<Facts, "id" | "userAId" | "userBId" | "userA" | "userB">, mail: Awaited<ReturnType<typeof notarizedMail>>, tx: Executor) {
    if (!deps.mail || !mail) return;
    const partners = [
      { id: facts.userAId, email: facts.userA?.email },
      { id: facts.userBId, email: facts.userB?.email },
    ];
    await enqueueToPartners(deps.mail, mail.email, partners, { documentId: facts.id, via: mail.via }, tx);
  }


  async function factsOrFail(documentId: string): Promise<Facts> {
    const facts = await repository.loadDocumentFacts(documentId);
    if (!facts) throw new DomainError("DOCUMENT_NOT_FOUND", NOTARIZATION_SERVICE_MESSAGES.documentNotFound);
    return facts;
  }

  /**
   * Inside the transaction that claims the document's notarization: locks the agreement's row (the
   * editor's commit locks it before it checks for a live notarization, so the two serialize) and
   * refuses when the row changed since `facts` were read (a commit, a regeneration, an approval),
   * so a notarization is only ever started on the PDF and the approvals it was decided on.
   */
  async function lockUnchanged(tx: Executor, facts: Facts): Promise<void> {
    const current = await repository.lockDocument(tx, facts.id);
    if (!current || current.generatedPdfFileId !== facts.generatedPdfFileId || current.updatedAt.getTime() !== facts.updatedAt.getTime()) {
      throw new DocumentChangedMeanwhile();
    }
  }

  /** Runs `decide` on fresh facts, again (up to CLAIM_ATTEMPTS times) when the agreement changed before its claim. */
  async function withSettledFacts<T>(documentId: string, decide: (facts: Facts) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await decide(await factsOrFail(documentId));
      } catch (error) {
        if (!(error instanceof DocumentChangedMeanwhile)) throw error;
        if (attempt >= CLAIM_ATTEMPTS) throw new DomainError("NOTARIZATION_NOT_AVAILABLE", NOTARIZATION_SERVICE_MESSAGES.changedMeanwhile);
      }
    }
  }

  /**
   * How this agreement is signed: the agreement module's execution formalities of the document (the
   * state's rules, the template state's witnesses, Florida's witnesses for a waiver of rights at
   * death), so the session, the in-person instructions and the checks follow the signature page.
   */
  async function formalitiesOf(facts: Facts) {
    const formalities = await deps.agreement.executionFormalitiesOf(facts.id);
    const onlineAllowed = Boolean(facts.state?.allowsOnlineNotary) && (formalities?.remoteNotarizationAllowed ?? false);
    return {
      onlineAllowed,
      witnessesRequired: formalities ? witnessesAtSigning(formalities) : 0,
      instructions: formalities ? signingInstructions(formalities) : [],
    };
  }

  /** The standing of `viewer` (a partner) on the agreement (one statement and the content version). */
  async function standingOn(facts: Facts, viewer: string): Promise<Standing> {
    return deps.standing.standingOf(await deps.standing.loadContext(viewer, { documentId: facts.id, withPartner: true }));
  }

  /** The agreement's signing window (`signingWindow`, served by the standing), with the state named. */
  function windowOf(facts: Facts, standing: Standing): SigningWindow {
    return { ...standing.notarization.signingWindow, stateName: facts.state?.name ?? null };
  }

  /** The signing date's problem against the window, as the API answers it (a bad date is a 400 on `signedOn`). */
  function throwSigningDateProblem(problem: AgreementProblem | null): void {
    if (!problem) return;
    if (problem.code === "VALIDATION_FAILED") throw DomainError.invalidField("signedOn", problem.message);
    throw new DomainError(problem.code, problem.message);
  }

  /** The availability as the caller sees it: their own standing (a partner's attorney is theirs to book), else partner A's. */
  async function availabilityOf(facts: Facts, actor: NotaryActor, mode?: NotarizationMode) {
    const viewer = facts.userAId === actor.id || facts.userBId === actor.id ? actor.id : facts.userAId;
    const [standing, { onlineAllowed, witnessesRequired, instructions }] = await Promise.all([standingOn(facts, viewer), formalitiesOf(facts)]);
    const window = windowOf(facts, standing);
    const offered: NotarizationMode = mode ?? (onlineAllowed ? "ONLINE" : "PROOF");
    const problem: NotarizationProblem | null = notarizationStartProblem({
      mode: offered,
      blocker: standing.notarization.blocker,
      partnerJoined: standing.partnerJoined,
      signingCutoff: standing.notarization.signingCutoff,
      californiaWait: { mustWait: standing.notarization.waitUntil !== null, waitUntil: standing.notarization.waitUntil },
      awaitingFinalization: standing.notarization.awaitingFinalization,
      notarizationComplete: facts.live?.notarizationCompletedAt != null,
      notarizationOpen: facts.live !== null,
      onlineAllowed,
      notaryBlockText: facts.state?.notaryBlockText ?? null,
    });
    return {
      mode: offered,
      onlineAllowed,
      notaryBlockText: onlineAllowed ? null : (facts.state?.notaryBlockText ?? null),
      witnessesRequired,
      instructions,
      signingWindow: { ...window, text: signingWindowText(window), today: clock.now().toISOString().slice(0, 10) },
      canStart: problem === null,
      problem,
    };
  }

  type Person = { firstName: string | null; lastName: string | null; suffix?: string | null; email: string } | null;
  type Parties = { userAId: string; userBId: string | null; attorneyAId: string | null; attorneyBId: string | null; userA: Person; userB: Person; attorneyA: Person; attorneyB: Person };

  function toResponse(row: NotarizationRow, parties: Parties, actor: NotaryActor): NotarizationResponse {
    const role = roleOf(parties, actor.id);
    const live = row.deletedAt === null;
    const people = { USER_A: parties.userA, USER_B: parties.userB, ATTORNEY_A: parties.attorneyA, ATTORNEY_B: parties.attorneyB };
    const signers = row.isProofUpload
      ? []
      : notarySignerRoles(parties).map((signerRole) => {
          const who = people[signerRole];
          return { role: signerRole, name: who ? fullName(who) || who.email : null, hasLink: row[LINK_COLUMNS[signerRole]] !== null };
        });
    return {
      id: row.id,
      documentId: row.documentId,
      mode: row.isProofUpload ? "PROOF" : "ONLINE",
      provider: row.provider,
      externalStatus: (row.externalStatus as NotaryExternalStatus | null) ?? null,
      myLink: role && live && row.notarizationCompletedAt === null ? (row[LINK_COLUMNS[role]] ?? null) : null,
      signers,
      notarizationCompletedAt: row.notarizationCompletedAt?.toISOString() ?? null,
      signedOn: row.signedOn,
      signingProblem: row.signingProblem,
      notarizedFileId: row.notarizedFileId,
      createdAt: row.createdAt.toISOString(),
      resetAt: row.resetAt?.toISOString() ?? null,
      isLive: live,
    };
  }

  function throwProblem(problem: NotarizationProblem): never {
    throw new DomainError(problem.code, problem.message);
  }

  /** The session finished at the notary (completed, even outside the window, or cancelled): nothing to cancel or withdraw. */
  const sessionFinished = (row: NotarizationRow) => row.externalStatus === "COMPLETED" || row.externalStatus === "CANCELLED";

  async function cancelQuietly(row: NotarizationRow): Promise<void> {
    if (!row.externalId || row.isProofUpload || row.notarizationCompletedAt || sessionFinished(row)) return;
    try {
      await notary.cancelSession(row.externalId);
    } catch (error) {
      if (error instanceof NotaryUnavailableError) throw new DomainError("NOTARY_UNAVAILABLE", NOTARIZATION_SERVICE_MESSAGES.notaryUnavailable);
      throw error;
    }
  }

  /** The notarization behind /notarizations/{id}, visible to its document's partners and admins (404 otherwise). */
  async function findVisible(id: string, actor: NotaryActor) {
    const found = await repository.findWithParties(id);
    if (!found || (!actor.isAdmin && found.userAId !== actor.id && found.userBId !== actor.id)) {
      throw new DomainError("NOT_FOUND", NOTARIZATION_SERVICE_MESSAGES.notFound);
    }
    return found;
  }

  async function resetRow(id: string, actor: NotaryActor, force: boolean): Promise<void> {
    const found = await findVisible(id, actor);
    const row = found.notarization;
    if (row.deletedAt !== null) return; // reset already: nothing more to do
    if (row.notarizationCompletedAt && !force) throw new DomainError("NOTARIZATION_RESET_REFUSED", NOTARIZATION_SERVICE_MESSAGES.completedReset);
    await cancelQuietly(row);
    const now = clock.now();
    await db.transaction(async (tx) => {
      const locked = await repository.lockLive(tx, id);
      if (!locked) return;
      await repository.update(tx, id, { resetAt: now, deletedAt: now, updatedAt: now, updatedById: actor.id });
    });
  }

  /**
   * A session's status change (webhook or local page), applied once per delivery and in order: a
   * replay is a duplicate, a change older than the applied one is stale. On COMPLETED the
   * notarized PDF is fetched from the port and stored through the file port first, so the
   * delivery is recorded together with its effect.
   */
  async function applyEvent(event: NotaryEvent, claim?: InboxClaim): Promise<"applied" | "duplicate" | "stale" | "unknown"> {
    let prepared: Awaited<ReturnType<FilesService["prepareFile"]>> | null = null;
    // Fetch the notarized PDF only for a live session of ours not yet completed (an unknown or
    // finished one is recorded as such below without asking the provider).
    const target = event.status === "COMPLETED" ? await repository.findLiveByExternalId(notary.kind, event.externalId) : null;
    // The completion day is the signing day: checked against the agreement's signing window.
    let completion: { signedOn: string; problem: AgreementProblem | null } | null = null;
    if (target && target.notarizationCompletedAt === null && target.externalStatus !== "COMPLETED") {
      const facts = await repository.loadDocumentFacts(target.documentId);
      if (facts) {
        const signedOn = event.occurredAt.toISOString().slice(0, 10);
        const today = new Date(Math.max(clock.now().getTime(), event.occurredAt.getTime()));
        completion = { signedOn, problem: signingDateProblem({ signedOn, today, window: windowOf(facts, await standingOn(facts, facts.userAId)) }) };
      }
    }
    if (target && target.notarizationCompletedAt === null && target.externalStatus !== "COMPLETED") {
      try {
        const pdf = await notary.fetchNotarizedPdf(event.externalId);
        prepared = await deps.files.prepareFile({ bytes: pdf, name: "Notarized agreement.pdf", actorId: null, allowedTypes: ["application/pdf"], maxBytes: 100 * 1024 * 1024 });
      } catch (error) {
        if (error instanceof NotaryUnavailableError) throw new DomainError("NOTARY_UNAVAILABLE", NOTARIZATION_SERVICE_MESSAGES.notaryUnavailable);
        throw error;
      }
    }
    let outcome: "applied" | "duplicate" | "stale" | "unknown" = "unknown";
    const completionMail =
      event.status === "COMPLETED" && prepared
        ? completion?.problem
          ? await lateMail(completion.signedOn, completion.problem.message)
          : await notarizedMail("ONLINE")
        : null;
    try {
      outcome = await db.transaction(async (tx) => {
        if (claim && !(await claim.begin(tx))) return "duplicate";
        const decided = await applyLocked(tx);
        await claim?.end(tx, decided);
        return decided;
      });
    } finally {
      if (prepared && outcome !== "applied") await deps.files.discardBytes([prepared.key]);
    }
    return outcome;

    async function applyLocked(tx: Executor): Promise<"applied" | "duplicate" | "stale" | "unknown"> {
      const row = await repository.lockByExternalId(tx, notary.kind, event.externalId);
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
      const fresh = await repository.recordDelivery(tx, {
        provider: notary.kind,
        deliveryId: event.deliveryId,
        externalId: event.externalId,
        status: event.status,
        occurredAt: event.occurredAt,
        outcome: decided,
      });
      if (!fresh) return "duplicate";
      if (decided !== "applied" || !row) return decided;
      // A completion outside the signing window is kept (the file, the status, the day) and flagged:
      // without a completion date the agreement does not count as notarized anywhere.
      const completed =
        event.status === "COMPLETED" && prepared
          ? await (async () => {
              const file = await deps.files.recordFile(prepared, tx);
              await deps.documentFiles.attachGeneratedFile({ documentId: row.documentId, fileId: file.id, kind: "notarized-pdf", actorId: null }, tx);
              const parties = await repository.loadDocumentFacts(row.documentId, tx);
              if (parties) await notifyCoupleOfNotarization(parties, completionMail, tx);
              const signedOn = completion?.signedOn ?? event.occurredAt.toISOString().slice(0, 10);
              return completion?.problem
                ? { notarizedFileId: file.id, signedOn, signingProblem: completion.problem.message }
                : { notarizationCompletedAt: event.occurredAt, notarizedFileId: file.id, signedOn, signingProblem: null };
            })()
          : {};
      await repository.update(tx, row.id, { externalStatus: event.status, externalStatusAt: event.occurredAt, updatedAt: clock.now(), ...completed });
      return "applied";
    }
  }

  async function startOn(facts: Facts, actor: NotaryActor): Promise<NotarizationResponse> {
    const documentId = facts.id;
    const availability = await availabilityOf(facts, actor, "ONLINE");
    const closesAt = availability.signingWindow.closesAt;
    if (availability.problem) throwProblem(availability.problem);
    if (!facts.generatedPdfFileId) throw new DomainError("DOCUMENT_NOT_GENERATED", NOTARIZATION_SERVICE_MESSAGES.noGeneratedPdf);
    const pdfFile = await deps.files.findFile(facts.generatedPdfFileId);
    if (!pdfFile) throw new DomainError("DOCUMENT_NOT_GENERATED", NOTARIZATION_SERVICE_MESSAGES.noGeneratedPdf);
    const pdf = await deps.files.readFile(pdfFile);

    // Claim the document's one live notarization first: a second start at the same moment gets 409.
    const claimed = await db.transaction(async (tx) => {
      await lockUnchanged(tx, facts);
      return repository.insertLive(tx, { documentId, provider: notary.kind, createdById: actor.id, updatedById: actor.id });
    });
    if (!claimed) throw new DomainError("NOTARIZATION_IN_PROGRESS", NOTARIZATION_SERVICE_MESSAGES.inProgress);

    const people = { USER_A: facts.userA, USER_B: facts.userB, ATTORNEY_A: facts.attorneyA, ATTORNEY_B: facts.attorneyB };
    const signers = notarySignerRoles(facts).flatMap((role) => {
      const who = people[role];
      return who ? [{ role, name: fullName(who) || who.email, email: who.email }] : [];
    });
    let session;
    try {
      session = await notary.startSession({
        reference: claimed.id,
        title: `${fullName(facts.userA ?? {}) || "Partner A"} and ${fullName(facts.userB ?? {}) || "Partner B"} — Prenuptial Agreement`,
        stateAbbreviation: facts.state?.abbreviation ?? "",
        pdf,
        signers,
        witnessesRequired: availability.witnessesRequired,
      });
    } catch (error) {
      await repository.hardDelete(db, claimed.id);
      if (error instanceof NotaryUnavailableError) throw new DomainError("NOTARY_UNAVAILABLE", NOTARIZATION_SERVICE_MESSAGES.notaryUnavailable);
      throw error;
    }
    const now = clock.now();
    // The session and its expiry at the close of the signing window are recorded together.
    const updated = await db.transaction(async (tx) => {
      const row = await repository.update(tx, claimed.id, {
        externalId: session.externalId,
        externalStatus: session.status,
        externalStatusAt: now,
        userALink: session.links.USER_A ?? null,
        userBLink: session.links.USER_B ?? null,
        attorneyALink: session.links.ATTORNEY_A ?? null,
        attorneyBLink: session.links.ATTORNEY_B ?? null,
        updatedAt: now,
      });
      if (closesAt && deps.jobs) {
        await deps.jobs.enqueue<NotarizationExpiryData>(NOTARIZATION_EXPIRY_JOB, { notarizationId: claimed.id, dueAt: closesAt }, { executor: tx, startAfter: new Date(closesAt) });
      }
      return row;
    });
    return toResponse(updated!, facts, actor);
  }

  async function recordProof(facts: Facts, actor: NotaryActor, bytes: Uint8Array, signedOn: string): Promise<NotarizationResponse> {
    const documentId = facts.id;
    const availability = await availabilityOf(facts, actor, "PROOF");
    if (availability.problem) throwProblem(availability.problem);
    // The cutoff and California's 7 days are the signing date's, not the upload's.
    throwSigningDateProblem(signingDateProblem({ signedOn, today: clock.now(), window: availability.signingWindow }));
    const prepared = await deps.files.prepareFile({ bytes, name: "Notarized agreement (in person).pdf", actorId: actor.id, allowedTypes: ["application/pdf"], maxBytes: deps.proofLimitBytes });
    const now = clock.now();
    const proofMail = await notarizedMail("PROOF");
    try {
      const row = await db.transaction(async (tx) => {
        await lockUnchanged(tx, facts);
        const file = await deps.files.recordFile(prepared, tx);
        const inserted = await repository.insertLive(tx, {
          documentId,
          isProofUpload: true,
          notarizationCompletedAt: now,
          signedOn,
          notarizedFileId: file.id,
          createdById: actor.id,
          updatedById: actor.id,
        });
        if (!inserted) throw new DomainError("NOTARIZATION_IN_PROGRESS", NOTARIZATION_SERVICE_MESSAGES.inProgress);
        await deps.documentFiles.attachGeneratedFile({ documentId, fileId: file.id, kind: "notarization-proof", actorId: actor.id }, tx);
        await notifyCoupleOfNotarization(facts, proofMail, tx);
        return inserted;
      });
      return toResponse(row, facts, actor);
    } catch (error) {
      await deps.files.discardBytes([prepared.key]);
      throw error;
    }
  }

  /**
   * An assigned attorney's or an admin's correction of the date of signing (the notarial
   * certificate's date): the same checks as the upload (a real date, not in the future, inside the
   * signing window); a date that makes the signing invalid is refused with the reason, and the
   * stored date stays. For an online session completed outside the window, a corrected date inside
   * it makes the signing count (the completion is the session's) and the couple hears that their
   * agreement is notarized. Audited in the same transaction.
   */
  async function correctSignedOn(documentId: string, id: string, actor: NotaryActor, signedOn: string): Promise<NotarizationResponse> {
    const found = await repository.findWithParties(id);
    if (!found || found.notarization.documentId !== documentId || found.notarization.deletedAt !== null) {
      throw new DomainError("NOT_FOUND", NOTARIZATION_SERVICE_MESSAGES.notFound);
    }
    const current = found.notarization;
    const completedOnline = !current.isProofUpload && current.externalStatus === "COMPLETED" && current.notarizedFileId !== null;
    if (!current.notarizationCompletedAt && !completedOnline) throw new DomainError("NOTARIZATION_NOT_AVAILABLE", NOTARIZATION_SERVICE_MESSAGES.notSignedYet);
    const facts = await factsOrFail(documentId);
    const problem = signingDateProblem({ signedOn, today: clock.now(), window: windowOf(facts, await standingOn(facts, facts.userAId)) });
    if (problem?.code === "VALIDATION_FAILED") throwSigningDateProblem(problem);
    if (problem) throw new DomainError(problem.code, NOTARIZATION_SERVICE_MESSAGES.invalidCorrection(problem.message));
    const becomesValid = current.notarizationCompletedAt === null;
    const mail = becomesValid ? await notarizedMail("ONLINE") : null;
    const now = clock.now();
    const row = await db.transaction(async (tx) => {
      const locked = await repository.lockLive(tx, id);
      if (!locked) throw new DomainError("NOT_FOUND", NOTARIZATION_SERVICE_MESSAGES.notFound);
      const completion = locked.notarizationCompletedAt === null ? { notarizationCompletedAt: locked.externalStatusAt ?? now, signingProblem: null } : {};
      const updated = await repository.update(tx, id, { signedOn, ...completion, updatedAt: now, updatedById: actor.id });
      await deps.audit?.record(tx, {
        actorId: actor.id,
        action: "notarization.signed_on_corrected",
        entityType: "notarization",
        entityId: id,
        documentId,
        subjectUserId: facts.userAId,
        before: { signedOn: locked.signedOn, ...(locked.signingProblem ? { signingProblem: locked.signingProblem } : {}) },
        after: { signedOn, ...(locked.signingProblem ? { signingProblem: null } : {}) },
        request: actor.request ?? null,
        at: now,
      });
      if (locked.notarizationCompletedAt === null) await notifyCoupleOfNotarization(facts, mail, tx);
      return updated!;
    });
    return toResponse(row, facts, actor);
  }

  /**
   * The expiry of an online session at the close of its signing window (enqueued when the session
   * starts): cancels it through the notary port if it is still open, and records it cancelled.
   * Idempotent: a session finished, reset or already cancelled is left alone. The window is read
   * again: a wedding moved later moves the expiry (a new job); one run early (the servers' clocks
   * differ) fails and is retried.
   */
  function expiryJob(): JobDefinition<NotarizationExpiryData> {
    return {
      name: NOTARIZATION_EXPIRY_JOB,
      retryLimit: 8,
      retryDelaySeconds: 60,
      expireInSeconds: 120,
      handle: async (data) => {
        const found = await repository.findWithParties(data.notarizationId);
        const row = found?.notarization;
        if (!row || row.deletedAt !== null || row.isProofUpload || row.notarizationCompletedAt || sessionFinished(row) || !row.externalId) return;
        const facts = await repository.loadDocumentFacts(row.documentId);
        if (!facts) return;
        const closesAt = windowOf(facts, await standingOn(facts, facts.userAId)).closesAt;
        if (closesAt === null) return; // no wedding date any more: nothing to close
        const now = clock.now();
        if (now.getTime() < new Date(closesAt).getTime()) {
          if (new Date(closesAt).getTime() > new Date(data.dueAt).getTime()) {
            await deps.jobs?.enqueue<NotarizationExpiryData>(NOTARIZATION_EXPIRY_JOB, { notarizationId: row.id, dueAt: closesAt }, { startAfter: new Date(closesAt) });
            return;
          }
          throw new Error(NOTARIZATION_SERVICE_MESSAGES.notDueYet);
        }
        await notary.cancelSession(row.externalId);
        await db.transaction(async (tx) => {
          const locked = await repository.lockLive(tx, row.id);
          if (!locked || locked.notarizationCompletedAt || sessionFinished(locked)) return;
          await repository.update(tx, row.id, { externalStatus: "CANCELLED", externalStatusAt: now, updatedAt: now });
        });
      },
    };
  }

  return {
    applyEvent,
    expiryJob,

    /** Why the agreement's text may not change now (a live or completed notarization), or null. */
    textEditProblem: createTextEditGate(repository).textEditProblem,

    /** GET /documents/{id}/notarizations: the history, newest first, and whether one may start now. */
    async list(documentId: string, actor: NotaryActor, query: { page: number; pageSize: number }) {
      const facts = await factsOrFail(documentId);
      const [availability, rows] = await Promise.all([
        availabilityOf(facts, actor),
        repository.list(documentId, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
      ]);
      return { items: rows.map(({ row }) => toResponse(row, facts, actor)), total: rows[0]?.total ?? 0, page: query.page, pageSize: query.pageSize, availability };
    },

    /**
     * POST /documents/{id}/notarizations: an online session for both partners (and their attorneys).
     * The claim locks the agreement's row and checks it is unchanged since the availability was
     * decided: an editor's commit landing meanwhile makes the start decide again (and be refused, the
     * commit having cleared the review); a commit after the claim sees the live notarization and is
     * refused. The session is always given the agreement's current PDF.
     */
    start: (documentId: string, actor: NotaryActor) => withSettledFacts(documentId, (facts) => startOn(facts, actor)),

    /**
     * POST /documents/{id}/notarizations/proof: the couple's in-person notarized copy (PDF only).
     * Recorded under the agreement's row lock, as a start is: an edit committed meanwhile makes it
     * decide again.
     */
    uploadProof: (documentId: string, actor: NotaryActor, bytes: Uint8Array, signedOn: string) => withSettledFacts(documentId, (facts) => recordProof(facts, actor, bytes, signedOn)),

    /** PATCH /documents/{id}/notarizations/{nid}: the date of signing, corrected by the assigned attorney or an admin. */
    correctSignedOn,

    /** DELETE /documents/{id}/notarizations/{nid}: withdraws an unfinished notarization (its session is cancelled). */
    async remove(documentId: string, id: string, actor: NotaryActor): Promise<void> {
      const found = await repository.findWithParties(id);
      if (!found || found.notarization.documentId !== documentId || found.notarization.deletedAt !== null) {
        throw new DomainError("NOT_FOUND", NOTARIZATION_SERVICE_MESSAGES.notFound);
      }
      // A completed session is kept, even one completed outside the signing window.
      if (found.notarization.notarizationCompletedAt || found.notarization.externalStatus === "COMPLETED") {
        throw new DomainError("NOTARIZATION_COMPLETE", NOTARIZATION_SERVICE_MESSAGES.finishedCannotBeDeleted);
      }
      await cancelQuietly(found.notarization);
      const now = clock.now();
      await repository.update(db, id, { deletedAt: now, updatedAt: now, updatedById: actor.id });
    },

    /** POST /notarizations/{id}/reset: a partner (or an admin) starts over; a completed one needs the force reset. */
    reset: (id: string, actor: NotaryActor) => resetRow(id, actor, false),

    /** PATCH /notarizations/{id}/force-reset: an admin resets any notarization, completed ones included. */
    forceReset: (id: string, actor: NotaryActor) => resetRow(id, actor, true),

    /**
     * A webhook delivery from the remote provider: verified, then stored in the webhook inbox (once
     * per delivery id) for the job that applies it (`applyInboxEvent`). "duplicate": received before.
     */
    async receiveWebhook(rawBody: string, signatureHeader: string | undefined): Promise<"queued" | "duplicate"> {
      let event: NotaryEvent;
      try {
        event = notary.verifyWebhook({ rawBody, signatureHeader, now: clock.now() });
      } catch (error) {
        if (error instanceof NotaryWebhookRejected) throw new DomainError("NOTARY_SIGNATURE_INVALID", NOTARIZATION_SERVICE_MESSAGES.signatureInvalid);
        throw error;
      }
      if (!deps.inbox) throw new Error("the notarizations service was built without the webhook inbox");
      const { duplicate } = await deps.inbox.receive({
        provider: "notary",
        adapter: notary.kind,
        eventId: event.deliveryId,
        type: event.status,
        event: { ...event, occurredAt: event.occurredAt.toISOString() },
      });
      return duplicate ? "duplicate" : "queued";
    },

    /** The inbox job's apply step: the stored delivery, applied as `applyEvent` applies any status change. */
    applyInboxEvent(stored: Record<string, unknown>, claim: InboxClaim) {
      const event: NotaryEvent = {
        deliveryId: String(stored["deliveryId"]),
        externalId: String(stored["externalId"]),
        status: stored["status"] as NotaryEvent["status"],
        occurredAt: new Date(String(stored["occurredAt"])),
      };
      return applyEvent(event, claim);
    },

  };
}

export type NotarizationsService = ReturnType<typeof createNotarizationsService>;
