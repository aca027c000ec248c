/**
 * zod schemas for every kind of reference content. The data files in src/data are parsed through
 * these schemas when the package loads (see src/index.ts), so a malformed row fails at import time
 * and in the tests, never in the database.
 *
 * Cross-references use stable keys, never database ids: a question names its group and parent by
 * key, a clause condition names questions and options by key and states by abbreviation. The
 * database seed turns every key into a deterministic UUID.
 */
import { z } from "zod";
import {
  ATTORNEY_RULE_TYPES,
  ATTORNEY_SUPPORTS,
  COMPARISON_TYPES,
  DISTRIBUTION_LAWS,
  INPUT_RESTRICTIONS,
  INPUT_TYPES,
  LIST_STYLES,
  OPTION_RESTRICTIONS,
  PRODUCT_CATEGORIES,
  PRODUCT_TYPES,
  QUESTION_TYPES,
  RESPONDENTS,
  REVIEW_STATUSES,
  SPOUSAL_SUPPORT_LAWS,
  TEXT_STYLES,
} from "@prenup/domain";

/** snake_case, starts with a letter: the shape of every stable key. */
export const keySchema = z.string().regex(/^[a-z][a-z0-9_]*$/, "keys are snake_case");
/** Two upper-case letters: a state's abbreviation, also used as its id in cross-references. */
export const stateAbbreviationSchema = z.string().regex(/^[A-Z]{2}$/, "state abbreviations are two capitals");

const nonEmpty = z.string().trim().min(1);

export const countrySchema = z.object({
  key: keySchema,
  name: nonEmpty,
  abbreviation: z.string().regex(/^[A-Z]{2}$/),
  isActive: z.boolean(),
  icon: nonEmpty,
  termForCountry: nonEmpty,
});
export type Country = z.infer<typeof countrySchema>;

export const stateSchema = z
  .object({
    key: keySchema,
    name: nonEmpty,
    abbreviation: stateAbbreviationSchema,
    isActive: z.boolean(),
    /** Path of the state's flag or seal icon served by the front ends. */
    icon: nonEmpty,
    termForState: z.enum(["State", "Commonwealth", "District"]),
    allowsOnlineNotary: z.boolean(),
    notaryBlockText: z.string().nullable(),
    distributionLaw: z.enum(DISTRIBUTION_LAWS),
    spousalSupportLaw: z.enum(SPOUSAL_SUPPORT_LAWS),
    embryoRepRequired: z.boolean(),
    attorneySupport: z.enum(ATTORNEY_SUPPORTS),
    countryKey: keySchema,
  })
  .refine((s) => s.allowsOnlineNotary || (s.notaryBlockText ?? "").trim().length > 0, {
    message: "a state without online notarization needs a notaryBlockText",
    path: ["notaryBlockText"],
  })
  .refine((s) => !s.allowsOnlineNotary || s.notaryBlockText === null, {
    message: "notaryBlockText is only for states without online notarization",
    path: ["notaryBlockText"],
  });
export type State = z.infer<typeof stateSchema>;

export const videoSchema = z.object({
  key: keySchema,
  title: nonEmpty,
  author: nonEmpty,
  youtubeLink: z.url(),
  /** Where the video is shown: a section key, a group key or a question key. */
  location: keySchema,
  /** Limits the video to some states; empty means every state. */
  stateIds: z.array(stateAbbreviationSchema),
});
export type Video = z.infer<typeof videoSchema>;

export const attorneyRuleSchema = z.object({
  type: z.enum(ATTORNEY_RULE_TYPES),
  /** The states where choosing the option triggers the rule. */
  stateIds: z.array(stateAbbreviationSchema).min(1),
});
export type AttorneyRule = z.infer<typeof attorneyRuleSchema>;

export const questionOptionSchema = z.object({
  /** Globally unique: `<question key>__<short key>`. */
  key: keySchema,
  value: nonEmpty,
  order: z.number().int().nonnegative(),
  isDefault: z.boolean(),
  proTip: z.string().nullable(),
  /**
   * Restricted option: when non-empty the option is offered only to couples in these states
   * (the spec's restrictedQuestionOptions).
   */
  restrictedToStateIds: z.array(stateAbbreviationSchema),
  attorneyRules: z.array(attorneyRuleSchema),
  /**
   * True for an option that deliberately changes neither a follow-up nor a clause (for example
   * "Not sure yet" on a question whose other choices add language). Every other option must change
   * something; the coverage test enforces it.
   */
  isInformational: z.boolean(),
});
export type QuestionOption = z.infer<typeof questionOptionSchema>;

export const questionSchema = z
  .object({
    key: keySchema,
    title: nonEmpty,
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
    order: z.number().int().nonnegative(),
    groupKey: keySchema,
    sectionKey: keySchema,
    /** The parent question of a follow-up; null for a question placed directly in its group. */
    parentKey: keySchema.nullable(),
    /** Conditional visibility: shown when the parent's answer includes any of these option keys. */
    visibleWhenOptionKeys: z.array(keySchema),
    /** State restrictions: when non-empty the question is asked only in these states. */
    stateIds: z.array(stateAbbreviationSchema),
    options: z.array(questionOptionSchema),
    /** Informational question: recorded for the parties and the attorneys, not used in the text. */
    isInformational: z.boolean(),
  })
  .refine(
    (q) =>
      q.questionType === "TEXT_BOX" || q.questionType === "TEXT_AREA"
        ? q.options.length === 0
        : q.options.length >= (q.questionType === "CHECKBOX" ? 1 : 2),
    {
      message: "radio and dropdown questions need at least two options, checkboxes one; typed questions have none",
      path: ["options"],
    },
  )
  .refine((q) => (q.questionType === "TEXT_BOX" || q.questionType === "TEXT_AREA") === (q.inputType !== null), {
    message: "typed questions (and only they) carry an inputType",
    path: ["inputType"],
  })
  .refine((q) => (q.parentKey === null) === (q.visibleWhenOptionKeys.length === 0), {
    message: "a follow-up needs the parent options that reveal it, and only a follow-up has them",
    path: ["visibleWhenOptionKeys"],
  })
  .refine((q) => q.questionType === "CHECKBOX" || q.options.filter((o) => o.isDefault).length <= 1, {
    message: "a single-choice question has at most one default option",
    path: ["options"],
  });
export type Question = z.infer<typeof questionSchema>;

export const questionGroupSchema = z.object({
  key: keySchema,
  title: nonEmpty,
  description: z.string().nullable(),
  /** A Tabler icon name and a Mantine colour. */
  icon: z.object({ name: z.string().regex(/^Icon[A-Z][A-Za-z0-9]*$/), color: nonEmpty }),
  order: z.number().int().nonnegative(),
  videoKeys: z.array(keySchema),
  questions: z.array(questionSchema),
});
export type QuestionGroup = z.infer<typeof questionGroupSchema>;

export const questionnaireSectionSchema = z.object({
  key: keySchema,
  label: nonEmpty,
  name: nonEmpty,
  description: nonEmpty,
  order: z.number().int().nonnegative(),
  /** Built-in blocks the screen shows before the groups: the state picker and the name form. */
  blocks: z.array(z.enum(["STATE", "NAME"])),
  /** True when a question of this section carries attorney rules in some state. */
  attorneyRequiredQuestionPresentSection: z.boolean(),
  groups: z.array(questionGroupSchema),
});
export type QuestionnaireSection = z.infer<typeof questionnaireSectionSchema>;

export const questionnaireSchema = z.array(questionnaireSectionSchema);

export type Questionnaire = z.infer<typeof questionnaireSchema>;

/** Two options a partner may not hold at once (`data/questionnaire/incompatible-options.ts`). */
export const incompatibleOptionsSchema = z.object({
  options: z.tuple([keySchema, keySchema]),
  /** Why, in one line a couple understands. */
  reason: nonEmpty.refine((text) => !text.includes("\n"), "one line"),
});
export type IncompatibleOptionsPair = z.infer<typeof incompatibleOptionsSchema>;

/** Two clause templates that contradict each other and must never both be printed. */
export const contradictoryClausesSchema = z.object({ clauses: z.tuple([keySchema, keySchema]), says: nonEmpty });
export type ContradictoryClausesPair = z.infer<typeof contradictoryClausesSchema>;

export const clauseConditionSchema = z.object({
  questionId: keySchema,
  respondent: z.enum(RESPONDENTS).nullable().optional(),
  questionOptionIds: z.array(keySchema).optional(),
  optionRestriction: z.enum(OPTION_RESTRICTIONS).optional(),
  value: z.union([z.string(), z.number()]).nullable().optional(),
  comparisonType: z.enum(COMPARISON_TYPES).optional(),
  isAnswered: z.boolean().optional(),
});

export const clauseConditionsSchema = z.object({
  stateIds: z.array(stateAbbreviationSchema).optional(),
  excludedStateIds: z.array(stateAbbreviationSchema).optional(),
  conditions: z.array(clauseConditionSchema).optional(),
  anyOf: z.array(z.array(clauseConditionSchema)).optional(),
  noneOf: z.array(clauseConditionSchema).optional(),
});
export type ContentClauseConditions = z.infer<typeof clauseConditionsSchema>;

export const documentTemplateSchema = z.object({
  key: keySchema,
  type: nonEmpty,
  description: nonEmpty,
  countryKey: keySchema,
});
export type DocumentTemplate = z.infer<typeof documentTemplateSchema>;

export const documentTemplateStateSchema = z.object({
  documentTemplateKey: keySchema,
  stateId: stateAbbreviationSchema,
  termForDocument: z.enum(["Prenuptial Agreement", "Premarital Agreement"]),
  statute: nonEmpty,
  witnessRequired: z.boolean(),
});
export type DocumentTemplateState = z.infer<typeof documentTemplateStateSchema>;

export const termSchema = z.object({
  key: keySchema,
  stateId: stateAbbreviationSchema,
  documentTemplateKey: keySchema,
  value: nonEmpty,
});
export type Term = z.infer<typeof termSchema>;

export const clauseTemplateSchema = z.object({
  key: keySchema,
  sectionTemplateKey: keySchema,
  /** Parent clause for sub-clauses; null for a clause directly under its section. */
  parentKey: keySchema.nullable(),
  title: z.string().nullable(),
  text: nonEmpty,
  order: z.number().int().nonnegative(),
  listStyle: z.enum(LIST_STYLES),
  textStyle: z.enum(TEXT_STYLES).nullable(),
  /** A library clause is inserted by an attorney from a library group, never selected automatically. */
  isLibraryOnly: z.boolean(),
  conditions: clauseConditionsSchema,
});
export type ClauseTemplate = z.infer<typeof clauseTemplateSchema>;

export const sectionTemplateSchema = z.object({
  key: keySchema,
  documentTemplateKey: keySchema,
  title: nonEmpty,
  /** Intro text shown under the heading; may be empty when the clauses carry the text. */
  text: z.string(),
  order: z.number().int().nonnegative(),
  listStyle: z.enum(LIST_STYLES),
  textStyle: z.enum(TEXT_STYLES).nullable(),
  isSeparatePage: z.boolean(),
  /** A mandatory article must appear in every agreement; its conditions may only vary the wording. */
  isMandatory: z.boolean(),
  conditions: clauseConditionsSchema,
});
export type SectionTemplate = z.infer<typeof sectionTemplateSchema>;

export const libraryGroupSchema = z.object({
  key: keySchema,
  title: nonEmpty,
  description: nonEmpty,
  /** States the group is offered in; empty means every state. */
  stateIds: z.array(stateAbbreviationSchema),
  sectionTemplateKeys: z.array(keySchema),
  clauseTemplateKeys: z.array(keySchema),
});
export type LibraryGroup = z.infer<typeof libraryGroupSchema>;

export const productSchema = z.object({
  key: keySchema,
  title: nonEmpty,
  description: nonEmpty,
  priceInCents: z.number().int().nonnegative(),
  productType: z.enum(PRODUCT_TYPES),
  productCategory: z.enum(PRODUCT_CATEGORIES),
  productIcon: z.string().regex(/^Icon[A-Z][A-Za-z0-9]*$/),
  isSharedProduct: z.boolean(),
  discountsAllowed: z.boolean(),
  onePerUser: z.boolean(),
  stripePriceId: z.string().nullable(),
});
export type Product = z.infer<typeof productSchema>;

const slugUrl = z.url();

export const demoLawFirmSchema = z.object({
  key: keySchema,
  name: nonEmpty,
  contactEmail: z.email(),
  website: slugUrl,
  payoutDetails: nonEmpty,
  isApproved: z.boolean(),
  /** The firm's payout account with the payment provider (set once onboarded); null until then. */
  payoutAccountId: z.string().min(1).nullable(),
});
export type DemoLawFirm = z.infer<typeof demoLawFirmSchema>;

export const demoAttorneySchema = z.object({
  key: keySchema,
  /** Identity `sub` for an attorney who can sign in; null for the firms' other attorneys. */
  externalId: z.string().nullable(),
  firstName: nonEmpty,
  lastName: nonEmpty,
  email: z.email(),
  phoneNumber: z.string().regex(/^\+1\d{10}$/),
  /** Null for an applicant who has not joined a firm yet. */
  lawFirmKey: keySchema.nullable(),
  isLawFirmLead: z.boolean(),
  stage: z.enum(["FORM_MISSING", "UNDER_REVIEW", "APPROVED", "DECLINED", "DEACTIVATED"]),
  bio: nonEmpty,
  languages: z.array(nonEmpty).min(1),
  practiceAreas: z.array(nonEmpty).min(1),
  professionalAssociations: z.array(nonEmpty),
  yearsOfExperience: z.number().int().nonnegative(),
  lawSchool: nonEmpty,
  responseTimeHours: z.number().int().positive(),
  hasMalpracticeInsurance: z.boolean(),
  isEmbryoAttorney: z.boolean(),
  hasFastTurnaround: z.boolean(),
  licences: z.array(
    z.object({ stateId: stateAbbreviationSchema, barLicenseNum: nonEmpty, order: z.number().int().nonnegative() }),
  ),
  services: z.array(z.object({ productKey: keySchema, bookingLink: slugUrl })),
});
export type DemoAttorney = z.infer<typeof demoAttorneySchema>;

export const demoReviewSchema = z.object({
  key: keySchema,
  attorneyKey: keySchema,
  /** The reviewing customer's identity `sub`. */
  reviewerExternalId: nonEmpty,
  rating: z.number().int().min(0).max(100),
  message: nonEmpty,
  status: z.enum(REVIEW_STATUSES),
});
export type DemoReview = z.infer<typeof demoReviewSchema>;

export const demoPartnerSchema = z.object({
  externalId: nonEmpty,
  email: z.email(),
  firstName: nonEmpty,
  lastName: nonEmpty,
  phoneNumber: z.string().regex(/^\+1\d{10}$/),
  birthdate: z.iso.date(),
  gender: z.enum(["MALE", "FEMALE", "NON_BINARY", "PREFER_NO_ANSWER"]),
});

export const demoCoupleSchema = z.object({
  key: keySchema,
  stateId: stateAbbreviationSchema,
  partnerA: demoPartnerSchema,
  partnerB: demoPartnerSchema,
  prenupPaid: z.boolean(),
  /** Answers by question key: option keys for choice questions, a typed value otherwise. */
  answersA: z.record(keySchema, z.union([z.string(), z.array(keySchema)])),
  answersB: z.record(keySchema, z.union([z.string(), z.array(keySchema)])),
});
export type DemoCouple = z.infer<typeof demoCoupleSchema>;

/** Where a demo attorney's client couple stands: waiting for the first call, in review, approved, notarized. */
export const DEMO_CLIENT_STAGES = ["waiting", "in_review", "approved", "notarized"] as const;
export type DemoClientStage = (typeof DEMO_CLIENT_STAGES)[number];

/** A couple represented by a demo attorney (partner A by `attorneyKey`); no sign-in. */
export const demoClientCoupleSchema = z.object({
  key: keySchema,
  attorneyKey: keySchema,
  stateId: stateAbbreviationSchema,
  stage: z.enum(DEMO_CLIENT_STAGES),
  partnerA: demoPartnerSchema.omit({ externalId: true }),
  partnerB: demoPartnerSchema.omit({ externalId: true }),
  answersA: z.record(keySchema, z.union([z.string(), z.array(keySchema)])),
  answersB: z.record(keySchema, z.union([z.string(), z.array(keySchema)])),
});
export type DemoClientCouple = z.infer<typeof demoClientCoupleSchema>;

export const demoSchema = z.object({
  lawFirms: z.array(demoLawFirmSchema),
  attorneys: z.array(demoAttorneySchema),
  reviews: z.array(demoReviewSchema),
  couples: z.array(demoCoupleSchema),
  clientCouples: z.array(demoClientCoupleSchema),
});
export type Demo = z.infer<typeof demoSchema>;
