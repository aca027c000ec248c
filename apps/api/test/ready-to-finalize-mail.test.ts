/**
 * The review that completes the couple's tells the partner who reviewed first that the agreement is
 * ready for them to finalize: one e-mail per review, of a kind they can turn off.
 */
import { mailOutbox } from "@prenup/db";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readyCouple } from "./agreement-fixtures.ts";
import { claimsOf, createTestApi, type TestApi, type TokenClaims } from "./harness.ts";

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ now: new Date("2026-11-21T12:00:00.000Z") });
});
afterAll(async () => {
  await api?.close();
});

const review = (documentId: string, as: TokenClaims) =>
  api.inject({ method: "PATCH", url: `/documents/${documentId}`, as, payload: { reviewedAt: "2026-11-21T12:00:00Z" } });
const mailsOf = (template: string, to: string) =>
  api.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.template, template), eq(mailOutbox.to, to)));

describe("ready-to-finalize e-mail", () => {
  it("tells the first reviewer, once, that the partner reviewed and finalizing is next; the second reviewer gets none", async () => {
    const couple = await readyCouple(api.db, { state: "TX" });
    const asA = claimsOf(couple.userA);
    const asB = claimsOf(couple.userB);
    expect(
      (await api.inject({ method: "POST", url: `/documents/${couple.document.id}/generate`, as: asA })).statusCode,
    ).toBe(201);
    expect((await review(couple.document.id, asA)).statusCode).toBe(200);
    // The first review waits for the partner's: nobody is told to finalize yet.
    expect(await mailsOf("ready-to-finalize", couple.userA.email)).toEqual([]);
    expect(await mailsOf("ready-to-finalize", couple.userB.email)).toEqual([]);

    const second = await review(couple.document.id, asB);
    expect(second.statusCode, second.body).toBe(200);
    const [mail, ...more] = await mailsOf("ready-to-finalize", couple.userA.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      subject: "Blake reviewed your prenup: it is ready to finalize",
      userId: couple.userA.id,
      suppressedAt: null,
    });
    expect(mail!.text).toContain("so you have now both reviewed it");
    expect(mail!.text.split("\n")).toEqual(
      expect.arrayContaining([
        "http://localhost:5173/documents/review",
        "http://localhost:5173/profile?turnOff=READY_TO_FINALIZE",
      ]),
    );
    expect(await mailsOf("ready-to-finalize", couple.userB.email)).toEqual([]);

    // The same review sent again is refused and records no second e-mail.
    expect((await review(couple.document.id, asB)).statusCode).toBe(409);
    expect(await mailsOf("ready-to-finalize", couple.userA.email)).toHaveLength(1);
  });

  it("is recorded as suppressed for a partner who turned the kind off", async () => {
    const couple = await readyCouple(api.db, { state: "TX" });
    const asA = claimsOf(couple.userA);
    const off = await api.inject({
      method: "PUT",
      url: `/users/${couple.userA.id}/email-preferences`,
      as: asA,
      payload: { kind: "READY_TO_FINALIZE", enabled: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(
      (await api.inject({ method: "POST", url: `/documents/${couple.document.id}/generate`, as: asA })).statusCode,
    ).toBe(201);
    expect((await review(couple.document.id, asA)).statusCode).toBe(200);
    expect((await review(couple.document.id, claimsOf(couple.userB))).statusCode).toBe(200);
    const [mail] = await mailsOf("ready-to-finalize", couple.userA.email);
    expect(mail?.suppressedAt).not.toBeNull();
  });
});
