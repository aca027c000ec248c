/**
 * Disputes between the partners' answers, resolving them, the alignment history (resolutions), and
 * the conversation around each dispute (proposals, counters, acceptances, requests to an attorney).
 * One use case per file, each a function of the module's context and its input
 * (`proposeOption(ctx, input)`); the routes call them directly. No other module calls it; the account
 * deletion runs its manifest's `erase`.
 */
export type { AlignmentContext } from "./alignment.context.ts";
export { createAlignmentRepository } from "./alignment.repository.ts";
export { createDisputeThreadsRepository } from "./dispute-threads.repository.ts";
export { DISPUTE_THREAD_MAIL_JOB } from "./thread-steps.ts";
