// The reference seed converges: rows an earlier content version produced, and that the content no
// longer lists, are removed (links) or soft-deleted (top-level rows) on the next run, rows that
// touch admin-created data are left alone, and a second run changes nothing.
import {
  clauseTemplates as contentClauses,
  libraryGroups as contentLibraryGroups,
  products as contentProducts,
  questionnaire,
  questions as contentQuestions,
  sectionTemplates as contentSections,
  terms as contentTerms,
  videos as contentVideos,
} from "@prenup/content";
import { PRODUCT_TYPES } from "@prenup/domain";
import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../schema/index.ts";
import { createTestDatabase, snapshotTables, type TestDatabase } from "../../testing/index.ts";
import { referenceId } from "../../reference-id.ts";
import { contentIds, PRENUP_TEMPLATE_ID, REFERENCE_SEED_TABLES, seedReference } from "./index.ts";

let database: TestDatabase;
beforeAll(async () => {
  // Migrated and already reference-seeded once.
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const snapshot = () => snapshotTables(database.db, REFERENCE_SEED_TABLES);

async function idsIn(table: PgTable & { id: typeof schema.questions.id }, ids: string[]): Promise<string[]> {
  const rows = await database.db
    .select({ id: table.id })
    .from(table as typeof schema.questions)
    .where(inArray(table.id, ids));
  return rows.map((r) => r.id).sort();
}

async function deletedAtOf(table: typeof schema.questions, id: string): Promise<Date | null | undefined> {
  const [row] = await database.db.select({ deletedAt: table.deletedAt }).from(table).where(eq(table.id, id));
  return row?.deletedAt;
}

// Content facts the test builds on.
const followUp = contentQuestions.find((q) => q.parentKey !== null)!;
const followUpParent = contentQuestions.find((q) => q.key === followUp.parentKey)!;
const hiddenOption = followUpParent.options.find((o) => !followUp.visibleWhenOptionKeys.includes(o.key))!;
const everywhereQuestion = contentQuestions.find((q) => q.stateIds.length === 0 && q.options.length >= 2)!;
const [optionA, optionB] = everywhereQuestion.options as [
  (typeof everywhereQuestion.options)[number],
  (typeof everywhereQuestion.options)[number],
];
const ruleless = contentQuestions
  .flatMap((q) => q.options)
  .find((o) => o.attorneyRules.every((r) => r.type !== "HIRES_ATTORNEY"))!;
const libraryGroup = contentLibraryGroups[0]!;
const foreignClause = contentClauses.find((c) => !libraryGroup.clauseTemplateKeys.includes(c.key))!;
const foreignSection = contentSections.find((s) => !libraryGroup.sectionTemplateKeys.includes(s.key))!;
const questionGroup = questionnaire.flatMap((s) => s.groups)[0]!;
const foreignVideo = contentVideos.find(
  (v) => !questionGroup.videoKeys.includes(v.key) && v.location !== everywhereQuestion.key,
)!;

describe("seedReference converges the content's links", () => {
  it("deletes every kind of stale link of content rows, keeps links that touch admin rows, then changes nothing", async () => {
    const db = database.db;
    const before = await snapshot();

    // Links an earlier content version would have produced (deterministic ids), now gone from the content.
    const stale = {
      visibility: referenceId("conditional-visibility", `${followUpParent.key}:${hiddenOption.key}:${followUp.key}`),
      restriction: referenceId("question-state-restriction", `${everywhereQuestion.key}:NY`),
      rule: referenceId("attorney-rule", `${ruleless.key}:NY:HIRES_ATTORNEY`),
      pair: randomUUID(),
      libraryClause: referenceId("library-group-clause", `${libraryGroup.key}:${foreignClause.key}`),
      librarySection: referenceId("library-group-section", `${libraryGroup.key}:${foreignSection.key}`),
      groupVideo: referenceId("question-group-video", `${questionGroup.key}:${foreignVideo.key}`),
      questionVideo: referenceId("question-video", `${everywhereQuestion.key}:${foreignVideo.key}`),
    };
    await db.insert(schema.conditionalVisibilities).values({
      id: stale.visibility,
      parentQuestionId: contentIds.question(followUpParent.key),
      questionOptionId: contentIds.questionOption(hiddenOption.key),
      childQuestionId: contentIds.question(followUp.key),
    });
    await db.insert(schema.questionStateRestrictions).values({
      id: stale.restriction,
      questionId: contentIds.question(everywhereQuestion.key),
      stateId: contentIds.state("NY"),
    });
    await db.insert(schema.attorneyRules).values({
      id: stale.rule,
      questionOptionId: contentIds.questionOption(ruleless.key),
      stateId: contentIds.state("NY"),
      type: "HIRES_ATTORNEY",
    });
    await db.insert(schema.restrictedQuestionOptions).values({
      id: stale.pair,
      questionOptionId: contentIds.questionOption(optionA.key),
      restrictedQuestionOptionId: contentIds.questionOption(optionB.key),
    });
    await db.insert(schema.libraryGroupClauses).values({
      id: stale.libraryClause,
      libraryGroupId: contentIds.libraryGroup(libraryGroup.key),
      clauseTemplateId: contentIds.clauseTemplate(foreignClause.key),
    });
    await db.insert(schema.libraryGroupSections).values({
      id: stale.librarySection,
      libraryGroupId: contentIds.libraryGroup(libraryGroup.key),
      sectionTemplateId: contentIds.sectionTemplate(foreignSection.key),
    });
    await db.insert(schema.questionGroupVideos).values({
      id: stale.groupVideo,
      groupId: contentIds.group(questionGroup.key),
      videoId: contentIds.video(foreignVideo.key),
    });
    await db.insert(schema.questionVideos).values({
      id: stale.questionVideo,
      questionId: contentIds.question(everywhereQuestion.key),
      videoId: contentIds.video(foreignVideo.key),
    });

    // Rows an admin created, and links that touch them.
    const [contentQuestionRow] = await db
      .select()
      .from(schema.questions)
      .where(eq(schema.questions.id, contentIds.question(everywhereQuestion.key)));
    const admin = { question: randomUUID(), option: randomUUID(), libraryGroup: randomUUID(), video: randomUUID() };
    await db.insert(schema.questions).values({
      id: admin.question,
      key: `admin_${admin.question}`,
      sectionId: contentQuestionRow!.sectionId,
      groupId: contentQuestionRow!.groupId,
      title: "Admin question",
      questionType: "RADIO",
      order: 99,
    });
    await db.insert(schema.questionOptions).values({
      id: admin.option,
      questionId: admin.question,
      key: `admin_${admin.option}`,
      value: "Admin choice",
      order: 0,
    });
    await db
      .insert(schema.libraryGroups)
      .values({ id: admin.libraryGroup, key: `admin_${admin.libraryGroup}`, name: "Admin group" });
    await db.insert(schema.videos).values({
      id: admin.video,
      key: `admin_${admin.video}`,
      title: "Admin video",
      youtubeLink: "https://www.youtube.com/watch?v=admin",
    });
    const kept = {
      visibility: randomUUID(),
      restriction: randomUUID(),
      rule: randomUUID(),
      pair: randomUUID(),
      libraryClause: randomUUID(),
      librarySection: randomUUID(),
      groupVideo: randomUUID(),
      questionVideo: randomUUID(),
    };
    await db.insert(schema.conditionalVisibilities).values({
      id: kept.visibility,
      parentQuestionId: contentIds.question(followUpParent.key),
      questionOptionId: contentIds.questionOption(hiddenOption.key),
      childQuestionId: admin.question,
    });
    await db
      .insert(schema.questionStateRestrictions)
      .values({ id: kept.restriction, questionId: admin.question, stateId: contentIds.state("NY") });
    await db.insert(schema.attorneyRules).values({
      id: kept.rule,
      questionOptionId: admin.option,
      stateId: contentIds.state("NY"),
      type: "HIRES_ATTORNEY",
    });
    await db.insert(schema.restrictedQuestionOptions).values({
      id: kept.pair,
      questionOptionId: contentIds.questionOption(optionA.key),
      restrictedQuestionOptionId: admin.option,
    });
    await db.insert(schema.libraryGroupClauses).values({
      id: kept.libraryClause,
      libraryGroupId: admin.libraryGroup,
      clauseTemplateId: contentIds.clauseTemplate(foreignClause.key),
    });
    await db.insert(schema.libraryGroupSections).values({
      id: kept.librarySection,
      libraryGroupId: admin.libraryGroup,
      sectionTemplateId: contentIds.sectionTemplate(foreignSection.key),
    });
    await db
      .insert(schema.questionGroupVideos)
      .values({ id: kept.groupVideo, groupId: contentIds.group(questionGroup.key), videoId: admin.video });
    await db
      .insert(schema.questionVideos)
      .values({ id: kept.questionVideo, questionId: admin.question, videoId: contentIds.video(foreignVideo.key) });

    await seedReference(db);

    const linkTables = {
      visibility: schema.conditionalVisibilities,
      restriction: schema.questionStateRestrictions,
      rule: schema.attorneyRules,
      pair: schema.restrictedQuestionOptions,
      libraryClause: schema.libraryGroupClauses,
      librarySection: schema.libraryGroupSections,
      groupVideo: schema.questionGroupVideos,
      questionVideo: schema.questionVideos,
    } as const;
    for (const [kind, table] of Object.entries(linkTables) as [
      keyof typeof linkTables,
      (typeof linkTables)[keyof typeof linkTables],
    ][]) {
      expect(await idsIn(table as never, [stale[kind]]), `stale ${kind}`).toEqual([]);
      expect(await idsIn(table as never, [kept[kind]]), `admin ${kind}`).toEqual([kept[kind]]);
    }
    // Admin-created parents are not content rows: never soft-deleted.
    expect(await deletedAtOf(schema.questions, admin.question)).toBeNull();
    expect(await deletedAtOf(schema.questionOptions as never, admin.option)).toBeNull();
    expect(await deletedAtOf(schema.libraryGroups as never, admin.libraryGroup)).toBeNull();
    expect(await deletedAtOf(schema.videos as never, admin.video)).toBeNull();

    const after = await snapshot();
    await seedReference(db);
    expect(await snapshot()).toEqual(after);

    // Without the admin's rows, the content rows are exactly as before the stale rows were planted.
    await db.delete(schema.questionVideos).where(eq(schema.questionVideos.id, kept.questionVideo));
    await db.delete(schema.libraryGroups).where(eq(schema.libraryGroups.id, admin.libraryGroup));
    await db.delete(schema.videos).where(eq(schema.videos.id, admin.video));
    await db.delete(schema.questionOptions).where(eq(schema.questionOptions.id, admin.option));
    await db.delete(schema.questions).where(eq(schema.questions.id, admin.question));
    expect(await snapshot()).toEqual(before);
  });
});

describe("seedReference retires content rows the content drops", () => {
  const unusedProductType = PRODUCT_TYPES.find((type) => !contentProducts.some((p) => p.productType === type))!;
  const templateSection = contentSections[0]!;
  const retired = {
    section: contentIds.section("retired_section"),
    group: contentIds.group("retired_group"),
    question: contentIds.question("retired_question"),
    option: contentIds.questionOption("retired_question__yes"),
    video: contentIds.video("retired_video"),
    product: contentIds.product(unusedProductType),
    sectionTemplate: contentIds.sectionTemplate("retired_section_template"),
    clause: contentIds.clauseTemplate("retired_clause"),
    libraryGroup: contentIds.libraryGroup("retired_library_group"),
    term: contentIds.term("retired_term", "NY"),
  };

  it("soft-deletes them (not their admin look-alikes), drops their links, undeletes what comes back, then changes nothing", async () => {
    const db = database.db;
    // What an earlier content version would have seeded.
    await db
      .insert(schema.questionnaireSections)
      .values({ id: retired.section, key: "retired_section", label: "Retired", name: "Retired", order: 99 });
    await db
      .insert(schema.questionGroups)
      .values({ id: retired.group, sectionId: retired.section, key: "retired_group", title: "Retired", order: 0 });
    await db.insert(schema.questions).values({
      id: retired.question,
      key: "retired_question",
      sectionId: retired.section,
      groupId: retired.group,
      title: "Retired?",
      questionType: "RADIO",
      order: 0,
    });
    await db.insert(schema.questionOptions).values({
      id: retired.option,
      questionId: retired.question,
      key: "retired_question__yes",
      value: "Yes",
      order: 0,
    });
    await db.insert(schema.videos).values({
      id: retired.video,
      key: "retired_video",
      title: "Retired",
      youtubeLink: "https://www.youtube.com/watch?v=retired",
    });
    await db.insert(schema.products).values({
      id: retired.product,
      key: unusedProductType,
      title: "Retired",
      priceInCents: 100,
      productType: unusedProductType,
      productCategory: "DOCUMENT",
    });
    await db.insert(schema.sectionTemplates).values({
      id: retired.sectionTemplate,
      documentTemplateId: PRENUP_TEMPLATE_ID,
      key: "retired_section_template",
      title: "Retired",
    });
    await db.insert(schema.clauseTemplates).values({
      id: retired.clause,
      sectionTemplateId: contentIds.sectionTemplate(templateSection.key),
      key: "retired_clause",
      text: "Retired.",
    });
    await db
      .insert(schema.libraryGroups)
      .values({ id: retired.libraryGroup, key: "retired_library_group", name: "Retired" });
    await db.insert(schema.terms).values({
      id: retired.term,
      key: "retired_term",
      stateId: contentIds.state("NY"),
      documentTemplateId: PRENUP_TEMPLATE_ID,
      value: "Retired",
    });
    // Links of retired rows, from that same content version.
    const retiredLinks = {
      restriction: referenceId("question-state-restriction", "retired_question:NY"),
      libraryClause: referenceId("library-group-clause", `${contentLibraryGroups[0]!.key}:retired_clause`),
      libraryState: referenceId("library-group-state", "retired_library_group:NY"),
      groupVideo: referenceId("question-group-video", `${questionGroup.key}:retired_video`),
    };
    await db
      .insert(schema.questionStateRestrictions)
      .values({ id: retiredLinks.restriction, questionId: retired.question, stateId: contentIds.state("NY") });
    await db.insert(schema.libraryGroupClauses).values({
      id: retiredLinks.libraryClause,
      libraryGroupId: contentIds.libraryGroup(contentLibraryGroups[0]!.key),
      clauseTemplateId: retired.clause,
    });
    await db
      .insert(schema.libraryGroupStates)
      .values({ id: retiredLinks.libraryState, libraryGroupId: retired.libraryGroup, stateId: contentIds.state("NY") });
    await db
      .insert(schema.questionGroupVideos)
      .values({ id: retiredLinks.groupVideo, groupId: contentIds.group(questionGroup.key), videoId: retired.video });
    // Rows an admin created (random ids), equally absent from the content.
    const adminQuestion = randomUUID();
    const adminTerm = randomUUID();
    await db.insert(schema.questions).values({
      id: adminQuestion,
      key: `admin_${adminQuestion}`,
      sectionId: retired.section,
      title: "Admin?",
      questionType: "TEXT_BOX",
      inputType: "TEXT",
      order: 1,
    });
    await db.insert(schema.terms).values({
      id: adminTerm,
      key: "admin_term",
      stateId: contentIds.state("NY"),
      documentTemplateId: PRENUP_TEMPLATE_ID,
      value: "Admin",
    });
    // Content rows someone soft-deleted: the content still lists them, so they come back.
    const comeBack = {
      question: contentIds.question(everywhereQuestion.key),
      clause: contentIds.clauseTemplate(foreignClause.key),
      term: contentIds.term(contentTerms[0]!.key, contentTerms[0]!.stateId),
    };
    await db.update(schema.questions).set({ deletedAt: new Date() }).where(eq(schema.questions.id, comeBack.question));
    await db
      .update(schema.clauseTemplates)
      .set({ deletedAt: new Date() })
      .where(eq(schema.clauseTemplates.id, comeBack.clause));
    await db.update(schema.terms).set({ deletedAt: new Date() }).where(eq(schema.terms.id, comeBack.term));

    await seedReference(db);

    const retiredTables = {
      section: schema.questionnaireSections,
      group: schema.questionGroups,
      question: schema.questions,
      option: schema.questionOptions,
      video: schema.videos,
      product: schema.products,
      sectionTemplate: schema.sectionTemplates,
      clause: schema.clauseTemplates,
      libraryGroup: schema.libraryGroups,
      term: schema.terms,
    } as const;
    for (const [kind, table] of Object.entries(retiredTables) as [keyof typeof retired, PgTable][]) {
      expect(await deletedAtOf(table as typeof schema.questions, retired[kind]), `retired ${kind}`).toBeInstanceOf(
        Date,
      );
    }
    expect(await deletedAtOf(schema.questions, adminQuestion)).toBeNull();
    expect(await deletedAtOf(schema.terms as never, adminTerm)).toBeNull();
    expect(await idsIn(schema.questionStateRestrictions as never, [retiredLinks.restriction])).toEqual([]);
    expect(await idsIn(schema.libraryGroupClauses as never, [retiredLinks.libraryClause])).toEqual([]);
    expect(await idsIn(schema.libraryGroupStates as never, [retiredLinks.libraryState])).toEqual([]);
    expect(await idsIn(schema.questionGroupVideos as never, [retiredLinks.groupVideo])).toEqual([]);
    expect(await deletedAtOf(schema.questions, comeBack.question)).toBeNull();
    expect(await deletedAtOf(schema.clauseTemplates as never, comeBack.clause)).toBeNull();
    expect(await deletedAtOf(schema.terms as never, comeBack.term)).toBeNull();

    const after = await snapshot();
    await seedReference(db);
    expect(await snapshot()).toEqual(after);

    // A retired row the content brings back is undeleted and refreshed.
    const contentGroup = contentLibraryGroups[0]!;
    await db
      .update(schema.libraryGroups)
      .set({ deletedAt: new Date(), name: "Old name" })
      .where(eq(schema.libraryGroups.id, contentIds.libraryGroup(contentGroup.key)));
    await seedReference(db);
    const [restored] = await db
      .select()
      .from(schema.libraryGroups)
      .where(eq(schema.libraryGroups.id, contentIds.libraryGroup(contentGroup.key)));
    expect(restored).toMatchObject({ deletedAt: null, name: contentGroup.title });
  });
});

describe("seedReference and the admin's term edits", () => {
  const [edited, drifted, missing] = contentTerms.filter((t) => t.stateId === "CA") as [
    (typeof contentTerms)[number],
    (typeof contentTerms)[number],
    (typeof contentTerms)[number],
  ];
  const termId = (term: (typeof contentTerms)[number]) => contentIds.term(term.key, term.stateId);
  const valueOf = async (id: string) =>
    (await database.db.select().from(schema.terms).where(eq(schema.terms.id, id)))[0];

  it("keeps a value an admin edited, restores one only a seed wrote, re-inserts a missing term, then changes nothing", async () => {
    const db = database.db;
    const adminId = randomUUID();
    // What PATCH terms/{key}/{stateId}/{documentTemplateId} leaves: the new value and the editor.
    await db
      .update(schema.terms)
      .set({ value: "Admin wording", updatedById: adminId })
      .where(eq(schema.terms.id, termId(edited)));
    // A value an earlier content version wrote (no editor): the content's current value wins.
    await db
      .update(schema.terms)
      .set({ value: "Earlier content wording" })
      .where(eq(schema.terms.id, termId(drifted)));
    await db
      .delete(schema.terms)
      .where(and(eq(schema.terms.id, termId(missing)), eq(schema.terms.documentTemplateId, PRENUP_TEMPLATE_ID)));

    await seedReference(db);

    expect(await valueOf(termId(edited))).toMatchObject({
      value: "Admin wording",
      updatedById: adminId,
      deletedAt: null,
    });
    expect(await valueOf(termId(drifted))).toMatchObject({ value: drifted.value, updatedById: null });
    expect(await valueOf(termId(missing))).toMatchObject({
      value: missing.value,
      key: missing.key,
      stateId: contentIds.state("CA"),
    });

    const after = await snapshot();
    await seedReference(db);
    expect(await snapshot()).toEqual(after);
  });
});
