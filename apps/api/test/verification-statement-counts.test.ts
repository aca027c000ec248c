/**
 * Statements per request of GET /verification/{sha256}, pinned and constant as the data grows (more
 * couples, more record entries carrying a PDF's hash): the read model's one statement, found through
 * the `pdfSha256` expression index of the record (migration 0032_verification), plus the signed-in
 * user's context when a token comes with the request. Counted like the other statement-count tests:
 * every statement the database handle runs.
 */
import { createHash, randomUUID } from "node:crypto";
import { documentRecordEntries, documents } from "@prenup/db";
import { createCouple } from "@prenup/db/testing";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readyCouple, reviewByBoth } from "./agreement-fixtures.ts";
import { claimsOf, createTestApi, type TestApi, type TokenClaims } from "./harness.ts";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ now: new Date("2026-11-21T12:00:00.000Z") });
});
afterAll(async () => {
  await api?.close();
});

/** Anonymous: the read model's one statement. Signed in: the caller's context first. */
const LIMITS = { anonymous: 1, signedIn: 2 } as const;
const hex = (seed: string) => createHash("sha256").update(seed).digest("hex");

async function count(hash: string, as?: TokenClaims): Promise<{ statements: number; recorded: boolean }> {
  let statements = 0;
  const stop = api.database.onStatement(() => (statements += 1));
  try {
    const response = await api.inject({ method: "GET", url: `/verification/${hash}`, as: as ?? null });
    expect(response.statusCode, response.body).toBe(200);
    return { statements, recorded: response.json<{ recorded: boolean }>().recorded };
  } finally {
    stop();
  }
}

/** Twenty more couples, each with a record entry naming a PDF by its hash, as generation writes them. */
async function moreRecordedPdfs(round: number): Promise<void> {
  for (let n = 0; n < 20; n += 1) {
    const couple = await createCouple(api.db, { state: "NY" });
    const pdfSha256 = hex(`round ${round} couple ${n}`);
    await api.db.insert(documentRecordEntries).values({
      documentId: couple.document.id,
      sequence: 1,
      kind: "AGREEMENT_GENERATED",
      occurredAt: api.clock.now(),
      details: { pdfFileId: randomUUID(), pdfSha256 },
      previousHash: "0".repeat(64),
      hash: hex(`entry ${round} ${n}`),
    });
  }
}

describe("GET /verification/{sha256}: statements per request", () => {
  it("one statement (two signed in), the same with more couples and recorded PDFs", async () => {
    const couple = await readyCouple(api.db, { state: "NY" });
    const asA = claimsOf(couple.userA);
    expect(
      (await api.inject({ method: "POST", url: `/documents/${couple.document.id}/generate`, as: asA })).statusCode,
    ).toBe(201);
    await reviewByBoth(api, couple);
    const finalized = await api.inject({
      method: "PATCH",
      url: `/documents/${couple.document.id}`,
      as: asA,
      payload: { finalizedAt: api.clock.now().toISOString() },
    });
    expect(finalized.statusCode, finalized.body).toBe(200);
    const [document] = await api.db
      .select({ pdfFileId: documents.generatedPdfFileId })
      .from(documents)
      .where(eq(documents.id, couple.document.id));
    const [entry] = await api.db
      .select({ details: documentRecordEntries.details })
      .from(documentRecordEntries)
      .where(sql`${documentRecordEntries.details} ->> 'pdfFileId' = ${document!.pdfFileId}`);
    const recorded = entry!.details["pdfSha256"] as string;
    const unknown = hex("nobody's file");

    const measure = async () => ({
      recorded: await count(recorded),
      unknown: await count(unknown),
      signedIn: await count(recorded, asA),
    });
    const before = await measure();
    expect(before.recorded).toEqual({ statements: LIMITS.anonymous, recorded: true });
    expect(before.unknown).toEqual({ statements: LIMITS.anonymous, recorded: false });
    expect(before.signedIn.statements).toBeLessThanOrEqual(LIMITS.signedIn);

    await moreRecordedPdfs(1);
    await moreRecordedPdfs(2);
    expect(await measure()).toEqual(before);
  });

  it("finds a PDF's hash through the record's expression index, not a scan of the table", async () => {
    await api.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const plan = (await tx.execute(
        sql`explain select 1 from document_record_entries e where (e.details ->> 'pdfSha256') = ${hex("x")}`,
      )) as { rows: { "QUERY PLAN": string }[] };
      expect(plan.rows.map((row) => row["QUERY PLAN"]).join("\n")).toContain("document_record_entries_pdf_sha256_idx");
    });
  });
});
