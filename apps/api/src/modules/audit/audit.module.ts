import { defineModule } from "../manifest.ts";

export const auditModule = defineModule({
  name: "audit",
  description: "the audit trail: one `record` helper in the caller's transaction, a user's trail",
  owns: ["audit_log"],
  needs: ["users"],
});
