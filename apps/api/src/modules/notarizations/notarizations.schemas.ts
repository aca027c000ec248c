import { ERROR_CODES, NOTARIZATION_MODES, NOTARY_EXTERNAL_STATUSES, NOTARY_SIGNER_ROLES } from "@prenup/domain";
import { z } from "zod";
import { apiSchemaRegistry, timestampSchema } from "../../http/schemas.ts";

export const notarizationSchema = z.object({
  id: z.uuid(),
  documentId: z.uuid(),
  mode: z.enum(NOTARIZATION_MODES),
  /** The notary port that runs the session (`local`, `provider`); null for an in-person proof. */
  provider: z.string().nullable(),
  externalStatus: z.enum(NOTARY_EXTERNAL_STATUSES).nullable(),
  /** The caller's own signing link (a partner's or their attorney's); null for others and when finished. */
  myLink: z.url().nullable(),
  /** Who signs in the session, and whether their link was issued. */
  signers: z.array(z.object({ role: z.enum(NOTARY_SIGNER_ROLES), hasLink: z.boolean() })),
  notarizationCompletedAt: timestampSchema.nullable(),
  /** The notarized PDF (with its certificate page) or the uploaded proof: download through GET /documents/{id}/files/{fileId}. */
  notarizedFileId: z.uuid().nullable(),
  createdAt: timestampSchema,
  /** Reset (by the couple, or force-reset by an admin): kept as history, no longer live. */
  resetAt: timestampSchema.nullable(),
  isLive: z.boolean(),
});
apiSchemaRegistry.add(notarizationSchema, { id: "Notarization" });
export type NotarizationResponse = z.infer<typeof notarizationSchema>;

export const notarizationAvailabilitySchema = z.object({
  /** How this agreement is notarized: online where the state allows it, else in person with a proof upload. */
  mode: z.enum(NOTARIZATION_MODES),
  onlineAllowed: z.boolean(),
  /** The state's explanation when online notarization is not available (null otherwise). */
  notaryBlockText: z.string().nullable(),
  /** Witnesses the state's execution formalities require at the signing. */
  witnessesRequired: z.int(),
  /** Whether the caller may start (or upload) now; else the first problem in the spec's order. */
  canStart: z.boolean(),
  problem: z.object({ code: z.enum(ERROR_CODES), title: z.string(), message: z.string() }).nullable(),
});

export const listNotarizationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

export const listNotarizationsResponseSchema = z.object({
  items: z.array(notarizationSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  availability: notarizationAvailabilitySchema,
});

export const notarizationParamsSchema = z.object({ id: z.uuid(), nid: z.uuid() });
export const emptyBodySchema = z.object({}).strict().optional();
export const proofBodySchema = z.unknown().meta({ type: "string", format: "binary", description: "The notarized PDF's bytes" });
/** queued: stored for the job that applies it; duplicate: received before, nothing more happens. */
export const webhookResponseSchema = z.object({ received: z.literal(true), outcome: z.enum(["queued", "duplicate"]) });
