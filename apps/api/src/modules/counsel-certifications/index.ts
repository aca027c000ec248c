/**
 * A partner's own attorney on record: the attorney outside the platform whom a partner names as
 * theirs, with the certification that attorney signed of the agreement's current text
 * (`external_attorneys`). Signing waits for it while the partner's answer is their own attorney
 * (`counselCertificationState` of @prenup/domain, read by the standing). One use case per file, each
 * a function of the module's context and its input; the routes call them directly.
 */
export { createCounselCertificationsRepository } from "./counsel-certifications.repository.ts";
export type { CounselCertificationsContext } from "./counsel-certifications.context.ts";
