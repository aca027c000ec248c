/**
 * Money end to end through the API on the embedded local gateway: carts and their rules, promo
 * codes, checkout (success, decline, redirect, doubled requests), refunds, payouts and discounts.
 */
import {
  auditLog,
  cartItems,
  carts,
  localGatewayRecords,
  mailOutbox,
  payouts,
  purchaseItems,
  refunds,
  lawFirms,
} from "@prenup/db";
import { createAdmin, createAttorney, createCouple, createCustomer, createPurchaseItem } from "@prenup/db/testing";
import {
  PROMO_CODE_MESSAGES,
  REPRESENTATION_AFTER_FINAL_MESSAGE,
  REPRESENTATION_UNAVAILABLE_MESSAGE,
  processingFeeCents,
} from "@prenup/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_CARD_TOKENS } from "../src/integrations/payments/index.ts";
import { claimsOf, createTestApi, json, type TestApi } from "./harness.ts";

let api: TestApi;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let productIds: Record<string, string>;

beforeAll(async () => {
  api = await createTestApi();
  admin = await createAdmin(api.db);
  const products = json<{ id: string; productType: string }[]>(await api.inject({ method: "GET", url: "/products" }));
  productIds = Object.fromEntries(products.map((product) => [product.productType, product.id]));
});
afterAll(async () => {
  await api?.close();
});

type Cart = {
  id: string;
  cartStatus: "PAID" | "UNPAID";
  subtotalInCents: number;
  discountInCents: number;
  totalInCents: number;
  totalFeeInCents: number | null;
  paymentPending: boolean;
  cartItems: { id: string; quantity: number; totalInCents: number; product: { productType: string } }[];
};
type Person = { id: string; externalId: string; email: string; userType: "CUSTOMER" | "ATTORNEY" | "ADMIN" };

async function openCart(user: Person): Promise<Cart> {
  const response = await api.inject({
    method: "POST",
    url: `/users/${user.id}/carts`,
    payload: { cartStatus: "UNPAID" },
    as: claimsOf(user),
  });
  expect([200, 201]).toContain(response.statusCode);
  return json<Cart>(response);
}

async function add(user: Person, cart: Cart, productType: string, payload: Record<string, unknown> = {}) {
  return api.inject({
    method: "POST",
    url: `/users/${user.id}/carts/${cart.id}/cart-items`,
    payload: { productId: productIds[productType], quantity: 1, ...payload },
    as: claimsOf(user),
  });
}

function checkout(
  user: Person,
  cartId: string,
  payload: Record<string, unknown> = { paymentMethod: "CARD", paymentMethodToken: LOCAL_CARD_TOKENS.success },
) {
  return api.inject({
    method: "POST",
    url: `/users/${user.id}/checkout`,
    payload: { cartId, ...payload },
    as: claimsOf(user),
  });
}

async function standing(user: Person) {
  return json<{ prenupPaid: boolean }>(
    await api.inject({ method: "GET", url: `/users/${user.id}/standing`, as: claimsOf(user) }),
  );
}

async function createCode(code: string, coupon: Record<string, unknown>, options: Record<string, unknown> = {}) {
  const created = json<{ id: string }>(
    await api.inject({
      method: "POST",
      url: "/admin/discounts/coupons",
      payload: { name: `Coupon ${code}`, ...coupon },
      as: claimsOf(admin),
    }),
  );
  const response = await api.inject({
    method: "POST",
    url: `/admin/discounts/coupons/${created.id}/discount-codes`,
    payload: { code, ...options },
    as: claimsOf(admin),
  });
  expect(response.statusCode).toBe(201);
  return { couponId: created.id, code: json<{ id: string; code: string }>(response) };
}

async function gatewayCount(kind: "payment" | "refund" | "transfer") {
  return (await api.db.select().from(localGatewayRecords).where(eq(localGatewayRecords.kind, kind))).length;
}

describe("carts", () => {
  it("opens one cart per user: a second POST answers the same cart", async () => {
    const couple = await createCouple(api.db);
    const first = await api.inject({
      method: "POST",
      url: `/users/${couple.userA.id}/carts`,
      payload: {},
      as: claimsOf(couple.userA),
    });
    expect(first.statusCode).toBe(201);
    const again = await api.inject({
      method: "POST",
      url: `/users/${couple.userA.id}/carts`,
      payload: { cartStatus: "UNPAID" },
      as: claimsOf(couple.userA),
    });
    expect(again.statusCode).toBe(200);
    expect(json<Cart>(again).id).toBe(json<Cart>(first).id);
    const pending = json<Cart[]>(
      await api.inject({
        method: "GET",
        url: `/users/${couple.userA.id}/carts?transactionStatus=pending`,
        as: claimsOf(couple.userA),
      }),
    );
    expect(pending.map((cart) => cart.id)).toEqual([json<Cart>(first).id]);
  });

  it("prices from the server, keeps the prenup at one, and refuses bad input without changing the cart", async () => {
    const couple = await createCouple(api.db);
    const cart = await openCart(couple.userA);
    const added = json<Cart>(await add(couple.userA, cart, "PRENUP", { quantity: 3 }));
    expect(added.cartItems).toHaveLength(1);
    expect(added.cartItems[0]!.quantity).toBe(1);
    expect(added.totalInCents).toBe(59_900);

    const bad = [
      await add(couple.userA, cart, "PRENUP", { quantity: 0 }),
      await add(couple.userA, cart, "PRENUP", { quantity: 1.5 }),
      await add(couple.userA, cart, "PRENUP", { priceInCents: 1 }),
      await add(couple.userA, cart, "PRENUP", { chosenAttorneyId: couple.userB.id }),
      await api.inject({
        method: "POST",
        url: `/users/${couple.userA.id}/carts/${cart.id}/cart-items`,
        payload: { productId: "00000000-0000-4000-8000-000000000000", quantity: 1 },
        as: claimsOf(couple.userA),
      }),
    ];
    expect(bad.map((response) => response.statusCode)).toEqual([400, 400, 400, 400, 404]);
    expect(json<{ error: string }>(bad[4]!).error).toBe("This product does not exist.");
    const after = json<Cart>(
      await api.inject({
        method: "GET",
        url: `/users/${couple.userA.id}/carts/${cart.id}`,
        as: claimsOf(couple.userA),
      }),
    );
    expect(after.cartItems.map((item) => item.quantity)).toEqual([1]);
    expect(after.totalInCents).toBe(59_900);
  });

  it("removes an item, and a partner cannot touch the other's cart", async () => {
    const couple = await createCouple(api.db);
    const cart = await openCart(couple.userA);
    const added = json<Cart>(await add(couple.userA, cart, "PRENUP"));
    const asPartner = await api.inject({
      method: "DELETE",
      url: `/users/${couple.userA.id}/carts/${cart.id}/cart-items/${added.cartItems[0]!.id}`,
      as: claimsOf(couple.userB),
    });
    expect(asPartner.statusCode).toBe(403);
    const wrongCart = await api.inject({
      method: "GET",
      url: `/users/${couple.userB.id}/carts/${cart.id}`,
      as: claimsOf(couple.userB),
    });
    expect(wrongCart.statusCode).toBe(404);
    const removed = await api.inject({
      method: "DELETE",
      url: `/users/${couple.userA.id}/carts/${cart.id}/cart-items/${added.cartItems[0]!.id}`,
      as: claimsOf(couple.userA),
    });
    expect(json<Cart>(removed).cartItems).toEqual([]);
  });
});

describe("promo codes", () => {
  it("applies a percentage to the lines that allow discounts, in any case, and explains a refusal", async () => {
    await createCode("WELCOME10", { percentOff: 10 });
    await createCode("OLDCODE", { amountOffInCents: 5_000, expirationDate: "2026-11-20" });
    const couple = await createCouple(api.db);
    const cart = await openCart(couple.userA);
    await add(couple.userA, cart, "PRENUP");
    const applied = await api.inject({
      method: "POST",
      url: `/users/${couple.userA.id}/carts/${cart.id}/promo-codes`,
      payload: { promoCode: " welcome10 " },
      as: claimsOf(couple.userA),
    });
    expect(applied.statusCode).toBe(200);
    expect(json<Cart>(applied)).toMatchObject({
      subtotalInCents: 59_900,
      discountInCents: 5_990,
      totalInCents: 53_910,
    });

    const unknown = await api.inject({
      method: "POST",
      url: `/users/${couple.userA.id}/carts/${cart.id}/promo-codes`,
      payload: { promoCode: "NOPE" },
      as: claimsOf(couple.userA),
    });
    expect(unknown.statusCode).toBe(422);
    expect(json<{ error: string }>(unknown).error).toBe(PROMO_CODE_MESSAGES.notFound);
    const expired = await api.inject({
      method: "POST",
      url: `/users/${couple.userA.id}/carts/${cart.id}/promo-codes`,
      payload: { promoCode: "oldcode" },
      as: claimsOf(couple.userA),
    });
    expect(json<{ error: string }>(expired).error).toBe(PROMO_CODE_MESSAGES.expired);
    const empty = await api.inject({
      method: "POST",
      url: `/users/${couple.userA.id}/carts/${cart.id}/promo-codes`,
      payload: { promoCode: "  " },
      as: claimsOf(couple.userA),
    });
    expect(empty.statusCode).toBe(400);
    // The refused codes left the applied one in place.
    const after = json<Cart>(
      await api.inject({
        method: "GET",
        url: `/users/${couple.userA.id}/carts/${cart.id}`,
        as: claimsOf(couple.userA),
      }),
    );
    expect(after.discountInCents).toBe(5_990);

    const removed = await api.inject({
      method: "DELETE",
      url: `/users/${couple.userA.id}/carts/${cart.id}/promo-codes`,
      as: claimsOf(couple.userA),
    });
    expect(json<Cart>(removed).totalInCents).toBe(59_900);
  });

  it("counts a code's uses per customer on paid carts only", async () => {
    await createCode("ONCE", { percentOff: 50 }, { maxRedemptionsPerCustomer: 1 });
    const couple = await createCouple(api.db);
    const cart = await openCart(couple.userA);
    await add(couple.userA, cart, "PRENUP");
    await api.inject({
      method: "POST",
      url: `/users/${couple.userA.id}/carts/${cart.id}/promo-codes`,
      payload: { promoCode: "ONCE" },
      as: claimsOf(couple.userA),
    });
    expect(json<{ status: string }>(await checkout(couple.userA, cart.id)).status).toBe("paid");
    // Notarization is discountable too; the code was used once already.
    const next = await openCart(couple.userA);
    await add(couple.userA, next, "NOTARIZATION");
    const again = await api.inject({
      method: "POST",
      url: `/users/${couple.userA.id}/carts/${next.id}/promo-codes`,
      payload: { promoCode: "ONCE" },
      as: claimsOf(couple.userA),
    });
    expect(again.statusCode).toBe(422);
    expect(json<{ error: string }>(again).error).toBe(PROMO_CODE_MESSAGES.usedUp);
  });
});

describe("checkout", () => {
  it("pays with a test card: the cart is PAID with its totals and fee, the purchase exists, and the partner is paid too", async () => {
    const couple = await createCouple(api.db);
    expect((await standing(couple.userB)).prenupPaid).toBe(false);
    const cart = await openCart(couple.userA);
    await add(couple.userA, cart, "PRENUP");
    const response = await checkout(couple.userA, cart.id);
    expect(response.statusCode).toBe(200);
    const result = json<{ status: string; cart: Cart; purchaseItems: { userId: string; pricePaidInCents: number }[] }>(
      response,
    );
    expect(result.status).toBe("paid");
    expect(result.cart).toMatchObject({
      cartStatus: "PAID",
      totalInCents: 59_900,
      totalFeeInCents: processingFeeCents("CARD", 59_900),
    });
    expect(result.purchaseItems).toEqual([
      expect.objectContaining({ userId: couple.userA.id, pricePaidInCents: 59_900 }),
    ]);
    expect((await standing(couple.userB)).prenupPaid).toBe(true);
    const audit = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "cart.paid"), eq(auditLog.entityId, cart.id)));
    expect(audit).toHaveLength(1);

    // The partner cannot buy the prenup again; the paid cart can no longer change.
    const partnerCart = await openCart(couple.userB);
    const again = await add(couple.userB, partnerCart, "PRENUP");
    expect(again.statusCode).toBe(409);
    expect(json<{ error: string }>(again).error).toMatch(/already paid/);
    expect((await add(couple.userA, cart, "NOTARIZATION")).statusCode).toBe(409);
  });

  it("charges the price an admin sets from the next payment on; what was paid stays", async () => {
    const setPrice = (priceInCents: number) =>
      api.inject({
        method: "PATCH",
        url: `/products/${productIds["PRENUP"]}`,
        payload: { priceInCents },
        as: claimsOf(admin),
      });
    const before = await createCouple(api.db);
    const paidBefore = await openCart(before.userA);
    await add(before.userA, paidBefore, "PRENUP");
    expect((await checkout(before.userA, paidBefore.id)).statusCode).toBe(200);
    // A cart filled at the old price is charged the new one when it is paid.
    const after = await createCouple(api.db);
    const filledBefore = await openCart(after.userA);
    await add(after.userA, filledBefore, "PRENUP");
    try {
      expect((await setPrice(64_900)).statusCode).toBe(200);
      const listed = json<{ productType: string; priceInCents: number }[]>(
        await api.inject({ method: "GET", url: "/products" }),
      );
      expect(listed.find((product) => product.productType === "PRENUP")?.priceInCents).toBe(64_900);
      const paid = await checkout(after.userA, filledBefore.id);
      expect(paid.statusCode, paid.body).toBe(200);
      expect(json<{ cart: Cart }>(paid).cart.totalInCents).toBe(64_900);
      const [earlier] = await api.db.select().from(purchaseItems).where(eq(purchaseItems.userId, before.userA.id));
      expect(earlier?.pricePaidInCents).toBe(59_900);
    } finally {
      expect((await setPrice(59_900)).statusCode).toBe(200);
    }
  });

  it("charges a cart once when Pay is pressed twenty times at once", async () => {
    const couple = await createCouple(api.db);
    const cart = await openCart(couple.userA);
    await add(couple.userA, cart, "PRENUP");
    const before = await gatewayCount("payment");
    const responses = await Promise.all(Array.from({ length: 20 }, () => checkout(couple.userA, cart.id)));
    // Each press waits for the cart's row lock in turn; on a saturated machine a late one may wait
    // past lock_timeout and answer "busy" (503, nothing of it kept). Every other press sees the one payment.
    const busy = responses.filter((response) => response.statusCode === 503);
    for (const response of busy) expect(json<{ code: string }>(response).code).toBe("DATABASE_UNAVAILABLE");
    const answered = responses.filter((response) => response.statusCode !== 503);
    expect(answered.length).toBeGreaterThanOrEqual(1);
    expect(answered.map((response) => response.statusCode)).toEqual(answered.map(() => 200));
    expect(new Set(answered.map((response) => json<{ status: string }>(response).status))).toEqual(new Set(["paid"]));
    expect((await gatewayCount("payment")) - before).toBe(1);
    expect(await api.db.select().from(purchaseItems).where(eq(purchaseItems.cartId, cart.id))).toHaveLength(1);
  });

  it("declines with the card's message, creates nothing, and lets the buyer pay with another card", async () => {
    const couple = await createCouple(api.db);
    const cart = await openCart(couple.userA);
    await add(couple.userA, cart, "PRENUP");
    const declined = await checkout(couple.userA, cart.id, {
      paymentMethod: "CARD",
      paymentMethodToken: LOCAL_CARD_TOKENS.decline,
    });
    expect(declined.statusCode).toBe(402);
    expect(json<{ error: string; code: string }>(declined)).toMatchObject({
      code: "PAYMENT_DECLINED",
      error: expect.stringMatching(/declined/),
    });
    const [row] = await api.db.select().from(carts).where(eq(carts.id, cart.id));
    expect(row).toMatchObject({ cartStatus: "UNPAID", paymentReference: null, checkoutAttempt: 1 });
    expect(await api.db.select().from(purchaseItems).where(eq(purchaseItems.cartId, cart.id))).toEqual([]);
    expect((await standing(couple.userA)).prenupPaid).toBe(false);

    const paid = await checkout(couple.userA, cart.id);
    expect(json<{ status: string }>(paid).status).toBe("paid");
  });

  it("refuses a card payment without a token, a card number in the token, and an empty cart", async () => {
    const couple = await createCouple(api.db);
    const cart = await openCart(couple.userA);
    const empty = await checkout(couple.userA, cart.id);
    expect(empty.statusCode).toBe(409);
    await add(couple.userA, cart, "PRENUP");
    const noToken = await checkout(couple.userA, cart.id, { paymentMethod: "CARD" });
    expect(noToken.statusCode).toBe(400);
    const cardNumber = await checkout(couple.userA, cart.id, {
      paymentMethod: "CARD",
      paymentMethodToken: "4242424242424242",
    });
    expect(cardNumber.statusCode).toBe(400);
    const noMethod = await checkout(couple.userA, cart.id, {});
    expect(noMethod.statusCode).toBe(400);
    const [row] = await api.db.select().from(carts).where(eq(carts.id, cart.id));
    expect(row).toMatchObject({ cartStatus: "UNPAID", checkoutAttempt: 0 });
    // The card number never reached a log line.
    expect(api.logs.join("\n")).not.toContain("4242424242424242");
  });

  it("sends Klarna through the gateway's page: approving there pays the cart, and checking out again answers paid", async () => {
    const couple = await createCouple(api.db);
    const cart = await openCart(couple.userA);
    await add(couple.userA, cart, "PRENUP");
    const started = json<{ status: string; redirectUrl: string }>(
      await checkout(couple.userA, cart.id, { paymentMethod: "KLARNA" }),
    );
    expect(started.status).toBe("requires_action");
    const path = new URL(started.redirectUrl).pathname;
    const page = await api.inject({ method: "GET", url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("$599.00");
    // Its buttons redirect to the customer app: the page's policy lets the form go there.
    expect(page.headers["content-security-policy"]).toContain("form-action 'self' http://localhost:5173");
    // Still pending: asking again answers the same redirect, not a second payment.
    const pending = json<{ status: string; redirectUrl: string; cart: Cart }>(
      await checkout(couple.userA, cart.id, {}),
    );
    expect(pending).toMatchObject({
      status: "requires_action",
      redirectUrl: started.redirectUrl,
      cart: { paymentPending: true },
    });

    const approved = await api.inject({ method: "POST", url: `${path}/approve` });
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe(`http://localhost:5173/payment/success?cartId=${cart.id}`);
    expect(json<{ status: string }>(await checkout(couple.userA, cart.id, {})).status).toBe("paid");
    // A second press of Approve changes nothing.
    await api.inject({ method: "POST", url: `${path}/approve` });
    expect(await api.db.select().from(purchaseItems).where(eq(purchaseItems.cartId, cart.id))).toHaveLength(1);
  });

  it("a payment cancelled at the gateway leaves the cart unpaid and ready for another way to pay", async () => {
    const couple = await createCouple(api.db);
    const cart = await openCart(couple.userA);
    await add(couple.userA, cart, "PRENUP");
    const started = json<{ redirectUrl: string }>(await checkout(couple.userA, cart.id, { paymentMethod: "AFTERPAY" }));
    await api.inject({ method: "POST", url: `${new URL(started.redirectUrl).pathname}/cancel` });
    const [row] = await api.db.select().from(carts).where(eq(carts.id, cart.id));
    expect(row).toMatchObject({ cartStatus: "UNPAID", paymentReference: null, checkoutAttempt: 1 });
    expect(json<{ status: string }>(await checkout(couple.userA, cart.id)).status).toBe("paid");
  });

  it("refunds a payment that arrives for a cart already paid another way", async () => {
    const couple = await createCouple(api.db);
    const cart = await openCart(couple.userA);
    await add(couple.userA, cart, "PRENUP");
    const klarna = json<{ redirectUrl: string }>(await checkout(couple.userA, cart.id, { paymentMethod: "KLARNA" }));
    // The buyer gives up on Klarna and pays by card instead…
    expect(json<{ status: string }>(await checkout(couple.userA, cart.id)).status).toBe("paid");
    // …then approves the Klarna page still open in another tab.
    await api.inject({ method: "POST", url: `${new URL(klarna.redirectUrl).pathname}/approve` });
    const stray = await api.db.select().from(auditLog).where(eq(auditLog.action, "payment.stray-refund"));
    expect(stray.some((row) => row.entityId === cart.id)).toBe(true);
    expect(await api.db.select().from(purchaseItems).where(eq(purchaseItems.cartId, cart.id))).toHaveLength(1);
  });

  it("buys Representation for both partners: one purchase each, waiting for a booking, payout due", async () => {
    await createAttorney(api.db, { states: ["CA"] });
    await createAttorney(api.db, { states: ["CA"] });
    const couple = await createCouple(api.db, { state: "CA" });
    const cart = await openCart(couple.userA);
    const added = json<Cart>(await add(couple.userA, cart, "REPRESENTATION", { quantity: 2 }));
    expect(added.cartItems.map((item) => [item.product.productType, item.quantity])).toEqual([["REPRESENTATION", 2]]);
    expect(added.totalInCents).toBe(139_800);
    const result = json<{ purchaseItems: { userId: string; bookingStatus: string }[] }>(
      await checkout(couple.userA, cart.id),
    );
    expect(result.purchaseItems.map((item) => item.userId).sort()).toEqual([couple.userA.id, couple.userB.id].sort());
    expect(result.purchaseItems.every((item) => item.bookingStatus === "WAITING")).toBe(true);
    const rows = await api.db.select().from(purchaseItems).where(eq(purchaseItems.cartId, cart.id));
    expect(rows.every((row) => row.payoutStatus === "DUE")).toBe(true);
    expect(rows.reduce((sum, row) => sum + row.pricePaidInCents, 0)).toBe(139_800);
    expect(rows.reduce((sum, row) => sum + row.feePaidInCents, 0)).toBe(processingFeeCents("CARD", 139_800));
  });

  it("keeps Notarization in the cart when Representation is added and no attorney review is pending", async () => {
    await createAttorney(api.db, { states: ["CA"] });
    await createAttorney(api.db, { states: ["CA"] });
    const couple = await createCouple(api.db, { state: "CA" });
    const cart = await openCart(couple.userA);
    await add(couple.userA, cart, "NOTARIZATION");
    const added = json<Cart>(await add(couple.userA, cart, "REPRESENTATION", { quantity: 2 }));
    expect(added.cartItems.map((item) => item.product.productType).sort()).toEqual(["NOTARIZATION", "REPRESENTATION"]);
  });

  it("keeps Notarization when the partner's attorney has already approved their represented side", async () => {
    await createAttorney(api.db, { states: ["CA"] });
    await createAttorney(api.db, { states: ["CA"] });
    const couple = await createCouple(api.db, { state: "CA", document: { attorneyAApprovedAt: new Date() } });
    await createPurchaseItem(api.db, { user: couple.userA, productType: "REPRESENTATION", document: couple.document });
    const cart = await openCart(couple.userB);
    await add(couple.userB, cart, "NOTARIZATION");
    const added = json<Cart>(await add(couple.userB, cart, "REPRESENTATION"));
    expect(added.cartItems.map((item) => item.product.productType).sort()).toEqual(["NOTARIZATION", "REPRESENTATION"]);
  });

  it("takes Notarization out of the cart when Representation is added while an attorney review is pending", async () => {
    await createAttorney(api.db, { states: ["CA"] });
    await createAttorney(api.db, { states: ["CA"] });
    const couple = await createCouple(api.db, { state: "CA" });
    // Partner A's representation is paid; their attorney has not approved the agreement yet.
    await createPurchaseItem(api.db, { user: couple.userA, productType: "REPRESENTATION", document: couple.document });
    const cart = await openCart(couple.userB);
    await add(couple.userB, cart, "NOTARIZATION");
    const added = json<Cart>(await add(couple.userB, cart, "REPRESENTATION"));
    expect(added.cartItems.map((item) => [item.product.productType, item.quantity])).toEqual([["REPRESENTATION", 1]]);
    const remaining = await api.db.select().from(cartItems).where(eq(cartItems.cartId, cart.id));
    expect(remaining.filter((row) => row.deletedAt === null)).toHaveLength(1);
  });

  it("refuses Representation once the agreement is finalized, says why, and leaves the cart as it was; Q&A is still sold", async () => {
    await createAttorney(api.db, { states: ["CA"] });
    await createAttorney(api.db, { states: ["CA"] });
    const couple = await createCouple(api.db, { state: "CA", document: { finalizedAt: new Date() } });
    const cart = await openCart(couple.userA);
    const refused = await add(couple.userA, cart, "REPRESENTATION");
    expect(refused.statusCode).toBe(409);
    expect(json<{ error: string; code: string }>(refused)).toMatchObject({
      code: "PRODUCT_NOT_AVAILABLE",
      error: REPRESENTATION_AFTER_FINAL_MESSAGE,
    });
    expect(await api.db.select().from(cartItems).where(eq(cartItems.cartId, cart.id))).toEqual([]);
    const qa = json<Cart>(await add(couple.userA, cart, "Q_A"));
    expect(qa.cartItems.map((item) => item.product.productType)).toEqual(["Q_A"]);
  });

  it("says Representation is unavailable where no attorney practises", async () => {
    const couple = await createCouple(api.db, { state: "AL" });
    const cart = await openCart(couple.userA);
    const refused = await add(couple.userA, cart, "REPRESENTATION");
    expect(refused.statusCode).toBe(409);
    expect(json<{ error: string }>(refused).error).toBe(REPRESENTATION_UNAVAILABLE_MESSAGE);
  });
});

describe("refunds", () => {
  async function paidPrenup() {
    const couple = await createCouple(api.db);
    const cart = await openCart(couple.userA);
    await add(couple.userA, cart, "PRENUP");
    const result = json<{ purchaseItems: { id: string }[] }>(await checkout(couple.userA, cart.id));
    return { couple, itemId: result.purchaseItems[0]!.id };
  }
  const refund = (itemId: string, payload: Record<string, unknown>) =>
    api.inject({ method: "POST", url: `/admin/purchase-items/${itemId}/refund`, payload, as: claimsOf(admin) });

  it("refunds part (still paid), refuses more than is left, then the rest (the prenup is unpaid again)", async () => {
    const { couple, itemId } = await paidPrenup();
    const part = await refund(itemId, { refundAmount: 10_000, refundReason: "Goodwill" });
    expect(part.statusCode).toBe(200);
    expect(
      json<{ purchaseItem: { paymentStatus: string; refundableInCents: number } }>(part).purchaseItem,
    ).toMatchObject({ paymentStatus: "PARTIALLY_REFUNDED", refundableInCents: 49_900 });
    expect((await standing(couple.userB)).prenupPaid).toBe(true);

    const tooMuch = await refund(itemId, { refundAmount: 49_901, refundReason: "Too much" });
    expect(tooMuch.statusCode).toBe(400);
    expect(JSON.stringify(json(tooMuch))).toMatch(/more than what is left to refund \(\$499\.00\)/);
    for (const payload of [
      { refundAmount: 0, refundReason: "x" },
      { refundAmount: 100 },
      { refundAmount: 100, refundReason: "   " },
      { refundAmount: "100", refundReason: "x" },
    ]) {
      expect((await refund(itemId, payload)).statusCode).toBe(400);
    }
    expect(await api.db.select().from(refunds).where(eq(refunds.purchaseItemId, itemId))).toHaveLength(1);

    const rest = await refund(itemId, { refundAmount: 49_900, refundReason: "Cancelled the wedding" });
    expect(json<{ purchaseItem: { paymentStatus: string } }>(rest).purchaseItem.paymentStatus).toBe("FULL_REFUNDED");
    expect((await standing(couple.userA)).prenupPaid).toBe(false);
    expect((await standing(couple.userB)).prenupPaid).toBe(false);
    const audits = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "purchase-item.refund"), eq(auditLog.entityId, itemId)));
    expect(audits).toHaveLength(2);
  });

  it("makes one provider refund for fifty identical requests at once", async () => {
    const { itemId } = await paidPrenup();
    const before = await gatewayCount("refund");
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => refund(itemId, { refundAmount: 5_000, refundReason: "Double click" })),
    );
    // The fifty queue for the item's row, one after another: on a loaded machine the last may wait past
    // the lock timeout (5 s) and answer 503 "busy, try again", having changed nothing. None is refused
    // or refunded twice.
    const answered = responses.map((response) =>
      response.statusCode === 503 ? `503 ${json<{ code: string }>(response).code}` : String(response.statusCode),
    );
    expect(
      answered.every((answer) => answer === "200" || answer === "503 DATABASE_UNAVAILABLE"),
      answered.join(", "),
    ).toBe(true);
    expect(answered).toContain("200");
    expect((await gatewayCount("refund")) - before).toBe(1);
    const [item] = await api.db.select().from(purchaseItems).where(eq(purchaseItems.id, itemId));
    expect(item!.amountRefundedInCents).toBe(5_000);
  });

  it("records a complimentary refund without the provider, and refuses a provider refund of an item never charged", async () => {
    const couple = await createCouple(api.db);
    const { purchaseItem } = await createPurchaseItem(api.db, {
      user: couple.userA,
      productType: "PRENUP",
      document: couple.document,
    });
    const before = await gatewayCount("refund");
    const refused = await refund(purchaseItem.id, { refundAmount: 100, refundReason: "Charge back" });
    expect(refused.statusCode).toBe(409);
    const comp = await refund(purchaseItem.id, {
      refundAmount: 100,
      refundReason: "Courtesy",
      isComplimentaryRefund: true,
    });
    expect(json<{ refund: { externalId: string | null } }>(comp).refund.externalId).toBeNull();
    expect(await gatewayCount("refund")).toBe(before);
  });
});

describe("payouts", () => {
  async function serviceItem(options: { stripeAccountId: string | null }) {
    const attorney = await createAttorney(api.db, { states: ["CA"] });
    await api.db
      .update(lawFirms)
      .set({ stripeAccountId: options.stripeAccountId })
      .where(eq(lawFirms.id, attorney.lawFirm!.id));
    const couple = await createCouple(api.db, { state: "CA" });
    const cart = await openCart(couple.userA);
    const added = await add(couple.userA, cart, "Q_A", { chosenAttorneyId: attorney.attorney.id });
    expect(added.statusCode, added.body).toBe(200);
    const result = json<{ purchaseItems: { id: string }[] }>(await checkout(couple.userA, cart.id));
    return { itemId: result.purchaseItems[0]!.id, attorney };
  }
  const payout = (payload: Record<string, unknown>) =>
    api.inject({ method: "POST", url: "/stripe/payout-purchase-item", payload, as: claimsOf(admin) });

  it("pays out what is due once; fifty at once make one transfer", async () => {
    const { itemId } = await serviceItem({ stripeAccountId: "acct_local_firm" });
    const before = await gatewayCount("transfer");
    const responses = await Promise.all(Array.from({ length: 50 }, () => payout({ purchase_item_id: itemId })));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(49);
    expect((await gatewayCount("transfer")) - before).toBe(1);
    const [item] = await api.db.select().from(purchaseItems).where(eq(purchaseItems.id, itemId));
    expect(item).toMatchObject({
      payoutStatus: "PAID",
      pricePaidToAttorneyInCents: 14_900 - processingFeeCents("CARD", 14_900),
    });
    expect(await api.db.select().from(payouts).where(eq(payouts.purchaseItemId, itemId))).toHaveLength(1);
  });

  it("needs a reason for a partial payout, refuses more than due, and needs the firm's account unless skipped", async () => {
    const { itemId } = await serviceItem({ stripeAccountId: null });
    const noReason = await payout({ purchase_item_id: itemId, amountCents: 1_000 });
    expect(noReason.statusCode).toBe(400);
    const tooMuch = await payout({ purchase_item_id: itemId, amountCents: 14_900 });
    expect(tooMuch.statusCode).toBe(400);
    const noAccount = await payout({ purchase_item_id: itemId });
    expect(noAccount.statusCode).toBe(409);
    expect(json<{ error: string }>(noAccount).error).toMatch(/no payment-provider account/);
    expect(await api.db.select().from(payouts).where(eq(payouts.purchaseItemId, itemId))).toEqual([]);
    const skipped = await payout({
      purchase_item_id: itemId,
      amountCents: 1_000,
      partialPayoutReason: "Half the call",
      skipStripeTransfer: true,
    });
    expect(skipped.statusCode).toBe(200);
    expect(json<{ payout: { skippedTransfer: boolean; partialPayoutReason: string } }>(skipped).payout).toMatchObject({
      skippedTransfer: true,
      partialPayoutReason: "Half the call",
    });
  });

  it("after a payout, refunds only what the platform kept and says why; nothing changes on a refusal", async () => {
    const { itemId } = await serviceItem({ stripeAccountId: "acct_local_firm" });
    expect((await payout({ purchase_item_id: itemId })).statusCode).toBe(200);
    const [paid] = await api.db.select().from(purchaseItems).where(eq(purchaseItems.id, itemId));
    const kept = paid!.pricePaidInCents - paid!.pricePaidToAttorneyInCents!;
    const refund = (refundAmount: number) =>
      api.inject({
        method: "POST",
        url: `/admin/purchase-items/${itemId}/refund`,
        payload: { refundAmount, refundReason: `Refund ${refundAmount}` },
        as: claimsOf(admin),
      });
    const refundsBefore = await gatewayCount("refund");
    const full = await refund(paid!.pricePaidInCents);
    expect(full.statusCode).toBe(400);
    expect(JSON.stringify(json(full))).toMatch(/law firm has been paid .* at most .* can be refunded/);
    expect(await gatewayCount("refund")).toBe(refundsBefore);
    const [unchanged] = await api.db.select().from(purchaseItems).where(eq(purchaseItems.id, itemId));
    expect(unchanged).toMatchObject({ amountRefundedInCents: 0, paymentStatus: "SUCCESSFUL" });

    const partial = await refund(kept);
    expect(partial.statusCode).toBe(200);
    expect(
      json<{ purchaseItem: { refundableInCents: number; paymentStatus: string } }>(partial).purchaseItem,
    ).toMatchObject({ refundableInCents: 0, paymentStatus: "PARTIALLY_REFUNDED" });
    const more = await refund(1);
    expect(more.statusCode).toBe(409);
    expect(json<{ error: string }>(more).error).toMatch(/law firm has been paid/);
  });

  it("refuses an item without an attorney or fully refunded", async () => {
    const couple = await createCouple(api.db);
    const { purchaseItem } = await createPurchaseItem(api.db, {
      user: couple.userA,
      productType: "PRENUP",
      document: couple.document,
    });
    expect((await payout({ purchase_item_id: purchaseItem.id, skipStripeTransfer: true })).statusCode).toBe(409);
  });
});

describe("admin purchase items and discounts", () => {
  it("lists purchase items with filters, search and pages", async () => {
    const buyer = await createCustomer(api.db, { firstName: "Searchable", lastName: "Buyer" });
    await createPurchaseItem(api.db, { user: buyer, productType: "PRENUP" });
    const found = json<{ items: { buyer: { name: string } }[]; total: number }>(
      await api.inject({
        method: "GET",
        url: "/admin/purchase-items?search=searchable&paymentStatus=SUCCESSFUL",
        as: claimsOf(admin),
      }),
    );
    expect(found.total).toBe(1);
    expect(found.items[0]!.buyer.name).toBe("Searchable Buyer");
    const page = json<{ items: unknown[]; total: number; pageSize: number }>(
      await api.inject({ method: "GET", url: "/admin/purchase-items?pageSize=2", as: claimsOf(admin) }),
    );
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    expect(
      (await api.inject({ method: "GET", url: "/admin/purchase-items?pageSize=1000", as: claimsOf(admin) })).statusCode,
    ).toBe(400);
  });

  it("creates coupons with exactly one kind of discount and codes that are unique, and deactivates a code", async () => {
    const both = await api.inject({
      method: "POST",
      url: "/admin/discounts/coupons",
      payload: { name: "Both", percentOff: 10, amountOffInCents: 100 },
      as: claimsOf(admin),
    });
    expect(both.statusCode).toBe(400);
    const neither = await api.inject({
      method: "POST",
      url: "/admin/discounts/coupons",
      payload: { name: "Neither" },
      as: claimsOf(admin),
    });
    expect(neither.statusCode).toBe(400);
    const { couponId, code } = await createCode("SPRING", { percentOff: 20 });
    const taken = await api.inject({
      method: "POST",
      url: `/admin/discounts/coupons/${couponId}/discount-codes`,
      payload: { code: "spring" },
      as: claimsOf(admin),
    });
    expect(taken.statusCode).toBe(409);
    const codes = json<{ code: string }[]>(
      await api.inject({
        method: "GET",
        url: `/admin/discounts/coupons/${couponId}/discount-codes`,
        as: claimsOf(admin),
      }),
    );
    expect(codes.map((row) => row.code)).toEqual(["SPRING"]);
    const off = await api.inject({
      method: "PATCH",
      url: `/admin/discounts/discount-codes/${code.id}`,
      payload: { isActive: false },
      as: claimsOf(admin),
    });
    expect(json<{ isActive: boolean }>(off).isActive).toBe(false);
    const couple = await createCouple(api.db);
    const cart = await openCart(couple.userA);
    await add(couple.userA, cart, "PRENUP");
    const refused = await api.inject({
      method: "POST",
      url: `/users/${couple.userA.id}/carts/${cart.id}/promo-codes`,
      payload: { promoCode: "SPRING" },
      as: claimsOf(couple.userA),
    });
    expect(json<{ error: string }>(refused).error).toBe(PROMO_CODE_MESSAGES.inactive);
    const products = json<{ productType: string; discountsAllowed: boolean }[]>(
      await api.inject({ method: "GET", url: "/admin/discounts/products", as: claimsOf(admin) }),
    );
    expect(products.find((product) => product.productType === "REPRESENTATION")?.discountsAllowed).toBe(false);
  });
});

describe("PATCH /users/{id}/purchase-items/{pid}", () => {
  it("moves a booking forward only and links the purchase to the user's own agreement once", async () => {
    const attorney = await createAttorney(api.db, { states: ["CA"] });
    const couple = await createCouple(api.db, { state: "CA" });
    const { purchaseItem } = await createPurchaseItem(api.db, {
      user: couple.userA,
      productType: "Q_A",
      attorney: attorney.attorney,
    });
    const url = `/users/${couple.userA.id}/purchase-items/${purchaseItem.id}`;
    const forward = await api.inject({
      method: "PATCH",
      url,
      payload: { bookingStatus: "SCHEDULED", documentId: couple.document.id },
      as: claimsOf(couple.userA),
    });
    expect(forward.statusCode).toBe(200);
    expect(json(forward)).toMatchObject({ bookingStatus: "SCHEDULED", documentId: couple.document.id });
    const back = await api.inject({
      method: "PATCH",
      url,
      payload: { bookingStatus: "WAITING" },
      as: claimsOf(couple.userA),
    });
    expect(back.statusCode).toBe(409);
    const other = await createCouple(api.db);
    const foreignDoc = await api.inject({
      method: "PATCH",
      url,
      payload: { documentId: other.document.id },
      as: claimsOf(couple.userA),
    });
    expect(foreignDoc.statusCode).toBe(409);
    const unknownField = await api.inject({
      method: "PATCH",
      url,
      payload: { paymentStatus: "SUCCESSFUL" },
      as: claimsOf(couple.userA),
    });
    expect(unknownField.statusCode).toBe(400);
    const [row] = await api.db.select().from(purchaseItems).where(eq(purchaseItems.id, purchaseItem.id));
    expect(row).toMatchObject({ bookingStatus: "SCHEDULED", documentId: couple.document.id });
  });
});

describe("receipts on the embedded gateway", () => {
  const receiptsTo = (email: string) =>
    api.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.template, "payment-receipt"), eq(mailOutbox.to, email)));

  it("names the test card's brand and last digits, once for a card approved on the gateway's page even when Approve is pressed twice", async () => {
    const couple = await createCouple(api.db);
    const cart = await openCart(couple.userA);
    await add(couple.userA, cart, "PRENUP");
    const started = json<{ status: string; redirectUrl: string }>(
      await checkout(couple.userA, cart.id, {
        paymentMethod: "CARD",
        paymentMethodToken: LOCAL_CARD_TOKENS.authenticate,
      }),
    );
    expect(started.status).toBe("requires_action");
    const path = new URL(started.redirectUrl).pathname;
    await Promise.all([
      api.inject({ method: "POST", url: `${path}/approve` }),
      api.inject({ method: "POST", url: `${path}/approve` }),
    ]);
    await api.app.jobs.drain();
    expect(json<{ status: string }>(await checkout(couple.userA, cart.id, {})).status).toBe("paid");
    const receipts = await receiptsTo(couple.userA.email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text.split("\n")).toEqual(
      expect.arrayContaining([
        "Amount paid: $599.00",
        "Paid with: Visa ending in 3184",
        `http://localhost:5173/payment/success?cartId=${cart.id}`,
      ]),
    );
  });

  it("sends a refund receipt for an admin's complimentary refund", async () => {
    const couple = await createCouple(api.db);
    const cart = await openCart(couple.userA);
    await add(couple.userA, cart, "PRENUP");
    const paid = json<{ purchaseItems: { id: string }[] }>(await checkout(couple.userA, cart.id));
    expect((await receiptsTo(couple.userA.email))[0]!.text).toContain("Paid with: Visa ending in 4242");
    const response = await api.inject({
      method: "POST",
      url: `/admin/purchase-items/${paid.purchaseItems[0]!.id}/refund`,
      payload: { refundAmount: 2_500, refundReason: "Goodwill", isComplimentaryRefund: true },
      as: claimsOf(admin),
    });
    expect(response.statusCode).toBe(200);
    const [receipt] = await api.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.template, "refund-receipt"), eq(mailOutbox.to, couple.userA.email)));
    expect(receipt!.text.split("\n")).toEqual(
      expect.arrayContaining(["Amount refunded: $25.00", "For: Prenuptial Agreement"]),
    );
  });
});

describe("webhooks on the local gateway", () => {
  it("refuses a delivery to the Stripe webhook (nothing is signed for it)", async () => {
    const response = await api.inject({
      method: "POST",
      url: "/stripe/webhook",
      payload: "{}",
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=abc" },
    });
    expect(response.statusCode).toBe(400);
    expect(json<{ code: string }>(response).code).toBe("PAYMENT_SIGNATURE_INVALID");
    expect((await api.db.select().from(cartItems)).length).toBeGreaterThan(0);
  });
});
