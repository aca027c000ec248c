import type { ClauseConditions } from "@prenup/domain";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { bookkeeping, id } from "./common.ts";
import { listStyleEnum, textStyleEnum } from "./enums.ts";
import { countries, states } from "./states.ts";

/** An agreement template (e.g. the US prenuptial agreement); sections and clauses hang off it. */
export const documentTemplates = pgTable(
  "document_templates",
  {
    id: id(),
    key: text("key").notNull(),
    type: text("type").notNull(),
    description: text("description"),
    countryId: uuid("country_id").references(() => countries.id),
    ...bookkeeping(),
  },
  (t) => [uniqueIndex("document_templates_key_unique").on(t.key)],
);

/** Per-state facts of a template: the document's name, the statute, whether witnesses sign. */
export const documentTemplateStates = pgTable(
  "document_template_states",
  {
    id: id(),
    documentTemplateId: uuid("document_template_id")
      .notNull()
      .references(() => documentTemplates.id),
    stateId: uuid("state_id")
      .notNull()
      .references(() => states.id),
    termForDocument: text("term_for_document").notNull().default("Prenuptial Agreement"),
    statute: text("statute"),
    witnessRequired: boolean("witness_required").notNull().default(false),
    ...bookkeeping(),
  },
  (t) => [uniqueIndex("document_template_states_template_state_unique").on(t.documentTemplateId, t.stateId)],
);

/**
 * A named piece of wording substituted into templates and screens (e.g. what a state calls a
 * "spouse"); a term can be global, per state, per template, or per state and template.
 */
export const terms = pgTable(
  "terms",
  {
    id: id(),
    key: text("key").notNull(),
    stateId: uuid("state_id").references(() => states.id),
    documentTemplateId: uuid("document_template_id").references(() => documentTemplates.id),
    value: text("value").notNull(),
    ...bookkeeping(),
  },
  (t) => [
    unique("terms_key_state_template_unique").on(t.key, t.stateId, t.documentTemplateId).nullsNotDistinct(),
    index("terms_state_idx").on(t.stateId),
  ],
);

/** A section of an agreement template, included when its conditions hold for the couple. */
export const sectionTemplates = pgTable(
  "section_templates",
  {
    id: id(),
    documentTemplateId: uuid("document_template_id")
      .notNull()
      .references(() => documentTemplates.id),
    key: text("key").notNull(),
    title: text("title").notNull(),
    text: text("text"),
    listStyle: listStyleEnum("list_style").notNull().default("NONE"),
    textStyle: textStyleEnum("text_style"),
    order: integer("order").notNull().default(0),
    isSeparatePage: boolean("is_separate_page").notNull().default(false),
    /** Every agreement has this article (the content's tests check each one is present in every state). */
    isMandatory: boolean("is_mandatory").notNull().default(false),
    /** `ClauseConditions` of @prenup/domain; question/option/state ids are row UUIDs. */
    conditions: jsonb("conditions").$type<ClauseConditions>().notNull().default({}),
    ...bookkeeping(),
  },
  (t) => [
    uniqueIndex("section_templates_template_key_unique").on(t.documentTemplateId, t.key),
    index("section_templates_template_idx").on(t.documentTemplateId),
  ],
);

/** A clause inside a section template; clauses nest through `parentClauseTemplateId`. */
export const clauseTemplates = pgTable(
  "clause_templates",
  {
    id: id(),
    sectionTemplateId: uuid("section_template_id")
      .notNull()
      .references(() => sectionTemplates.id, { onDelete: "cascade" }),
    parentClauseTemplateId: uuid("parent_clause_template_id").references((): AnyPgColumn => clauseTemplates.id, {
      onDelete: "cascade",
    }),
    key: text("key").notNull(),
    title: text("title"),
    text: text("text"),
    listStyle: listStyleEnum("list_style").notNull().default("NONE"),
    textStyle: textStyleEnum("text_style"),
    order: integer("order").notNull().default(0),
    isSeparatePage: boolean("is_separate_page").notNull().default(false),
    conditions: jsonb("conditions").$type<ClauseConditions>().notNull().default({}),
    ...bookkeeping(),
  },
  (t) => [
    uniqueIndex("clause_templates_section_key_unique").on(t.sectionTemplateId, t.key),
    index("clause_templates_parent_idx").on(t.parentClauseTemplateId),
  ],
);

/** A named group of reusable sections and clauses offered in the attorney editor's library. */
export const libraryGroups = pgTable(
  "library_groups",
  {
    id: id(),
    key: text("key").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    order: integer("order").notNull().default(0),
    ...bookkeeping(),
  },
  (t) => [uniqueIndex("library_groups_key_unique").on(t.key)],
);

export const libraryGroupSections = pgTable(
  "library_group_sections",
  {
    id: id(),
    libraryGroupId: uuid("library_group_id")
      .notNull()
      .references(() => libraryGroups.id, { onDelete: "cascade" }),
    sectionTemplateId: uuid("section_template_id")
      .notNull()
      .references(() => sectionTemplates.id, { onDelete: "cascade" }),
    order: integer("order").notNull().default(0),
    ...bookkeeping(),
  },
  (t) => [uniqueIndex("library_group_sections_unique").on(t.libraryGroupId, t.sectionTemplateId)],
);

export const libraryGroupClauses = pgTable(
  "library_group_clauses",
  {
    id: id(),
    libraryGroupId: uuid("library_group_id")
      .notNull()
      .references(() => libraryGroups.id, { onDelete: "cascade" }),
    clauseTemplateId: uuid("clause_template_id")
      .notNull()
      .references(() => clauseTemplates.id, { onDelete: "cascade" }),
    order: integer("order").notNull().default(0),
    ...bookkeeping(),
  },
  (t) => [uniqueIndex("library_group_clauses_unique").on(t.libraryGroupId, t.clauseTemplateId)],
);

/** The states a library group is offered in; a group with no rows here is offered everywhere. */
export const libraryGroupStates = pgTable(
  "library_group_states",
  {
    id: id(),
    libraryGroupId: uuid("library_group_id")
      .notNull()
      .references(() => libraryGroups.id, { onDelete: "cascade" }),
    stateId: uuid("state_id")
      .notNull()
      .references(() => states.id),
    ...bookkeeping(),
  },
  (t) => [
    uniqueIndex("library_group_states_unique").on(t.libraryGroupId, t.stateId),
    index("library_group_states_state_idx").on(t.stateId),
  ],
);
