import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { bookkeeping, id } from "./common.ts";
import { documents } from "./documents.ts";
import {
  attorneyRuleTypeEnum,
  inputRestrictionEnum,
  inputTypeEnum,
  questionTypeEnum,
  sectionStatusEnum,
} from "./enums.ts";
import { states } from "./states.ts";
import { users } from "./users.ts";

/** A step of the questionnaire (e.g. "Basics", "Assets"); `order` fixes the sequence. */
export const questionnaireSections = pgTable(
  "questionnaire_sections",
  {
    id: id(),
    key: text("key").notNull(),
    label: text("label").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    /** The URL segment of the section's screen. */
    path: text("path"),
    order: integer("order").notNull(),
    attorneyRequiredQuestionPresent: boolean("attorney_required_question_present").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    ...bookkeeping(),
  },
  (t) => [
    uniqueIndex("questionnaire_sections_key_unique").on(t.key),
    index("questionnaire_sections_order_idx").on(t.order),
  ],
);

/** A titled group of questions inside a section, shown with an icon. */
export const questionGroups = pgTable(
  "question_groups",
  {
    id: id(),
    sectionId: uuid("section_id")
      .notNull()
      .references(() => questionnaireSections.id),
    key: text("key").notNull(),
    title: text("title").notNull(),
    description: text("description"),
    icon: text("icon"),
    iconColor: text("icon_color"),
    order: integer("order").notNull(),
    ...bookkeeping(),
  },
  (t) => [uniqueIndex("question_groups_key_unique").on(t.key), index("question_groups_section_idx").on(t.sectionId)],
);

/** One question; follow-up questions point at their parent through `parentQuestionId`. */
export const questions = pgTable(
  "questions",
  {
    id: id(),
    key: text("key").notNull(),
    sectionId: uuid("section_id")
      .notNull()
      .references(() => questionnaireSections.id),
    groupId: uuid("group_id").references(() => questionGroups.id),
    parentQuestionId: uuid("parent_question_id").references((): AnyPgColumn => questions.id),
    title: text("title").notNull(),
    description: text("description"),
    exampleScenario: text("example_scenario"),
    proTip: text("pro_tip"),
    isRequired: boolean("is_required").notNull().default(false),
    questionType: questionTypeEnum("question_type").notNull(),
    inputType: inputTypeEnum("input_type"),
    inputRestriction: inputRestrictionEnum("input_restriction"),
    allowsOtherOption: boolean("allows_other_option").notNull().default(false),
    allowsCustomClause: boolean("allows_custom_clause").notNull().default(false),
    generatesDispute: boolean("generates_dispute").notNull().default(false),
    order: integer("order").notNull(),
    ...bookkeeping(),
  },
  (t) => [
    uniqueIndex("questions_key_unique").on(t.key),
    index("questions_section_idx").on(t.sectionId),
    index("questions_group_idx").on(t.groupId),
    index("questions_parent_idx").on(t.parentQuestionId),
  ],
);

/** A choice of a CHECKBOX, RADIO or DROPDOWN question. */
export const questionOptions = pgTable(
  "question_options",
  {
    id: id(),
    questionId: uuid("question_id")
      .notNull()
      .references(() => questions.id),
    key: text("key").notNull(),
    value: text("value").notNull(),
    order: integer("order").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    proTip: text("pro_tip"),
    ...bookkeeping(),
  },
  (t) => [
    uniqueIndex("question_options_key_unique").on(t.key),
    index("question_options_question_idx").on(t.questionId),
  ],
);

/** Two options that exclude each other (choosing one makes the other unavailable). */
export const restrictedQuestionOptions = pgTable(
  "restricted_question_options",
  {
    id: id(),
    questionOptionId: uuid("question_option_id")
      .notNull()
      .references(() => questionOptions.id, { onDelete: "cascade" }),
    restrictedQuestionOptionId: uuid("restricted_question_option_id")
      .notNull()
      .references(() => questionOptions.id, { onDelete: "cascade" }),
    ...bookkeeping(),
  },
  (t) => [uniqueIndex("restricted_question_options_pair_unique").on(t.questionOptionId, t.restrictedQuestionOptionId)],
);

/** Limits an option to couples in these states; an option with no rows here is offered everywhere. */
export const questionOptionStates = pgTable(
  "question_option_states",
  {
    id: id(),
    questionOptionId: uuid("question_option_id")
      .notNull()
      .references(() => questionOptions.id, { onDelete: "cascade" }),
    stateId: uuid("state_id")
      .notNull()
      .references(() => states.id),
    ...bookkeeping(),
  },
  (t) => [
    uniqueIndex("question_option_states_unique").on(t.questionOptionId, t.stateId),
    index("question_option_states_state_idx").on(t.stateId),
  ],
);

/** The child question is shown only when the parent question's answer includes the option. */
export const conditionalVisibilities = pgTable(
  "conditional_visibilities",
  {
    id: id(),
    parentQuestionId: uuid("parent_question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    questionOptionId: uuid("question_option_id")
      .notNull()
      .references(() => questionOptions.id, { onDelete: "cascade" }),
    childQuestionId: uuid("child_question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    ...bookkeeping(),
  },
  (t) => [
    uniqueIndex("conditional_visibilities_unique").on(t.parentQuestionId, t.questionOptionId, t.childQuestionId),
    index("conditional_visibilities_child_idx").on(t.childQuestionId),
  ],
);

/** Limits a question to some states (`isExcluded` false) or hides it in some (`isExcluded` true). */
export const questionStateRestrictions = pgTable(
  "question_state_restrictions",
  {
    id: id(),
    questionId: uuid("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    stateId: uuid("state_id")
      .notNull()
      .references(() => states.id),
    isExcluded: boolean("is_excluded").notNull().default(false),
    ...bookkeeping(),
  },
  (t) => [uniqueIndex("question_state_restrictions_unique").on(t.questionId, t.stateId)],
);

/** Choosing the option in the state triggers an attorney rule (e.g. waiving support needs counsel). */
export const attorneyRules = pgTable(
  "attorney_rules",
  {
    id: id(),
    questionOptionId: uuid("question_option_id")
      .notNull()
      .references(() => questionOptions.id, { onDelete: "cascade" }),
    stateId: uuid("state_id")
      .notNull()
      .references(() => states.id),
    type: attorneyRuleTypeEnum("type").notNull(),
    ...bookkeeping(),
  },
  (t) => [
    uniqueIndex("attorney_rules_option_state_type_unique").on(t.questionOptionId, t.stateId, t.type),
    index("attorney_rules_state_idx").on(t.stateId),
  ],
);

/** A user's progress through a section (per document once one exists). */
export const sectionProgress = pgTable(
  "section_progress",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    documentId: uuid("document_id").references(() => documents.id, { onDelete: "cascade" }),
    sectionId: uuid("section_id")
      .notNull()
      .references(() => questionnaireSections.id),
    status: sectionStatusEnum("status").notNull().default("NOT_STARTED"),
    ...bookkeeping(),
  },
  (t) => [
    unique("section_progress_user_document_section_unique").on(t.userId, t.documentId, t.sectionId).nullsNotDistinct(),
    index("section_progress_document_idx").on(t.documentId),
  ],
);
