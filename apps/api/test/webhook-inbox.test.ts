/**
 * The provider webhook inbox, through the notary webhook against a local fake of Proof: a verified delivery is stored once with its job and answered at once; the job applies
 * it once however often it is delivered, retries when the provider is down (the error on the row
 * meanwhile), and a worker stopped mid-job leaves it to the restarted queue, which applies it
 * once. A bad signature stores nothing. The request's statements stay few and constant.
 */
import {
  backgroundJobs,
  documentFiles,
  notarizations,
  notaryWebhookDeliveries,
  providerWebhookInbox,
} from "@prenup/db";
import { snapshotTables } from "@prenup/db/testing";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmbeddedJobQueue } from "../src/integrations/jobs/index.ts";
import { signProofWebhook } from "../src/integrations/notary/index.ts";
import type { FakeProof } from "../src/integrations/notary/testing/fake-proof.ts";
import { NOTARIZATION_SERVICE_MESSAGES } from "../src/modules/notarizations/index.ts";
import { PROVIDER_WEBHOOK_JOB } from "../src/modules/webhook-inbox/index.ts";
import { notaryWebhook, startedNotarySession, startProofApi, type ProofApi } from "./notary-fixtures.ts";
import { json, processedWebhook, type TestApi } from "./harness.ts";

let api: TestApi;
let fake: FakeProof;
let remote: ProofApi;
const NOW = new Date("2026-11-21T12:00:00.000Z");

beforeAll(async () => {
  remote = await startProofApi(NOW);
  ({ api, fake } = remote);
});
afterAll(() => remote?.close());

const webhook = (delivery: { body: string; signature: string | null }) => notaryWebhook(api, delivery);

async function startedSession() {
  const { couple, id, row } = await startedNotarySession(api);
  // The start's own mails are delivered: only the webhook's work is left in the queue.
  await api.app.jobs.drain();
  return { documentId: couple.document.id, id, externalId: row.externalId! };
}

const notarizationOf = async (id: string) =>
  (await api.db.select().from(notarizations).where(eq(notarizations.id, id)))[0]!;
const notarizedFiles = (documentId: string) =>
  api.db
    .select()
    .from(documentFiles)
    .where(and(eq(documentFiles.documentId, documentId), eq(documentFiles.kind, "notarized-pdf")));
const inboxRows = (eventId: string) =>
  api.db.select().from(providerWebhookInbox).where(eq(providerWebhookInbox.eventId, eventId));
const jobsOf = async (inboxId: string) =>
  api.db
    .select()
    .from(backgroundJobs)
    .where(and(eq(backgroundJobs.name, PROVIDER_WEBHOOK_JOB), sql`${backgroundJobs.data} ->> 'inboxId' = ${inboxId}`));

describe("the provider webhook inbox", () => {
  it("stores a delivery repeated three times once, with one job, and applies it once", async () => {
    const { id, documentId, externalId } = await startedSession();
    const completed = fake.advance(externalId, "transaction.completed", { at: NOW });
    const answers = await Promise.all([webhook(completed), webhook(completed), webhook(completed)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((answer) => json<{ outcome: string }>(answer).outcome).sort()).toEqual([
      "duplicate",
      "duplicate",
      "queued",
    ]);

    // Answered before anything was applied: one row, one job, the notarization as it was.
    const [stored] = await inboxRows(completed.deliveryId);
    expect(stored).toMatchObject({
      provider: "notary",
      adapter: "proof",
      type: "COMPLETED",
      processedAt: null,
      attempts: 0,
    });
    expect(await jobsOf(stored!.id)).toHaveLength(1);
    expect(await notarizationOf(id)).toMatchObject({ externalStatus: "CREATED", notarizedFileId: null });

    expect(await processedWebhook(api, completed.deliveryId)).toMatchObject({
      outcome: "applied",
      processedAt: NOW,
      attempts: 1,
      lastError: null,
    });
    expect(await notarizationOf(id)).toMatchObject({
      externalStatus: "COMPLETED",
      notarizationCompletedAt: NOW,
      notarizedFileId: expect.any(String),
    });
    expect(await notarizedFiles(documentId)).toHaveLength(1);

    // A fourth delivery after it was applied: acknowledged, nothing stored, nothing applied again.
    const before = await snapshotTables(api.db, [
      providerWebhookInbox,
      backgroundJobs,
      notarizations,
      notaryWebhookDeliveries,
      documentFiles,
    ]);
    expect(json(await webhook(completed))).toEqual({ received: true, outcome: "duplicate" });
    await api.app.jobs.drain();
    expect(
      await snapshotTables(api.db, [
        providerWebhookInbox,
        backgroundJobs,
        notarizations,
        notaryWebhookDeliveries,
        documentFiles,
      ]),
    ).toEqual(before);
  });

  it("retries a delivery whose application failed (the provider down), the error on the row meanwhile, and applies it once", async () => {
    const { id, documentId, externalId } = await startedSession();
    const completed = fake.advance(externalId, "transaction.completed", { at: NOW });
    fake.failWith(502);
    try {
      // The request does not call the provider: it is acknowledged.
      expect(json(await webhook(completed))).toEqual({ received: true, outcome: "queued" });
      await api.app.jobs.drain();
    } finally {
      fake.failWith(null);
    }
    const [failed] = await inboxRows(completed.deliveryId);
    // The row and its job keep what failed behind the user-facing message: the call and Proof's status.
    const lastError = `${NOTARIZATION_SERVICE_MESSAGES.notaryUnavailable} | cause: Proof answered 502 (/v1/transactions/${externalId})`;
    expect(failed).toMatchObject({ processedAt: null, outcome: null, attempts: 1, lastError });
    const [job] = await jobsOf(failed!.id);
    expect(job).toMatchObject({ state: "queued", attempts: 1, retryDelaySeconds: 15, lastError });
    expect(job!.runAfter.getTime() - Date.now()).toBeGreaterThan(10_000);
    expect(await notarizationOf(id)).toMatchObject({ externalStatus: "CREATED", notarizedFileId: null });
    expect(await notarizedFiles(documentId)).toEqual([]);
    expect(
      await api.db
        .select()
        .from(notaryWebhookDeliveries)
        .where(eq(notaryWebhookDeliveries.deliveryId, completed.deliveryId)),
    ).toEqual([]);

    // The retry comes due with the provider back: applied once.
    await api.db
      .update(backgroundJobs)
      .set({ runAfter: new Date(Date.now() - 1000) })
      .where(eq(backgroundJobs.id, job!.id));
    expect(await processedWebhook(api, completed.deliveryId)).toMatchObject({
      outcome: "applied",
      attempts: 2,
      lastError: null,
      processedAt: NOW,
    });
    expect((await jobsOf(failed!.id))[0]).toMatchObject({ state: "completed", attempts: 2 });
    expect(await notarizationOf(id)).toMatchObject({ externalStatus: "COMPLETED", notarizationCompletedAt: NOW });
    expect(await notarizedFiles(documentId)).toHaveLength(1);
  });

  it("stores nothing for a forged, unsigned or stale delivery", async () => {
    const { externalId } = await startedSession();
    const tables = [providerWebhookInbox, backgroundJobs, notarizations, notaryWebhookDeliveries];
    const before = await snapshotTables(api.db, tables);
    const delivery = fake.advance(externalId, "transaction.completed", { at: NOW });
    const stale = fake.advance(externalId, "transaction.completed", { at: new Date(NOW.getTime() - 50 * 3600_000) });
    for (const bad of [
      { body: delivery.body, signature: signProofWebhook("not-the-provider-signing-key", delivery.body) },
      { body: delivery.body, signature: null },
      { body: delivery.body.replace("transaction.completed", "transaction.deleted"), signature: delivery.signature },
      stale,
    ]) {
      const response = await webhook(bad);
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({ code: "NOTARY_SIGNATURE_INVALID" });
    }
    await api.app.jobs.drain();
    expect(await snapshotTables(api.db, tables)).toEqual(before);
  });

  it("applies a delivery once when the worker that took it stopped mid-job and the queue restarted", async () => {
    const { id, documentId, externalId } = await startedSession();
    const completed = fake.advance(externalId, "transaction.completed", { at: NOW });
    expect(json(await webhook(completed))).toEqual({ received: true, outcome: "queued" });
    const [stored] = await inboxRows(completed.deliveryId);

    // The first worker takes the job and never finishes it (as a killed process never does).
    let release: () => void = () => undefined;
    const stuck = new Promise<void>((resolve) => (release = resolve));
    let tookIt: () => void = () => undefined;
    const took = new Promise<void>((resolve) => (tookIt = resolve));
    const first = createEmbeddedJobQueue({ db: api.db, pollMs: 50 });
    first.define({
      name: PROVIDER_WEBHOOK_JOB,
      retryLimit: 10,
      retryDelaySeconds: 15,
      expireInSeconds: 180,
      handle: async () => {
        tookIt();
        await stuck;
      },
    });
    await first.start();
    await took;
    await first.stop({ timeoutMs: 100 });
    try {
      const [held] = await jobsOf(stored!.id);
      expect(held).toMatchObject({ state: "active", attempts: 1 });
      expect(await inboxRows(completed.deliveryId)).toMatchObject([{ processedAt: null, attempts: 0 }]);
      expect(await notarizationOf(id)).toMatchObject({ externalStatus: "CREATED" });

      // Its lease (180 s) passes; the restarted queue (the API's) takes it again.
      await api.db
        .update(backgroundJobs)
        .set({ runAfter: new Date(Date.now() - 1000) })
        .where(eq(backgroundJobs.id, held!.id));
      expect(await processedWebhook(api, completed.deliveryId)).toMatchObject({
        outcome: "applied",
        attempts: 1,
        lastError: null,
      });
      expect((await jobsOf(stored!.id))[0]).toMatchObject({ state: "completed", attempts: 2 });
      expect(await notarizationOf(id)).toMatchObject({ externalStatus: "COMPLETED", notarizationCompletedAt: NOW });
      expect(await notarizedFiles(documentId)).toHaveLength(1);
      expect(
        await api.db
          .select()
          .from(notaryWebhookDeliveries)
          .where(eq(notaryWebhookDeliveries.deliveryId, completed.deliveryId)),
      ).toHaveLength(1);
    } finally {
      release();
    }
  });

  it("answers a delivery in a few statements, constant as the inbox grows", async () => {
    const { externalId } = await startedSession();
    // On PostgreSQL: begin, the inbox row, its job, commit.
    const LIMIT = 4;
    const count = async (delivery: { body: string; signature: string }) => {
      let statements = 0;
      const stop = api.database.onStatement(() => (statements += 1));
      try {
        const response = await webhook(delivery);
        expect(response.statusCode, response.body).toBe(200);
      } finally {
        stop();
      }
      return statements;
    };
    // Each delivery a moment apart (Proof's bodies differ by their date_occurred).
    const meeting = (n: number) =>
      fake.advance(externalId, "transaction.meeting.created", { at: new Date(NOW.getTime() - 1000 + n) });
    const small = await count(meeting(0));
    expect(small).toBeLessThanOrEqual(LIMIT);
    for (let n = 1; n <= 20; n += 1) await webhook(meeting(n));
    await api.app.jobs.drain();
    expect(await count(meeting(21))).toBe(small);
    // A repeated delivery: begin, the insert that finds the row, commit.
    const repeated = meeting(22);
    await webhook(repeated);
    const again = await count(repeated);
    console.info(`webhook request: ${small} statements (a repeated delivery: ${again})`);
    expect(again).toBeLessThanOrEqual(LIMIT);
    await api.app.jobs.drain();
  });
});
