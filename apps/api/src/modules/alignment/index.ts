/**
 * Disputes between the partners' answers, resolving them, the alignment history (resolutions), and
 * the conversation around each dispute (proposals, counters, acceptances, requests to an attorney).
 */
export { registerAlignmentRoutes } from "./alignment.routes.ts";
export { createAlignmentService, type AlignmentService } from "./alignment.service.ts";
export { createAlignmentRepository } from "./alignment.repository.ts";
export { createDisputeThreadsRepository } from "./dispute-threads.repository.ts";
export { createDisputeThreadsService, DISPUTE_THREAD_MAIL_JOB } from "./dispute-threads.service.ts";
