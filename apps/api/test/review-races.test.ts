/**
 * Reviews and finalizations sent at once. Each partner's review is decided under the agreement's
 * row lock: both partners reviewing together end with the couple's review complete and the final
 * copy drawn (the later one sees the other's review and is decided again), and a partner's double
 * click records one review. PGlite runs one statement at a time, so the races only show on
 * PostgreSQL (CI runs every file there); on PGlite the same outcome is checked serialised.
 */
import { documentRecordEntries, documents } from "@prenup/db";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readyCouple, reviewByBoth } from "./agreement-fixtures.ts";
import { claimsOf, createTestApi, type TestApi } from "./harness.ts";

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ now: new Date("2026-11-21T12:00:00.000Z") });
});
afterAll(async () => {
  await api?.close();
});

async function generatedTexasCouple() {
  const couple = await readyCouple(api.db, { state: "TX" });
  const generated = await api.inject({
    method: "POST",
    url: `/documents/${couple.document.id}/generate`,
    as: claimsOf(couple.userA),
  });
  expect(generated.statusCode, generated.body).toBe(201);
  return { couple, draftPdfId: generated.json<{ pdfFileId: string }>().pdfFileId };
}

const patch = (documentId: string, user: Parameters<typeof claimsOf>[0], payload: Record<string, unknown>) =>
  api.inject({ method: "PATCH", url: `/documents/${documentId}`, as: claimsOf(user), payload });
const entriesOf = async (documentId: string, kind: string) =>
  api.db
    .select()
    .from(documentRecordEntries)
    .where(and(eq(documentRecordEntries.documentId, documentId), eq(documentRecordEntries.kind, kind)));

describe("both partners reviewing at once", () => {
  it("completes the couple's review: both reviews recorded, the document reviewed, the final copy drawn", async () => {
    for (let round = 0; round < 3; round += 1) {
      const { couple, draftPdfId } = await generatedTexasCouple();
      const at = api.clock.now().toISOString();
      const responses = await Promise.all([
        patch(couple.document.id, couple.userA, { reviewedAt: at }),
        patch(couple.document.id, couple.userB, { reviewedAt: at }),
      ]);
      expect(
        responses.map((response) => response.statusCode),
        responses.map((response) => response.body).join("\n"),
      ).toEqual([200, 200]);
      const [row] = await api.db.select().from(documents).where(eq(documents.id, couple.document.id));
      expect(row?.userAReviewedAt).not.toBeNull();
      expect(row?.userBReviewedAt).not.toBeNull();
      expect(row?.reviewedAt).not.toBeNull();
      // The final copy replaced the draft as the agreement's PDF.
      expect(row?.generatedPdfFileId).not.toBe(draftPdfId);
      expect(
        (await entriesOf(couple.document.id, "AGREEMENT_REVIEWED")).map((entry) => entry.respondent).sort(),
      ).toEqual(["A", "B"]);
      const history = await api.inject({
        method: "GET",
        url: `/documents/${couple.document.id}/history`,
        as: claimsOf(couple.userA),
      });
      expect(history.json<{ record: { verified: boolean } }>().record.verified).toBe(true);
    }
  });

  it("records one review for a partner's double click, and refuses the rest", async () => {
    const { couple } = await generatedTexasCouple();
    const at = api.clock.now().toISOString();
    const responses = await Promise.all(
      Array.from({ length: 3 }, () => patch(couple.document.id, couple.userA, { reviewedAt: at })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
    for (const refused of responses.filter((response) => response.statusCode === 409))
      expect(refused.json()).toMatchObject({ code: "DOCUMENT_ALREADY_REVIEWED" });
    expect(await entriesOf(couple.document.id, "AGREEMENT_REVIEWED")).toHaveLength(1);
    const [row] = await api.db.select().from(documents).where(eq(documents.id, couple.document.id));
    expect(row).toMatchObject({ userBReviewedAt: null, reviewedAt: null });
  });

  it("finalizes once when both partners finalize together", async () => {
    const { couple } = await generatedTexasCouple();
    await reviewByBoth(api, couple);
    const at = api.clock.now().toISOString();
    const responses = await Promise.all([
      patch(couple.document.id, couple.userA, { finalizedAt: at }),
      patch(couple.document.id, couple.userB, { finalizedAt: at }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(responses.find((response) => response.statusCode === 409)?.json()).toMatchObject({
      code: "DOCUMENT_ALREADY_FINALIZED",
    });
    expect(await entriesOf(couple.document.id, "AGREEMENT_FINALIZED")).toHaveLength(1);
  });
});
