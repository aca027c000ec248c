import {
  assembleAgreementSkeleton,
  buildDefaultAnswers,
  clauseTemplates as contentClauses,
  questionnaire,
  questions as contentQuestions,
  toConditionAnswers,
} from "@prenup/content";
import { evaluateClauseConditions } from "@prenup/domain";
import { eq, getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../schema/index.ts";
import { createTestDatabase, type TestDatabase } from "../../testing/index.ts";
import { contentIds, PRENUP_TEMPLATE_ID, seedReference } from "./index.ts";

let database: TestDatabase;
beforeAll(async () => {
  // Migrated and already reference-seeded once.
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const referenceTables: PgTable[] = [
  schema.countries,
  schema.states,
  schema.documentTemplates,
  schema.documentTemplateStates,
  schema.terms,
  schema.products,
  schema.questionnaireSections,
  schema.questionGroups,
  schema.questions,
  schema.questionOptions,
  schema.conditionalVisibilities,
  schema.questionStateRestrictions,
  schema.attorneyRules,
  schema.videos,
  schema.questionGroupVideos,
  schema.sectionTemplates,
  schema.clauseTemplates,
  schema.libraryGroups,
  schema.libraryGroupClauses,
];

async function snapshot(): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const table of referenceTables) {
    const rows = await database.db.execute<{ row: string }>(sql`select t::text as row from ${table} t order by 1`);
    result[getTableName(table)] = rows.rows.map((r) => r.row);
  }
  return result;
}

describe("seedReference", () => {
  it("loads all of the content, and running it again changes nothing (updated_at included)", async () => {
    const before = await snapshot();
    expect(before["states"]).toHaveLength(51);
    expect(before["terms"]?.length).toBe(51 * 13);
    expect(before["questions"]).toHaveLength(contentQuestions.length);
    expect(before["clause_templates"]).toHaveLength(contentClauses.length);
    expect(before["products"]).toHaveLength(4);
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
    expect(minnesota).toMatchObject({ documentTemplateId: PRENUP_TEMPLATE_ID, witnessRequired: true, statute: "Minnesota Statutes § 519.11" });
  });

  it("stores conditions with row ids that all resolve", async () => {
    const questionIds = new Set((await database.db.select({ id: schema.questions.id }).from(schema.questions)).map((r) => r.id));
    const optionRows = await database.db.select({ id: schema.questionOptions.id, questionId: schema.questionOptions.questionId }).from(schema.questionOptions);
    const optionQuestion = new Map(optionRows.map((r) => [r.id, r.questionId]));
    const stateIds = new Set((await database.db.select({ id: schema.states.id }).from(schema.states)).map((r) => r.id));
    const rows = [...(await database.db.select().from(schema.sectionTemplates)), ...(await database.db.select().from(schema.clauseTemplates))];
    let checked = 0;
    for (const row of rows) {
      const c = row.conditions;
      for (const id of [...(c.stateIds ?? []), ...(c.excludedStateIds ?? [])]) expect(stateIds.has(id)).toBe(true);
      for (const condition of [...(c.conditions ?? []), ...(c.anyOf ?? []).flat()]) {
        expect(questionIds.has(condition.questionId)).toBe(true);
        for (const optionId of condition.questionOptionIds ?? []) expect(optionQuestion.get(optionId)).toBe(condition.questionId);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(200);
    const visibilities = await database.db.select().from(schema.conditionalVisibilities);
    for (const v of visibilities) expect(optionQuestion.get(v.questionOptionId)).toBe(v.parentQuestionId);
  });

  it("lets the generator assemble an agreement from the stored rows", async () => {
    const sections = await database.db.select().from(schema.sectionTemplates).where(eq(schema.sectionTemplates.documentTemplateId, PRENUP_TEMPLATE_ID));
    const clauses = await database.db.select().from(schema.clauseTemplates);
    const libraryClauseIds = new Set((await database.db.select().from(schema.libraryGroupClauses)).map((r) => r.clauseTemplateId));
    const options = await database.db.select().from(schema.questionOptions);
    const questionRows = await database.db.select().from(schema.questions);
    const termRows = await database.db.select().from(schema.terms).where(eq(schema.terms.stateId, contentIds.state("NY")));

    // Answers in the shape the API stores (row ids), from the content's defaults.
    const answers = toConditionAnswers(
      buildDefaultAnswers(questionnaire, "NY", { wedding_date: "2027-09-18", wedding_location: "Brooklyn, New York", date_of_birth: "1993-01-27", phone_number: "+12125550103" }),
    ).map((a) => ({
      questionId: contentIds.question(a.questionId),
      valueTyped: a.valueTyped ?? null,
      answerQuestionOptions: (a.answerQuestionOptions ?? []).map((o) => ({ questionOptionId: contentIds.questionOption(o.questionOptionId) })),
    }));
    expect(evaluateClauseConditions({ stateIds: [contentIds.state("NY")] }, { stateId: contentIds.state("NY"), answersA: answers, answersB: answers })).toBe(true);

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
