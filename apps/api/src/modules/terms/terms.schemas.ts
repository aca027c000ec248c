import { z } from "zod";
import { apiSchemaRegistry } from "../../http/schemas.ts";

export const listTermsQuerySchema = z.object({
  stateId: z.uuid({ error: "stateId must be a state id" }).optional(),
  documentTemplateId: z.uuid({ error: "documentTemplateId must be a document template id" }).optional(),
});

export const termResponseSchema = z.object({
  id: z.uuid(),
  key: z.string(),
  value: z.string(),
  /** Null for a term that applies in every state. */
  stateId: z.uuid().nullable(),
  /** Null for a term that applies to every template. */
  documentTemplateId: z.uuid().nullable(),
});
apiSchemaRegistry.add(termResponseSchema, { id: "Term" });

export const listTermsResponseSchema = z.array(termResponseSchema);

export type TermResponse = z.infer<typeof termResponseSchema>;
