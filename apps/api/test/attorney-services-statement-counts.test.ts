/**
 * Statements per request of the attorney-services routes, pinned, and constant as the data grows
 * (more attorneys licensed in the state, more couples, purchases and reviews). Counted like
 * money-statement-counts.test.ts (begin/commit included on PostgreSQL).
 */
import { attorneyReviews, chatMessages, documents } from "@prenup/db";
import { eq } from "drizzle-orm";
import { createAttorney, createCouple, createPurchaseItem } from "@prenup/db/testing";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimsOf, createTestApi, type TestApi, type TokenClaims } from "./harness.ts";

let api: TestApi;
const START = new Date("2026-11-21T12:00:00.000Z");

beforeAll(async () => {
  api = await createTestApi({ now: START });
});
afterAll(async () => {
  await api?.close();
});

type Request = InjectOptions & { as: TokenClaims | null };

async function count(request: Request): Promise<{ status: number; statements: number; body: string }> {
  let statements = 0;
  const stop = api.database.onStatement(() => (statements += 1));
  try {
    const response = await api.inject(request);
    return { status: response.statusCode, statements, body: response.body };
  } finally {
    stop();
  }
}

/**
 * Ceilings on PostgreSQL. Every count includes the access check's one statement (two for
 * allOf(self, documentParty): the document's parties). Reads: the services context (document,
 * purchases, licensed attorneys, firms) in one statement, the cards in one more. Assigning an
 * attorney: begin, lock the item with its product, the approved-attorney check, the services
 * context for the conflict rule, the item update, the document's side, commit, then the answer.
 * Slots: the purchase with its attorney, the taken slots. Booking: begin, the purchase locked,
 * the taken slots, the event, the slot, its links, the booking status, the mail, its delivery job, the
 * day-before reminder job (a call more than a day ahead), commit (the
 * mail is delivered by the job, outside the request) and the answer. Cancel and complete: begin, the event locked, its change (and
 * the slot), the purchase locked, its booking status, commit. Reviews: the completed services in
 * one statement (and, to review, begin, that, the insert, commit). Chats: the access check (two
 * statements: self, then the document's parties), the pairing, then the page (one statement with
 * total and unread) or begin, the write, the notification (PostgreSQL only), commit. The public list
 * of attorneys (anonymous, no access check): one statement.
 */
const LIMITS = {
  publicList: 1,
  eligibility: 2,
  list: 4,
  featured: 4,
  assigned: 3,
  assign: 10,
  slots: 3,
  book: 13,
  events: 2,
  cancel: 9,
  complete: 9,
  needingReviews: 2,
  review: 5,
  chats: 4,
  sendChat: 6,
  readChats: 7,
  deleteChats: 7,
} as const;

async function grow(times: number) {
  for (let n = 0; n < times; n += 1) {
    const attorney = await createAttorney(api.db, { states: ["CA"] });
    const couple = await createCouple(api.db, { state: "CA", paid: true });
    await createPurchaseItem(api.db, {
      user: couple.userA,
      productType: "REPRESENTATION",
      document: couple.document,
      attorney: attorney.attorney.id,
    });
    await createPurchaseItem(api.db, { user: couple.userB, productType: "Q_A", document: couple.document });
    await api.db
      .update(documents)
      .set({ attorneyAId: attorney.attorney.id })
      .where(eq(documents.id, couple.document.id));
    await api.db.insert(chatMessages).values([
      {
        documentId: couple.document.id,
        fromUserId: couple.userA.id,
        toUserId: attorney.attorney.id,
        message: `grown ${n}`,
      },
      {
        documentId: couple.document.id,
        fromUserId: attorney.attorney.id,
        toUserId: couple.userA.id,
        message: `reply ${n}`,
      },
    ]);
    await api.db
      .insert(attorneyReviews)
      .values({ attorneyId: attorney.attorney.id, userId: couple.userA.id, rating: 60 + n, status: "APPROVED" });
  }
}

async function journey() {
  const attorney = await createAttorney(api.db, { states: ["CA"] });
  const couple = await createCouple(api.db, { state: "CA", paid: true });
  const user = couple.userA.id;
  const as = claimsOf(couple.userA);
  const { purchaseItem } = await createPurchaseItem(api.db, {
    user: couple.userA,
    productType: "REPRESENTATION",
    document: couple.document,
  });
  const counts = {} as Record<keyof typeof LIMITS, number>;
  const record = async (name: keyof typeof LIMITS, request: Request) => {
    const result = await count(request);
    expect(result.status, `${name}: ${result.body}`).toBe(200);
    counts[name] = result.statements;
  };
  await record("publicList", { method: "GET", url: "/attorneys", as: null });
  await record("eligibility", { method: "GET", url: `/users/${user}/products/attorney-services/eligibility`, as });
  await record("list", {
    method: "GET",
    url: `/users/${user}/documents/${couple.document.id}/attorneys?serviceType=REPRESENTATION&pageSize=5`,
    as,
  });
  await record("featured", {
    method: "GET",
    url: `/users/${user}/documents/${couple.document.id}/attorneys/featured-attorney`,
    as,
  });
  await record("assign", {
    method: "PATCH",
    url: `/users/${user}/purchase-items/${purchaseItem.id}`,
    payload: { attorneyId: attorney.attorney.id },
    as,
  });
  await record("assigned", { method: "GET", url: `/users/${user}/attorneys`, as });
  const { purchaseItem: call } = await createPurchaseItem(api.db, {
    user: couple.userA,
    productType: "Q_A",
    document: couple.document,
    attorney: attorney.attorney.id,
  });
  const slotsResponse = await count({
    method: "GET",
    url: `/users/${user}/purchase-items/${call.id}/slots?days=7`,
    as,
  });
  counts.slots = slotsResponse.statements;
  const [first] = (JSON.parse(slotsResponse.body) as { slots: { startsAt: string }[] }).slots;
  const booked = await count({
    method: "POST",
    url: `/users/${user}/purchase-items/${call.id}/events`,
    payload: { startsAt: first!.startsAt, timeZone: "America/New_York", phoneNumber: "+14155550100" },
    as,
  });
  expect(booked.status, booked.body).toBe(200);
  counts.book = booked.statements;
  const eventId = (JSON.parse(booked.body) as { event: { id: string } }).event.id;
  await record("events", { method: "GET", url: `/users/${user}/purchase-items/events?filter=future`, as });
  await record("cancel", { method: "POST", url: `/users/${user}/events/${eventId}/cancel`, as });
  const rebooked = await api.inject({
    method: "POST",
    url: `/users/${user}/purchase-items/${call.id}/events`,
    payload: { startsAt: first!.startsAt, timeZone: "America/New_York", phoneNumber: "+14155550100" },
    as,
  });
  const secondId = (JSON.parse(rebooked.body) as { event: { id: string } }).event.id;
  api.clock.set(new Date(new Date(first!.startsAt).getTime() + 60_000));
  try {
    await record("complete", {
      method: "POST",
      url: `/users/${attorney.user.id}/attorneys/${attorney.attorney.id}/events/${secondId}/complete`,
      as: claimsOf(attorney.user, "attorney"),
    });
  } finally {
    api.clock.set(START);
  }
  await record("needingReviews", { method: "GET", url: `/users/${user}/attorneys-needing-reviews`, as });
  const reviewed = await count({
    method: "POST",
    url: `/users/${user}/attorneys/${attorney.attorney.id}/attorney-reviews`,
    payload: { rating: 90 },
    as,
  });
  expect(reviewed.status, reviewed.body).toBe(201);
  counts.review = reviewed.statements;
  await api.db.update(documents).set({ attorneyAId: attorney.attorney.id }).where(eq(documents.id, couple.document.id));
  const chat = `/users/${user}/documents/${couple.document.id}/chats`;
  const sent = await count({ method: "POST", url: chat, payload: { message: "Counted" }, as });
  expect(sent.status, sent.body).toBe(201);
  counts.sendChat = sent.statements;
  const chatId = (JSON.parse(sent.body) as { id: string }).id;
  await record("chats", { method: "GET", url: chat, as });
  await record("readChats", { method: "PATCH", url: `${chat}/read`, payload: { chatIds: [chatId] }, as });
  await record("deleteChats", { method: "DELETE", url: chat, payload: { chatIds: [chatId] }, as });
  return counts;
}

describe("attorney-services routes: statements per request", () => {
  it("stay within their ceilings and do not grow with the data", async () => {
    const before = await journey();
    await grow(6);
    const after = await journey();
    expect(after).toEqual(before);
    for (const [name, limit] of Object.entries(LIMITS)) {
      expect(
        after[name as keyof typeof LIMITS],
        `${name}: ${after[name as keyof typeof LIMITS]} statements`,
      ).toBeLessThanOrEqual(limit);
    }
  });
});
