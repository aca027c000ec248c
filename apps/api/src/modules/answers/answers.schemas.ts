import { ATTORNEY_RULE_TYPES, SECTION_STATUSES, textSchema } from "@prenup/domain";
import { z } from "zod";
import { apiSchemaRegistry, idParamsSchema, staleWriteResponseSchema, timestampSchema } from "../../http/schemas.ts";

/** A user's answer to one question: the typed value and/or the chosen options. */
export const answerSchema = z.object({
  id: z.uuid(),
  questionId: z.uuid(),
  valueTyped: z.string().nullable(),
  questionOptionIds: z.array(z.uuid()),
  /**
   * The answer is the question's suggestion, recorded for the person and not chosen by them: the
   * screens mark it, and generation waits until it is chosen. Any write of the person's own answer
   * (the same options included) chooses it.
   */
  isSuggestion: z.boolean(),
  updatedAt: timestampSchema,
});
apiSchemaRegistry.add(answerSchema, { id: "Answer" });

export const answerQuestionQuerySchema = z.object({ questionId: z.uuid() });

/** The path of PUT /users/{id}/answers/{questionId}: the user and the question answered. */
export const answerParamsSchema = idParamsSchema.extend({
  questionId: z.uuid({ error: "questionId must be a question's id" }),
});

export const listAnswersQuerySchema = z.object({
  /** Only the answer to this question (an empty list when there is none). */
  questionId: z.uuid().optional(),
});

export const listAnswersResponseSchema = z.array(answerSchema);

/** The body of POST/PATCH/PUT of the user's answer and of the dispute "change" write. */
export const answerBodySchema = z.strictObject({
  valueTyped: textSchema({ max: 10_000, messages: { tooLong: "The answer is too long (10,000 characters at most)" } })
    .nullable()
    .optional(),
  questionOptionIds: z
    .array(z.uuid({ error: "Each option must be an id" }))
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, { error: "An option is listed twice" })
    .optional(),
});

/**
 * The body of the person's own POST/PATCH/PUT: the answer, and optionally the version it was made on.
 * `baseUpdatedAt` is the answer's `updatedAt` as the person saw it (null: they saw no answer); when
 * the stored answer is another one (the partner accepted a proposal, another tab saved), nothing is
 * stored and the write answers 409 ANSWER_CHANGED with the current answer. Left out: no check.
 */
export const answerWriteBodySchema = answerBodySchema.extend({
  baseUpdatedAt: z.iso.datetime({ error: "baseUpdatedAt must be an ISO 8601 time" }).nullable().optional(),
  /**
   * Record the question's suggestion as it stands without choosing it (Continue on a section whose
   * suggestions the person leaves as shown): only the question's default options, over no answer or
   * the same suggestion (400 otherwise). Left out or false: the answer is the person's choice.
   */
  keepAsSuggestion: z.boolean({ error: "keepAsSuggestion must be true or false" }).optional(),
});

/** The 409 of an answer write: ANSWER_CHANGED carries the answer stored now (`current`, null when there is none). */
export const answerConflictResponseSchema = staleWriteResponseSchema(answerSchema);
apiSchemaRegistry.add(answerConflictResponseSchema, { id: "AnswerConflict" });

export const answerSavedResponseSchema = z.object({
  answer: answerSchema,
  /**
   * The default answers recorded with this write: the first answer in a section saves the default
   * options of its shown, unanswered questions (and an answer that reveals a follow-up, the
   * follow-up's), so these answers exist from now on (change them with PATCH).
   */
  defaults: z.array(answerSchema),
  /** Why the typed value was not accepted (it is then stored as null); null when it was. */
  validationError: z.string().nullable(),
  /** The section's status after the write, for the side menu. */
  section: z.object({ id: z.uuid(), key: z.string(), status: z.enum(SECTION_STATUSES) }),
});
apiSchemaRegistry.add(answerSavedResponseSchema, { id: "AnswerSaved" });

/** What a write does to the stored answer: `created` the first answer to the question, or `updated` it. */
export const ANSWER_WRITE_OUTCOMES = ["created", "updated"] as const;
export type AnswerWriteOutcomeName = (typeof ANSWER_WRITE_OUTCOMES)[number];

/** The response of PUT /users/{id}/answers/{questionId}: the save, and what the server did with it. */
export const answerPutResponseSchema = answerSavedResponseSchema.extend({
  /** `created` (201): the first answer to the question; `updated` (200): the stored answer changed. */
  outcome: z.enum(ANSWER_WRITE_OUTCOMES),
});
apiSchemaRegistry.add(answerPutResponseSchema, { id: "AnswerPut" });

export const attorneyRestrictionsResponseSchema = z.object({
  /** The attorney rules the user's current answers trigger in the document's state. */
  ruleTypes: z.array(z.enum(ATTORNEY_RULE_TYPES)),
  /** Which description to show (priority: waives spousal support, embryo clause, hires attorney). */
  descriptionKey: z.enum([...ATTORNEY_RULE_TYPES, "DEFAULT"]),
  /** True when any rule is triggered: the user must book representation. */
  requiresAttorney: z.boolean(),
  /** The user has a SUCCESSFUL REPRESENTATION purchase. */
  representationPaid: z.boolean(),
  triggers: z.array(
    z.object({
      questionId: z.uuid(),
      questionOptionId: z.uuid(),
      sectionKey: z.string(),
      type: z.enum(ATTORNEY_RULE_TYPES),
    }),
  ),
});
apiSchemaRegistry.add(attorneyRestrictionsResponseSchema, { id: "AttorneyRestrictions" });

export type AnswerResponse = z.infer<typeof answerSchema>;
export type AnswerBody = z.infer<typeof answerBodySchema>;
export type AnswerWriteBody = z.infer<typeof answerWriteBodySchema>;
export type AnswerSavedResponse = z.infer<typeof answerSavedResponseSchema>;
export type AnswerPutResponse = z.infer<typeof answerPutResponseSchema>;
export type AttorneyRestrictionsResponse = z.infer<typeof attorneyRestrictionsResponseSchema>;

/** An answer as the API answers it. */
export function toAnswerResponse(answer: {
  id: string;
  questionId: string;
  valueTyped: string | null;
  questionOptionIds: readonly string[];
  isSuggestion: boolean;
  updatedAt: Date;
}): AnswerResponse {
  return {
    id: answer.id,
    questionId: answer.questionId,
    valueTyped: answer.valueTyped,
    questionOptionIds: [...answer.questionOptionIds],
    isSuggestion: answer.isSuggestion,
    updatedAt: answer.updatedAt.toISOString(),
  };
}
