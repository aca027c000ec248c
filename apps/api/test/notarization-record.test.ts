/**
 * The provider's completion of an online notarization as an entry of the agreement's record: the
 * same completion delivered several times, and two deliveries of it at once, append one NOTARIZED
 * entry, at the completion's time, with the notarized copy's SHA-256, and the chain verifies.
 * Proof names no signer, so the record holds no signature of its own (PostgreSQL in CI: the deliveries are applied really in parallel).
 */
import { files, notarizations } from "@prenup/db";
import { eq } from "drizzle-orm";
import type { FakeProof } from "../src/integrations/notary/testing/fake-proof.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notaryWebhook, startedNotarySession, startProofApi, type ProofApi } from "./notary-fixtures.ts";
import type { TestApi } from "./harness.ts";

let api: TestApi;
let fake: FakeProof;
let remote: ProofApi;
const NOW = new Date("2026-11-21T12:00:00.000Z");

beforeAll(async () => {
  remote = await startProofApi(NOW);
  ({ api, fake } = remote);
});
afterAll(() => remote?.close());

type RecordedEntry = { kind: string; occurredAt: string; respondent: string | null; details: Record<string, unknown> };

describe("the provider's completion in the agreement's record", () => {
  it("appends one notarization, however often and however concurrently the completion is delivered", async () => {
    const { couple, asA, id, row } = await startedNotarySession(api);
    await api.app.jobs.drain();
    const completed = fake.advance(row.externalId!, "transaction.completed", { at: NOW });
    const again = fake.advance(row.externalId!, "transaction.completed", { at: new Date(NOW.getTime() + 1000) });
    expect(again.deliveryId).not.toBe(completed.deliveryId);
    const answers = await Promise.all(
      [completed, again, completed, again].map((delivery) => notaryWebhook(api, delivery)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    await api.app.jobs.drain();

    const [notarization] = await api.db.select().from(notarizations).where(eq(notarizations.id, id));
    // Either completion may be applied first when they arrive at once; the first one applied stands.
    expect(notarization?.externalStatus).toBe("COMPLETED");
    const completedAt = notarization!.notarizationCompletedAt!;
    expect([NOW.getTime(), NOW.getTime() + 1000]).toContain(completedAt.getTime());
    const [copy] = await api.db.select().from(files).where(eq(files.id, notarization!.notarizedFileId!));

    const history = await api.inject({ method: "GET", url: `/documents/${couple.document.id}/history`, as: asA });
    expect(history.statusCode, history.body).toBe(200);
    const { record } = history.json<{ record: { verified: boolean; entries: RecordedEntry[] } }>();
    expect(record.verified).toBe(true);
    const signing = record.entries.filter((entry) => entry.kind === "SIGNED" || entry.kind === "NOTARIZED");
    expect(signing).toEqual([
      expect.objectContaining({
        kind: "NOTARIZED",
        occurredAt: completedAt.toISOString(),
        respondent: null,
        details: expect.objectContaining({
          notarizationId: id,
          method: "ONLINE",
          signedOn: "2026-11-21",
          fileId: copy!.id,
          fileSha256: copy!.sha256,
        }),
      }),
    ]);
    // The notarization is the record's last entry.
    expect(record.entries.at(-1)?.kind).toBe("NOTARIZED");
  });
});
