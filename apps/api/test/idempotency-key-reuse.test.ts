/**
 * An Idempotency-Key stands for one request: its route (method and route pattern), its subject (the
 * path's ids and the query) and its body. The exact repeat answers the first outcome and stores
 * nothing new; the key sent with any other request is refused with 422 IDEMPOTENCY_KEY_REUSED,
 * storing nothing. Two requests racing with one key write once (on PostgreSQL, where they run in
 * parallel).
 */
import {
  accountsAndAssets,
  answerHistory,
  answerQuestionOptions,
  answers,
  answerWriteKeys,
  debts,
  documents,
  financialDisclosures,
  financialEntryWriteKeys,
  profileWriteKeys,
  resolutions,
  users,
  type User,
} from "@prenup/db";
import { createCouple, snapshotTables, testDatabaseDriver } from "@prenup/db/testing";
import { and, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimsOf, createTestApi, json, type TestApi } from "./harness.ts";
import { opt, q } from "./questionnaire-fixtures.ts";

const onPostgres = testDatabaseDriver() === "postgres";

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});

const REUSED = {
  code: "IDEMPOTENCY_KEY_REUSED",
  error: expect.stringMatching(/^This Idempotency-Key was already used with a different request/),
};

/** Sends the request and checks its status (and body, when given) and that none of `tables` changed. */
async function expectNothingStored(
  tables: Parameters<typeof snapshotTables>[1],
  send: () => Promise<LightMyRequestResponse>,
  status: number,
  body?: unknown,
) {
  const before = await snapshotTables(api.db, tables);
  const response = await send();
  expect(response.statusCode, response.body).toBe(status);
  if (body !== undefined) expect(json(response)).toEqual(body);
  expect(await snapshotTables(api.db, tables)).toEqual(before);
  return json<Record<string, unknown>>(response);
}

describe("answer writes: a key is bound to its request", () => {
  const tables = [answers, answerQuestionOptions, answerHistory, answerWriteKeys, documents, resolutions, users];

  function writeAnswer(
    method: "POST" | "PATCH",
    user: User,
    questionKey: string,
    payload: Record<string, unknown>,
    key: string,
  ) {
    return api.inject({
      method,
      url: `/users/${user.id}/answers?questionId=${q(questionKey)}`,
      payload,
      as: claimsOf(user),
      headers: { "idempotency-key": key },
    });
  }
  /** The history of one question's answer (a write also records the section's defaults, each with its own row). */
  const historyOf = (userId: string, questionKey = "wedding_location") =>
    api.db
      .select()
      .from(answerHistory)
      .where(and(eq(answerHistory.userId, userId), eq(answerHistory.questionId, q(questionKey))));

  it("the same request again answers the first outcome and stores nothing new", async () => {
    const { userA } = await createCouple(api.db);
    const first = await writeAnswer(
      "POST",
      userA,
      "wedding_location",
      { valueTyped: "Lisbon", baseUpdatedAt: null },
      "a-same",
    );
    expect(first.statusCode, first.body).toBe(201);
    // The body's keys in another order are the same request.
    const repeat = await expectNothingStored(
      tables,
      () => writeAnswer("POST", userA, "wedding_location", { baseUpdatedAt: null, valueTyped: "Lisbon" }, "a-same"),
      201,
    );
    expect(repeat).toEqual(json(first));
  });

  it("the key with another body: 422 IDEMPOTENCY_KEY_REUSED, the first answer kept, nothing stored", async () => {
    const { userA } = await createCouple(api.db);
    expect((await writeAnswer("POST", userA, "wedding_location", { valueTyped: "Lisbon" }, "a-body")).statusCode).toBe(
      201,
    );
    await expectNothingStored(
      tables,
      () => writeAnswer("POST", userA, "wedding_location", { valueTyped: "Porto" }, "a-body"),
      422,
      REUSED,
    );
    // An update under the key of an update, with another value.
    expect(
      (await writeAnswer("PATCH", userA, "wedding_location", { valueTyped: "Madrid" }, "a-body-2")).statusCode,
    ).toBe(200);
    await expectNothingStored(
      tables,
      () => writeAnswer("PATCH", userA, "wedding_location", { valueTyped: "Paris" }, "a-body-2"),
      422,
      REUSED,
    );
    const [stored] = await api.db
      .select()
      .from(answers)
      .where(and(eq(answers.userId, userA.id), eq(answers.questionId, q("wedding_location"))));
    expect(stored?.valueTyped).toBe("Madrid");
  });

  it("the key on another question or on the other method: 422, nothing stored", async () => {
    const { userA } = await createCouple(api.db);
    expect((await writeAnswer("POST", userA, "wedding_location", { valueTyped: "Lisbon" }, "a-route")).statusCode).toBe(
      201,
    );
    await expectNothingStored(
      tables,
      () =>
        writeAnswer(
          "POST",
          userA,
          "signing_timeline",
          { questionOptionIds: [opt("signing_timeline", "under_30_days")] },
          "a-route",
        ),
      422,
      REUSED,
    );
    await expectNothingStored(
      tables,
      () => writeAnswer("PATCH", userA, "wedding_location", { valueTyped: "Lisbon" }, "a-route"),
      422,
      REUSED,
    );
    expect(await historyOf(userA.id)).toHaveLength(1);
    expect(await historyOf(userA.id, "signing_timeline")).toEqual([]);
  });

  it("keys are the user's own: the partner's same key with the same body is their own write", async () => {
    const { userA, userB } = await createCouple(api.db);
    expect(
      (await writeAnswer("POST", userA, "wedding_location", { valueTyped: "Lisbon" }, "a-shared")).statusCode,
    ).toBe(201);
    const theirs = await writeAnswer("POST", userB, "wedding_location", { valueTyped: "Lisbon" }, "a-shared");
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(await historyOf(userB.id)).toHaveLength(1);
  });

  describe.runIf(onPostgres)("requests racing with one key (PostgreSQL)", () => {
    it("identical requests in parallel write once and all answer the first outcome", async () => {
      const { userA } = await createCouple(api.db);
      const responses = await Promise.all(
        [1, 2, 3, 4].map(() => writeAnswer("POST", userA, "wedding_location", { valueTyped: "Lisbon" }, "a-race")),
      );
      for (const response of responses) expect(response.statusCode, response.body).toBe(201);
      for (const response of responses) expect(json(response)).toEqual(json(responses[0]!));
      expect(await historyOf(userA.id)).toHaveLength(1);
      expect(await api.db.select().from(answerWriteKeys).where(eq(answerWriteKeys.userId, userA.id))).toHaveLength(1);
    });

    it("different bodies in parallel under one key: one is written, the others answer 422", async () => {
      const { userA } = await createCouple(api.db);
      const responses = await Promise.all(
        ["Lisbon", "Porto", "Madrid"].map((city) =>
          writeAnswer("POST", userA, "wedding_location", { valueTyped: city }, "a-race-2"),
        ),
      );
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 422, 422]);
      const written = json<{ answer: { valueTyped: string } }>(
        responses.find((response) => response.statusCode === 201)!,
      );
      expect(await historyOf(userA.id)).toHaveLength(1);
      const [stored] = await api.db.select().from(answers).where(eq(answers.userId, userA.id));
      expect(stored?.valueTyped).toBe(written.answer.valueTyped);
    });
  });
});

describe("financial entry writes: a key is bound to its request", () => {
  const asset = {
    assetAccountType: "ACCOUNT",
    accountType: "CHECKING",
    institution: "First Bank",
    accountNumber: "1234",
    valueInCents: 250_000,
  };
  const debt = { creditor: "Student Loans Inc", amountDueInCents: 1_500_000 };
  const tables = [accountsAndAssets, debts, financialDisclosures, financialEntryWriteKeys];

  async function paidCouple() {
    const couple = await createCouple(api.db, { paid: true });
    const docBase = `/users/${couple.userA.id}/documents/${couple.document.id}`;
    const as = claimsOf(couple.userA);
    const send = (method: "POST" | "PATCH", path: string, payload: Record<string, unknown>, key: string) =>
      api.inject({ method, url: `${docBase}/${path}`, payload, headers: { "idempotency-key": key }, as });
    const assetsOf = () => api.db.select().from(accountsAndAssets).where(eq(accountsAndAssets.userId, couple.userA.id));
    return { ...couple, send, assetsOf };
  }

  it("the same request again answers the first entry and creates nothing", async () => {
    const { send, assetsOf } = await paidCouple();
    const first = await send("POST", "assets", asset, "f-same");
    expect(first.statusCode, first.body).toBe(201);
    const reordered = Object.fromEntries(Object.entries(asset).reverse());
    const repeat = await expectNothingStored(tables, () => send("POST", "assets", reordered, "f-same"), 201);
    expect(repeat).toEqual(json(first));
    expect(await assetsOf()).toHaveLength(1);
  });

  it("the key with another body: 422, the other entry is not created", async () => {
    const { send, assetsOf } = await paidCouple();
    expect((await send("POST", "assets", asset, "f-body")).statusCode).toBe(201);
    await expectNothingStored(
      tables,
      () => send("POST", "assets", { ...asset, institution: "Second Bank" }, "f-body"),
      422,
      REUSED,
    );
    expect((await assetsOf()).map((row) => row.institution)).toEqual(["First Bank"]);
  });

  it("the key on another kind or on an update: 422, not 500, nothing stored", async () => {
    const { send } = await paidCouple();
    const created = await send("POST", "assets", asset, "f-route");
    expect(created.statusCode, created.body).toBe(201);
    const { id } = json<{ id: string }>(created);
    await expectNothingStored(tables, () => send("POST", "debts", debt, "f-route"), 422, REUSED);
    await expectNothingStored(tables, () => send("PATCH", `assets/${id}`, { valueInCents: 1 }, "f-route"), 422, REUSED);
  });

  it("an update's key on another entry of the kind: 422, nothing changed", async () => {
    const { send, assetsOf } = await paidCouple();
    const one = json<{ id: string }>(await send("POST", "assets", asset, "f-one"));
    const two = json<{ id: string }>(await send("POST", "assets", { ...asset, institution: "Second Bank" }, "f-two"));
    expect((await send("PATCH", `assets/${one.id}`, { valueInCents: 300_000 }, "f-edit")).statusCode).toBe(200);
    await expectNothingStored(
      tables,
      () => send("PATCH", `assets/${two.id}`, { valueInCents: 300_000 }, "f-edit"),
      422,
      REUSED,
    );
    const values = Object.fromEntries((await assetsOf()).map((row) => [row.id, row.valueInCents]));
    expect(values).toEqual({ [one.id]: 300_000, [two.id]: 250_000 });
  });

  describe.runIf(onPostgres)("requests racing with one key (PostgreSQL)", () => {
    it("identical creates in parallel create one entry", async () => {
      const { send, assetsOf } = await paidCouple();
      const responses = await Promise.all([1, 2, 3, 4].map(() => send("POST", "assets", asset, "f-race")));
      for (const response of responses) expect(response.statusCode, response.body).toBe(201);
      for (const response of responses) expect(json(response)).toEqual(json(responses[0]!));
      expect(await assetsOf()).toHaveLength(1);
    });

    it("different creates in parallel under one key: one entry, the others answer 422", async () => {
      const { send, assetsOf } = await paidCouple();
      const responses = await Promise.all(
        ["One", "Two", "Three"].map((bank) => send("POST", "assets", { ...asset, institution: bank }, "f-race-2")),
      );
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 422, 422]);
      expect(await assetsOf()).toHaveLength(1);
    });
  });
});

describe("profile changes: a key is bound to its request", () => {
  const tables = [users, profileWriteKeys];

  function changeProfile(user: User, payload: Record<string, unknown>, key: string) {
    return api.inject({
      method: "PATCH",
      url: `/users/${user.id}`,
      payload,
      headers: { "idempotency-key": key },
      as: claimsOf(user),
    });
  }
  const firstNameOf = async (user: User) =>
    (await api.db.select().from(users).where(eq(users.id, user.id)))[0]?.firstName;

  it("the same request again answers the first profile and changes nothing", async () => {
    const { userA } = await createCouple(api.db);
    const first = await changeProfile(userA, { firstName: "Alexandra", baseValue: userA.firstName }, "p-same");
    expect(first.statusCode, first.body).toBe(200);
    const repeat = await expectNothingStored(
      tables,
      () => changeProfile(userA, { baseValue: userA.firstName, firstName: "Alexandra" }, "p-same"),
      200,
    );
    expect(repeat).toEqual(json(first));
  });

  it("the key with another value or another field: 422, the profile unchanged", async () => {
    const { userA } = await createCouple(api.db);
    expect((await changeProfile(userA, { firstName: "Alexandra" }, "p-body")).statusCode).toBe(200);
    await expectNothingStored(tables, () => changeProfile(userA, { firstName: "Alex" }, "p-body"), 422, REUSED);
    await expectNothingStored(tables, () => changeProfile(userA, { lastName: "Rivera" }, "p-body"), 422, REUSED);
    expect(await firstNameOf(userA)).toBe("Alexandra");
  });

  it("keys are the user's own: the partner's same key is their own change", async () => {
    const { userA, userB } = await createCouple(api.db);
    expect((await changeProfile(userA, { firstName: "Alexandra" }, "p-shared")).statusCode).toBe(200);
    const theirs = await changeProfile(userB, { firstName: "Alexandra" }, "p-shared");
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(await firstNameOf(userB)).toBe("Alexandra");
  });

  describe.runIf(onPostgres)("requests racing with one key (PostgreSQL)", () => {
    it("identical changes in parallel change once and answer the same profile", async () => {
      const { userA } = await createCouple(api.db);
      const responses = await Promise.all(
        [1, 2, 3].map(() => changeProfile(userA, { firstName: "Alexandra" }, "p-race")),
      );
      for (const response of responses) expect(response.statusCode, response.body).toBe(200);
      for (const response of responses) expect(json(response)).toEqual(json(responses[0]!));
      expect(await api.db.select().from(profileWriteKeys).where(eq(profileWriteKeys.userId, userA.id))).toHaveLength(1);
    });

    it("different changes in parallel under one key: one is made, the others answer 422", async () => {
      const { userA } = await createCouple(api.db);
      const responses = await Promise.all(
        ["Alex", "Sasha", "Lexi"].map((name) => changeProfile(userA, { firstName: name }, "p-race-2")),
      );
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 422, 422]);
      const made = json<{ firstName: string }>(responses.find((response) => response.statusCode === 200)!);
      expect(await firstNameOf(userA)).toBe(made.firstName);
    });
  });
});
