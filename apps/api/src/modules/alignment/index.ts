/** Disputes between the partners' answers, resolving them, and the alignment history (resolutions). */
export { registerAlignmentRoutes } from "./alignment.routes.ts";
export { createAlignmentService, type AlignmentService } from "./alignment.service.ts";
export { createAlignmentRepository } from "./alignment.repository.ts";
