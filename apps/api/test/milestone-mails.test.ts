/**
 * Milestone e-mails to the other partner (the agreement generated, reviewed, finalized), each of a
 * kind the partner can turn off on their account page, and the link in it that leads there.
 */
import { mailOutbox, users } from "@prenup/db";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readyCouple, reviewByBoth } from "./agreement-fixtures.ts";
import { claimsOf, createTestApi, json, type TestApi, type TokenClaims } from "./harness.ts";

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ now: new Date("2026-11-21T12:00:00.000Z") });
});
afterAll(async () => {
  await api?.close();
});

const generate = (documentId: string, as: TokenClaims) =>
  api.inject({ method: "POST", url: `/documents/${documentId}/generate`, as });
const patch = (documentId: string, as: TokenClaims, payload: Record<string, unknown>) =>
  api.inject({ method: "PATCH", url: `/documents/${documentId}`, as, payload });
const mailsOf = (template: string, to: string) =>
  api.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.template, template), eq(mailOutbox.to, to)));

describe("milestone e-mails to the other partner", () => {
  it("tells the partner that the agreement was generated and then finalized, each with its link and a link to turn it off; the actor gets neither", async () => {
    const couple = await readyCouple(api.db, { state: "TX" });
    const asA = claimsOf(couple.userA);
    expect((await generate(couple.document.id, asA)).statusCode).toBe(201);
    const [generated] = await mailsOf("agreement-generated", couple.userB.email);
    expect(generated).toMatchObject({
      subject: "Avery generated your prenup: please review it",
      userId: couple.userB.id,
      suppressedAt: null,
    });
    expect(generated!.text.split("\n")).toEqual(
      expect.arrayContaining([
        "http://localhost:5173/documents/review",
        "http://localhost:5173/profile?turnOff=AGREEMENT_GENERATED",
      ]),
    );
    expect(await mailsOf("agreement-generated", couple.userA.email)).toEqual([]);

    await reviewByBoth(api, couple);
    const finalized = await patch(couple.document.id, asA, { finalizedAt: "2026-11-21T12:00:00Z" });
    expect(finalized.statusCode, finalized.body).toBe(200);
    const [mail] = await mailsOf("agreement-finalized", couple.userB.email);
    expect(mail).toMatchObject({ subject: "Avery finalized your prenup: signing is next", suppressedAt: null });
    expect(mail!.text.split("\n")).toEqual(
      expect.arrayContaining([
        "http://localhost:5173/notarize",
        "http://localhost:5173/profile?turnOff=AGREEMENT_FINALIZED",
      ]),
    );
    expect(await mailsOf("agreement-finalized", couple.userA.email)).toEqual([]);
  });

  it("records a kind the partner turned off as suppressed, and still sends the kinds left on", async () => {
    const couple = await readyCouple(api.db, { state: "TX" });
    const asB = claimsOf(couple.userB);
    const off = await api.inject({
      method: "PUT",
      url: `/users/${couple.userB.id}/email-preferences`,
      as: asB,
      payload: { kind: "AGREEMENT_GENERATED", enabled: false },
    });
    expect(off.statusCode).toBe(200);
    expect(
      json<{ kinds: { kind: string; enabled: boolean }[] }>(off).kinds.find(
        (kind) => kind.kind === "AGREEMENT_GENERATED",
      ),
    ).toEqual({ kind: "AGREEMENT_GENERATED", enabled: false });

    expect((await generate(couple.document.id, claimsOf(couple.userA))).statusCode).toBe(201);
    const [generated] = await mailsOf("agreement-generated", couple.userB.email);
    expect(generated?.suppressedAt).not.toBeNull();

    expect(
      (await patch(couple.document.id, claimsOf(couple.userA), { reviewedAt: "2026-11-21T12:00:00Z" })).statusCode,
    ).toBe(200);
    const [review] = await mailsOf("review-awaited", couple.userB.email);
    expect(review).toMatchObject({ suppressedAt: null });
    expect(review!.text).toContain("http://localhost:5173/profile?turnOff=REVIEW_AWAITED");

    // Turned on again: the next one goes.
    await api.inject({
      method: "PUT",
      url: `/users/${couple.userB.id}/email-preferences`,
      as: asB,
      payload: { kind: "AGREEMENT_GENERATED", enabled: true },
    });
    const [row] = await api.db
      .select({ muted: users.mutedEmailKinds })
      .from(users)
      .where(eq(users.id, couple.userB.id));
    expect(row!.muted).toEqual([]);
  });

  it("keeps the global unsubscribe: every milestone kind is suppressed for an unsubscribed partner", async () => {
    const couple = await readyCouple(api.db, { state: "TX" });
    await api.db.update(users).set({ emailUnsubscribedAt: new Date() }).where(eq(users.id, couple.userB.id));
    expect((await generate(couple.document.id, claimsOf(couple.userA))).statusCode).toBe(201);
    expect((await mailsOf("agreement-generated", couple.userB.email))[0]?.suppressedAt).not.toBeNull();
    const preferences = json<{ unsubscribedFromAll: boolean }>(
      await api.inject({
        method: "GET",
        url: `/users/${couple.userB.id}/email-preferences`,
        as: claimsOf(couple.userB),
      }),
    );
    expect(preferences.unsubscribedFromAll).toBe(true);
  });
});
