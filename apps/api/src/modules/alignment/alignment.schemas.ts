import { INPUT_RESTRICTIONS, INPUT_TYPES, QUESTION_TYPES } from "@prenup/domain";
import { z } from "zod";
import { apiSchemaRegistry, timestampSchema } from "../../http/schemas.ts";
import { answerSchema } from "../answers/index.ts";

/** A question both partners answered differently (only questions that generate disputes). */
export const disputeSchema = z.object({
  questionId: z.uuid(),
  sectionKey: z.string(),
  groupTitle: z.string(),
  question: z.object({
    id: z.uuid(),
    title: z.string(),
    description: z.string().nullable(),
    questionType: z.enum(QUESTION_TYPES),
    inputType: z.enum(INPUT_TYPES).nullable(),
    inputRestriction: z.enum(INPUT_RESTRICTIONS).nullable(),
    allowsOtherOption: z.boolean(),
    options: z.array(z.object({ id: z.uuid(), value: z.string() })),
  }),
  myAnswer: answerSchema,
  partnerAnswer: answerSchema,
  /** The answer as text: option values joined with ", ", or the typed value. */
  myAnswerText: z.string(),
  partnerAnswerText: z.string(),
});
apiSchemaRegistry.add(disputeSchema, { id: "Dispute" });

export const disputesResponseSchema = z.object({
  partnerJoined: z.boolean(),
  userComplete: z.boolean(),
  partnerComplete: z.boolean(),
  /** Sorted by section order, group order, question order. */
  disputes: z.array(disputeSchema),
});
apiSchemaRegistry.add(disputesResponseSchema, { id: "Disputes" });

/** One entry of the alignment history. */
export const resolutionSchema = z.object({
  id: z.uuid(),
  kind: z.enum(["AGREE", "CHANGE"]),
  question: z.object({ id: z.uuid(), title: z.string() }),
  initiatedBy: z.object({ id: z.uuid(), firstName: z.string().nullable(), lastName: z.string().nullable() }),
  previousTypedValue: z.string().nullable(),
  previousOptionIds: z.array(z.uuid()),
  previousAnswerText: z.string(),
  newAnswerText: z.string(),
  createdAt: timestampSchema,
});
apiSchemaRegistry.add(resolutionSchema, { id: "Resolution" });

export const listResolutionsResponseSchema = z.array(resolutionSchema);

export const resolutionsParamsSchema = z.object({ id: z.uuid(), docId: z.uuid() });

export const disputeParamsSchema = z.object({ id: z.uuid(), questionId: z.uuid() });

export const resolveDisputeResponseSchema = z.object({ resolution: resolutionSchema, answer: answerSchema });
apiSchemaRegistry.add(resolveDisputeResponseSchema, { id: "DisputeResolved" });

export type DisputeResponse = z.infer<typeof disputeSchema>;
export type DisputesResponse = z.infer<typeof disputesResponseSchema>;
export type ResolutionResponse = z.infer<typeof resolutionSchema>;
export type ResolveDisputeResponse = z.infer<typeof resolveDisputeResponseSchema>;
