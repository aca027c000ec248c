/**
 * Statements per request of the dispute-thread routes, pinned, and constant as the data grows (a
 * long thread, many threads, more couples). Every statement the database handle runs is counted,
 * begin/commit included on PostgreSQL (PGlite counts two fewer for a transaction); every count
 * includes the access check's two statements (the signed-in user, the document's parties).
 */
import { documents } from "@prenup/db";
import { createAttorney, createCouple, type CreatedAttorney, type CreatedCouple } from "@prenup/db/testing";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimsOf, createTestApi, type TestApi, type TokenClaims } from "./harness.ts";
import { insertAnswer, opt, q } from "./questionnaire-fixtures.ts";

let api: TestApi;
let attorney: CreatedAttorney;
beforeAll(async () => {
  api = await createTestApi();
  attorney = await createAttorney(api.db);
});
afterAll(async () => {
  await api?.close();
});

type Request = InjectOptions & { as: TokenClaims };

async function count(request: Request): Promise<{ status: number; statements: number; body: string }> {
  let statements = 0;
  const stop = api.database.onStatement(() => {
    statements += 1;
  });
  try {
    const response = await api.inject(request);
    return { status: response.statusCode, statements, body: response.body };
  } finally {
    stop();
  }
}

/**
 * Ceilings on PostgreSQL. The list: the access check, the page and the count. A proposal: the access
 * check, begin, the thread lock, the actor's context, the thread's proposals, the insert, the open-batch
 * check, the event, the e-mail job, the entry read back, commit. A counter adds the superseded
 * proposal's update. An acceptance: the access check, begin, the thread lock, the context, the
 * proposals, each answer write (lock, context, write: two here), the proposal's update, the open-batch
 * check, the event, the e-mail job, the entry read back, commit, and the resolution with its option
 * values after it. A request to an attorney: the access check, begin, lock, context, the event, the
 * entry, commit.
 */
const LIMITS = { list: 4, propose: 12, counter: 13, accept: 20, askAttorney: 8 } as const;

async function disputingCouple(): Promise<CreatedCouple> {
  const couple = await createCouple(api.db, { state: "CA", paid: true });
  for (const [key, a, b] of [
    ["support_choice", "waive", "state_law"],
    ["signing_timeline", "under_30_days", "over_30_days"],
  ] as const) {
    await insertAnswer(api.db, {
      userId: couple.userA.id,
      documentId: couple.document.id,
      questionKey: key,
      options: [a],
    });
    await insertAnswer(api.db, {
      userId: couple.userB.id,
      documentId: couple.document.id,
      questionKey: key,
      options: [b],
    });
  }
  return couple;
}

const url = (couple: CreatedCouple, key: string) => `/documents/${couple.document.id}/disputes/${q(key)}`;
const proposeRequest = (couple: CreatedCouple, by: "userA" | "userB", key: string, option: string): Request => ({
  method: "POST",
  url: `${url(couple, key)}/proposals`,
  payload: { questionOptionId: opt(key, option), comment: "Counted" },
  as: claimsOf(couple[by]),
});

/** A long thread on the signing timeline (counters back and forth), its e-mails sent. */
async function grow(couple: CreatedCouple, rounds: number) {
  const options = ["over_30_days", "under_30_days"] as const;
  for (let n = 0; n < rounds; n += 1) {
    const response = await api.inject(
      proposeRequest(couple, n % 2 === 0 ? "userA" : "userB", "signing_timeline", options[n % 2]!),
    );
    expect(response.statusCode, response.body).toBe(201);
    api.clock.advance(1000);
  }
  await api.app.jobs.drain();
  await createCouple(api.db, { paid: true });
}

async function measure(couple: CreatedCouple) {
  const list = await count({
    method: "GET",
    url: `/documents/${couple.document.id}/dispute-threads`,
    as: claimsOf(couple.userA),
  });
  const propose = await count(proposeRequest(couple, "userA", "support_choice", "cap"));
  const counter = await count(proposeRequest(couple, "userB", "support_choice", "formula"));
  const proposalId = (JSON.parse(counter.body) as { entry: { proposal: { id: string } } }).entry.proposal.id;
  await api.app.jobs.drain();
  const accept = await count({
    method: "POST",
    url: `${url(couple, "support_choice")}/proposals/${proposalId}/accept`,
    as: claimsOf(couple.userA),
  });
  for (const [name, result, status] of [
    ["list", list, 200],
    ["propose", propose, 201],
    ["counter", counter, 201],
    ["accept", accept, 200],
  ] as const) {
    expect(result.status, `${name}: ${result.body}`).toBe(status);
  }
  await api.app.jobs.drain();
  // The request to an attorney: partner A's attorney is assigned, on the question still disputed.
  await api.db.update(documents).set({ attorneyAId: attorney.attorney.id }).where(eq(documents.id, couple.document.id));
  const askAttorney = await count({
    method: "POST",
    url: `${url(couple, "signing_timeline")}/attorney-request`,
    as: claimsOf(couple.userA),
  });
  expect(askAttorney.status, askAttorney.body).toBe(201);
  return {
    list: list.statements,
    propose: propose.statements,
    counter: counter.statements,
    accept: accept.statements,
    askAttorney: askAttorney.statements,
  };
}

describe("statements per dispute-thread request", () => {
  it("stay within their ceilings and do not grow with the threads", async () => {
    // Warm the content cache and the prepared statements.
    await measure(await disputingCouple());
    const small = await measure(await disputingCouple());
    const grown = await disputingCouple();
    await grow(grown, 12);
    const large = await measure(grown);
    expect(large).toEqual(small);
    for (const [name, statements] of Object.entries(small))
      expect(statements, name).toBeLessThanOrEqual(LIMITS[name as keyof typeof LIMITS]);
  });
});
