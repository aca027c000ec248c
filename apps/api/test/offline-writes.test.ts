/**
 * Writes a client replays after being offline: an Idempotency-Key makes a repeat answer
 * the first response and store nothing new (also two identical requests in parallel, on
 * PostgreSQL), and the version the change was made on makes a write on a value changed since answer
 * 409 with the current value, storing nothing.
 */
import {
  accountsAndAssets,
  answerHistory,
  answerQuestionOptions,
  answers,
  answerWriteKeys,
  documents,
  financialDisclosures,
  financialEntryWriteKeys,
  profileWriteKeys,
  resolutions,
  users,
  type User,
} from "@prenup/db";
import { createCouple, snapshotTables } from "@prenup/db/testing";
import { and, eq, sql } from "drizzle-orm";
import { WRITE_KEYS_PURGE_JOB } from "../src/write-keys-purge.ts";
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

type AnswerJson = {
  id: string;
  questionId: string;
  valueTyped: string | null;
  questionOptionIds: string[];
  updatedAt: string;
};
type Saved = {
  answer: AnswerJson;
  defaults: AnswerJson[];
  validationError: string | null;
  section: { id: string; key: string; status: string };
};

function writeAnswer(
  method: "POST" | "PATCH",
  user: User,
  questionKey: string,
  payload: Record<string, unknown>,
  key?: string,
): Promise<LightMyRequestResponse> {
  return api.inject({
    method,
    url: `/users/${user.id}/answers?questionId=${q(questionKey)}`,
    payload,
    as: claimsOf(user),
    ...(key === undefined ? {} : { headers: { "idempotency-key": key } }),
  });
}

const answerTables = [answers, answerQuestionOptions, answerHistory, answerWriteKeys, documents, resolutions];

async function expectNothingStored(send: () => Promise<LightMyRequestResponse>, status: number, code?: string) {
  const before = await snapshotTables(api.db, answerTables);
  const response = await send();
  expect(response.statusCode, response.body).toBe(status);
  if (code) expect(json(response)).toMatchObject({ code });
  expect(await snapshotTables(api.db, answerTables)).toEqual(before);
  return json<Record<string, unknown>>(response);
}

async function historyOf(userId: string, questionKey: string) {
  return api.db
    .select()
    .from(answerHistory)
    .where(and(eq(answerHistory.userId, userId), eq(answerHistory.questionId, q(questionKey))));
}

describe("answer writes with an Idempotency-Key", () => {
  it("answers a repeated key with the first response and stores nothing new, after later changes too", async () => {
    const { userA } = await createCouple(api.db);
    const body = { questionOptionIds: [opt("signing_timeline", "under_30_days")], baseUpdatedAt: null };
    const first = await writeAnswer("POST", userA, "signing_timeline", body, "change-1");
    expect(first.statusCode, first.body).toBe(201);

    // The response was lost: the same request again, as a replay sends it.
    const repeat = await expectNothingStored(
      () => writeAnswer("POST", userA, "signing_timeline", body, "change-1"),
      201,
    );
    expect(repeat).toEqual(json(first));
    expect(await historyOf(userA.id, "signing_timeline")).toHaveLength(1);

    // A later change, then the first key again: still the first outcome, the later answer stays.
    const saved = json<Saved>(first);
    const later = await writeAnswer(
      "PATCH",
      userA,
      "signing_timeline",
      { questionOptionIds: [opt("signing_timeline", "over_30_days")], baseUpdatedAt: saved.answer.updatedAt },
      "change-2",
    );
    expect(later.statusCode, later.body).toBe(200);
    const again = await expectNothingStored(
      () => writeAnswer("POST", userA, "signing_timeline", body, "change-1"),
      201,
    );
    expect(again).toEqual(json(first));
    const again2 = await expectNothingStored(
      () =>
        writeAnswer(
          "PATCH",
          userA,
          "signing_timeline",
          { questionOptionIds: [opt("signing_timeline", "over_30_days")], baseUpdatedAt: saved.answer.updatedAt },
          "change-2",
        ),
      200,
    );
    expect(again2).toEqual(json(later));
    expect(await historyOf(userA.id, "signing_timeline")).toHaveLength(2);
  });

  it("keys are the user's own: another user's same key is another write", async () => {
    const { userA, userB } = await createCouple(api.db);
    const body = { questionOptionIds: [opt("signing_timeline", "under_30_days")] };
    expect((await writeAnswer("POST", userA, "signing_timeline", body, "same-key")).statusCode).toBe(201);
    expect((await writeAnswer("POST", userB, "signing_timeline", body, "same-key")).statusCode).toBe(201);
    expect(await historyOf(userB.id, "signing_timeline")).toHaveLength(1);
  });

  it("writes once when two identical requests arrive at the same time", async () => {
    const { userA } = await createCouple(api.db);
    const body = { valueTyped: "Lisbon", baseUpdatedAt: null };
    const responses = await Promise.all(
      [1, 2, 3].map(() => writeAnswer("POST", userA, "wedding_location", body, "parallel-1")),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(201);
    const bodies = responses.map((response) => json<Saved>(response));
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
    expect(await historyOf(userA.id, "wedding_location")).toHaveLength(1);
    const keys = await api.db.select().from(answerWriteKeys).where(eq(answerWriteKeys.userId, userA.id));
    expect(keys.map((row) => row.key)).toEqual(["parallel-1"]);
  });

  it("refuses a malformed key or base version with 400, storing nothing", async () => {
    const { userA } = await createCouple(api.db);
    const body = { valueTyped: "Lisbon" };
    const tooLong = await expectNothingStored(
      () => writeAnswer("POST", userA, "wedding_location", body, "k".repeat(201)),
      400,
    );
    expect(JSON.stringify(tooLong)).toContain("Idempotency-Key");
    await expectNothingStored(() => writeAnswer("POST", userA, "wedding_location", body, "with space"), 400);
    const badBase = await expectNothingStored(
      () => writeAnswer("POST", userA, "wedding_location", { ...body, baseUpdatedAt: "yesterday" }, "k-1"),
      400,
    );
    expect(JSON.stringify(badBase)).toContain("baseUpdatedAt");
  });
});

describe("answer writes on a version changed since", () => {
  it("answers 409 ANSWER_CHANGED with the stored answer and stores nothing", async () => {
    const { userA } = await createCouple(api.db);
    const first = json<Saved>(await writeAnswer("POST", userA, "wedding_location", { valueTyped: "Lisbon" }));
    // Another tab (or the partner accepting a proposal) changes it.
    const other = json<Saved>(await writeAnswer("PATCH", userA, "wedding_location", { valueTyped: "Porto" }));

    const stale = await expectNothingStored(
      () =>
        writeAnswer(
          "PATCH",
          userA,
          "wedding_location",
          { valueTyped: "Madrid", baseUpdatedAt: first.answer.updatedAt },
          "offline-1",
        ),
      409,
      "ANSWER_CHANGED",
    );
    expect(stale["current"]).toEqual(other.answer);

    // Keeping theirs: the same change made on the current version goes through (the key was not used by the refused write).
    const kept = await writeAnswer(
      "PATCH",
      userA,
      "wedding_location",
      { valueTyped: "Madrid", baseUpdatedAt: other.answer.updatedAt },
      "offline-1",
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(json<Saved>(kept).answer.valueTyped).toBe("Madrid");
  });

  it("a first answer made on no answer meets the one stored since: 409 with it", async () => {
    const { userA } = await createCouple(api.db);
    const stored = json<Saved>(await writeAnswer("POST", userA, "wedding_location", { valueTyped: "Lisbon" }));
    const stale = await expectNothingStored(
      () => writeAnswer("POST", userA, "wedding_location", { valueTyped: "Madrid", baseUpdatedAt: null }, "offline-2"),
      409,
      "ANSWER_CHANGED",
    );
    expect(stale["current"]).toEqual(stored.answer);
  });

  it("a repeat of a write that went through is its first outcome, not a conflict with itself", async () => {
    const { userA } = await createCouple(api.db);
    const first = json<Saved>(await writeAnswer("POST", userA, "wedding_location", { valueTyped: "Lisbon" }));
    const body = { valueTyped: "Porto", baseUpdatedAt: first.answer.updatedAt };
    const sent = await writeAnswer("PATCH", userA, "wedding_location", body, "offline-3");
    expect(sent.statusCode, sent.body).toBe(200);
    // Its base is now stale, but the key names the write that made it so.
    const repeat = await expectNothingStored(
      () => writeAnswer("PATCH", userA, "wedding_location", body, "offline-3"),
      200,
    );
    expect(repeat).toEqual(json(sent));
  });
});

describe("financial entries replayed with an Idempotency-Key", () => {
  const asset = {
    assetAccountType: "ACCOUNT",
    accountType: "CHECKING",
    institution: "First Bank",
    accountNumber: "1234",
    valueInCents: 250_000,
  };
  const entryTables = [accountsAndAssets, financialDisclosures, financialEntryWriteKeys];

  async function expectEntriesUnchanged(send: () => Promise<LightMyRequestResponse>, status: number, code?: string) {
    const before = await snapshotTables(api.db, entryTables);
    const response = await send();
    expect(response.statusCode, response.body).toBe(status);
    if (code) expect(json(response)).toMatchObject({ code });
    expect(await snapshotTables(api.db, entryTables)).toEqual(before);
    return json<Record<string, unknown>>(response);
  }

  async function paidCouple() {
    const couple = await createCouple(api.db, { paid: true });
    return {
      ...couple,
      base: `/users/${couple.userA.id}/documents/${couple.document.id}/assets`,
      as: claimsOf(couple.userA),
    };
  }

  it("creates one entry for a repeated key, also for identical requests in parallel", async () => {
    const { userA, base, as } = await paidCouple();
    const send = () =>
      api.inject({ method: "POST", url: base, payload: asset, headers: { "idempotency-key": "entry-1" }, as });
    const responses = await Promise.all([send(), send(), send()]);
    for (const response of responses) expect(response.statusCode, response.body).toBe(201);
    const [first, ...rest] = responses.map((response) => json<{ id: string }>(response));
    for (const other of rest) expect(other).toEqual(first);
    const repeat = await expectEntriesUnchanged(send, 201);
    expect(repeat).toEqual(first);
    const rows = await api.db.select().from(accountsAndAssets).where(eq(accountsAndAssets.userId, userA.id));
    expect(rows.map((row) => row.id)).toEqual([first!.id]);
  });

  it("refuses a malformed key with 400, creating nothing", async () => {
    const { base, as } = await paidCouple();
    await expectEntriesUnchanged(
      () => api.inject({ method: "POST", url: base, payload: asset, headers: { "idempotency-key": "" }, as }),
      400,
    );
    await expectEntriesUnchanged(
      () =>
        api.inject({
          method: "POST",
          url: base,
          payload: { ...asset, valueInCents: -1 },
          headers: { "idempotency-key": "entry-bad" },
          as,
        }),
      400,
    );
  });

  it("a change made on an entry changed since answers 409 FINANCIAL_ENTRY_CHANGED with the stored entry; a repeat of a change that went through, its first outcome", async () => {
    const { base, as } = await paidCouple();
    const created = json<{ id: string; updatedAt: string }>(
      await api.inject({ method: "POST", url: base, payload: asset, as }),
    );
    api.clock.advance(1000);
    const other = await api.inject({
      method: "PATCH",
      url: `${base}/${created.id}`,
      payload: { valueInCents: 300_000 },
      as,
    });
    expect(other.statusCode, other.body).toBe(200);
    api.clock.advance(1000);

    const stale = await expectEntriesUnchanged(
      () =>
        api.inject({
          method: "PATCH",
          url: `${base}/${created.id}`,
          payload: { valueInCents: 400_000, baseUpdatedAt: created.updatedAt },
          headers: { "idempotency-key": "edit-1" },
          as,
        }),
      409,
      "FINANCIAL_ENTRY_CHANGED",
    );
    expect(stale["current"]).toEqual(json(other));

    const current = json<{ updatedAt: string }>(other);
    const change = {
      method: "PATCH" as const,
      url: `${base}/${created.id}`,
      payload: { valueInCents: 400_000, baseUpdatedAt: current.updatedAt },
      headers: { "idempotency-key": "edit-1" },
      as,
    };
    const kept = await api.inject(change);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(json(kept)).toMatchObject({ valueInCents: 400_000 });
    api.clock.advance(1000);
    const repeat = await expectEntriesUnchanged(() => api.inject(change), 200);
    expect(repeat).toEqual(json(kept));
    await expectEntriesUnchanged(
      () =>
        api.inject({
          ...change,
          payload: { valueInCents: 1, baseUpdatedAt: "soon" },
          headers: { "idempotency-key": "edit-2" },
        }),
      400,
    );
  });
});

describe("profile changes replayed with an Idempotency-Key and the value seen", () => {
  const profileTables = [users, profileWriteKeys];

  async function expectProfileUnchanged(send: () => Promise<LightMyRequestResponse>, status: number, code?: string) {
    const before = await snapshotTables(api.db, profileTables);
    const response = await send();
    expect(response.statusCode, response.body).toBe(status);
    if (code) expect(json(response)).toMatchObject({ code });
    expect(await snapshotTables(api.db, profileTables)).toEqual(before);
    return json<Record<string, unknown>>(response);
  }

  it("answers a repeated key with the first profile, also for identical requests in parallel", async () => {
    const { userA } = await createCouple(api.db);
    const send = () =>
      api.inject({
        method: "PATCH",
        url: `/users/${userA.id}`,
        payload: { firstName: "Alexandra", baseValue: userA.firstName },
        headers: { "idempotency-key": "name-1" },
        as: claimsOf(userA),
      });
    const responses = await Promise.all([send(), send()]);
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    expect(json(responses[1]!)).toEqual(json(responses[0]!));
    expect(json(responses[0]!)).toMatchObject({ firstName: "Alexandra" });
    const repeat = await expectProfileUnchanged(send, 200);
    expect(repeat).toEqual(json(responses[0]!));
    const keys = await api.db.select().from(profileWriteKeys).where(eq(profileWriteKeys.userId, userA.id));
    expect(keys).toHaveLength(1);
  });

  it("a change made on a value changed since answers 409 PROFILE_CHANGED with the current profile", async () => {
    const { userA } = await createCouple(api.db);
    const as = claimsOf(userA);
    const other = await api.inject({ method: "PATCH", url: `/users/${userA.id}`, payload: { lastName: "Okafor" }, as });
    expect(other.statusCode, other.body).toBe(200);
    const stale = await expectProfileUnchanged(
      () =>
        api.inject({
          method: "PATCH",
          url: `/users/${userA.id}`,
          payload: { lastName: "Rivera-Okafor", baseValue: userA.lastName },
          headers: { "idempotency-key": "last-1" },
          as,
        }),
      409,
      "PROFILE_CHANGED",
    );
    expect(stale["current"]).toMatchObject({ lastName: "Okafor" });
    // Another field's value seen is not this field's: a change to the first name is no conflict.
    const first = await api.inject({
      method: "PATCH",
      url: `/users/${userA.id}`,
      payload: { firstName: "Sam", baseValue: userA.firstName },
      as,
    });
    expect(first.statusCode, first.body).toBe(200);
    await expectProfileUnchanged(
      () => api.inject({ method: "PATCH", url: `/users/${userA.id}`, payload: { firstName: "Sam", baseValue: 7 }, as }),
      400,
    );
    await expectProfileUnchanged(
      () => api.inject({ method: "PATCH", url: `/users/${userA.id}`, payload: { baseValue: "Sam" }, as }),
      400,
    );
  });
});

describe("old idempotency keys", () => {
  it("are forgotten by the daily sweep after 30 days; recent ones stay", async () => {
    const { userA } = await createCouple(api.db);
    expect((await writeAnswer("POST", userA, "wedding_location", { valueTyped: "Lisbon" }, "old-key")).statusCode).toBe(
      201,
    );
    expect(
      (await writeAnswer("PATCH", userA, "wedding_location", { valueTyped: "Porto" }, "recent-key")).statusCode,
    ).toBe(200);
    expect(
      (
        await api.inject({
          method: "PATCH",
          url: `/users/${userA.id}`,
          payload: { firstName: "Old" },
          headers: { "idempotency-key": "old-name" },
          as: claimsOf(userA),
        })
      ).statusCode,
    ).toBe(200);
    await api.db.execute(
      sql`update answer_write_keys set created_at = now() - interval '31 days' where key = 'old-key'`,
    );
    await api.db.execute(
      sql`update profile_write_keys set created_at = now() - interval '31 days' where key = 'old-name'`,
    );
    api.clock.set(new Date());
    await api.app.jobs.enqueue(WRITE_KEYS_PURGE_JOB, {});
    await api.app.jobs.drain();
    const answerKeys = await api.db.select().from(answerWriteKeys).where(eq(answerWriteKeys.userId, userA.id));
    expect(answerKeys.map((row) => row.key)).toEqual(["recent-key"]);
    expect(await api.db.select().from(profileWriteKeys).where(eq(profileWriteKeys.userId, userA.id))).toEqual([]);
  });
});
