/**
 * Notarization of an agreement: online sessions through the notary port (both partners and their
 * attorneys sign; the notarized PDF with its certificate page is stored through the file port),
 * in-person proofs (PDF uploads), resets, and the provider's webhooks. Owns `notarizations` and
 * `notary_webhook_deliveries`; reads a user's standing through the standing module. One use case per
 * file, each a function of the module's context and its input (`startNotarization(ctx, documentId,
 * actor)`); the routes call them directly.
 */
import type { Executor } from "@prenup/db";
import type { NotaryEvent } from "../../integrations/notary/index.ts";
import type { InboxClaim } from "../webhook-inbox/index.ts";
import { answerSignerLocation } from "./answer-signer-location.ts";
import { applyInboxEvent } from "./apply-inbox-event.ts";
import { applyNotaryEvent } from "./apply-notary-event.ts";
import { notarizationExpiryJob } from "./expire-session.ts";
import { listNotarizations } from "./list-notarizations.ts";
import type { NotarizationsContext, NotaryActor } from "./notarizations.context.ts";
import { resetNotarization } from "./reset-notarization.ts";
import { startNotarization, type StartChoices } from "./start-notarization.ts";
import { textEditProblem } from "./text-edit-problem.ts";

export { createNotarizationsRepository } from "./notarizations.repository.ts";
export type { NotarizationsContext, NotaryActor } from "./notarizations.context.ts";
export { NOTARIZATION_SERVICE_MESSAGES } from "./notarizations.messages.ts";
export { NOTARIZATION_EXPIRY_JOB, type NotarizationExpiryData } from "./expire-session.ts";

/**
 * The agreement's gate as the modules below notarization ask it (the agreement, the editor), on the
 * repository alone: `textEditProblem` is the use case of the same name.
 */
export function textEditGate(ctx: Pick<NotarizationsContext, "repository">) {
  return {
    textEditProblem: (documentId: string, executor?: Executor) => textEditProblem(ctx, documentId, executor),
  };
}

/**
 * What other modules and the composition root call (the editor's gate, the webhook inbox's job, the
 * expiry job, the demo clients' step), on the context it built: `list`, `start`, `reset` and
 * `applyEvent` are the use cases `listNotarizations`, `startNotarization`, `resetNotarization` and
 * `applyNotaryEvent`; the others the use case of the same name.
 */
export function notarizationsService(ctx: NotarizationsContext) {
  return {
    list: (documentId: string, actor: NotaryActor, query: { page: number; pageSize: number }) =>
      listNotarizations(ctx, documentId, actor, query),
    start: (documentId: string, actor: NotaryActor, choices?: StartChoices) =>
      startNotarization(ctx, documentId, actor, choices),
    answerSignerLocation: (documentId: string, actor: NotaryActor, inState: boolean) =>
      answerSignerLocation(ctx, documentId, actor, inState),
    reset: (id: string, actor: NotaryActor) => resetNotarization(ctx, id, actor),
    applyEvent: (event: NotaryEvent, claim?: InboxClaim) => applyNotaryEvent(ctx, event, claim),
    /** A stored delivery from the webhook inbox's job. */
    applyInboxEvent: (stored: Record<string, unknown>, claim: InboxClaim) => applyInboxEvent(ctx, stored, claim),
    /** Why the agreement's text may not change now (a live or completed notarization), or null. */
    textEditProblem: (documentId: string, executor?: Executor) => textEditProblem(ctx, documentId, executor),
    /** The job that cancels an online session still open when its signing window closes. */
    expiryJob: () => notarizationExpiryJob(ctx),
  };
}

export type NotarizationsService = ReturnType<typeof notarizationsService>;
