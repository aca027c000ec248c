import { z } from "zod";
import { apiSchemaRegistry, timestampSchema, pageQueryFields, pageResponseFields } from "../../http/schemas.ts";

export const auditEntrySchema = z.object({
  id: z.uuid(),
  /** A verb-noun such as `user.update` or `purchase-item.refund`. */
  action: z.string(),
  entityType: z.string(),
  entityId: z.uuid().nullable(),
  documentId: z.uuid().nullable(),
  subjectUserId: z.uuid().nullable(),
  /** Who did it; null for the system (a provider's webhook, a seed). */
  actor: z.object({ id: z.uuid(), email: z.string(), name: z.string() }).nullable(),
  /** The fields the action changed, as they were and as they became (null when created or removed). */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: timestampSchema,
});
apiSchemaRegistry.add(auditEntrySchema, {
  id: "AuditEntry",
  description: "One recorded change: who, what, before and after, when.",
});

export const auditListQuerySchema = z.object({
  ...pageQueryFields({ maxPageSize: 100, defaultPageSize: 25 }),
});

export const auditListResponseSchema = z.object({
  items: z.array(auditEntrySchema),
  ...pageResponseFields(),
});

export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;
