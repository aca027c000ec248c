import { defineModule, type ModuleExports } from "../manifest.ts";
import { auditService, createAuditRepository } from "./index.ts";

export const auditModule = defineModule({
  name: "audit",
  description: "the audit trail: one `record` helper in the caller's transaction, a user's trail",
  owns: ["audit_log"],
  needs: ["users"],
  // The audit trail: every module that records a change gets this one helper.
  exports: (_, { clock, db }): ModuleExports["audit"] => auditService({ clock, repository: createAuditRepository(db) }),
});

declare module "../manifest.ts" {
  interface ModuleExports {
    audit: ReturnType<typeof auditService>;
  }
}
