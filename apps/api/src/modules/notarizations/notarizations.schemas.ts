import {
  ERROR_CODES,
  NOTARIZATION_MODES,
  NOTARY_EXTERNAL_STATUSES,
  NOTARY_SIGNER_ROLES,
  SIGNING_DEADLINES,
} from "@prenup/domain";
import { z } from "zod";
import {
  apiSchemaRegistry,
  dateSchema,
  timestampSchema,
  pageQueryFields,
  pageResponseFields,
} from "../../http/schemas.ts";

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
  signers: z.array(
    z.object({
      role: z.enum(NOTARY_SIGNER_ROLES),
      name: z.string().nullable().meta({ description: "The signer's name as the notary has it" }),
      hasLink: z.boolean(),
      signed: z.boolean().meta({
        description:
          "The notary has reported this signer's signature (where it reports signers: the local notary does)",
      }),
    }),
  ),
  /** Set only for a valid signing: the agreement counts as notarized. */
  notarizationCompletedAt: timestampSchema.nullable(),
  /**
   * The day the agreement was signed: the notarial certificate's date entered with a proof upload
   * (the assigned attorney or an admin may correct it), or an online session's completion day (UTC).
   */
  signedOn: dateSchema.nullable(),
  /** Why the recorded signing does not count (an online session completed outside the signing window); null for a valid one. */
  signingProblem: z.string().nullable(),
  /** The notarized PDF (with its certificate page) or the uploaded proof: download through GET /documents/{id}/files/{fileId}. */
  notarizedFileId: z.uuid().nullable(),
  /**
   * The notary's record of a completed online session, where its journal entry and the meeting's
   * recording are kept (Proof's notarization record id; the local notary's session id), with the
   * notary as the record names them. Null for a proof upload and until the session completes.
   */
  sessionRecord: z.object({ reference: z.string(), notary: z.string().nullable() }).nullable(),
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
  /** Witnesses who attend the signing, from this agreement's execution formalities (Florida's death waiver included). */
  witnessesRequired: z.int(),
  /** What the couple arrange for an in-person signing (the notary, the witnesses), from the same formalities. */
  instructions: z.array(z.string()),
  /**
   * The days on which a signing counts (`signingWindow`): from the end of the state's review period
   * (`reviewDays`, California's 7; `firstDay`, where it applies) to the wedding-day cutoff (`lastDay`; the window closes at
   * `closesAt`). A proof's signing date must fall inside it; `text` says it in one sentence.
   */
  signingWindow: z.object({
    open: z.boolean(),
    firstDay: dateSchema.nullable(),
    reviewDays: z.int().min(0),
    lastDay: dateSchema.nullable(),
    closesAt: timestampSchema.nullable(),
    weddingDay: dateSchema.nullable(),
    /** The wedding-day rule; null for a postnup, which no wedding day cuts off. */
    deadline: z.enum(SIGNING_DEADLINES).nullable(),
    stateName: z.string().nullable(),
    text: z.string().nullable(),
    /** The server's calendar day (UTC) the window was served on: a signing date after it is in the future. */
    today: dateSchema,
  }),
  /** Whether the caller may start (or upload) now; else the first problem in the spec's order. */
  canStart: z.boolean(),
  problem: z.object({ code: z.enum(ERROR_CODES), title: z.string(), message: z.string() }).nullable(),
  /**
   * Where the online session's signers will be, only where the agreement's state's law makes it
   * matter (the state-law matrix's `execution.onlineSignerLocation`; null elsewhere: nothing is asked
   * or required): the question in the state's name (will you be in California when you sign
   * online?), asked of each signer for themselves, and each answer (null: not answered). A signer in
   * the state cannot use the online session (problem SIGNER_LOCATION_NOT_ALLOWED: the agreement is
   * signed in person); every signer answers before it starts (SIGNER_LOCATION_MISSING).
   */
  signerLocation: z
    .object({
      stateName: z.string(),
      question: z.string(),
      explanation: z.string(),
      signers: z.array(
        z.object({
          role: z.enum(NOTARY_SIGNER_ROLES),
          name: z.string().nullable(),
          inState: z.boolean().nullable(),
          isYou: z.boolean(),
        }),
      ),
    })
    .nullable(),
  /**
   * Where the state sets no review period: the days the product recommends between the final text
   * and the signing (`reflectionAdvice`; a recommendation, not law), until when, whether signing now
   * is early, and what the page says. An early online start needs `signEarly: true` (409
   * EARLY_SIGNING_NOT_CONFIRMED otherwise). Null where the state sets its own period.
   */
  reflection: z
    .object({
      days: z.int().min(1),
      since: timestampSchema.nullable(),
      until: timestampSchema.nullable(),
      early: z.boolean(),
      title: z.string(),
      message: z.string(),
      confirmLabel: z.string(),
    })
    .nullable(),
});

export const listNotarizationsQuerySchema = z.object({
  ...pageQueryFields({ maxPageSize: 50, defaultPageSize: 10 }),
});

export const listNotarizationsResponseSchema = z.object({
  items: z.array(notarizationSchema),
  ...pageResponseFields(),
  availability: notarizationAvailabilitySchema,
});

export const notarizationParamsSchema = z.object({ id: z.uuid(), nid: z.uuid() });
export const emptyBodySchema = z.object({}).strict().optional();
/** Starting an online session: `signEarly` chooses to sign before the recommended days to consider the final text. */
export const startNotarizationBodySchema = z.object({ signEarly: z.boolean().optional() }).strict().optional();
/** The proof upload's query: the date on the notary's certificate (the body is the PDF). */
export const proofQuerySchema = z.object({
  signedOn: dateSchema.meta({ description: "The date of signing on the notarial certificate (YYYY-MM-DD)" }),
});
/** An assigned attorney's or an admin's correction of the date of signing. */
export const correctSignedOnBodySchema = z.object({ signedOn: dateSchema }).strict();
export const proofBodySchema = z
  .unknown()
  .meta({ type: "string", format: "binary", description: "The notarized PDF's bytes" });
/**
 * queued: stored for the job that applies it; duplicate: received before, nothing more happens;
 * ignored: a genuine delivery of an event the notarization does not follow (nothing stored).
 */
export const webhookResponseSchema = z.object({
  received: z.literal(true),
  outcome: z.enum(["queued", "duplicate", "ignored"]),
});

/** A signer's own answer: will they be in the agreement's state when they sign online? */
export const signerLocationBodySchema = z.object({ inState: z.boolean() }).strict();
export const signerLocationResponseSchema = z.object({
  role: z.enum(NOTARY_SIGNER_ROLES),
  inState: z.boolean(),
  answeredAt: timestampSchema,
});
