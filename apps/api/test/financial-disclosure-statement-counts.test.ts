/**
 * Statements per request of the financial-disclosure routes, pinned, and constant as the data grows
 * (more entries of every kind, more couples). Counted like money-statement-counts.test.ts: every
 * statement the database handle runs, begin/commit included on PostgreSQL; every count includes
 * the access check's one statement (writes: and the document-party lookup).
 */
import { createAdmin, createCouple } from "@prenup/db/testing";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimsOf, createTestApi, type TestApi, type TokenClaims } from "./harness.ts";

let api: TestApi;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  api = await createTestApi();
  admin = await createAdmin(api.db);
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
 * Ceilings on PostgreSQL (PGlite counts two fewer for a transaction). A list, an entry and the
 * summary: the access check and one read (the summary reads every entry of the couple, the
 * partners' change times and the rates at once). A write: the access check, the document-party
 * lookup, then begin, (lock,) write, the partner's change time, commit. A declaration: the access
 * check, the document-party lookup, begin, the partner's row locked with the gate's facts and the
 * entry count, the declaration, commit; a declaration that gives the disclosure also reads it whole
 * and stores it as the next version; when that makes the disclosure wait for the other partner's
 * acknowledgement (here: B declares again after A acknowledged), the e-mail telling them adds its
 * outbox row and its delivery job (two; the facts it needs come with the row lock). The writes
 * measured for A send none (A's disclosure is never given here). An acknowledgement: the access check, the document-party lookup,
 * begin, the partner's row locked with the gate's facts, their whole disclosure with its latest
 * version, the version's id, the acknowledgement, commit (one more when a changed disclosure is
 * frozen first). The summary while an acknowledgement is lapsed: one read more, for the entries
 * that changed since. An entry's documents come with the entry (lists, an entry, the summary): no
 * statement of their own. Attaching one: the access check, the document-party lookup, begin, the
 * entry locked with the gate's facts and its documents, the file's row, the attachment, the
 * partner's change time, commit; removing one: the same without the file's row; downloading one:
 * the access check and one read (the bytes come from the file port).
 */
const LIMITS = {
  list: 2,
  get: 2,
  summary: 3,
  create: 6,
  update: 7,
  remove: 7,
  confirm: 6,
  declare: 6,
  summaryLapsed: 3,
  declareGiven: 10,
  acknowledge: 8,
  rates: 2,
  rateUpdate: 2,
  attachDocument: 9,
  downloadDocument: 2,
  detachDocument: 7,
} as const;

const PDF = Buffer.from("%PDF-1.7\n%%EOF\n");
const attachRequest = (url: string, as: TokenClaims): Request => ({
  method: "POST",
  url: `${url}/documents?name=statement.pdf`,
  headers: { "content-type": "application/pdf" },
  payload: PDF,
  as,
});

const ACCOUNT = { assetAccountType: "ACCOUNT", accountType: "CHECKING", valueInCents: 1_000 };

async function grow(couple: Awaited<ReturnType<typeof createCouple>>, times: number) {
  const as = claimsOf(couple.userA);
  const base = `/users/${couple.userA.id}/documents/${couple.document.id}`;
  for (let n = 0; n < times; n += 1) {
    const account = await api.inject({
      method: "POST",
      url: `${base}/assets`,
      payload: { ...ACCOUNT, currency: n % 2 ? "EUR" : "USD" },
      as,
    });
    await api.inject(attachRequest(`${base}/assets/${account.json<{ id: string }>().id}`, as));
    await api.inject({
      method: "POST",
      url: `${base}/incomes`,
      payload: { year: 2000 + n, incomeType: "BASE_SALARY", valueInCents: n },
      as,
    });
    await api.inject({
      method: "POST",
      url: `${base}/debts`,
      payload: { creditor: `Bank ${n}`, amountDueInCents: n },
      as,
    });
  }
  await createCouple(api.db, { paid: true });
}

async function measure(couple: Awaited<ReturnType<typeof createCouple>>) {
  const asA = claimsOf(couple.userA);
  const asB = claimsOf(couple.userB);
  const base = `/users/${couple.userA.id}/documents/${couple.document.id}`;
  const counts = {} as Record<keyof typeof LIMITS, number>;
  const record = async (name: keyof typeof LIMITS, request: Request) => {
    const result = await count(request);
    expect(result.status, `${name}: ${result.body}`).toBeLessThan(300);
    counts[name] = result.statements;
    return result.body.startsWith("{") ? (JSON.parse(result.body) as Record<string, unknown>) : {};
  };
  const created = await record("create", {
    method: "POST",
    url: `${base}/assets`,
    payload: { ...ACCOUNT, isJoint: true, userAPercentage: 70, userBPercentage: 30 },
    as: asA,
  });
  const id = created["id"] as string;
  const attached = await record("attachDocument", attachRequest(`${base}/assets/${id}`, asA));
  const documentUrl = `${base}/assets/${id}/documents/${attached["id"] as string}`;
  await record("downloadDocument", { method: "GET", url: documentUrl, as: asB });
  await record("list", { method: "GET", url: `${base}/assets`, as: asB });
  await record("get", { method: "GET", url: `${base}/assets/${id}`, as: asB });
  await record("update", { method: "PATCH", url: `${base}/assets/${id}`, payload: { valueInCents: 2_000 }, as: asA });
  await record("confirm", {
    method: "POST",
    url: `${base}/assets/${id}/joint-confirmation`,
    payload: { decision: "CONFIRM" },
    as: asB,
  });
  await record("summary", { method: "GET", url: `${base}/financial-summary`, as: asB });
  await record("detachDocument", { method: "DELETE", url: documentUrl, as: asA });
  await record("remove", { method: "DELETE", url: `${base}/assets/${id}`, as: asA });
  await record("declare", {
    method: "PUT",
    url: `${base}/disclosure-declaration`,
    payload: { declaration: null },
    as: asA,
  });
  const baseB = `/users/${couple.userB.id}/documents/${couple.document.id}`;
  // A later declaration: a new version each time.
  api.clock.advance(1_000);
  await record("declareGiven", {
    method: "PUT",
    url: `${baseB}/disclosure-declaration`,
    payload: { declaration: "NOTHING_TO_DISCLOSE" },
    as: asB,
  });
  // B's new version lapsed A's acknowledgement: the summary reads B's entries once more to say what changed.
  const summary = await record("summaryLapsed", { method: "GET", url: `${base}/financial-summary`, as: asA });
  const partnerB = (summary["partners"] as { userId: string; acknowledgement: { currentVersion: number } }[]).find(
    (partner) => partner.userId === couple.userB.id,
  )!;
  await record("acknowledge", {
    method: "POST",
    url: `${base}/disclosure-acknowledgement`,
    payload: { version: partnerB.acknowledgement.currentVersion },
    as: asA,
  });
  // The admin's exchange rates: the access check, then one statement.
  const asAdmin = claimsOf(admin, "admin");
  await record("rates", { method: "GET", url: "/admin/for-ex-rates", as: asAdmin });
  await record("rateUpdate", { method: "PATCH", url: "/admin/for-ex-rates/GBP", payload: { rate: 0.79 }, as: asAdmin });
  return counts;
}

describe("financial disclosure: statements per request", () => {
  it("stay within their ceilings and do not grow with the entries", async () => {
    const couple = await createCouple(api.db, { paid: true });
    // A has acknowledged B's disclosure once, so each measured declaration of B's lapses it.
    const baseB = `/users/${couple.userB.id}/documents/${couple.document.id}`;
    await api.inject({
      method: "PUT",
      url: `${baseB}/disclosure-declaration`,
      payload: { declaration: "NOTHING_TO_DISCLOSE" },
      as: claimsOf(couple.userB),
    });
    await api.inject({
      method: "POST",
      url: `/users/${couple.userA.id}/documents/${couple.document.id}/disclosure-acknowledgement`,
      payload: { version: 1 },
      as: claimsOf(couple.userA),
    });
    const before = await measure(couple);
    await grow(couple, 25);
    const after = await measure(couple);
    expect(after).toEqual(before);
    for (const [name, limit] of Object.entries(LIMITS)) {
      expect(
        after[name as keyof typeof LIMITS],
        `${name}: ${after[name as keyof typeof LIMITS]} statements`,
      ).toBeLessThanOrEqual(limit);
    }
  });
});
