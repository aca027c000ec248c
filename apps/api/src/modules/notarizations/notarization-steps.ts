import { signingInstructions, witnessesAtSigning } from "@prenup/agreement";
import { finalReviewDaysFor, signerLocationRuleOf } from "@prenup/content/runtime";
import type { Executor } from "@prenup/db";
import { agreementNotarizedEmail, notarizationLateEmail } from "@prenup/emails";
import {
  DomainError,
  fullName,
  isDocumentParty,
  notarizationStartProblem,
  notarySignerRoles,
  sideOf,
  signerLocationProblem,
  signerLocationQuestionOf,
  signingDayOf,
  signingWindowText,
  type AgreementProblem,
  type NotarizationMode,
  type NotarizationProblem,
  type NotaryExternalStatus,
  type NotarySignerRole,
  type SigningWindow,
  type Standing,
} from "@prenup/domain";
import { enqueueToPartners } from "../../integrations/mail/index.ts";
import { NotaryUnavailableError } from "../../integrations/notary/index.ts";
import { NOTARIZATION_SERVICE_MESSAGES, type NotarizationsDeps, type NotaryActor } from "./notarizations.context.ts";
import type { NotarizationRow, NotarizationsRepository } from "./notarizations.repository.ts";
import type { NotarizationResponse } from "./notarizations.schemas.ts";

/** The agreement's row changed between the availability check and the claim: decide again. */
class DocumentChangedMeanwhile extends Error {}
const CLAIM_ATTEMPTS = 3;

/** The agreement as the notarization reads it (`loadDocumentFacts`). */
export type Facts = NonNullable<Awaited<ReturnType<NotarizationsRepository["loadDocumentFacts"]>>>;

const LINK_COLUMNS = {
  USER_A: "userALink",
  USER_B: "userBLink",
  ATTORNEY_A: "attorneyALink",
  ATTORNEY_B: "attorneyBLink",
} as const satisfies Record<NotarySignerRole, keyof NotarizationRow>;

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

/**
 * What the notarization use cases share: the agreement's facts and its row lock, the availability
 * (the domain's `notarizationStartProblem` over the caller's standing and the execution
 * formalities), the signing window, the couple's e-mails and the response.
 */
export function createNotarizationShared(deps: NotarizationsDeps) {
  const { clock, repository, notary } = deps;

  /** The `agreement-notarized` e-mail, rendered before the transaction that completes the notarization. */
  async function notarizedMail(via: "ONLINE" | "PROOF") {
    if (!deps.mail || !deps.customerAppUrl) return null;
    return {
      via,
      email: await agreementNotarizedEmail({ via, link: `${deps.customerAppUrl.replace(/\/$/, "")}/congratulations` }),
    };
  }

  /** The `notarization-late` e-mail: the online session completed outside the signing window. */
  async function lateMail(signedOn: string, reason: string) {
    if (!deps.mail || !deps.customerAppUrl) return null;
    return {
      via: "ONLINE" as const,
      email: await notarizationLateEmail({
        signedOn,
        reason,
        link: `${deps.customerAppUrl.replace(/\/$/, "")}/notarize/review`,
      }),
    };
  }

  /** Records that e-mail to both partners, in the transaction that completes the notarization. */
  async function notifyCoupleOfNotarization(
    facts: Pick<Facts, "id" | "userAId" | "userBId" | "userA" | "userB">,
    mail: Awaited<ReturnType<typeof notarizedMail>>,
    tx: Executor,
  ) {
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
    if (
      !current ||
      current.generatedPdfFileId !== facts.generatedPdfFileId ||
      current.updatedAt.getTime() !== facts.updatedAt.getTime()
    ) {
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
        if (attempt >= CLAIM_ATTEMPTS)
          throw new DomainError("NOTARIZATION_NOT_AVAILABLE", NOTARIZATION_SERVICE_MESSAGES.changedMeanwhile);
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
    return deps.standing.standingOf(
      await deps.standing.loadContext(viewer, { documentId: facts.id, withPartner: true }),
    );
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

  /**
   * The online session's signers with their answers to their state's signer-location question
   * (`signerLocationRuleOf`, from the state-law matrix), and what the domain's
   * `signerLocationProblem` makes of them. `signerLocation` is null where the agreement's state asks
   * nothing: no question is shown and no answer is required.
   */
  function signerLocationsOf(facts: Facts, actor: NotaryActor) {
    const rule = signerLocationRuleOf(facts.state?.abbreviation);
    const asked = rule ? signerLocationQuestionOf(rule) : null;
    if (!rule || !asked) return { signerLocation: null, problem: null };
    const answers = new Map(facts.signerLocations.map((answer) => [answer.userId, answer.inState]));
    const people = {
      USER_A: [facts.userAId, facts.userA],
      USER_B: [facts.userBId, facts.userB],
      ATTORNEY_A: [facts.attorneyAId, facts.attorneyA],
      ATTORNEY_B: [facts.attorneyBId, facts.attorneyB],
    } as const;
    const signers = notarySignerRoles(facts).map((role) => {
      const [userId, who] = people[role];
      return {
        role,
        name: who ? fullName(who) || who.email : null,
        inState: userId ? (answers.get(userId) ?? null) : null,
        isYou: userId === actor.id,
      };
    });
    const problem = signerLocationProblem({ signers, rule });
    return { signerLocation: { stateName: rule.stateName, ...asked, signers }, problem };
  }

  /** The availability as the caller sees it: their own standing (a partner's attorney is theirs to book), else partner A's. */
  async function availabilityOf(facts: Facts, actor: NotaryActor, mode?: NotarizationMode) {
    const viewer = isDocumentParty(facts, actor.id) ? actor.id : facts.userAId;
    const [standing, { onlineAllowed, witnessesRequired, instructions }] = await Promise.all([
      standingOn(facts, viewer),
      formalitiesOf(facts),
    ]);
    const window = windowOf(facts, standing);
    const offered: NotarizationMode = mode ?? (onlineAllowed ? "ONLINE" : "PROOF");
    const { problem: locationProblem, signerLocation } = signerLocationsOf(facts, actor);
    const problem: NotarizationProblem | null = notarizationStartProblem({
      mode: offered,
      blocker: standing.notarization.blocker,
      partnerJoined: standing.partnerJoined,
      signingCutoff: standing.notarization.signingCutoff,
      reviewWait: {
        mustWait: standing.notarization.waitUntil !== null,
        waitUntil: standing.notarization.waitUntil,
        days: finalReviewDaysFor(facts.state?.abbreviation),
        stateName: facts.state?.name ?? null,
        stateAbbreviation: facts.state?.abbreviation ?? null,
      },
      awaitingFinalization: standing.notarization.awaitingFinalization,
      notarizationComplete: facts.live?.notarizationCompletedAt != null,
      notarizationOpen: facts.live !== null,
      onlineAllowed,
      notaryBlockText: facts.state?.notaryBlockText ?? null,
      signerLocation: locationProblem,
    });
    return {
      mode: offered,
      onlineAllowed,
      notaryBlockText: onlineAllowed ? null : (facts.state?.notaryBlockText ?? null),
      witnessesRequired,
      instructions,
      signingWindow: {
        ...window,
        text: signingWindowText(window),
        today: signingDayOf(clock.now(), facts.state?.abbreviation),
      },
      canStart: problem === null,
      problem,
      signerLocation,
    };
  }

  type Person = { firstName: string | null; lastName: string | null; suffix?: string | null; email: string } | null;
  type Parties = {
    userAId: string;
    userBId: string | null;
    attorneyAId: string | null;
    attorneyBId: string | null;
    userA: Person;
    userB: Person;
    attorneyA: Person;
    attorneyB: Person;
  };

  function toResponse(row: NotarizationRow, parties: Parties, actor: NotaryActor): NotarizationResponse {
    const role = roleOf(parties, actor.id);
    const live = row.deletedAt === null;
    const people = {
      USER_A: parties.userA,
      USER_B: parties.userB,
      ATTORNEY_A: parties.attorneyA,
      ATTORNEY_B: parties.attorneyB,
    };
    const signers = row.isProofUpload
      ? []
      : notarySignerRoles(parties).map((signerRole) => {
          const who = people[signerRole];
          return {
            role: signerRole,
            name: who ? fullName(who) || who.email : null,
            hasLink: row[LINK_COLUMNS[signerRole]] !== null,
            signed: row.signedRoles.includes(signerRole),
          };
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
      sessionRecord: row.sessionRecordRef ? { reference: row.sessionRecordRef, notary: row.sessionNotary } : null,
      createdAt: row.createdAt.toISOString(),
      resetAt: row.resetAt?.toISOString() ?? null,
      isLive: live,
    };
  }

  function throwProblem(problem: NotarizationProblem): never {
    throw new DomainError(problem.code, problem.message);
  }

  /** The session finished at the notary (completed, even outside the window, or cancelled): nothing to cancel or withdraw. */
  const sessionFinished = (row: NotarizationRow) =>
    row.externalStatus === "COMPLETED" || row.externalStatus === "CANCELLED";

  async function cancelQuietly(row: NotarizationRow): Promise<void> {
    if (!row.externalId || row.isProofUpload || row.notarizationCompletedAt || sessionFinished(row)) return;
    try {
      await notary.cancelSession(row.externalId);
    } catch (error) {
      if (error instanceof NotaryUnavailableError)
        throw new DomainError("NOTARY_UNAVAILABLE", NOTARIZATION_SERVICE_MESSAGES.notaryUnavailable);
      throw error;
    }
  }

  /** The notarization behind /notarizations/{id}, visible to its document's partners and admins (404 otherwise). */
  async function findVisible(id: string, actor: NotaryActor) {
    const found = await repository.findWithParties(id);
    if (!found || (!actor.isAdmin && !isDocumentParty(found, actor.id))) {
      throw new DomainError("NOT_FOUND", NOTARIZATION_SERVICE_MESSAGES.notFound);
    }
    return found;
  }

  return {
    notarizedMail,
    lateMail,
    notifyCoupleOfNotarization,
    factsOrFail,
    lockUnchanged,
    withSettledFacts,
    standingOn,
    windowOf,
    throwSigningDateProblem,
    availabilityOf,
    toResponse,
    throwProblem,
    sessionFinished,
    cancelQuietly,
    findVisible,
  };
}

export type NotarizationShared = ReturnType<typeof createNotarizationShared>;
