/**
 * The e-mail /notarize promises ("We'll e-mail your partner to let them know they can begin
 * notarization once they have met with their attorney"): recorded when the partner's attorney call
 * is completed and nothing else stops their notarization, once per agreement.
 */
import { documents, mailOutbox } from "@prenup/db";
import { createAttorney, createCouple, createPurchaseItem } from "@prenup/db/testing";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimsOf, createTestApi, json, type TestApi } from "./harness.ts";

// Monday 23 November 2026, 8:00 in California.
const MONDAY_8AM_PACIFIC = new Date("2026-11-23T16:00:00.000Z");
let api: TestApi;
let attorney: Awaited<ReturnType<typeof createAttorney>>;

beforeAll(async () => {
  api = await createTestApi({ now: MONDAY_8AM_PACIFIC });
  attorney = await createAttorney(api.db, { states: ["CA"] });
});
afterAll(async () => {
  await api?.close();
});

type Person = { id: string; externalId: string; email: string; userType: "CUSTOMER" | "ATTORNEY" | "ADMIN" };

/** A couple whose partner A bought representation and booked a call on Tuesday (`startsAt`). */
async function coupleWithBookedCall(options: { generatedAndReviewed: boolean; startsAt: string }) {
  const couple = await createCouple(api.db, { state: "CA", paid: true });
  if (options.generatedAndReviewed) {
    const at = new Date("2026-11-20T12:00:00.000Z");
    await api.db
      .update(documents)
      .set({ lastGeneratedAt: at, lastGeneratedInputHash: "hash", reviewedAt: at })
      .where(eq(documents.id, couple.document.id));
  }
  const { purchaseItem } = await createPurchaseItem(api.db, {
    user: couple.userA,
    productType: "REPRESENTATION",
    document: couple.document,
    attorney: attorney.attorney.id,
  });
  const booked = await api.inject({
    method: "POST",
    url: `/users/${couple.userA.id}/purchase-items/${purchaseItem.id}/events`,
    payload: { startsAt: options.startsAt, timeZone: "America/Los_Angeles", phoneNumber: "+14155550100" },
    as: claimsOf(couple.userA as Person),
  });
  expect(booked.statusCode, booked.body).toBe(200);
  return { couple, eventId: json<{ event: { id: string } }>(booked).event.id };
}

const complete = (eventId: string) =>
  api.inject({
    method: "POST",
    url: `/users/${attorney.user.id}/attorneys/${attorney.attorney.id}/events/${eventId}/complete`,
    as: claimsOf(attorney.user, "attorney"),
  });
const readyMails = (userId: string) =>
  api.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.template, "notarization-ready"), eq(mailOutbox.userId, userId)));

describe("the partner is told they can begin notarization", () => {
  it("is e-mailed once when their attorney call completes and nothing else stops them", async () => {
    const { couple, eventId } = await coupleWithBookedCall({
      generatedAndReviewed: true,
      startsAt: "2026-11-24T19:00:00.000Z",
    });
    expect(await readyMails(couple.userA.id)).toEqual([]);

    api.clock.set(new Date("2026-11-24T19:25:00.000Z"));
    try {
      const done = await complete(eventId);
      expect(done.statusCode, done.body).toBe(200);
      const mails = await readyMails(couple.userA.id);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        to: couple.userA.email,
        subject: "You can begin notarizing your prenuptial agreement",
        templateData: { documentId: couple.document.id },
      });
      expect(mails[0]!.text).toContain("/notarize");
      // The partner who did not need an attorney gets no such mail.
      expect(await readyMails(couple.userB.id)).toEqual([]);

      // Completing the call again (the attorney presses twice) sends nothing more.
      expect((await complete(eventId)).statusCode).toBe(200);
      expect(await readyMails(couple.userA.id)).toHaveLength(1);
    } finally {
      api.clock.set(MONDAY_8AM_PACIFIC);
    }
  });

  it("is not e-mailed while another blocker remains (the agreement not generated yet)", async () => {
    const { couple, eventId } = await coupleWithBookedCall({
      generatedAndReviewed: false,
      startsAt: "2026-11-24T18:00:00.000Z",
    });
    api.clock.set(new Date("2026-11-24T19:25:00.000Z"));
    try {
      expect((await complete(eventId)).statusCode).toBe(200);
      expect(await readyMails(couple.userA.id)).toEqual([]);
    } finally {
      api.clock.set(MONDAY_8AM_PACIFIC);
    }
  });
});
