/**
 * The remote online notarization adapter against a local fake of the provider's API: sessions with
 * per-signer links (idempotent per notarization), and webhooks — forged, stale, replayed and out of
 * order — applied once each and in order; the notarized PDF is stored when the session completes.
 */
import { notarizations, notaryWebhookDeliveries, providerWebhookInbox } from "@prenup/db";
import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signNotaryWebhook } from "../src/integrations/notary/index.ts";
import type { FakeNotaryProvider } from "../src/integrations/notary/testing/fake-provider.ts";
import { readyCouple } from "./agreement-fixtures.ts";
import { notaryWebhook, startedNotarySession, startRemoteNotaryApi, type RemoteNotaryApi } from "./notary-fixtures.ts";
import { claimsOf, processedWebhook, type TestApi } from "./harness.ts";

let api: TestApi;
let fake: FakeNotaryProvider;
let remote: RemoteNotaryApi;
const NOW = new Date("2026-11-21T12:00:00.000Z");

beforeAll(async () => {
  remote = await startRemoteNotaryApi(NOW);
  ({ api, fake } = remote);
});
afterAll(() => remote?.close());

const webhook = (body: string, signature: string | null) => notaryWebhook(api, { body, signature });
const startedSession = () => startedNotarySession(api, NOW);

const rowOf = async (id: string) => (await api.db.select().from(notarizations).where(eq(notarizations.id, id)))[0]!;

describe("the remote provider adapter", () => {
  it("creates one transaction per notarization with a link per signer", async () => {
    const { row } = await startedSession();
    expect(row).toMatchObject({ provider: "provider", externalStatus: "CREATED", userALink: expect.stringMatching(/^https:\/\/notary\.example\/sign\/txn_/) });
    const transaction = fake.transactions.get(row.externalId!)!;
    expect(transaction.reference).toBe(row.id);
    expect(transaction.signers.map((signer) => signer.external_role)).toEqual(["USER_A", "USER_B"]);
    expect(transaction.state).toBe("TX");
    expect(Buffer.from(transaction.pdf.subarray(0, 5)).toString()).toBe("%PDF-");
    expect(fake.requests.find((request) => request.method === "POST" && request.path === "/v1/transactions")?.idempotencyKey).toBe(row.id);
  });

  it("refuses forged, unsigned, stale and unreadable deliveries and changes nothing", async () => {
    const { row, id } = await startedSession();
    const delivery = fake.advance(row.externalId!, "completed", { at: NOW });
    const forged = signNotaryWebhook("another-secret-entirely", delivery.body, Math.floor(NOW.getTime() / 1000));
    for (const [body, signature] of [
      [delivery.body, forged],
      [delivery.body, null],
      [delivery.body.replace("completed", "cancelled"), delivery.signature],
      [delivery.body, "t=abc,v1=zz"],
      ["not json", signNotaryWebhook(fake.webhookSecret, "not json", Math.floor(NOW.getTime() / 1000))],
    ] as const) {
      const response = await webhook(body, signature);
      expect(response.statusCode, response.body).toBe(400);
    }
    const stale = fake.advance(row.externalId!, "completed", { at: new Date(NOW.getTime() - 301_000) });
    expect((await webhook(stale.body, stale.signature)).json()).toMatchObject({ code: "NOTARY_SIGNATURE_INVALID" });
    expect(await rowOf(id)).toMatchObject({ externalStatus: "CREATED", notarizationCompletedAt: null, notarizedFileId: null });
    await api.app.jobs.drain();
    expect(await api.db.select().from(notaryWebhookDeliveries).where(eq(notaryWebhookDeliveries.externalId, row.externalId!))).toEqual([]);
    expect(await api.db.select().from(providerWebhookInbox).where(eq(providerWebhookInbox.eventId, delivery.deliveryId))).toEqual([]);
    expect(await api.db.select().from(providerWebhookInbox).where(eq(providerWebhookInbox.eventId, stale.deliveryId))).toEqual([]);
  });

  it("applies each delivery once and in order: a replay is a duplicate, a late IN_PROGRESS after COMPLETED is stale", async () => {
    const { row, id, couple, asA } = await startedSession();
    const progress = fake.advance(row.externalId!, "in_progress", { at: new Date(NOW.getTime() - 60_000) });
    const completed = fake.advance(row.externalId!, "completed", { at: NOW });

    // Completed arrives first: stored and answered at once, then applied by its job (the notarized
    // PDF fetched and stored).
    expect((await webhook(completed.body, completed.signature)).json()).toEqual({ received: true, outcome: "queued" });
    expect(await processedWebhook(api, completed.deliveryId)).toMatchObject({ provider: "notary", outcome: "applied", processedAt: NOW, attempts: 1, lastError: null });
    const done = await rowOf(id);
    expect(done).toMatchObject({ externalStatus: "COMPLETED", notarizationCompletedAt: NOW, notarizedFileId: expect.any(String) });
    // The replay and the older in-progress change nothing.
    expect((await webhook(completed.body, completed.signature)).json()).toEqual({ received: true, outcome: "duplicate" });
    expect((await webhook(progress.body, progress.signature)).json()).toEqual({ received: true, outcome: "queued" });
    expect(await processedWebhook(api, progress.deliveryId)).toMatchObject({ outcome: "stale" });
    expect(await rowOf(id)).toMatchObject({ externalStatus: "COMPLETED", notarizedFileId: done.notarizedFileId });

    const download = await api.inject({ method: "GET", url: `/documents/${couple.document.id}/files/${done.notarizedFileId}`, as: asA });
    expect(download.statusCode).toBe(200);
    expect((await PDFDocument.load(download.rawPayload)).getPageCount()).toBeGreaterThan(1);

    // A delivery about a session that is not ours is recorded as unknown, without asking the provider.
    const unknown = fake.advance(row.externalId!, "completed", { at: NOW, deliveryId: "evt_unknown_session" });
    const foreign = unknown.body.replace(row.externalId!, "txn_not_ours");
    const foreignSigned = signNotaryWebhook(fake.webhookSecret, foreign, Math.floor(NOW.getTime() / 1000));
    expect((await webhook(foreign, foreignSigned)).json()).toEqual({ received: true, outcome: "queued" });
    expect(await processedWebhook(api, "evt_unknown_session")).toMatchObject({ outcome: "unknown" });
  });

  it("answers 503 and keeps nothing when the provider is down at the start", async () => {
    const couple = await readyCouple(api.db, { state: "TX" });
    const asA = claimsOf(couple.userA);
    await api.inject({ method: "POST", url: `/documents/${couple.document.id}/generate`, as: asA });
    await api.inject({ method: "PATCH", url: `/documents/${couple.document.id}`, as: asA, payload: { reviewedAt: NOW.toISOString() } });
    fake.failWith(502);
    try {
      const response = await api.inject({ method: "POST", url: `/documents/${couple.document.id}/notarizations`, as: asA, payload: {} });
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json()).toMatchObject({ code: "NOTARY_UNAVAILABLE" });
    } finally {
      fake.failWith(null);
    }
    expect(await api.db.select().from(notarizations).where(eq(notarizations.documentId, couple.document.id))).toEqual([]);
  });
});
