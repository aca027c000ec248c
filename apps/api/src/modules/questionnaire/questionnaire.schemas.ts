import {
  ATTORNEY_RULE_TYPES,
  INPUT_RESTRICTIONS,
  INPUT_TYPES,
  QUESTION_TYPES,
  SECTION_STATUSES,
  textSchema,
} from "@prenup/domain";
import { z } from "zod";
import { apiSchemaRegistry, booleanQuerySchema } from "../../http/schemas.ts";
import { answerSchema } from "../answers/index.ts";
import { videoSchema } from "../content/index.ts";

/** A step of the questionnaire with the user's progress in it. */
export const sectionSchema = z.object({
  id: z.uuid(),
  key: z.string(),
  label: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  order: z.int(),
  /** The URL segment: the label in lower case with hyphens (sectionSlug). */
  path: z.string(),
  /** The user's progress; null unless asked for (includeStatus=true). */
  status: z.enum(SECTION_STATUSES).nullable(),
  /** The section has an option that triggers an attorney rule in the document's state. */
  attorneyRequiredQuestionPresentSection: z.boolean(),
  /** Locked until representation is bought (the user wants an attorney and the section carries attorney rules). */
  locked: z.boolean(),
});
apiSchemaRegistry.add(sectionSchema, { id: "Section" });

export const optionSchema = z.object({
  id: z.uuid(),
  value: z.string(),
  order: z.int(),
  isDefault: z.boolean(),
  proTip: z.string().nullable(),
  /** Options that cannot be chosen together with this one. */
  restrictedOptionIds: z.array(z.uuid()),
  /** Attorney rules this option triggers in the document's state. */
  attorneyRuleTypes: z.array(z.enum(ATTORNEY_RULE_TYPES)),
  /**
   * What choosing this option puts into the agreement, and what the state's law generally does
   * without it (the clause's explanation, as on the review page, for the answering partner; its
   * meaning is null where it names a partner not yet named). Null where the option changes no
   * explained clause, or no state is chosen yet.
   */
  explanation: z.object({ meaning: z.string().nullable(), withoutAgreement: z.string() }).nullable(),
});
apiSchemaRegistry.add(optionSchema, { id: "Option" });

/** A question as the questionnaire words it for one answerer, without their answer. */
export const questionContentSchema = z.object({
  id: z.uuid(),
  key: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  exampleScenario: z.string().nullable(),
  proTip: z.string().nullable(),
  isRequired: z.boolean(),
  questionType: z.enum(QUESTION_TYPES),
  inputType: z.enum(INPUT_TYPES).nullable(),
  inputRestriction: z.enum(INPUT_RESTRICTIONS).nullable(),
  allowsOtherOption: z.boolean(),
  allowsCustomClause: z.boolean(),
  generatesDispute: z.boolean(),
  order: z.int(),
  parentQuestionId: z.uuid().nullable(),
  /** 0 for a root question, parent's depth + 1 for a follow-up. */
  depth: z.int(),
  /** The follow-up shows when the parent's answer includes one of these options. */
  showWhenOptionIds: z.array(z.uuid()),
  videos: z.array(videoSchema),
  options: z.array(optionSchema),
});
apiSchemaRegistry.add(questionContentSchema, { id: "QuestionContent" });

export const questionSchema = questionContentSchema.extend({ answer: answerSchema.nullable() });
apiSchemaRegistry.add(questionSchema, { id: "Question" });

const groupFields = {
  id: z.uuid(),
  key: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  icon: z.string().nullable(),
  iconColor: z.string().nullable(),
  order: z.int(),
  videos: z.array(videoSchema),
};

/** A group as the questionnaire words it for one answerer, without their answers. */
export const groupContentSchema = z.object({
  ...groupFields,
  /** Flat, in tree pre-order: a parent before its follow-ups, siblings by order. */
  questions: z.array(questionContentSchema),
});
apiSchemaRegistry.add(groupContentSchema, { id: "GroupContent" });

export const groupSchema = z.object({
  ...groupFields,
  /** Flat, in tree pre-order: a parent before its follow-ups, siblings by order. */
  questions: z.array(questionSchema),
});
apiSchemaRegistry.add(groupSchema, { id: "Group" });

export const sectionGroupsSchema = z.object({ section: sectionSchema, groups: z.array(groupSchema) });
apiSchemaRegistry.add(sectionGroupsSchema, { id: "SectionGroups" });

/**
 * A section's wording for one answerer (groups, questions, options and their explanations, videos),
 * without answers: the same until the content, the state or the couple's names change, and named by
 * `contentKey`, a digest of exactly this JSON.
 */
export const sectionContentSchema = z.object({
  contentKey: z.string(),
  groups: z.array(groupContentSchema),
});
apiSchemaRegistry.add(sectionContentSchema, { id: "SectionContent" });

/** A section's status and the user's answers in it, with the key of the wording they answer. */
export const sectionAnswersSchema = z.object({
  section: sectionSchema,
  /** The `contentKey` of the section's wording for this user (GET …/content?key=). */
  contentKey: z.string(),
  /** The user's answers to the section's questions (those answered), in question order. */
  answers: z.array(answerSchema),
});
apiSchemaRegistry.add(sectionAnswersSchema, { id: "SectionAnswers" });

export const sectionContentQuerySchema = z.object({
  /** The key the section's answers named: a response for the current key may be kept for good. */
  key: textSchema({ max: 100 }).optional(),
});

export const listSectionsResponseSchema = z.array(sectionSchema);

export const listSectionsQuerySchema = z.object({
  /** Compute each section's status for the user (default false: status is null). */
  includeStatus: booleanQuerySchema.optional(),
});

export const userSectionParamsSchema = z.object({
  id: z.uuid(),
  /** The section key (`spousal_support`) or its slug (`spousal-support`). */
  section: textSchema({ max: 200 }).min(1),
});

export const documentSectionParamsSchema = z.object({
  docId: z.uuid(),
  section: textSchema({ max: 200 }).min(1),
});

export const documentSectionGroupsQuerySchema = z.object({
  /** Whose answers to show (a party of the document); default the caller, or partner A for staff. */
  userId: z.uuid().optional(),
});

export const adminSectionsQuerySchema = z.object({
  /** Compute the statuses as if the document were in this state. */
  stateId: z.uuid().optional(),
});

export const adminSectionGroupsParamsSchema = z.object({ id: z.uuid(), sectionId: z.uuid() });

export const adminSectionGroupsQuerySchema = z.object({
  /** Which of the user's documents to read (default: the active one). */
  documentId: z.uuid().optional(),
});

export const questionOptionsParamsSchema = z.object({ userId: z.uuid() });

export const restrictedOptionsBodySchema = z.strictObject({
  restrictedQuestionOptionIds: z.array(z.uuid({ error: "Each option must be an id" })).max(200),
});

export const selectedRestrictedOptionsResponseSchema = z.object({
  /** Which of the given options the user currently has selected. */
  selected: z.array(
    z.object({ questionOptionId: z.uuid(), questionId: z.uuid(), questionTitle: z.string(), optionValue: z.string() }),
  ),
});

export type SectionResponse = z.infer<typeof sectionSchema>;
export type OptionResponse = z.infer<typeof optionSchema>;
export type QuestionContentResponse = z.infer<typeof questionContentSchema>;
export type QuestionResponse = z.infer<typeof questionSchema>;
export type GroupContentResponse = z.infer<typeof groupContentSchema>;
export type SectionContentResponse = z.infer<typeof sectionContentSchema>;
export type SectionAnswersResponse = z.infer<typeof sectionAnswersSchema>;
export type GroupResponse = z.infer<typeof groupSchema>;
export type SectionGroupsResponse = z.infer<typeof sectionGroupsSchema>;
export type SelectedRestrictedOptionsResponse = z.infer<typeof selectedRestrictedOptionsResponseSchema>;

export type { AnswerResponse } from "../answers/index.ts";
