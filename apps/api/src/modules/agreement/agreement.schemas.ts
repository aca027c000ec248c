import { SEPARATE_WRITING_KINDS } from "@prenup/agreement";
import {
  ERROR_CODES,
  LIST_STYLES,
  RECORD_ENTRY_KINDS,
  REGENERATION_REASONS,
  RESPONDENTS,
  TEXT_STYLES,
} from "@prenup/domain";
import { z } from "zod";
import { apiSchemaRegistry, timestampSchema, pageQueryFields, pageResponseFields } from "../../http/schemas.ts";
import { userDocumentResponseSchema } from "../documents/index.ts";

export const documentParamsSchema = z.object({ id: z.uuid() });
export const commitParamsSchema = z.object({
  id: z.uuid(),
  /** The commit's moment, ISO 8601 (as the history list gives it). */
  commitAt: z.iso.datetime({ offset: true, error: "commitAt is a timestamp such as 2026-11-21T12:00:00.000Z" }),
});

export const generateResponseSchema = z.object({
  document: userDocumentResponseSchema,
  commitAt: timestampSchema,
  inputHash: z.string(),
  pdfFileId: z.uuid(),
  docxFileId: z.uuid(),
  /** Questions a selected clause needed but nobody answered (printed as blanks); normally empty. */
  missingAnswers: z.array(z.string()),
});
apiSchemaRegistry.add(generateResponseSchema, { id: "GenerateAgreementResult" });

const partnerChangesSchema = z.object({
  names: z.boolean(),
  disclosure: z.boolean(),
  /** The questions whose answers changed, with their titles. */
  questions: z.array(z.object({ id: z.string(), title: z.string() })),
});

/** A refusal the screens show before the caller tries: the error code PATCH would answer, and its message. */
const agreementProblemSchema = z.object({ code: z.enum(ERROR_CODES), message: z.string() });

/** One separate writing's files (GET /documents/{id}/files/{fileId} downloads them). */
export const separateWritingSchema = z.object({
  /** The partner who signs it. */
  respondent: z.enum(RESPONDENTS),
  kind: z.enum(SEPARATE_WRITING_KINDS),
  title: z.string(),
  pdfFileId: z.uuid(),
  docxFileId: z.uuid(),
});
apiSchemaRegistry.add(separateWritingSchema, { id: "SeparateWriting" });

export const regenerationStatusSchema = z.object({
  /**
   * The rules of the agreement's state this couple's agreement rests on (by their answers and who has
   * counsel) that were not yet verified in the state's own statutes and cases: what the couple and
   * their attorneys are told to have checked before signing. `key` anchors the rule on the public
   * page of the law behind the agreement (/law/{state}#{key}). Empty without a state.
   */
  unverifiedLaw: z.array(z.object({ key: z.string(), title: z.string(), rule: z.string(), citation: z.string() })),
  needsRegeneration: z.boolean(),
  reason: z.enum(REGENERATION_REASONS).nullable(),
  /** When the document was last generated (cleared by the regenerate confirmation). */
  lastGeneratedAt: timestampSchema.nullable(),
  currentInputHash: z.string(),
  lastGeneratedInputHash: z.string().nullable(),
  /** When the agreement in the history was last generated (kept when lastGeneratedAt is cleared). */
  documentGeneratedAt: timestampSchema.nullable(),
  userAMadeChanges: z.boolean(),
  userBMadeChanges: z.boolean(),
  /** What each partner changed since the last generation. */
  changes: z.object({ userA: partnerChangesSchema, userB: partnerChangesSchema }),
  /** Regenerate is offered: generated, and the wedding date is still ahead. */
  canRegenerate: z.boolean(),
  /**
   * An attorney committed edits to the text since the last generation: generating again replaces
   * them with the templates' text (the edits stay in the history).
   */
  attorneyEditsSinceGeneration: z.boolean(),
  /**
   * The agreement's current files (kept when lastGeneratedAt is cleared): the last generation's or
   * attorney commit's, marked "Draft — not for signature" on every page, or — once the review or the
   * finalization made the text the one to sign — the final copy with its signing window.
   */
  pdfFileId: z.uuid().nullable(),
  docxFileId: z.uuid().nullable(),
  /** Why the caller may not mark the agreement reviewed now (PATCH /documents/{id} `reviewedAt` would refuse with it); null when they may. */
  reviewProblem: agreementProblemSchema.nullable(),
  /** Why the caller may not finalize the agreement now (`finalizedAt` would refuse with it); null when they may. */
  finalizeProblem: agreementProblemSchema.nullable(),
  /**
   * The writings a party signs apart from the agreement, each a document of its own rendered with
   * the agreement's current PDF (draft or final alike): California's § 1615(c)(3) written
   * explanation and § 1615(c)(1) waiver of counsel for a partner without an attorney. Empty elsewhere.
   */
  separateWritings: z.array(separateWritingSchema),
});
apiSchemaRegistry.add(regenerationStatusSchema, { id: "RegenerationStatus" });

export const recordEntrySchema = z.object({
  sequence: z.int(),
  kind: z.enum(RECORD_ENTRY_KINDS),
  occurredAt: timestampSchema,
  respondent: z.enum(RESPONDENTS).nullable(),
  actorUserId: z.uuid().nullable(),
  /** The entry in words (the certificate page says the same). */
  summary: z.string(),
  details: z.record(z.string(), z.unknown()),
  previousHash: z.string(),
  hash: z.string(),
});
apiSchemaRegistry.add(recordEntrySchema, { id: "RecordEntry" });

export const commitSummarySchema = z.object({
  commitAt: timestampSchema,
  kind: z.enum(["GENERATION", "ATTORNEY_COMMIT"]),
  author: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  message: z.string().nullable(),
  inputHash: z.string().nullable(),
  pdfFileId: z.uuid().nullable(),
  docxFileId: z.uuid().nullable(),
});
apiSchemaRegistry.add(commitSummarySchema, { id: "AgreementCommit" });

export const historyQuerySchema = z.object({
  ...pageQueryFields({ maxPageSize: 100, defaultPageSize: 20 }),
});

export const historyResponseSchema = z.object({
  commits: z.object({ items: z.array(commitSummarySchema), ...pageResponseFields() }),
  /** The enforceability record, whole, and whether its hash chain verifies. */
  record: z.object({
    entries: z.array(recordEntrySchema),
    verified: z.boolean(),
    /** The last entry's hash (the chain's head) when it verifies. */
    head: z.string().nullable(),
    /** What is wrong when it does not verify. */
    problem: z.string().nullable(),
  }),
});
apiSchemaRegistry.add(historyResponseSchema, { id: "AgreementHistory" });

/** What a clause does for the couple and what their state's law generally does without it (never part of the agreement's text). */
export const clauseExplanationSchema = z.object({
  /** The clause in plain language, with the partners' names. */
  meaning: z.string(),
  /** What the state's law generally does without the agreement. */
  withoutAgreement: z.string(),
});
apiSchemaRegistry.add(clauseExplanationSchema, { id: "ClauseExplanation" });

export type SnapshotClause = {
  id: string;
  key: string | null;
  title: string | null;
  text: string;
  listStyle: (typeof LIST_STYLES)[number];
  textStyle: (typeof TEXT_STYLES)[number] | null;
  explanation: z.infer<typeof clauseExplanationSchema> | null;
  children: SnapshotClause[];
};

export const snapshotClauseSchema: z.ZodType<SnapshotClause> = z.object({
  /** The clause's id in the agreement: the same in every version from its generation on (a comparison matches on it). */
  id: z.uuid(),
  key: z.string().nullable(),
  title: z.string().nullable(),
  text: z.string(),
  listStyle: z.enum(LIST_STYLES),
  textStyle: z.enum(TEXT_STYLES).nullable(),
  /** The clause explained for this couple in their state; null for boilerplate and for an attorney's own clause. */
  explanation: clauseExplanationSchema.nullable(),
  get children() {
    return z.array(snapshotClauseSchema);
  },
});
apiSchemaRegistry.add(snapshotClauseSchema, { id: "AgreementClause" });

export const snapshotSectionSchema = z.object({
  /** The section's id in the agreement: the same in every version from its generation on. */
  id: z.uuid(),
  key: z.string().nullable(),
  title: z.string(),
  text: z.string(),
  listStyle: z.enum(LIST_STYLES),
  textStyle: z.enum(TEXT_STYLES).nullable(),
  isSeparatePage: z.boolean(),
  /** What the article means for the couple, in plain language (null for an article without one). */
  explanation: z.string().nullable(),
  clauses: z.array(snapshotClauseSchema),
});
apiSchemaRegistry.add(snapshotSectionSchema, { id: "AgreementSection" });

export const snapshotResponseSchema = commitSummarySchema.extend({ sections: z.array(snapshotSectionSchema) });
apiSchemaRegistry.add(snapshotResponseSchema, { id: "AgreementSnapshot" });

export type GenerateResponse = z.infer<typeof generateResponseSchema>;
export type RegenerationStatusResponse = z.infer<typeof regenerationStatusSchema>;
export type HistoryResponse = z.infer<typeof historyResponseSchema>;
export type SnapshotResponse = z.infer<typeof snapshotResponseSchema>;
export type CommitSummary = z.infer<typeof commitSummarySchema>;
