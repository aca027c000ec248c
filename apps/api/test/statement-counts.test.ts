/**
 * How many SQL statements the hot routes run per request, counted on the database handle (every
 * statement drizzle sends, transactions' begin/commit included on PostgreSQL), and pinned: a count
 * may not creep up, and it may not grow with the data (more answers, more history, a partner).
 */
import { createCouple, markPrenupPaid } from "@prenup/db/testing";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimsOf, createTestApi, type TestApi, type TokenClaims } from "./harness.ts";
import { insertAnswer, opt, q } from "./questionnaire-fixtures.ts";

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});

/** Sends the request and answers its status and the statements it ran. */
async function counted(
  request: InjectOptions & { as: TokenClaims },
): Promise<{ response: LightMyRequestResponse; statements: string[] }> {
  const statements: string[] = [];
  const stop = api.database.onStatement((sql) => statements.push(sql.replace(/\s+/g, " ").trim().slice(0, 160)));
  try {
    const response = await api.inject(request);
    return { response, statements };
  } finally {
    stop();
  }
}

/** The statements of a request that must succeed; sent twice first so caches and the activity stamp are warm. */
async function statementsOf(request: InjectOptions & { as: TokenClaims }): Promise<string[]> {
  await api.inject(request);
  await api.inject(request);
  const { response, statements } = await counted(request);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return statements;
}

/**
 * What each route costs today (the ceilings were 1, 3, 3, 4, 6): the access check's one
 * statement, plus one for the user's whole context (the standing read model); an answer save adds
 * begin, the user's lock, the one write statement and commit (PGlite runs begin/commit itself, so
 * it counts two fewer). A save that changes the phone number or birth date costs one statement more:
 * the profile holds them, and the users module writes it (a module writes only its own tables).
 */
const LIMITS = {
  me: 1,
  sections: 2,
  sectionLoad: 2,
  sectionAnswers: 2,
  sectionContent: 2,
  disputes: 2,
  answerSave: 6,
  profileAnswerSave: 7,
  standing: 2,
  postnupWaitlist: 2,
  emailPreferences: 2,
} as const;

/** Answers many questions of partner A straight in the database, to grow the data behind each request. */
async function growAnswers(userId: string, documentId: string): Promise<void> {
  const typed = ["prior_marriage_details", "wedding_location", "home_address"];
  for (const key of typed)
    await insertAnswer(api.db, { userId, documentId, questionKey: key, valueTyped: `Grown ${key}` }).catch(
      () => undefined,
    );
}

describe("statements per request", () => {
  it("the postnup waitlist costs the access check and one statement to read or to join", async () => {
    const { userA } = await createCouple(api.db);
    const as = claimsOf(userA);
    const read = await statementsOf({ method: "GET", url: `/users/${userA.id}/postnup-waitlist`, as });
    expect(read.length, read.join("\n")).toBeLessThanOrEqual(LIMITS.postnupWaitlist);
    const join = await statementsOf({
      method: "PUT",
      url: `/users/${userA.id}/postnup-waitlist`,
      payload: { joined: true },
      as,
    });
    expect(join.length, join.join("\n")).toBeLessThanOrEqual(LIMITS.postnupWaitlist);
  });

  it("the e-mail preferences cost the access check and one statement to read or to change", async () => {
    const { userA } = await createCouple(api.db);
    const as = claimsOf(userA);
    const read = await statementsOf({ method: "GET", url: `/users/${userA.id}/email-preferences`, as });
    expect(read.length, read.join("\n")).toBeLessThanOrEqual(LIMITS.emailPreferences);
    const change = await statementsOf({
      method: "PUT",
      url: `/users/${userA.id}/email-preferences`,
      payload: { kind: "AGREEMENT_FINALIZED", enabled: false },
      as,
    });
    expect(change.length, change.join("\n")).toBeLessThanOrEqual(LIMITS.emailPreferences);
  });

  it("GET /users/me reads the signed-in user once, stamp included", async () => {
    const { userA } = await createCouple(api.db);
    const statements = await statementsOf({ method: "GET", url: "/users/me", as: claimsOf(userA) });
    expect(statements.length, statements.join("\n")).toBeLessThanOrEqual(LIMITS.me);
  });

  it("the questionnaire reads stay within their budgets, whatever the answers and history", async () => {
    const { userA, userB, document } = await createCouple(api.db, { state: "CA" });
    await markPrenupPaid(api.db, { document });
    const as = claimsOf(userA);
    const routes = {
      sections: { method: "GET" as const, url: `/users/${userA.id}/questionnaire-sections?includeStatus=true`, as },
      sectionLoad: {
        method: "GET" as const,
        url: `/users/${userA.id}/questionnaire-sections/understanding/groups`,
        as,
      },
      sectionAnswers: {
        method: "GET" as const,
        url: `/users/${userA.id}/questionnaire-sections/understanding/answers`,
        as,
      },
      sectionContent: {
        method: "GET" as const,
        url: `/users/${userA.id}/questionnaire-sections/understanding/content`,
        as,
      },
      disputes: { method: "GET" as const, url: `/users/${userA.id}/answers/dispute`, as },
      standing: { method: "GET" as const, url: `/users/${userA.id}/standing`, as },
    };
    const before: Record<string, number> = {};
    for (const [name, request] of Object.entries(routes)) {
      const statements = await statementsOf(request);
      expect(statements.length, `${name}:\n${statements.join("\n")}`).toBeLessThanOrEqual(
        LIMITS[name as keyof typeof LIMITS],
      );
      before[name] = statements.length;
    }

    // More answers for both partners, a dispute between them, and a long answer history.
    await growAnswers(userA.id, document.id);
    await insertAnswer(api.db, {
      userId: userB.id,
      documentId: document.id,
      questionKey: "wedding_location",
      valueTyped: "Somewhere else",
    });
    for (let round = 0; round < 12; round += 1) {
      const response = await api.inject({
        method: "POST",
        url: `/users/${userA.id}/answers?questionId=${q("signing_timeline")}`,
        payload: { questionOptionIds: [opt("signing_timeline", round % 2 === 0 ? "under_30_days" : "over_30_days")] },
        as,
      });
      if (round > 0) expect(response.statusCode).toBe(409);
    }
    for (const [name, request] of Object.entries(routes)) {
      const statements = await statementsOf(request);
      expect(statements.length, `${name} after growth:\n${statements.join("\n")}`).toBe(before[name]);
    }
  });

  it("an answer save is one transaction of a handful of statements, the same for the first and the hundredth save", async () => {
    const { userA, document } = await createCouple(api.db, { state: "NY" });
    await markPrenupPaid(api.db, { document });
    const as = claimsOf(userA);
    const save = (value: string) => ({
      method: "PATCH" as const,
      url: `/users/${userA.id}/answers?questionId=${q("wedding_location")}`,
      payload: { valueTyped: value },
      as,
    });
    const first = await api.inject({
      method: "POST",
      url: `/users/${userA.id}/answers?questionId=${q("wedding_location")}`,
      payload: { valueTyped: "Here" },
      as,
    });
    expect(first.statusCode, first.body).toBe(201);
    const early = await statementsOf(save("Early"));
    expect(early.length, early.join("\n")).toBeLessThanOrEqual(LIMITS.answerSave);

    await growAnswers(userA.id, document.id);
    for (let round = 0; round < 30; round += 1) expect((await api.inject(save(`Round ${round}`))).statusCode).toBe(200);
    const late = await statementsOf(save("Late"));
    expect(late.length, late.join("\n")).toBe(early.length);
  });

  it("an offline replay (Idempotency-Key and base version) costs what a save costs; its repeat no more", async () => {
    const { userA } = await createCouple(api.db, { state: "NY" });
    const as = claimsOf(userA);
    const url = `/users/${userA.id}/answers?questionId=${q("wedding_location")}`;
    const first = await api.inject({ method: "POST", url, payload: { valueTyped: "Here" }, as });
    expect(first.statusCode, first.body).toBe(201);
    let base = (JSON.parse(first.body) as { answer: { updatedAt: string } }).answer.updatedAt;
    const keyed = async (round: number) => {
      const request = {
        method: "PATCH" as const,
        url,
        payload: { valueTyped: `Round ${round}`, baseUpdatedAt: base },
        headers: { "idempotency-key": `round-${round}` },
        as,
      };
      const sent = await counted(request);
      expect(sent.response.statusCode, sent.response.body).toBe(200);
      base = (JSON.parse(sent.response.body) as { answer: { updatedAt: string } }).answer.updatedAt;
      return { request, statements: sent.statements };
    };
    await keyed(0);
    const { request, statements } = await keyed(1);
    expect(statements.length, statements.join("\n")).toBeLessThanOrEqual(LIMITS.answerSave);
    // The repeat finds its base stale, looks its key up and answers the first response.
    const repeat = await counted(request);
    expect(repeat.response.statusCode, repeat.response.body).toBe(200);
    expect(repeat.statements.length, repeat.statements.join("\n")).toBeLessThanOrEqual(LIMITS.answerSave);
  });

  it("a save of the phone number costs one statement more when it changes the profile, none when it does not", async () => {
    const { userA } = await createCouple(api.db, { state: "NY" });
    const as = claimsOf(userA);
    const save = (value: string) => ({
      method: "PATCH" as const,
      url: `/users/${userA.id}/answers?questionId=${q("phone_number")}`,
      payload: { valueTyped: value },
      as,
    });
    const first = await api.inject({
      method: "POST",
      url: `/users/${userA.id}/answers?questionId=${q("phone_number")}`,
      payload: { valueTyped: "+14155552671" },
      as,
    });
    expect(first.statusCode, first.body).toBe(201);
    const unchanged = await statementsOf(save("+14155552671"));
    expect(unchanged.length, unchanged.join("\n")).toBeLessThanOrEqual(LIMITS.answerSave);
    const { response, statements } = await counted(save("+12025550100"));
    expect(response.statusCode, response.body).toBe(200);
    expect(statements.length, statements.join("\n")).toBe(unchanged.length + 1);
    expect(statements.length).toBeLessThanOrEqual(LIMITS.profileAnswerSave);
  });
});
