/**
 * The signer-location question where a state asks it. In the matrix only California's row makes a
 * signer's location matter, and California agreements are signed in person, so no couple is asked
 * today; this file gives Texas's row California's cell (`OUTSIDE_STATE_ONLY`, online allowed) for
 * its tests, and puts the real cell back after them, to run the server's asking path: the question in the couple's state's name, each signer's own answer, the
 * refusals, and what the answer costs in statements. notarizations.test.ts covers the real matrix.
 */
import { documents, notarizationSignerLocations, users } from "@prenup/db";
import { createAttorney } from "@prenup/db/testing";
import { eq } from "drizzle-orm";
import { stateLawMatrix } from "@prenup/content";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readyCouple, reviewByBoth } from "./agreement-fixtures.ts";
import { claimsOf, createTestApi, type TestApi, type TokenClaims } from "./harness.ts";

let api: TestApi;
const NOW = new Date("2026-11-21T12:00:00.000Z");

const texas = stateLawMatrix.TX.execution;
const texasCell = texas.onlineSignerLocation;

beforeAll(async () => {
  texas.onlineSignerLocation = { ...stateLawMatrix.CA.execution.onlineSignerLocation };
  api = await createTestApi({ now: NOW });
});
afterAll(async () => {
  texas.onlineSignerLocation = texasCell;
  await api?.close();
});
beforeEach(() => api.clock.set(NOW));

type Availability = {
  canStart: boolean;
  problem: { code: string; title: string; message: string } | null;
  signerLocation: {
    stateName: string;
    question: string;
    explanation: string;
    signers: { role: string; inState: boolean | null; isYou: boolean }[];
  } | null;
};

const answer = (documentId: string, as: TokenClaims, payload: unknown) =>
  api.inject({
    method: "PUT",
    url: `/documents/${documentId}/notarizations/signer-location`,
    as,
    payload: payload as Record<string, unknown>,
  });
const availability = async (documentId: string, as: TokenClaims) => {
  const response = await api.inject({ method: "GET", url: `/documents/${documentId}/notarizations`, as });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ availability: Availability }>().availability;
};
const start = (documentId: string, as: TokenClaims) =>
  api.inject({ method: "POST", url: `/documents/${documentId}/notarizations`, as, payload: { signEarly: true } });
const answersOf = (documentId: string) =>
  api.db
    .select({ userId: notarizationSignerLocations.userId, inState: notarizationSignerLocations.inCalifornia })
    .from(notarizationSignerLocations)
    .where(eq(notarizationSignerLocations.documentId, documentId));

async function reviewedCouple() {
  const couple = await readyCouple(api.db, { state: "TX" });
  const asA = claimsOf(couple.userA);
  expect(
    (await api.inject({ method: "POST", url: `/documents/${couple.document.id}/generate`, as: asA })).statusCode,
  ).toBe(201);
  await reviewByBoth(api, couple);
  const nameOf = async (id: string) => {
    const [user] = await api.db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, id));
    return [user!.firstName, user!.lastName].filter(Boolean).join(" ");
  };
  return {
    couple,
    asA,
    asB: claimsOf(couple.userB),
    documentId: couple.document.id,
    names: [await nameOf(couple.userA.id), await nameOf(couple.userB.id)],
  };
}

describe("where a state's law makes a signer's location matter", () => {
  it("asks each signer in the state's own name, refuses the session while one has not answered or will be there, and stores nothing then", async () => {
    const { asA, asB, documentId, couple, names } = await reviewedCouple();
    const before = await availability(documentId, asA);
    expect(before.signerLocation).toMatchObject({
      stateName: "Texas",
      question: "Will you be in Texas when you sign online?",
      signers: [
        { role: "USER_A", inState: null, isYou: true },
        { role: "USER_B", inState: null, isYou: false },
      ],
    });
    expect(JSON.stringify(before)).not.toMatch(/California/);
    expect(before).toMatchObject({
      canStart: false,
      problem: {
        code: "SIGNER_LOCATION_MISSING",
        message: expect.stringContaining(`in Texas when they sign. Waiting for: ${names[0]}, ${names[1]}.`),
      },
    });
    expect((await start(documentId, asA)).statusCode).toBe(409);

    for (const payload of [{}, { inState: "no" }, { inState: null }, { inState: false, extra: 1 }]) {
      expect((await answer(documentId, asA, payload)).statusCode).toBe(400);
    }
    expect(await answersOf(documentId)).toEqual([]);

    expect((await answer(documentId, asA, { inState: false })).json()).toEqual({
      role: "USER_A",
      inState: false,
      answeredAt: NOW.toISOString(),
    });
    expect((await answer(documentId, asB, { inState: true })).json()).toMatchObject({ role: "USER_B", inState: true });
    expect(await availability(documentId, asB)).toMatchObject({
      canStart: false,
      problem: {
        code: "SIGNER_LOCATION_NOT_ALLOWED",
        title: "Someone will sign from Texas.",
        message: expect.stringMatching(new RegExp(`^${names[1]} will be in Texas when signing\\..*in person`)),
      },
    });
    const refused = await start(documentId, asA);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: "SIGNER_LOCATION_NOT_ALLOWED" });

    await answer(documentId, asB, { inState: false });
    expect(await answersOf(documentId)).toEqual(
      expect.arrayContaining([
        { userId: couple.userA.id, inState: false },
        { userId: couple.userB.id, inState: false },
      ]),
    );
    expect((await start(documentId, asA)).statusCode).toBe(201);
    const late = await answer(documentId, asB, { inState: true });
    expect(late.json()).toMatchObject({ code: "NOTARIZATION_IN_PROGRESS" });
  });

  it("asks an assigned attorney who signs too, who answers for themselves", async () => {
    const { asA, asB, documentId } = await reviewedCouple();
    const attorney = await createAttorney(api.db, { states: ["TX"] });
    await api.db.update(documents).set({ attorneyAId: attorney.attorney.id }).where(eq(documents.id, documentId));
    await answer(documentId, asA, { inState: false });
    await answer(documentId, asB, { inState: false });
    expect((await availability(documentId, asA)).problem).toMatchObject({ code: "SIGNER_LOCATION_MISSING" });
    expect((await answer(documentId, claimsOf(attorney.user, "attorney"), { inState: true })).json()).toMatchObject({
      role: "ATTORNEY_A",
      inState: true,
    });
    expect((await availability(documentId, asA)).problem).toMatchObject({ code: "SIGNER_LOCATION_NOT_ALLOWED" });
  });

  it("stores an answer in three statements: the access check, the agreement's facts, the upsert", async () => {
    const { asA, documentId } = await reviewedCouple();
    let statements = 0;
    const stop = api.database.onStatement(() => (statements += 1));
    try {
      const response = await answer(documentId, asA, { inState: false });
      expect(response.statusCode, response.body).toBe(200);
    } finally {
      stop();
    }
    expect(statements).toBeLessThanOrEqual(4);
  });
});
