/**
 * The Proof adapter against a local fake of Proof's Business API: one transaction per notarization
 * with every signer and their own link, and Webhooks V2 deliveries — forged, stale, replayed, out of
 * order, of events the notarization does not follow — applied once each and in order; on
 * completion the notarized PDF and the session's record are fetched and stored; a provider that is
 * down or too slow keeps nothing.
 */
import { notarizations, notaryWebhookDeliveries, providerWebhookInbox } from "@prenup/db";
import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProofNotary, deliveryIdOf, signProofWebhook } from "../src/integrations/notary/index.ts";
import type { FakeProof } from "../src/integrations/notary/testing/fake-proof.ts";
import { readyCouple, reviewByBoth } from "./agreement-fixtures.ts";
import { notaryWebhook, startedNotarySession, startProofApi, type ProofApi } from "./notary-fixtures.ts";
import { claimsOf, processedWebhook, type TestApi } from "./harness.ts";

let api: TestApi;
let fake: FakeProof;
let proof: ProofApi;
const NOW = new Date("2026-11-21T12:00:00.000Z");
/** This file's calls to the fake time out after this long: the slow-provider test holds an answer back three times as long. */
const SLOW_TEST_TIMEOUT_MS = 2_000;

beforeAll(async () => {
  proof = await startProofApi(NOW, { timeoutMs: SLOW_TEST_TIMEOUT_MS });
  ({ api, fake } = proof);
});
afterAll(() => proof?.close());

const webhook = (body: string, signature: string | null) => notaryWebhook(api, { body, signature });
const startedSession = () => startedNotarySession(api);
const rowOf = async (id: string) => (await api.db.select().from(notarizations).where(eq(notarizations.id, id)))[0]!;
const inboxRow = async (eventId: string) =>
  api.db.select().from(providerWebhookInbox).where(eq(providerWebhookInbox.eventId, eventId));

/** A reviewed Texan couple (Texas asks nobody where they will sign). */
async function readyToStart() {
  const couple = await readyCouple(api.db, { state: "TX" });
  const asA = claimsOf(couple.userA);
  await api.inject({ method: "POST", url: `/documents/${couple.document.id}/generate`, as: asA });
  await reviewByBoth(api, couple);
  return {
    couple,
    asA,
    start: () =>
      api.inject({
        method: "POST",
        url: `/documents/${couple.document.id}/notarizations`,
        as: asA,
        payload: { signEarly: true },
      }),
  };
}

describe("the Proof adapter", () => {
  it("creates one transaction with every signer (each with their own link) and the agreement as a notarization document", async () => {
    const { row, couple } = await startedSession();
    expect(row).toMatchObject({
      provider: "proof",
      externalStatus: "CREATED",
      userALink: expect.stringMatching(/^https:\/\/app\.proof\.example\/transaction\/ot_.*\/user_a$/),
    });
    expect(row.userBLink).toMatch(/\/user_b$/);
    const created = fake.requests.find(
      (request) =>
        request.method === "POST" &&
        request.path === "/v1/transactions" &&
        (request.body as { external_id: string }).external_id === row.id,
    )!;
    expect(created.apiKey).toBe(fake.apiKey);
    expect(created.body).toMatchObject({
      draft: false,
      suppress_email: false,
      signers: [
        { email: couple.userA.email, external_id: "USER_A", first_name: expect.any(String) },
        { email: couple.userB.email, external_id: "USER_B", first_name: expect.any(String) },
      ],
      documents: [{ requirement: "notarization", witness_required: false, resource: expect.any(String) }],
    });
    const transaction = fake.transactions.get(row.externalId!)!;
    expect(Buffer.from(transaction.document.pdf.subarray(0, 5)).toString()).toBe("%PDF-");
  });

  it("sends a read that got no answer once more, and a write only once", async () => {
    // A fetch whose next `failures` calls fail before any answer, as a reset kept-alive connection does.
    let failures = 0;
    const calls: string[] = [];
    const flaky: typeof fetch = async (input, init) => {
      calls.push(init?.method ?? "GET");
      if (failures > 0) {
        failures -= 1;
        throw new TypeError("fetch failed", {
          cause: Object.assign(new Error("socket hang up"), { code: "ECONNRESET" }),
        });
      }
      return fetch(input, init);
    };
    const port = createProofNotary({
      baseUrl: fake.url,
      apiKey: fake.apiKey,
      webhookSecret: fake.webhookSecret,
      fetch: flaky,
    });
    const signers = [{ role: "USER_A" as const, name: "Lena Ortiz", email: "lena@example.com" }];
    const session = await port.startSession({
      reference: "00000000-0000-4000-8000-000000000002",
      title: "T",
      stateAbbreviation: "TX",
      pdf: new Uint8Array(Buffer.from("%PDF-1.7")),
      signers,
      witnessesRequired: 0,
    });

    failures = 1;
    calls.length = 0;
    expect((await port.getStatus(session.externalId)).status).toBe("CREATED");
    expect(calls).toEqual(["GET", "GET"]);

    failures = 2;
    calls.length = 0;
    await expect(port.getStatus(session.externalId)).rejects.toThrow(/could not be reached/);
    expect(calls).toEqual(["GET", "GET"]);

    failures = 1;
    calls.length = 0;
    await expect(
      port.startSession({
        reference: "00000000-0000-4000-8000-000000000003",
        title: "T",
        stateAbbreviation: "TX",
        pdf: new Uint8Array(Buffer.from("%PDF-1.7")),
        signers,
        witnessesRequired: 0,
      }),
    ).rejects.toThrow(/could not be reached/);
    expect(calls).toEqual(["POST"]);
  });

  it("asks Proof for witnesses when the formalities require them, and reads each signer's link by role", async () => {
    const port = createProofNotary({ baseUrl: fake.url, apiKey: fake.apiKey, webhookSecret: fake.webhookSecret });
    const signers = [
      { role: "USER_A" as const, name: "Lena Marie Ortiz", email: "lena@example.com" },
      { role: "USER_B" as const, name: "Omar", email: "omar@example.com" },
      { role: "ATTORNEY_A" as const, name: "Ada Counsel", email: "ada@example.com" },
    ];
    const session = await port.startSession({
      reference: "00000000-0000-4000-8000-000000000001",
      title: "T",
      stateAbbreviation: "FL",
      pdf: new Uint8Array(Buffer.from("%PDF-1.7")),
      signers,
      witnessesRequired: 2,
    });
    expect(Object.keys(session.links).sort()).toEqual(["ATTORNEY_A", "USER_A", "USER_B"]);
    const body = fake.requests.at(-1)!.body as {
      documents: { witness_required: boolean }[];
      signers: { first_name: string; last_name?: string }[];
    };
    expect(body.documents[0]!.witness_required).toBe(true);
    expect(body.signers[0]).toMatchObject({ first_name: "Lena Marie", last_name: "Ortiz" });
    expect(body.signers[1]).toEqual(expect.objectContaining({ first_name: "Omar" }));
  });

  it("refuses forged, unsigned, tampered, malformed, stale and future deliveries and changes nothing", async () => {
    const { row, id } = await startedSession();
    const delivery = fake.advance(row.externalId!, "transaction.completed", { at: NOW });
    for (const [body, signature] of [
      [delivery.body, signProofWebhook("another-signing-key-entirely", delivery.body)],
      [delivery.body, null],
      [delivery.body.replace("transaction.completed", "transaction.deleted"), delivery.signature],
      [delivery.body, "not-hex"],
      ["not json", signProofWebhook(fake.webhookSecret, "not json")],
    ] as const) {
      const response = await webhook(body, signature);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: "NOTARY_SIGNATURE_INVALID" });
    }
    // Proof retries for 48 hours: a delivery older than that is a replay; one from the future is refused too.
    const stale = fake.advance(row.externalId!, "transaction.completed", {
      at: new Date(NOW.getTime() - 50 * 3600_000),
    });
    const future = fake.advance(row.externalId!, "transaction.completed", { at: new Date(NOW.getTime() + 3600_000) });
    for (const refused of [stale, future])
      expect((await webhook(refused.body, refused.signature)).statusCode).toBe(400);
    expect(await rowOf(id)).toMatchObject({
      externalStatus: "CREATED",
      notarizationCompletedAt: null,
      notarizedFileId: null,
      sessionRecordRef: null,
    });
    await api.app.jobs.drain();
    expect(
      await api.db
        .select()
        .from(notaryWebhookDeliveries)
        .where(eq(notaryWebhookDeliveries.externalId, row.externalId!)),
    ).toEqual([]);
    for (const refused of [delivery, stale, future]) expect(await inboxRow(refused.deliveryId)).toEqual([]);
  });

  it("applies each delivery once and in order, storing the notarized PDF and the session's record on completion", async () => {
    const { row, id, couple, asA } = await startedSession();
    const meeting = fake.advance(row.externalId!, "transaction.meeting.created", {
      at: new Date(NOW.getTime() - 60_000),
    });
    const completed = fake.advance(row.externalId!, "transaction.completed", { at: NOW });

    // Completed arrives first: stored and answered at once, then applied by its job.
    expect((await webhook(completed.body, completed.signature)).json()).toEqual({ received: true, outcome: "queued" });
    expect(await processedWebhook(api, completed.deliveryId)).toMatchObject({
      provider: "notary",
      adapter: "proof",
      outcome: "applied",
      processedAt: NOW,
      attempts: 1,
      lastError: null,
    });
    const done = await rowOf(id);
    expect(done).toMatchObject({
      externalStatus: "COMPLETED",
      notarizationCompletedAt: NOW,
      notarizedFileId: expect.any(String),
      sessionRecordRef: fake.transactions.get(row.externalId!)!.notarization_record,
      sessionNotary: "Fran Fairfax (7237492, Fairfax County, VA)",
    });
    expect(done.sessionRecordRef).toMatch(/^me_/);
    // The replay and the older meeting change nothing.
    expect((await webhook(completed.body, completed.signature)).json()).toEqual({
      received: true,
      outcome: "duplicate",
    });
    expect((await webhook(meeting.body, meeting.signature)).json()).toEqual({ received: true, outcome: "queued" });
    expect(await processedWebhook(api, meeting.deliveryId)).toMatchObject({ outcome: "stale" });
    expect(await rowOf(id)).toMatchObject({ externalStatus: "COMPLETED", notarizedFileId: done.notarizedFileId });

    // The couple see the record with the notarization; the PDF downloads with its certificate page.
    const listed = await api.inject({ method: "GET", url: `/documents/${couple.document.id}/notarizations`, as: asA });
    expect(listed.json().items[0]).toMatchObject({
      sessionRecord: { reference: done.sessionRecordRef, notary: "Fran Fairfax (7237492, Fairfax County, VA)" },
    });
    const download = await api.inject({
      method: "GET",
      url: `/documents/${couple.document.id}/files/${done.notarizedFileId}`,
      as: asA,
    });
    expect(download.statusCode).toBe(200);
    expect((await PDFDocument.load(download.rawPayload)).getPageCount()).toBeGreaterThan(1);

    // A delivery about a transaction that is not ours is recorded as unknown, without asking Proof.
    const foreign = JSON.stringify({
      event: "transaction.completed",
      data: { transaction_id: "ot_not_ours", date_occurred: NOW.toISOString() },
    });
    const asked = fake.requests.length;
    expect((await webhook(foreign, signProofWebhook(fake.webhookSecret, foreign))).json()).toEqual({
      received: true,
      outcome: "queued",
    });
    expect(await processedWebhook(api, deliveryIdOf(foreign))).toMatchObject({ outcome: "unknown" });
    expect(fake.requests.length).toBe(asked);
  });

  it("acknowledges events it does not follow without storing them, and records a deletion at Proof as cancelled", async () => {
    const { row, id } = await startedSession();
    const kba = fake.advance(row.externalId!, "transaction.signer.kba_passed", { at: NOW });
    expect((await webhook(kba.body, kba.signature)).json()).toEqual({ received: true, outcome: "ignored" });
    expect(await inboxRow(kba.deliveryId)).toEqual([]);
    const deleted = fake.advance(row.externalId!, "transaction.deleted", { at: NOW });
    expect((await webhook(deleted.body, deleted.signature)).json()).toEqual({ received: true, outcome: "queued" });
    expect(await processedWebhook(api, deleted.deliveryId)).toMatchObject({ outcome: "applied" });
    expect(await rowOf(id)).toMatchObject({ externalStatus: "CANCELLED", notarizationCompletedAt: null });
  });

  it("deletes the transaction at Proof when the couple resets an unfinished notarization", async () => {
    const { row, id, asA } = await startedSession();
    const reset = await api.inject({ method: "POST", url: `/notarizations/${id}/reset`, as: asA, payload: {} });
    expect(reset.statusCode, reset.body).toBe(204);
    expect(
      fake.requests.some(
        (request) => request.method === "DELETE" && request.path === `/v1/transactions/${row.externalId}`,
      ),
    ).toBe(true);
    expect(fake.transactions.get(row.externalId!)!.status).toBe("deleted");
  });

  it("answers 503 and keeps nothing when Proof is down or too slow at the start", async () => {
    for (const outage of [() => fake.failWith(502), () => fake.delayBy(SLOW_TEST_TIMEOUT_MS * 3)]) {
      const { couple, start } = await readyToStart();
      outage();
      try {
        const response = await start();
        expect(response.statusCode, response.body).toBe(503);
        expect(response.json()).toMatchObject({ code: "NOTARY_UNAVAILABLE" });
      } finally {
        fake.failWith(null);
        fake.delayBy(0);
      }
      expect(await api.db.select().from(notarizations).where(eq(notarizations.documentId, couple.document.id))).toEqual(
        [],
      );
    }
  });
});
