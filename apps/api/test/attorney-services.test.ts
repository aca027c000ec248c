/**
 * Attorney services for a couple through the API: eligibility, the attorneys each partner may
 * choose (never the partner's attorney or law firm), cards with public fields only, buying
 * representation for both, assigning the attorney and the agreement (attorneyAId/attorneyBId,
 * will-hire flags, the attorney-locked section opening), and the refusals that change nothing.
 */
import { attorneyReviews, documents, events, purchaseItems } from "@prenup/db";
import { createAttorney, createCouple, createLawFirm, createPurchaseItem, snapshotTables } from "@prenup/db/testing";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_CARD_TOKENS } from "../src/integrations/payments/index.ts";
import { claimsOf, createTestApi, json, type TestApi } from "./harness.ts";
import { opt, q } from "./questionnaire-fixtures.ts";

let api: TestApi;
let productIds: Record<string, string>;
let ellis: Awaited<ReturnType<typeof createAttorney>>;
let navarro: Awaited<ReturnType<typeof createAttorney>>;
let raman: Awaited<ReturnType<typeof createAttorney>>;

type Person = { id: string; externalId: string; email: string; userType: "CUSTOMER" | "ATTORNEY" | "ADMIN" };
type Eligibility = {
  attorneySupport: string | null;
  availableAttorneysForUser: { id: string; lawFirmId: string | null }[];
  userAssignedAttorneyAndLawFirmIds: { attorneyIds: string[]; lawFirmIds: string[] };
  maxRepresentationProductsUserCanPurchase: number;
  userCanPurchase: boolean;
  fianceCanPurchase: boolean;
  qaAvailable: boolean;
  representationBookingStatus: string | null;
  qaBookingStatus: string | null;
  representationBoughtByPartner: boolean;
};
type Card = Record<string, unknown> & {
  id: string;
  averageRating: number | null;
  stars: number | null;
  reviewCount: number;
};

beforeAll(async () => {
  api = await createTestApi();
  const products = json<{ id: string; productType: string }[]>(await api.inject({ method: "GET", url: "/products" }));
  productIds = Object.fromEntries(products.map((product) => [product.productType, product.id]));
  const firm1 = await createLawFirm(api.db, { name: "Ellis & Navarro", isApproved: true });
  const firm2 = await createLawFirm(api.db, { name: "Brightwater", isApproved: true });
  ellis = await createAttorney(api.db, {
    lawFirm: firm1,
    states: ["CA", "NY"],
    user: { firstName: "Morgan", lastName: "Ellis", email: `ellis-${Date.now()}@test.prenup.test` },
  });
  navarro = await createAttorney(api.db, {
    lawFirm: firm1,
    states: ["CA"],
    user: { firstName: "Daniela", lastName: "Navarro" },
  });
  raman = await createAttorney(api.db, {
    lawFirm: firm2,
    states: ["CA"],
    user: { firstName: "Priya", lastName: "Raman" },
    attorney: { isEmbryoAttorney: true },
  });
  // Ratings: only approved reviews count.
  const reviewer = await createCouple(api.db);
  await api.db.insert(attorneyReviews).values([
    { attorneyId: raman.attorney.id, userId: reviewer.userA.id, rating: 80, status: "APPROVED" },
    { attorneyId: raman.attorney.id, userId: reviewer.userB.id, rating: 95, status: "APPROVED" },
    { attorneyId: raman.attorney.id, userId: reviewer.userB.id, rating: 0, status: "PENDING" },
    { attorneyId: ellis.attorney.id, userId: reviewer.userA.id, rating: 45, status: "APPROVED" },
  ]);
});
afterAll(async () => {
  await api?.close();
});

const get = <T>(user: Person, url: string) =>
  api.inject({ method: "GET", url, as: claimsOf(user) }).then((response) => {
    expect(response.statusCode, response.body).toBe(200);
    return json<T>(response);
  });
const eligibility = (user: Person) =>
  get<Eligibility>(user, `/users/${user.id}/products/attorney-services/eligibility`);
const patchItem = (user: Person, itemId: string, payload: Record<string, unknown>) =>
  api.inject({ method: "PATCH", url: `/users/${user.id}/purchase-items/${itemId}`, payload, as: claimsOf(user) });

const watched = [documents, purchaseItems];
async function expectUnchanged(send: () => Promise<LightMyRequestResponse>, status: number, message?: string) {
  const before = await snapshotTables(api.db, watched);
  const response = await send();
  expect(response.statusCode, response.body).toBe(status);
  if (message) expect(response.body).toContain(message);
  expect(await snapshotTables(api.db, watched)).toEqual(before);
  return response;
}

async function buyRepresentation(user: Person, quantity: number, chosenAttorneyId?: string) {
  const cart = json<{ id: string }>(
    await api.inject({
      method: "POST",
      url: `/users/${user.id}/carts`,
      payload: { cartStatus: "UNPAID" },
      as: claimsOf(user),
    }),
  );
  const added = await api.inject({
    method: "POST",
    url: `/users/${user.id}/carts/${cart.id}/cart-items`,
    payload: { productId: productIds.REPRESENTATION, quantity, ...(chosenAttorneyId ? { chosenAttorneyId } : {}) },
    as: claimsOf(user),
  });
  expect(added.statusCode, added.body).toBeLessThan(300);
  const paid = await api.inject({
    method: "POST",
    url: `/users/${user.id}/checkout`,
    payload: { cartId: cart.id, paymentMethod: "CARD", paymentMethodToken: LOCAL_CARD_TOKENS.success },
    as: claimsOf(user),
  });
  expect(paid.statusCode, paid.body).toBe(200);
}

async function itemsOf(userId: string) {
  return api.db.select().from(purchaseItems).where(eq(purchaseItems.userId, userId));
}

describe("a CA couple hires two attorneys of different firms", () => {
  it("offers both partners representation, then each chooses an attorney the other does not have", async () => {
    const couple = await createCouple(api.db, { state: "CA", paid: true });
    const { userA, userB, document } = couple;

    const before = await eligibility(userA);
    expect(before).toMatchObject({
      attorneySupport: "PARTNER",
      maxRepresentationProductsUserCanPurchase: 2,
      userCanPurchase: true,
      fianceCanPurchase: true,
      qaAvailable: true,
      representationBookingStatus: null,
    });
    expect(before.availableAttorneysForUser.map((a) => a.id).sort()).toEqual(
      [ellis.attorney.id, navarro.attorney.id, raman.attorney.id].sort(),
    );

    // A wants an attorney: the section with attorney rules is locked until representation is bought.
    const answer = (key: string, option: string) =>
      api.inject({
        method: "POST",
        url: `/users/${userA.id}/answers?questionId=${q(key)}`,
        payload: { questionOptionIds: [opt(key, option)] },
        as: claimsOf(userA),
      });
    expect((await answer("attorney_plan", "hire_through_us")).statusCode).toBe(201);
    expect(json(await answer("support_choice", "state_law"))).toMatchObject({ code: "SECTION_LOCKED" });

    // A buys representation for both, choosing Ellis for themself.
    await buyRepresentation(userA, 2, ellis.attorney.id);
    const [itemA] = (await itemsOf(userA.id)).filter((item) => item.category === "ATTORNEY_SERVICE");
    const [itemB] = (await itemsOf(userB.id)).filter((item) => item.category === "ATTORNEY_SERVICE");
    expect(itemA).toMatchObject({ attorneyId: ellis.attorney.id, documentId: document.id, bookingStatus: "WAITING" });
    expect(itemB).toMatchObject({ attorneyId: null, bookingStatus: "WAITING" });

    // A assigns their attorney and agreement: Ellis represents A, A's will-hire flag is set.
    const assigned = await patchItem(userA, itemA!.id, { attorneyId: ellis.attorney.id, documentId: document.id });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const [afterA] = await api.db.select().from(documents).where(eq(documents.id, document.id));
    expect(afterA).toMatchObject({ attorneyAId: ellis.attorney.id, userAWillHireAttorney: true, attorneyBId: null });
    // The locked section is open now.
    expect((await answer("support_choice", "state_law")).statusCode).toBe(201);

    // B sees the representation A bought for them and only attorneys without a conflict.
    const forB = await eligibility(userB);
    expect(forB).toMatchObject({
      userCanPurchase: false,
      fianceCanPurchase: false,
      maxRepresentationProductsUserCanPurchase: 0,
      representationBookingStatus: "WAITING",
      representationBoughtByPartner: true,
    });
    expect(forB.availableAttorneysForUser.map((a) => a.id)).toEqual([raman.attorney.id]);
    const page = await get<{ attorneys: Card[]; total: number }>(
      userB,
      `/users/${userB.id}/documents/${document.id}/attorneys?serviceType=REPRESENTATION`,
    );
    expect(page.total).toBe(1);
    expect(page.attorneys[0]).toMatchObject({
      id: raman.attorney.id,
      firstName: "Priya",
      averageRating: 8.8,
      stars: 5,
      reviewCount: 2,
      isEmbryoAttorney: true,
      lawFirm: { name: "Brightwater" },
      licensedStates: ["CA"],
      services: ["Q_A", "REPRESENTATION"],
    });
    for (const secret of ["email", "phoneNumber", "barLicenseNum", "payoutDetails", "stripeAccountId", "externalId"])
      expect(JSON.stringify(page)).not.toContain(secret);

    // B may not choose A's attorney nor anyone of A's attorney's firm; nothing changes.
    await expectUnchanged(
      () => patchItem(userB, itemB!.id, { attorneyId: ellis.attorney.id }),
      409,
      "Partners cannot share an attorney",
    );
    await expectUnchanged(
      () => patchItem(userB, itemB!.id, { attorneyId: navarro.attorney.id, documentId: document.id }),
      409,
      "Partners cannot share an attorney",
    );
    const chosen = await patchItem(userB, itemB!.id, { attorneyId: raman.attorney.id, documentId: document.id });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const [afterB] = await api.db.select().from(documents).where(eq(documents.id, document.id));
    expect(afterB).toMatchObject({
      attorneyAId: ellis.attorney.id,
      attorneyBId: raman.attorney.id,
      userBWillHireAttorney: true,
    });

    // Nor put them in the cart for a Q&A.
    const cart = json<{ id: string }>(
      await api.inject({
        method: "POST",
        url: `/users/${userB.id}/carts`,
        payload: { cartStatus: "UNPAID" },
        as: claimsOf(userB),
      }),
    );
    const conflicted = await api.inject({
      method: "POST",
      url: `/users/${userB.id}/carts/${cart.id}/cart-items`,
      payload: { productId: productIds.Q_A, quantity: 1, chosenAttorneyId: navarro.attorney.id },
      as: claimsOf(userB),
    });
    expect(conflicted.statusCode, conflicted.body).toBe(409);
    expect(conflicted.body).toContain("Partners cannot share an attorney");

    // Each partner's attorneys.
    const mine = await get<
      (Card & { representsUser: boolean; purchases: { purchaseItemId: string; productType: string }[] })[]
    >(userA, `/users/${userA.id}/attorneys`);
    expect(mine).toMatchObject([
      {
        id: ellis.attorney.id,
        representsUser: true,
        averageRating: 4.5,
        stars: 4,
        reviewCount: 1,
        purchases: [{ purchaseItemId: itemA!.id, productType: "REPRESENTATION" }],
      },
    ]);
    const featured = await get<{ attorney: Card | null }>(
      userA,
      `/users/${userA.id}/documents/${document.id}/attorneys/featured-attorney`,
    );
    expect(featured.attorney?.id).toBe(ellis.attorney.id);
    // Q&A for A: never B's attorney's firm.
    const qa = await get<{ attorneys: Card[] }>(
      userA,
      `/users/${userA.id}/documents/${document.id}/attorneys?serviceType=Q_A`,
    );
    expect(qa.attorneys.map((a) => a.id).sort()).toEqual([ellis.attorney.id, navarro.attorney.id].sort());
  });

  it("sells one representation where only one firm is licensed, and features the best-rated attorney", async () => {
    const couple = await createCouple(api.db, { state: "NY", paid: true });
    const result = await eligibility(couple.userA);
    expect(result).toMatchObject({
      maxRepresentationProductsUserCanPurchase: 1,
      userCanPurchase: true,
      fianceCanPurchase: true,
    });
    const featured = await get<{ attorney: Card | null }>(
      couple.userA,
      `/users/${couple.userA.id}/documents/${couple.document.id}/attorneys/featured-attorney?serviceType=Q_A`,
    );
    expect(featured.attorney?.id).toBe(ellis.attorney.id);
  });

  it("bounds the cart's representation quantity by the eligibility's maximum: two attorneys of one firm serve only one partner", async () => {
    const firm = await createLawFirm(api.db, { name: "Cascade Partners", isApproved: true });
    await createAttorney(api.db, { lawFirm: firm, states: ["WA"], user: { firstName: "Ana", lastName: "Lind" } });
    await createAttorney(api.db, { lawFirm: firm, states: ["WA"], user: { firstName: "Ben", lastName: "Ortiz" } });
    const couple = await createCouple(api.db, { state: "WA", paid: true });
    expect(await eligibility(couple.userA)).toMatchObject({
      maxRepresentationProductsUserCanPurchase: 1,
      userCanPurchase: true,
      fianceCanPurchase: true,
    });
    const cart = json<{ id: string }>(
      await api.inject({
        method: "POST",
        url: `/users/${couple.userA.id}/carts`,
        payload: { cartStatus: "UNPAID" },
        as: claimsOf(couple.userA),
      }),
    );
    const added = await api.inject({
      method: "POST",
      url: `/users/${couple.userA.id}/carts/${cart.id}/cart-items`,
      payload: { productId: productIds.REPRESENTATION, quantity: 2 },
      as: claimsOf(couple.userA),
    });
    expect(added.statusCode, added.body).toBeLessThan(300);
    expect(json<{ cartItems: { quantity: number }[] }>(added).cartItems.map((item) => item.quantity)).toEqual([1]);
  });

  it("lists representation bought for the partner to the buyer, and to the partner as theirs; not to a stranger", async () => {
    const couple = await createCouple(api.db, { state: "CA", paid: true });
    const stranger = await createCouple(api.db, { state: "CA", paid: true });
    const { purchaseItem } = await createPurchaseItem(api.db, {
      user: couple.userB,
      buyer: couple.userA,
      productType: "REPRESENTATION",
      document: couple.document,
    });
    const listed = (user: Person) =>
      get<{ id: string; userId: string }[]>(user, `/users/${user.id}/purchase-items?category=ATTORNEY_SERVICE`);
    expect((await listed(couple.userA)).map((item) => [item.id, item.userId])).toEqual([
      [purchaseItem.id, couple.userB.id],
    ]);
    expect((await listed(couple.userB)).map((item) => item.id)).toEqual([purchaseItem.id]);
    expect(await listed(stranger.userA)).toEqual([]);
  });

  it("offers nothing where attorney support is NONE, and without an agreement", async () => {
    const none = await createCouple(api.db, { state: "OH", paid: true });
    expect(await eligibility(none.userA)).toMatchObject({
      attorneySupport: "NONE",
      availableAttorneysForUser: [],
      userCanPurchase: false,
      fianceCanPurchase: false,
      qaAvailable: false,
      maxRepresentationProductsUserCanPurchase: 0,
    });
    const page = await get<{ attorneys: Card[]; total: number }>(
      none.userA,
      `/users/${none.userA.id}/documents/${none.document.id}/attorneys?serviceType=Q_A`,
    );
    expect(page).toMatchObject({ attorneys: [], total: 0 });
    const featured = await get<{ attorney: Card | null }>(
      none.userA,
      `/users/${none.userA.id}/documents/${none.document.id}/attorneys/featured-attorney`,
    );
    expect(featured.attorney).toBeNull();
  });

  it("paginates attorney lists on the server", async () => {
    const couple = await createCouple(api.db, { state: "CA", paid: true });
    const first = await get<{ attorneys: Card[]; total: number }>(
      couple.userA,
      `/users/${couple.userA.id}/documents/${couple.document.id}/attorneys?serviceType=REPRESENTATION&pageSize=2`,
    );
    const second = await get<{ attorneys: Card[]; total: number }>(
      couple.userA,
      `/users/${couple.userA.id}/documents/${couple.document.id}/attorneys?serviceType=REPRESENTATION&pageSize=2&page=2`,
    );
    expect(first.total).toBe(3);
    expect(first.attorneys.map((a) => a.id)).toEqual([raman.attorney.id, ellis.attorney.id]);
    expect(second.attorneys.map((a) => a.id)).toEqual([navarro.attorney.id]);
  });
});

describe("the public list of attorneys (the front page's)", () => {
  it("answers visitors with approved attorneys' public card fields only, best rated first, and the total", async () => {
    const applicant = await createAttorney(api.db, {
      stage: "UNDER_REVIEW",
      states: ["CA"],
      user: { firstName: "Pending", lastName: "Applicant" },
    });
    const response = await api.inject({ method: "GET", url: "/attorneys" });
    expect(response.statusCode, response.body).toBe(200);
    const body = json<{ attorneys: Card[]; total: number }>(response);
    const ids = body.attorneys.map((card) => card.id);
    expect(ids).toContain(ellis.attorney.id);
    expect(ids).not.toContain(applicant.attorney.id);
    expect(body.attorneys.length).toBeLessThanOrEqual(6);
    expect(body.total).toBeGreaterThanOrEqual(body.attorneys.length);
    const publicFields = [
      "averageRating",
      "bio",
      "firstName",
      "hasFastTurnaround",
      "id",
      "isEmbryoAttorney",
      "languages",
      "lastName",
      "lawFirm",
      "lawSchool",
    ];
    const moreFields = [
      "licensedStates",
      "photoUrl",
      "practiceAreas",
      "responseTimeHours",
      "reviewCount",
      "services",
      "stars",
      "yearsOfExperience",
    ];
    for (const card of body.attorneys)
      expect(Object.keys(card).sort()).toEqual([...publicFields, ...moreFields].sort());
    const ellisCard = body.attorneys.find((card) => card.id === ellis.attorney.id)!;
    expect(ellisCard).toMatchObject({ firstName: "Morgan", lastName: "Ellis", licensedStates: ["CA", "NY"] });
  });
});

describe("bad input", () => {
  it("refuses a bad serviceType or page with a clear message", async () => {
    const couple = await createCouple(api.db, { state: "CA" });
    const bad = await api.inject({
      method: "GET",
      url: `/users/${couple.userA.id}/documents/${couple.document.id}/attorneys?serviceType=PRENUP`,
      as: claimsOf(couple.userA),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("serviceType must be REPRESENTATION or Q_A");
    const page = await api.inject({
      method: "GET",
      url: `/users/${couple.userA.id}/documents/${couple.document.id}/attorneys?serviceType=Q_A&pageSize=500`,
      as: claimsOf(couple.userA),
    });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain("pageSize must be a whole number from 1 to 50");
  });

  it("refuses an attorney not licensed in the state, or not offering the service, changing nothing", async () => {
    const couple = await createCouple(api.db, { state: "CA", paid: true });
    const nyOnly = await createAttorney(api.db, { states: ["NY"] });
    const noQa = await createAttorney(api.db, { states: ["CA"], services: ["REPRESENTATION"] });
    const { purchaseItem } = await createPurchaseItem(api.db, {
      user: couple.userA,
      productType: "Q_A",
      document: couple.document,
    });
    await expectUnchanged(
      () => patchItem(couple.userA, purchaseItem.id, { attorneyId: nyOnly.attorney.id }),
      409,
      "not licensed in your agreement",
    );
    await expectUnchanged(
      () => patchItem(couple.userA, purchaseItem.id, { attorneyId: noQa.attorney.id }),
      409,
      "does not offer this service",
    );
    await expectUnchanged(() => patchItem(couple.userA, purchaseItem.id, { attorneyId: "not-a-uuid" }), 400);
  });

  it("refuses a second representing attorney on the same side, changing nothing", async () => {
    const couple = await createCouple(api.db, { state: "CA", paid: true, document: {} });
    await api.db
      .update(documents)
      .set({ attorneyAId: navarro.attorney.id })
      .where(eq(documents.id, couple.document.id));
    const { purchaseItem } = await createPurchaseItem(api.db, {
      user: couple.userA,
      productType: "REPRESENTATION",
      document: couple.document,
    });
    await expectUnchanged(
      () => patchItem(couple.userA, purchaseItem.id, { attorneyId: ellis.attorney.id }),
      409,
      "already has another attorney representing you",
    );
  });
});

describe("reviews", () => {
  it("prompts for completed services, takes one PENDING review per service, and counts it once approved", async () => {
    const couple = await createCouple(api.db, { state: "CA", paid: true });
    const { userA } = couple;
    const { purchaseItem } = await createPurchaseItem(api.db, {
      user: userA,
      productType: "Q_A",
      document: couple.document,
      attorney: ellis.attorney.id,
    });
    const review = (attorneyId: string, payload: Record<string, unknown>) =>
      api.inject({
        method: "POST",
        url: `/users/${userA.id}/attorneys/${attorneyId}/attorney-reviews`,
        payload,
        as: claimsOf(userA),
      });
    const needing = () =>
      get<{ attorneyId: string; purchaseItemId: string; productType: string }[]>(
        userA,
        `/users/${userA.id}/attorneys-needing-reviews`,
      );

    // Booked but not completed: nothing to review yet.
    const [call] = await api.db
      .insert(events)
      .values({
        purchaseItemId: purchaseItem.id,
        attorneyId: ellis.attorney.id,
        userId: userA.id,
        eventStartAt: new Date("2026-11-20T17:00:00Z"),
        eventEndAt: new Date("2026-11-20T17:20:00Z"),
      })
      .returning();
    expect(await needing()).toEqual([]);
    await expectUnchangedReviews(() => review(ellis.attorney.id, { rating: 90 }), 409, "after a completed service");

    await api.db
      .update(events)
      .set({ serviceCompletedAt: new Date("2026-11-20T17:20:00Z") })
      .where(eq(events.id, call!.id));
    expect(await needing()).toMatchObject([
      { attorneyId: ellis.attorney.id, purchaseItemId: purchaseItem.id, productType: "Q_A" },
    ]);

    await expectUnchangedReviews(
      () => review(ellis.attorney.id, { rating: 150 }),
      400,
      "Choose a rating from 0 to 100.",
    );
    await expectUnchangedReviews(
      () => review(ellis.attorney.id, { rating: 90, message: "x".repeat(2001) }),
      400,
      "too long",
    );
    await expectUnchangedReviews(() => review(raman.attorney.id, { rating: 90 }), 409, "after a completed service");

    const before = (await get<Card[]>(userA, `/users/${userA.id}/attorneys`))[0]!;
    const created = await review(ellis.attorney.id, { rating: 95, message: "  <b>Clear</b> and kind.  " });
    expect(created.statusCode, created.body).toBe(201);
    const saved = json<{ id: string; status: string; message: string }>(created);
    expect(saved).toMatchObject({ status: "PENDING", message: "<b>Clear</b> and kind." });
    expect(await needing()).toEqual([]);
    await expectUnchangedReviews(() => review(ellis.attorney.id, { rating: 10 }), 409, "already reviewed");
    // Pending reviews do not count; approved ones do.
    expect((await get<Card[]>(userA, `/users/${userA.id}/attorneys`))[0]).toMatchObject({
      averageRating: before.averageRating,
      reviewCount: before.reviewCount,
    });
    await api.db.update(attorneyReviews).set({ status: "APPROVED" }).where(eq(attorneyReviews.id, saved.id));
    expect((await get<Card[]>(userA, `/users/${userA.id}/attorneys`))[0]).toMatchObject({
      averageRating: 7,
      reviewCount: before.reviewCount + 1,
    });
  });
});

async function expectUnchangedReviews(send: () => Promise<LightMyRequestResponse>, status: number, message: string) {
  const before = await snapshotTables(api.db, [attorneyReviews]);
  const response = await send();
  expect(response.statusCode, response.body).toBe(status);
  expect(response.body).toContain(message);
  expect(await snapshotTables(api.db, [attorneyReviews])).toEqual(before);
}
