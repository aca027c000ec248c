/** The audit trail: one helper (`record`, in the caller's transaction) for every module, and a user's trail for admins. */
export { createAuditRepository } from "./audit.repository.ts";
export {
  createAuditService,
  type AuditService,
  type AuditRecorder,
  type AuditRecord,
  type AuditRequest,
} from "./audit.service.ts";
export {
  auditEntrySchema,
  auditListQuerySchema,
  auditListResponseSchema,
  type AuditEntry,
  type AuditListResponse,
} from "./audit.schemas.ts";
