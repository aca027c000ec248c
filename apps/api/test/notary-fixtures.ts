/**
 * The test API with the Proof adapter against a local fake of Proof's API, and a couple whose
 * notarization session has started there: shared by the adapter's tests and the webhook inbox's.
 */
import { notarizations } from "@prenup/db";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { createProofNotary, NOTARY_SIGNATURE_HEADER } from "../src/integrations/notary/index.ts";
import { startFakeProof, type FakeProof } from "../src/integrations/notary/testing/fake-proof.ts";
import { readyCouple, reviewByBoth } from "./agreement-fixtures.ts";
import { claimsOf, createTestApi, type TestApi } from "./harness.ts";

export type ProofApi = { api: TestApi; fake: FakeProof; close: () => Promise<void> };

/**
 * Calls to the fake time out after this long: far above its answer time on a loaded machine, so
 * only a test that holds the fake's answer back on purpose sees a timeout.
 */
export const PROOF_TEST_TIMEOUT_MS = 10_000;

export async function startProofApi(now: Date, options: { timeoutMs?: number } = {}): Promise<ProofApi> {
  const fake = await startFakeProof();
  const port = createProofNotary({
    baseUrl: fake.url,
    apiKey: fake.apiKey,
    webhookSecret: fake.webhookSecret,
    timeoutMs: options.timeoutMs ?? PROOF_TEST_TIMEOUT_MS,
  });
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

/** POST /notary/webhook as Proof sends it (no signature header when `signature` is null). */
export function notaryWebhook(api: TestApi, delivery: { body: string; signature: string | null }) {
  return api.inject({
    method: "POST",
    url: "/notary/webhook",
    payload: delivery.body,
    headers: {
      "content-type": "application/json",
      ...(delivery.signature ? { [NOTARY_SIGNATURE_HEADER]: delivery.signature } : {}),
    },
  });
}

/** A Texan couple's agreement generated, reviewed and sent to the notary: its notarization row. */
export async function startedNotarySession(api: TestApi) {
  const couple = await readyCouple(api.db, { state: "TX" });
  const asA = claimsOf(couple.userA);
  expect(
    (await api.inject({ method: "POST", url: `/documents/${couple.document.id}/generate`, as: asA })).statusCode,
  ).toBe(201);
  await reviewByBoth(api, couple);
  const started = await api.inject({
    method: "POST",
    url: `/documents/${couple.document.id}/notarizations`,
    as: asA,
    payload: { signEarly: true },
  });
  expect(started.statusCode, started.body).toBe(201);
  const id = started.json<{ id: string }>().id;
  const [row] = await api.db.select().from(notarizations).where(eq(notarizations.id, id));
  return { couple, asA, id, row: row! };
}
