import {
  assembleAgreementSkeleton,
  buildDefaultAnswers,
  clauseTemplates as contentClauses,
  libraryGroups as contentLibraryGroups,
  products as contentProducts,
  questionnaire,
  questions as contentQuestions,
  terms as contentTerms,
  toConditionAnswers,
  videos as contentVideos,
} from "@prenup/content";
import { evaluateClauseConditions, isRecordedFactKey, isRecordedFactOptionId } from "@prenup/domain";
import { randomUUID } from "node:crypto";
import { eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../schema/index.ts";
import { createTestDatabase, snapshotTables, type TestDatabase } from "../../testing/index.ts";
import * as packageRoot from "../../index.ts";
import { referenceId } from "../../reference-id.ts";
import * as seeds from "../index.ts";
import { contentIds, PRENUP_TEMPLATE_ID, REFERENCE_SEED_TABLES, seedReference, US_COUNTRY_ID } from "./index.ts";

let database: TestDatabase;
beforeAll(async () => {
  // Migrated and already reference-seeded once.
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const snapshot = () => snapshotTables(database.db, REFERENCE_SEED_TABLES);

describe("seedReference", () => {
  it("loads all of the content, and running it again changes nothing (updated_at included)", async () => {
    const before = await snapshot();
    expect(before["states"]).toHaveLength(51);
    // Every state has every term the templates use (the content's own test checks which).
    expect(before["terms"]?.length).toBe(contentTerms.length);
    expect(contentTerms.length % 51).toBe(0);
    expect(before["questions"]).toHaveLength(contentQuestions.length);
    expect(before["clause_templates"]).toHaveLength(contentClauses.length);
    expect(before["products"]).toHaveLength(contentProducts.length);
    expect(before["question_option_states"]?.length).toBeGreaterThan(100);
    expect(before["library_group_states"]).toHaveLength(2);
    expect(before["video_states"]?.length).toBe(1 + 9);
    await seedReference(database.db);
    await seedReference(database.db);
    expect(await snapshot()).toEqual(before);
  });

  it("stores the state facts and per-state template settings", async () => {
    const [california] = await database.db.select().from(schema.states).where(eq(schema.states.abbreviation, "CA"));
    expect(california).toMatchObject({
      id: contentIds.state("CA"),
      distributionLaw: "COMMUNITY_PROPERTY",
      spousalSupportLaw: "ATTORNEY_REQUIRED",
      allowsOnlineNotary: false,
      attorneySupport: "PARTNER",
      embryoRepRequired: true,
    });
    const [minnesota] = await database.db
      .select()
      .from(schema.documentTemplateStates)
      .where(eq(schema.documentTemplateStates.stateId, contentIds.state("MN")));
    expect(minnesota).toMatchObject({
      documentTemplateId: PRENUP_TEMPLATE_ID,
      witnessRequired: true,
      statute: "Minnesota Statutes § 519.11",
    });
  });

  it("stores conditions with row ids that all resolve", async () => {
    const questionIds = new Set(
      (await database.db.select({ id: schema.questions.id }).from(schema.questions)).map((r) => r.id),
    );
    const optionRows = await database.db
      .select({ id: schema.questionOptions.id, questionId: schema.questionOptions.questionId })
      .from(schema.questionOptions);
    const optionQuestion = new Map(optionRows.map((r) => [r.id, r.questionId]));
    const stateIds = new Set((await database.db.select({ id: schema.states.id }).from(schema.states)).map((r) => r.id));
    const rows = [
      ...(await database.db.select().from(schema.sectionTemplates)),
      ...(await database.db.select().from(schema.clauseTemplates)),
    ];
    let checked = 0;
    for (const row of rows) {
      const c = row.conditions;
      for (const id of [...(c.stateIds ?? []), ...(c.excludedStateIds ?? [])]) expect(stateIds.has(id)).toBe(true);
      for (const condition of [...(c.conditions ?? []), ...(c.anyOf ?? []).flat()]) {
        // A recorded fact is no question row: generation supplies it under its own key.
        if (isRecordedFactKey(condition.questionId)) {
          expect((condition.questionOptionIds ?? []).every(isRecordedFactOptionId), condition.questionId).toBe(true);
          continue;
        }
        expect(questionIds.has(condition.questionId)).toBe(true);
        for (const optionId of condition.questionOptionIds ?? [])
          expect(optionQuestion.get(optionId)).toBe(condition.questionId);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(200);
    const visibilities = await database.db.select().from(schema.conditionalVisibilities);
    for (const v of visibilities) expect(optionQuestion.get(v.questionOptionId)).toBe(v.parentQuestionId);
  });

  it("lets the generator assemble an agreement from the stored rows", async () => {
    const sections = await database.db
      .select()
      .from(schema.sectionTemplates)
      .where(eq(schema.sectionTemplates.documentTemplateId, PRENUP_TEMPLATE_ID));
    const clauses = await database.db.select().from(schema.clauseTemplates);
    const libraryClauseIds = new Set(
      (await database.db.select().from(schema.libraryGroupClauses)).map((r) => r.clauseTemplateId),
    );
    const options = await database.db.select().from(schema.questionOptions);
    const questionRows = await database.db.select().from(schema.questions);
    const termRows = await database.db
      .select()
      .from(schema.terms)
      .where(eq(schema.terms.stateId, contentIds.state("NY")));

    // Answers in the shape the API stores (row ids), from the content's defaults.
    const answers = toConditionAnswers(
      buildDefaultAnswers(questionnaire, "NY", {
        wedding_date: "2027-09-18",
        wedding_location: "Brooklyn, New York",
        date_of_birth: "1993-01-27",
        phone_number: "+12125550103",
      }),
    ).map((a) => ({
      questionId: contentIds.question(a.questionId),
      valueTyped: a.valueTyped ?? null,
      questionOptionIds: (a.questionOptionIds ?? []).map((id) => contentIds.questionOption(id)),
    }));
    expect(
      evaluateClauseConditions(
        { stateIds: [contentIds.state("NY")] },
        { stateId: contentIds.state("NY"), answersA: answers, answersB: answers },
      ),
    ).toBe(true);

    const skeleton = assembleAgreementSkeleton({
      stateId: contentIds.state("NY"),
      terms: Object.fromEntries(termRows.map((t) => [t.key, t.value])),
      // The generator works on row ids: every key below is an id.
      sectionTemplates: sections.map((s) => ({ ...s, key: s.id, text: s.text ?? "" })),
      clauseTemplates: clauses.map((c) => ({
        ...c,
        key: c.id,
        text: c.text ?? "",
        sectionTemplateKey: c.sectionTemplateId,
        parentKey: c.parentClauseTemplateId,
        isLibraryOnly: libraryClauseIds.has(c.id),
      })),
      questions: questionRows.map((q) => ({
        id: q.id,
        key: q.key,
        inputType: q.inputType,
        options: options.filter((o) => o.questionId === q.id).map((o) => ({ id: o.id, key: o.key, value: o.value })),
      })),
      partyA: { firstName: "Sam", lastName: "Patel" },
      partyB: { firstName: "Riley", lastName: "Chen" },
      answersA: answers,
      answersB: answers,
    }).sections;
    const text = skeleton.map((s) => [s.title, ...s.clauses.map((c) => c.text)].join("\n")).join("\n");
    expect(skeleton.map((s) => s.title)).toContain("Maintenance");
    expect(text).toContain("Sam Patel");
    expect(text).toContain("September 18, 2027 in Brooklyn, New York");
    expect(text).toContain("New York Domestic Relations Law § 236(B)(3)");
    expect(text).not.toMatch(/\{\{/);
  });
});

/** `{ parent id: sorted state abbreviations }` for a (parent, state) table. */
async function statesByParent(table: PgTable, parentColumn: string): Promise<Record<string, string[]>> {
  const rows = await database.db.execute<{ parent: string; abbreviation: string }>(
    sql`select t.${sql.identifier(parentColumn)} as parent, s.abbreviation from ${table} t join states s on s.id = t.state_id order by 1, 2`,
  );
  const out: Record<string, string[]> = {};
  for (const row of rows.rows) (out[row.parent] ??= []).push(row.abbreviation);
  return out;
}

const sorted = (list: readonly string[]) => [...list].sort();

/** The question option with this key and the states it is limited to (each with its state). */
async function findOptionWithStates(key: string) {
  const [option] = await database.db.select().from(schema.questionOptions).where(eq(schema.questionOptions.key, key));
  if (!option) return undefined;
  const states = await database.db
    .select({ ...getTableColumns(schema.questionOptionStates), state: schema.states })
    .from(schema.questionOptionStates)
    .innerJoin(schema.states, eq(schema.states.id, schema.questionOptionStates.stateId))
    .where(eq(schema.questionOptionStates.questionOptionId, option.id));
  return { ...option, states };
}

describe("seedReference: states of options, library groups and videos", () => {
  const contentOptions = contentQuestions.flatMap((q) => q.options);

  it("limits exactly the options the content restricts, to exactly their states", async () => {
    const expected: Record<string, string[]> = {};
    for (const option of contentOptions) {
      if (option.restrictedToStateIds.length > 0)
        expected[contentIds.questionOption(option.key)] = sorted(option.restrictedToStateIds);
    }
    expect(Object.keys(expected).length).toBeGreaterThan(5);
    expect(await statesByParent(schema.questionOptionStates, "question_option_id")).toEqual(expected);

    // A concrete case: no support waiver where the law protects support (Iowa, New Mexico, South Dakota).
    const waive = await findOptionWithStates("support_choice__waive");
    const waiveStates = new Set(waive?.states.map((s) => s.state.abbreviation));
    expect(waiveStates.size).toBe(48);
    for (const protectedState of ["IA", "NM", "SD"]) expect(waiveStates.has(protectedState)).toBe(false);
    expect(waiveStates.has("CA")).toBe(true);
    const stateLaw = await findOptionWithStates("support_choice__state_law");
    expect(stateLaw?.states).toEqual([]);
  });

  it("offers the California and Louisiana library groups only in their state, the others everywhere", async () => {
    expect(await statesByParent(schema.libraryGroupStates, "library_group_id")).toEqual({
      [contentIds.libraryGroup("california_specifics")]: ["CA"],
      [contentIds.libraryGroup("louisiana_specifics")]: ["LA"],
    });
    expect(contentLibraryGroups.filter((g) => g.stateIds.length === 0).length).toBeGreaterThan(3);
  });

  it("lists every state a limited video is shown in, and none for a video shown everywhere", async () => {
    const byVideo = await statesByParent(schema.videoStates, "video_id");
    expect(byVideo).toEqual({
      [contentIds.video("video_state_welcome_california")]: ["CA"],
      [contentIds.video("video_community_property_states")]: ["AZ", "CA", "ID", "LA", "NM", "NV", "TX", "WA", "WI"],
    });
    const videoRows = await database.db
      .select()
      .from(schema.videos)
      .where(
        inArray(schema.videos.key, [
          "video_state_welcome_california",
          "video_community_property_states",
          "video_state_welcome",
        ]),
      );
    const stateIdOf = Object.fromEntries(videoRows.map((v) => [v.key, v.stateId]));
    expect(stateIdOf).toEqual({
      video_state_welcome_california: contentIds.state("CA"),
      video_community_property_states: null,
      video_state_welcome: null,
    });
    expect(contentVideos.filter((v) => v.stateIds.length === 0).length).toBeGreaterThan(5);
  });

  it("removes a state the content no longer lists on the next run, leaves rows it does not own, then changes nothing", async () => {
    const before = await snapshot();
    const db = database.db;
    // Rows an earlier content version would have produced (same deterministic ids), now gone from content.
    await db.insert(schema.questionOptionStates).values([
      {
        id: referenceId("question-option-state", "support_choice__state_law:TX"),
        questionOptionId: contentIds.questionOption("support_choice__state_law"),
        stateId: contentIds.state("TX"),
      },
      {
        id: referenceId("question-option-state", "support_choice__waive:IA"),
        questionOptionId: contentIds.questionOption("support_choice__waive"),
        stateId: contentIds.state("IA"),
      },
    ]);
    await db.insert(schema.libraryGroupStates).values({
      id: referenceId("library-group-state", "california_specifics:NV"),
      libraryGroupId: contentIds.libraryGroup("california_specifics"),
      stateId: contentIds.state("NV"),
    });
    await db.insert(schema.videoStates).values({
      id: referenceId("video-state", "video_state_welcome:NY"),
      videoId: contentIds.video("video_state_welcome"),
      stateId: contentIds.state("NY"),
    });
    // An option that is not content (say, added by an admin) keeps its restriction.
    const [stateLaw] = await db
      .select()
      .from(schema.questionOptions)
      .where(eq(schema.questionOptions.key, "support_choice__state_law"));
    const adminOptionId = randomUUID();
    await db.insert(schema.questionOptions).values({
      id: adminOptionId,
      questionId: stateLaw!.questionId,
      key: `admin_${adminOptionId}`,
      value: "Admin choice",
      order: 99,
    });
    await db
      .insert(schema.questionOptionStates)
      .values({ questionOptionId: adminOptionId, stateId: contentIds.state("OR") });

    await seedReference(db);
    const after = await snapshot();
    const adminRows = await db
      .select()
      .from(schema.questionOptionStates)
      .where(eq(schema.questionOptionStates.questionOptionId, adminOptionId));
    expect(adminRows.map((r) => r.stateId)).toEqual([contentIds.state("OR")]);

    await db.delete(schema.questionOptions).where(eq(schema.questionOptions.id, adminOptionId)); // cascades to its state row
    expect(await snapshot()).toEqual(before);
    expect(after["library_group_states"]).toEqual(before["library_group_states"]);
    expect(after["video_states"]).toEqual(before["video_states"]);

    await seedReference(db);
    expect(await snapshot()).toEqual(before);
  });
});

describe("exports", () => {
  it("re-exports the reference ids from the seeds index and the package root", () => {
    for (const module of [seeds, packageRoot]) {
      expect(module.contentIds).toBe(contentIds);
      expect(module.PRENUP_TEMPLATE_ID).toBe(PRENUP_TEMPLATE_ID);
      expect(module.US_COUNTRY_ID).toBe(US_COUNTRY_ID);
    }
    expect(packageRoot.contentIds.state("CA")).toBe(referenceId("state", "CA"));
  });
});
