/**
 * The agreement editor's lock: one editor at a time (two at once → one holds it), the heartbeat,
 * the lapse and the take-over on the injected clock, the holder visible to the couple, release;
 * refused requests change nothing stored.
 */
import { documentLocks, documents } from "@prenup/db";
import { createAdmin, createAttorney, createCouple } from "@prenup/db/testing";
import { EDITOR_LOCK_TTL_SECONDS } from "@prenup/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { claimsOf, createTestApi, type TestApi, type TokenClaims } from "./harness.ts";

let api: TestApi;
const NOW = new Date("2026-11-21T12:00:00.000Z");

beforeAll(async () => {
  api = await createTestApi({ now: NOW });
});
afterAll(async () => {
  await api?.close();
});
beforeEach(() => api.clock.set(NOW));

type LockView = {
  lock: { holder: { id: string; name: string }; expiresAt: string; acquiredAt: string; isMine: boolean } | null;
  ttlSeconds: number;
};

async function represented() {
  const couple = await createCouple(api.db, { paid: true });
  const a = await createAttorney(api.db, { states: ["CA"] });
  const b = await createAttorney(api.db, { states: ["CA"] });
  await api.db
    .update(documents)
    .set({ attorneyAId: a.attorney.id, attorneyBId: b.attorney.id })
    .where(eq(documents.id, couple.document.id));
  return {
    couple,
    documentId: couple.document.id,
    asA: claimsOf(a.user, "attorney"),
    asB: claimsOf(b.user, "attorney"),
    attorneyA: a,
    attorneyB: b,
  };
}

const take = (documentId: string, as: TokenClaims) =>
  api.inject({ method: "POST", url: `/documents/${documentId}/lock`, as, payload: {} });
const view = async (documentId: string, as: TokenClaims) => {
  const response = await api.inject({ method: "GET", url: `/documents/${documentId}/lock`, as });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LockView>();
};
const storedLock = async (documentId: string) =>
  (await api.db.select().from(documentLocks).where(eq(documentLocks.documentId, documentId))).map((row) => ({
    ...row,
    updatedAt: undefined,
  }));

describe("the editor's lock", () => {
  it("is held by one of two editors who ask at once; the other sees who", async () => {
    const { documentId, asA, asB, couple } = await represented();
    const answers = await Promise.all([take(documentId, asA), take(documentId, asB)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409)!;
    expect(loser.json()).toMatchObject({
      code: "DOCUMENT_LOCKED",
      error: expect.stringMatching(/is editing this agreement/),
    });
    expect(await storedLock(documentId)).toHaveLength(1);

    // The couple sees who is editing.
    const seen = await view(documentId, claimsOf(couple.userA));
    expect(seen.lock).toMatchObject({ isMine: false, holder: { name: expect.any(String) } });
  });

  it("renews on a heartbeat, lapses without one, and can then be taken over; the holder's release frees it", async () => {
    const { documentId, asA, asB, attorneyA, attorneyB } = await represented();
    const first = await take(documentId, asA);
    expect(first.json<LockView>().lock).toMatchObject({
      isMine: true,
      holder: { id: attorneyA.user.id },
      acquiredAt: NOW.toISOString(),
    });

    // A heartbeat half-way keeps the acquisition time and moves the expiry.
    api.clock.set(new Date(NOW.getTime() + (EDITOR_LOCK_TTL_SECONDS / 2) * 1000));
    const renewed = (await take(documentId, asA)).json<LockView>().lock!;
    expect(renewed.acquiredAt).toBe(NOW.toISOString());
    expect(renewed.expiresAt).toBe(new Date(NOW.getTime() + EDITOR_LOCK_TTL_SECONDS * 1.5 * 1000).toISOString());

    // Someone else may not take it, nor release it; refused, nothing changes.
    const before = await storedLock(documentId);
    expect((await take(documentId, asB)).statusCode).toBe(409);
    expect((await api.inject({ method: "DELETE", url: `/documents/${documentId}/lock`, as: asB })).statusCode).toBe(
      409,
    );
    expect(
      (await api.inject({ method: "POST", url: `/documents/${documentId}/lock`, as: asB, payload: { force: true } }))
        .statusCode,
    ).toBe(400);
    expect(await storedLock(documentId)).toEqual(before);

    // Without a heartbeat it lapses: nobody holds it, and B takes over.
    api.clock.set(new Date(NOW.getTime() + (EDITOR_LOCK_TTL_SECONDS * 1.5 + 1) * 1000));
    expect((await view(documentId, asA)).lock).toBeNull();
    const taken = await take(documentId, asB);
    expect(taken.json<LockView>().lock).toMatchObject({
      isMine: true,
      holder: { id: attorneyB.user.id },
      acquiredAt: api.clock.now().toISOString(),
    });

    // A commit-era heartbeat from A after the take-over is refused (A must reload and see B).
    expect((await take(documentId, asA)).json()).toMatchObject({ code: "DOCUMENT_LOCKED" });

    // B lets go; A can take it again; releasing without a lock is fine.
    expect((await api.inject({ method: "DELETE", url: `/documents/${documentId}/lock`, as: asB })).statusCode).toBe(
      204,
    );
    expect(await storedLock(documentId)).toEqual([]);
    expect((await api.inject({ method: "DELETE", url: `/documents/${documentId}/lock`, as: asB })).statusCode).toBe(
      204,
    );
    expect((await take(documentId, asA)).statusCode).toBe(200);
  });

  it("lets an admin edit; the couple and other attorneys cannot take it", async () => {
    const { documentId, couple } = await represented();
    const admin = claimsOf(await createAdmin(api.db), "admin");
    expect((await take(documentId, admin)).statusCode).toBe(200);
    expect((await take(documentId, claimsOf(couple.userA))).statusCode).toBe(403);
    const outsider = await createAttorney(api.db, { states: ["CA"] });
    expect((await take(documentId, claimsOf(outsider.user, "attorney"))).statusCode).toBe(404);
  });
});
