import { z } from "zod";
import { apiSchemaRegistry, timestampSchema } from "../../http/schemas.ts";

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
  page: z.coerce
    .number({ error: "page must be a whole number from 1" })
    .int()
    .min(1, "page must be a whole number from 1")
    .default(1),
  pageSize: z.coerce
    .number({ error: "pageSize must be from 1 to 100" })
    .int()
    .min(1)
    .max(100, "pageSize must be from 1 to 100")
    .default(25),
});

export const auditListResponseSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;
