import { INPUT_RESTRICTIONS, INPUT_TYPES, PROPOSAL_STATUSES, QUESTION_TYPES, THREAD_EVENT_KINDS } from "@prenup/domain";
import { z } from "zod";
import { apiSchemaRegistry, timestampSchema, pageQueryFields, pageResponseFields } from "../../http/schemas.ts";
import { answerSchema } from "../answers/index.ts";

/** Where the conversation on a dispute stands for the viewer, and what they may do on it. */
export const disputeThreadSummarySchema = z.object({
  /** RESOLVED never shows here (the dispute would be gone); AWAITING_YOU: the partner's proposal waits for the viewer. */
  status: z.enum(["RESOLVED", "AWAITING_YOU", "AWAITING_PARTNER", "OPEN"]),
  /** The proposal awaiting an answer, if any. */
  pendingProposal: z
    .object({
      id: z.uuid(),
      proposedByMe: z.boolean(),
      option: z.object({ id: z.uuid(), value: z.string() }),
      comment: z.string(),
      createdAt: timestampSchema,
    })
    .nullable(),
  /** A proposal (or a counter) may be sent now: the question has options and no proposal of the viewer's waits. */
  canPropose: z.boolean(),
  /** The viewer has an attorney assigned and has not asked them about this question yet. */
  canAskAttorney: z.boolean(),
  askedAttorney: z.boolean(),
});
apiSchemaRegistry.add(disputeThreadSummarySchema, { id: "DisputeThreadSummary" });

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
  thread: disputeThreadSummarySchema,
});
apiSchemaRegistry.add(disputeSchema, { id: "Dispute" });

export const disputesResponseSchema = z.object({
  partnerJoined: z.boolean(),
  userComplete: z.boolean(),
  partnerComplete: z.boolean(),
  /** Sorted by section order, group order, question order. */
  disputes: z.array(disputeSchema),
  /**
   * The shown questions where a partner's answer is still the suggestion nobody chose (both
   * partners' questions once the partner joined), in questionnaire order: a question both left at
   * the same suggestion is no dispute, and is listed here instead of counting as agreed.
   */
  suggestions: z.array(
    z.object({
      questionId: z.uuid(),
      title: z.string(),
      sectionPath: z.string(),
      byMe: z.boolean(),
      byPartner: z.boolean(),
    }),
  ),
});
apiSchemaRegistry.add(disputesResponseSchema, { id: "Disputes" });

/** One entry of the alignment history. */
export const resolutionSchema = z.object({
  id: z.uuid(),
  /** AGREE: took the partner's answer; CHANGE: wrote a new one; PROPOSAL: accepted the partner's proposal. */
  kind: z.enum(["AGREE", "CHANGE", "PROPOSAL"]),
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

/** One entry of a dispute's thread: a proposal, a counter-proposal, an acceptance or a request to an attorney. */
export const threadEntrySchema = z.object({
  id: z.uuid(),
  question: z.object({ id: z.uuid(), title: z.string() }),
  kind: z.enum(THREAD_EVENT_KINDS),
  by: z.object({ id: z.uuid(), firstName: z.string().nullable(), lastName: z.string().nullable() }),
  /** The proposal the entry makes or accepts (null for a request to an attorney), as it stands now. */
  proposal: z
    .object({
      id: z.uuid(),
      status: z.enum(PROPOSAL_STATUSES),
      option: z.object({ id: z.uuid(), value: z.string() }),
      comment: z.string(),
    })
    .nullable(),
  createdAt: timestampSchema,
});
apiSchemaRegistry.add(threadEntrySchema, { id: "DisputeThreadEntry" });

export const threadParamsSchema = z.object({ docId: z.uuid(), questionId: z.uuid() });
export const proposalParamsSchema = z.object({ docId: z.uuid(), questionId: z.uuid(), proposalId: z.uuid() });
export const threadsParamsSchema = z.object({ docId: z.uuid() });

export const listThreadEntriesQuerySchema = z.object({
  /** Only this question's thread. */
  questionId: z.uuid().optional(),
  ...pageQueryFields({ maxPageSize: 100, defaultPageSize: 50 }),
});

export const listThreadEntriesResponseSchema = z.object({
  entries: z.array(threadEntrySchema),
  ...pageResponseFields(),
});
apiSchemaRegistry.add(listThreadEntriesResponseSchema, { id: "DisputeThreadEntries" });

export const threadEntryResponseSchema = z.object({ entry: threadEntrySchema });

export const acceptProposalResponseSchema = z.object({ entry: threadEntrySchema, resolution: resolutionSchema });
apiSchemaRegistry.add(acceptProposalResponseSchema, { id: "DisputeProposalAccepted" });

export type DisputeThreadSummary = z.infer<typeof disputeThreadSummarySchema>;
export type ThreadEntryResponse = z.infer<typeof threadEntrySchema>;
export type ListThreadEntriesResponse = z.infer<typeof listThreadEntriesResponseSchema>;
export type AcceptProposalResponse = z.infer<typeof acceptProposalResponseSchema>;
