/**
 * PUT /users/{id}/answers/{questionId}: the one write of an answer, whose outcome the server
 * decides (created or updated, a change made on a version no longer stored, a suggestion kept).
 */
import {
  answerHistory,
  answerQuestionOptions,
  answers,
  answerWriteKeys,
  documents,
  resolutions,
  type User,
} from "@prenup/db";
import { createCouple, createCustomer, snapshotTables } from "@prenup/db/testing";
import { and, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimsOf, createTestApi, json, type TestApi } from "./harness.ts";
import { opt, q } from "./questionnaire-fixtures.ts";

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});

type Answer = {
  id: string;
  questionId: string;
  valueTyped: string | null;
  questionOptionIds: string[];
  isSuggestion: boolean;
  updatedAt: string;
};
type Put = {
  answer: Answer;
  defaults: Answer[];
  validationError: string | null;
  section: { id: string; key: string; status: string };
  outcome: "created" | "updated";
};

function put(
  user: User,
  questionKey: string,
  payload: Record<string, unknown>,
  options: { as?: User; key?: string; questionId?: string } = {},
): Promise<LightMyRequestResponse> {
  return api.inject({
    method: "PUT",
    url: `/users/${user.id}/answers/${options.questionId ?? q(questionKey)}`,
    payload,
    as: claimsOf(options.as ?? user),
    ...(options.key ? { headers: { "idempotency-key": options.key } } : {}),
  });
}

const answerTables = [answers, answerQuestionOptions, answerHistory, answerWriteKeys, documents, resolutions];

/** Sends a request that must fail with `status` (and `code`), and proves nothing stored changed. */
async function expectRefused(
  send: () => Promise<LightMyRequestResponse>,
  status: number,
  code?: string,
): Promise<Record<string, unknown>> {
  const before = await snapshotTables(api.db, answerTables);
  const response = await send();
  expect(response.statusCode, response.body).toBe(status);
  const body = json(response);
  if (code) expect(body).toMatchObject({ code });
  expect(await snapshotTables(api.db, answerTables)).toEqual(before);
  return body;
}

const historyOf = (answerId: string) => api.db.select().from(answerHistory).where(eq(answerHistory.answerId, answerId));

describe("PUT /users/{id}/answers/{questionId}", () => {
  it("creates the first answer (201, created), then updates it (200, updated), keeping each in the history", async () => {
    const { userA } = await createCouple(api.db);
    const created = await put(userA, "wedding_location", { valueTyped: "Lisbon", baseUpdatedAt: null });
    expect(created.statusCode, created.body).toBe(201);
    const first = json<Put>(created);
    expect(first).toMatchObject({
      outcome: "created",
      answer: { questionId: q("wedding_location"), valueTyped: "Lisbon", isSuggestion: false },
      validationError: null,
    });

    const updated = await put(userA, "wedding_location", {
      valueTyped: "Porto",
      baseUpdatedAt: first.answer.updatedAt,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(json<Put>(updated)).toMatchObject({
      outcome: "updated",
      answer: { id: first.answer.id, valueTyped: "Porto" },
    });
    // Without a base version: no check, still the server's choice of update.
    const unchecked = await put(userA, "wedding_location", { valueTyped: "Faro" });
    expect(unchecked.statusCode, unchecked.body).toBe(200);

    // One answer row for the question (the section's defaults recorded with the first write are others).
    const stored = await api.db
      .select()
      .from(answers)
      .where(and(eq(answers.userId, userA.id), eq(answers.questionId, q("wedding_location"))));
    expect(stored.map((row) => [row.id, row.valueTyped])).toEqual([[first.answer.id, "Faro"]]);
    const history = await historyOf(first.answer.id);
    expect(history.map((row) => [row.previousValueTyped, row.newValueTyped]).sort()).toEqual(
      [
        [null, "Lisbon"],
        ["Lisbon", "Porto"],
        ["Porto", "Faro"],
      ].sort(),
    );
    const listed = await api.inject({ method: "GET", url: `/users/${userA.id}/answers`, as: claimsOf(userA) });
    expect(json<Answer[]>(listed).find((answer) => answer.questionId === q("wedding_location"))?.valueTyped).toBe(
      "Faro",
    );
  });

  it("sent at once (a double click, two tabs), creates one answer and writes each change in turn", async () => {
    const { userA } = await createCouple(api.db);
    const cities = ["Lisbon", "Porto", "Faro", "Braga", "Evora", "Sintra"];
    const responses = await Promise.all(
      cities.map((city, index) => put(userA, "wedding_location", { valueTyped: city }, { key: `race-${index}` })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    const stored = await api.db
      .select()
      .from(answers)
      .where(and(eq(answers.userId, userA.id), eq(answers.questionId, q("wedding_location"))));
    expect(stored).toHaveLength(1);
    expect(cities).toContain(stored[0]!.valueTyped);
    expect(await historyOf(stored[0]!.id)).toHaveLength(cities.length);

    // The same key twice at once: one write, both answered with it.
    const twice = await Promise.all(
      [0, 1].map(() => put(userA, "wedding_location", { valueTyped: "Cascais" }, { key: "race-same" })),
    );
    expect(twice.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(json<Put>(twice[0]!).answer.updatedAt).toBe(json<Put>(twice[1]!).answer.updatedAt);
    expect(await historyOf(stored[0]!.id)).toHaveLength(cities.length + 1);
  });

  it("takes the answer as sent: a field left out is empty", async () => {
    const { userA } = await createCouple(api.db);
    const options = [opt("signing_timeline", "under_30_days")];
    expect((await put(userA, "signing_timeline", { questionOptionIds: options })).statusCode).toBe(201);
    const cleared = await put(userA, "signing_timeline", {});
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(json<Put>(cleared).answer.questionOptionIds).toEqual([]);
  });

  it("writes once for the same Idempotency-Key sent twice, answering the first response again", async () => {
    const { userA } = await createCouple(api.db);
    const payload = { valueTyped: "Lisbon", baseUpdatedAt: null };
    const first = await put(userA, "wedding_location", payload, { key: "put-once-1" });
    expect(first.statusCode, first.body).toBe(201);
    const before = await snapshotTables(api.db, answerTables);

    const again = await put(userA, "wedding_location", payload, { key: "put-once-1" });
    expect(again.statusCode, again.body).toBe(201);
    expect(json<Put>(again)).toEqual(json<Put>(first));
    expect(await snapshotTables(api.db, answerTables)).toEqual(before);
    expect(await historyOf(json<Put>(first).answer.id)).toHaveLength(1);

    // The key with another body is refused, and nothing is stored.
    const reused = await expectRefused(
      () => put(userA, "wedding_location", { valueTyped: "Porto", baseUpdatedAt: null }, { key: "put-once-1" }),
      422,
      "IDEMPOTENCY_KEY_REUSED",
    );
    expect(reused.error).toContain("it was first sent with another body");
  });

  it("refuses a change made on a version no longer stored (409 ANSWER_CHANGED with the stored answer); sent again on it, it goes through", async () => {
    const { userA } = await createCouple(api.db);
    const mine = json<Put>(await put(userA, "wedding_location", { valueTyped: "Lisbon", baseUpdatedAt: null }));
    // The other device changes it meanwhile.
    const theirs = json<Put>(
      await put(userA, "wedding_location", { valueTyped: "Porto", baseUpdatedAt: mine.answer.updatedAt }),
    );

    const stale = await expectRefused(
      () =>
        put(
          userA,
          "wedding_location",
          { valueTyped: "Madeira", baseUpdatedAt: mine.answer.updatedAt },
          { key: "stale-1" },
        ),
      409,
      "ANSWER_CHANGED",
    );
    expect(stale.current).toEqual(theirs.answer);
    // A first answer made on no answer, while one is stored: the same.
    await expectRefused(
      () => put(userA, "wedding_location", { valueTyped: "Madeira", baseUpdatedAt: null }),
      409,
      "ANSWER_CHANGED",
    );

    // "Keep mine": the change again, on the version the other device made (the refused key stored nothing).
    const kept = await put(
      userA,
      "wedding_location",
      { valueTyped: "Madeira", baseUpdatedAt: theirs.answer.updatedAt },
      { key: "stale-2" },
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(json<Put>(kept)).toMatchObject({ outcome: "updated", answer: { valueTyped: "Madeira" } });
  });

  it("keeps the question's suggestion unchosen on request, and refuses to put a suggestion over a choice", async () => {
    const { userA } = await createCouple(api.db, { state: "CA" });
    const suggestion = [opt("marital_property_regime", "state_default")];
    const kept = await put(userA, "marital_property_regime", { questionOptionIds: suggestion, keepAsSuggestion: true });
    expect(kept.statusCode, kept.body).toBe(201);
    expect(json<Put>(kept)).toMatchObject({ outcome: "created", answer: { isSuggestion: true } });
    const chosen = await put(userA, "marital_property_regime", { questionOptionIds: suggestion });
    expect(json<Put>(chosen)).toMatchObject({ outcome: "updated", answer: { isSuggestion: false } });
    await expectRefused(
      () => put(userA, "marital_property_regime", { questionOptionIds: suggestion, keepAsSuggestion: true }),
      400,
    );
  });

  it("refuses bad input with a message naming the field, storing nothing", async () => {
    const { userA } = await createCouple(api.db);
    const badOption = await expectRefused(() => put(userA, "signing_timeline", { questionOptionIds: ["cat"] }), 400);
    expect(badOption).toEqual({
      error: { issues: [{ message: "Each option must be an id", path: ["questionOptionIds", 0] }] },
    });
    const badQuestion = await expectRefused(
      () => put(userA, "signing_timeline", { valueTyped: "x" }, { questionId: "not-a-question" }),
      400,
    );
    expect(JSON.stringify(badQuestion)).toContain("questionId must be a question's id");
    const badBase = await expectRefused(
      () => put(userA, "wedding_location", { valueTyped: "x", baseUpdatedAt: "yesterday" }),
      400,
    );
    expect(JSON.stringify(badBase)).toContain("baseUpdatedAt must be an ISO 8601 time");
    const textOnOptions = await expectRefused(() => put(userA, "signing_timeline", { valueTyped: "Soon" }), 400);
    expect(JSON.stringify(textOnOptions)).toContain("valueTyped");
    await expectRefused(() => put(userA, "wedding_location", { valueTyped: "x", extra: true }), 400);
    await expectRefused(
      () => put(userA, "signing_timeline", {}, { questionId: "00000000-0000-4000-8000-000000000000" }),
      404,
      "QUESTION_NOT_FOUND",
    );
  });

  it("refuses another user's answers: the partner, a stranger and anyone signed out, storing nothing", async () => {
    const { userA, userB } = await createCouple(api.db);
    const stranger = await createCustomer(api.db);
    await expectRefused(() => put(userA, "wedding_location", { valueTyped: "Lisbon" }, { as: userB }), 403);
    await expectRefused(() => put(userA, "wedding_location", { valueTyped: "Lisbon" }, { as: stranger }), 403);
    await expectRefused(
      () =>
        api.inject({
          method: "PUT",
          url: `/users/${userA.id}/answers/${q("wedding_location")}`,
          payload: { valueTyped: "Lisbon" },
        }),
      401,
    );
  });

  it("keeps POST and PATCH as specified, writing through the same rules", async () => {
    const { userA } = await createCouple(api.db);
    const url = `/users/${userA.id}/answers?questionId=${q("wedding_location")}`;
    const created = await api.inject({ method: "POST", url, payload: { valueTyped: "Lisbon" }, as: claimsOf(userA) });
    expect(created.statusCode, created.body).toBe(201);
    expect(json(created)).not.toHaveProperty("outcome");
    const exists = await api.inject({ method: "POST", url, payload: { valueTyped: "Porto" }, as: claimsOf(userA) });
    expect(exists.statusCode).toBe(409);
    expect(json(exists)).toMatchObject({ code: "ANSWER_EXISTS" });
    // A key first used by a PUT is another request on PATCH.
    expect((await put(userA, "wedding_location", { valueTyped: "Porto" }, { key: "shared-key" })).statusCode).toBe(200);
    const reused = await api.inject({
      method: "PATCH",
      url,
      payload: { valueTyped: "Porto" },
      headers: { "idempotency-key": "shared-key" },
      as: claimsOf(userA),
    });
    expect(reused.statusCode, reused.body).toBe(422);
    expect(json(reused)).toMatchObject({ code: "IDEMPOTENCY_KEY_REUSED" });
  });
});
