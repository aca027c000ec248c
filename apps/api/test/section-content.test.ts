/**
 * A section's wording as a resource of its own (GET …/content) and the lighter call a visit reads
 * (GET …/answers): the key names the exact wording, a browser may keep the wording asked for by its
 * current key, and together the two carry what the groups call carries.
 */
import type { User } from "@prenup/db";
import { createCouple, createCustomer } from "@prenup/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimsOf, createTestApi, json, type TestApi } from "./harness.ts";
import { insertAnswer, opt, q } from "./questionnaire-fixtures.ts";

type Question = { id: string; key: string; options: { id: string; explanation: { meaning: string | null } | null }[] };
type Content = { contentKey: string; groups: { key: string; questions: (Question & { answer?: unknown })[] }[] };
type SectionAnswers = {
  section: { key: string; status: string | null };
  contentKey: string;
  answers: { questionId: string; valueTyped: string | null; questionOptionIds: string[] }[];
};
type Groups = { section: unknown; groups: { questions: (Question & { answer: unknown })[] }[] };

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});

const read = (user: User, url: string) => api.inject({ method: "GET", url, as: claimsOf(user) });
const answersOf = async (user: User, section: string) => {
  const response = await read(user, `/users/${user.id}/questionnaire-sections/${section}/answers`);
  expect(response.statusCode, response.body).toBe(200);
  return json<SectionAnswers>(response);
};
const contentOf = (user: User, section: string, key?: string) =>
  read(user, `/users/${user.id}/questionnaire-sections/${section}/content${key ? `?key=${key}` : ""}`);

describe("a section's wording and answers, apart", () => {
  it("names the wording by a key; asked by that key it may be kept for good, otherwise not", async () => {
    const { userA } = await createCouple(api.db, { state: "CA" });
    const { contentKey, section } = await answersOf(userA, "marital_property");
    expect(section).toMatchObject({ key: "marital_property", status: "NOT_STARTED" });
    expect(contentKey).toMatch(/^[\w-]{22}$/);

    const current = await contentOf(userA, "marital_property", contentKey);
    expect(current.statusCode, current.body).toBe(200);
    expect(current.headers["cache-control"]).toBe("private, max-age=31536000, immutable");
    const body = json<Content>(current);
    expect(body.contentKey).toBe(contentKey);
    const questions = body.groups.flatMap((group) => group.questions);
    expect(questions.map((question) => question.key)).toContain("marital_property_regime");
    // Wording only: no answer travels with it.
    expect(questions.every((question) => !("answer" in question))).toBe(true);

    // Without a key, or with another, the current wording comes back and is not kept.
    for (const key of [undefined, "an-old-key-of-the-text"]) {
      const response = await contentOf(userA, "marital_property", key);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(json<Content>(response).contentKey).toBe(contentKey);
    }
  });

  it("gives the same wording the same key, and a new key when a name in it changes", async () => {
    const first = await createCouple(api.db, { state: "NY", userB: { firstName: "Blake", lastName: "Moreno" } });
    const second = await createCouple(api.db, { state: "NY", userB: { firstName: "Blake", lastName: "Moreno" } });
    const keyOf = async (user: User) => (await answersOf(user, "debts_and_taxes")).contentKey;
    // Another couple with the same names in the same state reads the same wording under the same key.
    expect(await keyOf(second.userB)).toBe(await keyOf(first.userB));
    // Partner A reads the clauses for partner A: another wording.
    expect(await keyOf(first.userA)).not.toBe(await keyOf(first.userB));

    const before = await keyOf(first.userB);
    const renamed = await api.inject({
      method: "PATCH",
      url: `/users/${first.userB.id}`,
      payload: { firstName: "Blair" },
      as: claimsOf(first.userB),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await keyOf(first.userB);
    expect(after).not.toBe(before);
    const content = json<Content>(await contentOf(first.userB, "debts_and_taxes", after));
    const loans = content.groups
      .flatMap((group) => group.questions)
      .find((question) => question.key === "student_loans")!;
    expect(loans.options.find((option) => option.id === opt("student_loans", "yes"))?.explanation?.meaning).toBe(
      "Blair's student loans stay Blair's own debt.",
    );
    // The old key is no longer current: asked by it, the new wording comes back, not kept.
    const stale = await contentOf(first.userB, "debts_and_taxes", before);
    expect(json<Content>(stale).contentKey).toBe(after);
    expect(stale.headers["cache-control"]).toBe("no-store");
  });

  it("carries, with the wording, exactly what the groups call carries", async () => {
    const { userA, document } = await createCouple(api.db, { state: "CA" });
    await insertAnswer(api.db, {
      userId: userA.id,
      documentId: document.id,
      questionKey: "wedding_location",
      valueTyped: "Napa Valley, CA",
    });
    const section = "about_you_two";
    const groupsResponse = await read(userA, `/users/${userA.id}/questionnaire-sections/${section}/groups`);
    const groups = json<Groups>(groupsResponse);
    const answers = await answersOf(userA, section);
    const content = json<Content>(await contentOf(userA, section, answers.contentKey));

    expect(answers.answers.map((answer) => [answer.questionId, answer.valueTyped])).toEqual([
      [q("wedding_location"), "Napa Valley, CA"],
    ]);
    const byQuestion = new Map(answers.answers.map((answer) => [answer.questionId, answer]));
    const merged = content.groups.map((group) => ({
      ...group,
      questions: group.questions.map((question) => ({ ...question, answer: byQuestion.get(question.id) ?? null })),
    }));
    expect(merged).toEqual(groups.groups);
    expect(answers.section).toEqual(groups.section);
  });

  it("answers 404 for an unknown section, and refuses a stranger", async () => {
    const { userA } = await createCouple(api.db, { state: "CA" });
    const unknown = await read(userA, `/users/${userA.id}/questionnaire-sections/no-such-section/answers`);
    expect(unknown.statusCode).toBe(404);
    expect(json<{ code: string }>(unknown).code).toBe("SECTION_NOT_FOUND");
    const unknownContent = await contentOf(userA, "no-such-section");
    expect(unknownContent.statusCode).toBe(404);
    expect(unknownContent.headers["cache-control"]).toBe("no-store");

    const stranger = await createCustomer(api.db);
    for (const url of [
      `/users/${userA.id}/questionnaire-sections/understanding/answers`,
      `/users/${userA.id}/questionnaire-sections/understanding/content`,
    ]) {
      const response = await read(stranger, url);
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toMatch(/groups|contentKey/);
    }
  });

  it("refuses a key longer than any key with a message", async () => {
    const { userA } = await createCouple(api.db, { state: "CA" });
    const response = await contentOf(userA, "understanding", "k".repeat(101));
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatch(/key/);
  });
});
