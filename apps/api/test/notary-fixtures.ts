/**
 * The test API with the remote online-notary adapter against a local fake of the provider, and a
 * couple whose notarization session has started there: shared by the adapter's tests and the
 * webhook inbox's.
 */
import { notarizations } from "@prenup/db";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { createRemoteNotary, NOTARY_SIGNATURE_HEADER } from "../src/integrations/notary/index.ts";
import { startFakeNotaryProvider, type FakeNotaryProvider } from "../src/integrations/notary/testing/fake-provider.ts";
import { readyCouple } from "./agreement-fixtures.ts";
import { claimsOf, createTestApi, type TestApi } from "./harness.ts";

export type RemoteNotaryApi = { api: TestApi; fake: FakeNotaryProvider; close: () => Promise<void> };

export async function startRemoteNotaryApi(now: Date): Promise<RemoteNotaryApi> {
  const fake = await startFakeNotaryProvider();
  const port = createRemoteNotary({ baseUrl: fake.url, apiKey: fake.apiKey, webhookSecret: fake.webhookSecret });
  const api = await createTestApi({ now, deps: { notary: { port, localNotary: null } } });
  return {
    api,
    fake,
    close: async () => {
      await api.close();
      await fake.close();
    },
  };
}

/** POST /notary/webhook as the provider sends it (no signature header when `signature` is null). */
export function notaryWebhook(api: TestApi, delivery: { body: string; signature: string | null }) {
  return api.inject({
    method: "POST",
    url: "/notary/webhook",
    payload: delivery.body,
    headers: { "content-type": "application/json", ...(delivery.signature ? { [NOTARY_SIGNATURE_HEADER]: delivery.signature } : {}) },
  });
}

/** A Texan couple's agreement generated, reviewed and sent to the provider: its notarization row. */
export async function startedNotarySession(api: TestApi, now: Date) {
  const couple = await readyCouple(api.db, { state: "TX" });
  const asA = claimsOf(couple.userA);
  expect((await api.inject({ method: "POST", url: `/documents/${couple.document.id}/generate`, as: asA })).statusCode).toBe(201);
  expect((await api.inject({ method: "PATCH", url: `/documents/${couple.document.id}`, as: asA, payload: { reviewedAt: now.toISOString() } })).statusCode).toBe(200);
  const started = await api.inject({ method: "POST", url: `/documents/${couple.document.id}/notarizations`, as: asA, payload: {} });
  expect(started.statusCode, started.body).toBe(201);
  const id = started.json<{ id: string }>().id;
  const [row] = await api.db.select().from(notarizations).where(eq(notarizations.id, id));
  return { couple, asA, id, row: row! };
}
