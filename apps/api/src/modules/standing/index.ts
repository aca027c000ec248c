/**
 * A customer's context and standing in their agreement: the read model that loads everything about
 * one user in one statement, the domain engine's assessment of their answers, GET
 * /users/{id}/standing, the notarization-ready e-mail and the signing deadline's reminders. One use
 * case per file, each a function of the module's context and its input (`loadContext(ctx, userId,
 * options)`); the route calls its use case directly. Other modules read a user's context through
 * `standingService(ctx).loadContext`.
 */
import type { Executor } from "@prenup/db";
import { isQuestionnaireComplete } from "./is-questionnaire-complete.ts";
import { loadContext, type ContextOptions, type UserContext } from "./load-context.ts";
import { noticeCoupleIfReady, noticeIfReady } from "./notarization-ready-notice.ts";
import type { StandingContext } from "./standing.context.ts";
import { standingOf, weddingDateOf } from "./standing-of.ts";

export type { StandingContext } from "./standing.context.ts";
export { createAssessmentCache, type AssessmentCache } from "./assessment-cache.ts";
export type { ContextOptions, UserContext } from "./load-context.ts";
export type { ContextAnswer, ContextDocument, ContextProposal, UserFacts } from "./standing.repository.ts";
export { NOTARIZATION_READY_TEMPLATE } from "./notarization-ready-notice.ts";
export {
  SIGNING_REMINDER_TEMPLATE,
  SIGNING_REMINDERS_JOB,
} from "./send-signing-reminders.ts";

/**
 * What other modules call (the questionnaire, the answers, alignment, notarization, the outcome
 * simulator, the partners' reminder rule), on the context its manifest built: each name is
 * the use case of the same name.
 */
export function standingService(ctx: StandingContext) {
  return {
    loadContext: (userId: string, options?: ContextOptions): Promise<UserContext> => loadContext(ctx, userId, options),
    standingOf: (context: UserContext) => standingOf(ctx, context),
    weddingDateOf: (context: UserContext) => weddingDateOf(context),
    isQuestionnaireComplete: (userId: string) => isQuestionnaireComplete(ctx, userId),
  };
}

export type StandingService = ReturnType<typeof standingService>;

/**
 * The notarization-ready e-mail as the scheduling and agreement modules record it (in their
 * transaction): each name is the step of the same name (`notarization-ready-notice.ts`).
 */
export function notarizationReadyNotice(ctx: StandingContext) {
  return {
    noticeIfReady: (tx: Executor, userId: string, documentId: string) => noticeIfReady(ctx, tx, userId, documentId),
    noticeCoupleIfReady: (tx: Executor, couple: { documentId: string; userIds: readonly (string | null)[] }) =>
      noticeCoupleIfReady(ctx, tx, couple),
  };
}

export type NotarizationReadyNotice = ReturnType<typeof notarizationReadyNotice>;
