/**
 * Statements per request of the money routes, pinned, and constant as the data grows (more carts,
 * more purchases, more coupons). Counted like statement-counts.test.ts: every statement the
 * database handle runs, begin/commit included on PostgreSQL.
 */
import { createAdmin, createAttorney, createCouple, createPurchaseItem } from "@prenup/db/testing";
import { coupons, discountCodes, lawFirms } from "@prenup/db";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_CARD_TOKENS } from "../src/integrations/payments/index.ts";
import { claimsOf, createTestApi, json, type TestApi, type TokenClaims } from "./harness.ts";

let api: TestApi;
let productIds: Record<string, string>;

beforeAll(async () => {
  api = await createTestApi();
  const products = json<{ id: string; productType: string }[]>(await api.inject({ method: "GET", url: "/products" }));
  productIds = Object.fromEntries(products.map((product) => [product.productType, product.id]));
});
afterAll(async () => {
  await api?.close();
});

type Request = InjectOptions & { as: TokenClaims };

async function count(request: Request): Promise<{ status: number; statements: string[]; body: string }> {
  const statements: string[] = [];
  const stop = api.database.onStatement((sql) => statements.push(sql.replace(/\s+/g, " ").trim().slice(0, 120)));
  try {
    const response = await api.inject(request);
    return { status: response.statusCode, statements, body: response.body };
  } finally {
    stop();
  }
}

/**
 * Ceilings on PostgreSQL (PGlite runs begin/commit itself and counts two fewer for a transaction).
 * Every count includes the access check's one statement. A cart change first locks the cart row,
 * then reads the cart with its items and code (a read after the lock sees every line another
 * request added while it waited). Checkout is two transactions around the provider call, so no
 * lock is held while the provider answers: (1) lock and read the cart, the couple's document and
 * purchases, the rules per line, the code's redemptions; (2) the provider (the local gateway's
 * ledger row, outside any transaction); (3) lock and read the cart again, the rules again (the
 * partner may have paid meanwhile), the purchase items, the paid cart, the audit row, the receipt
 * (the buyer's address and the lines it lists, then its outbox row), and the answer. Refund and
 * payout run under the item's row lock and write the gateway's ledger, the refund or payout row,
 * the item and the audit row in one transaction; a refund also reads what its receipt lists and
 * records the receipt in the outbox there.
 */
const LIMITS = {
  listCarts: 2,
  getCart: 2,
  openCart: 4,
  addItem: 10,
  applyPromo: 9,
  checkout: 25,
  adminList: 2,
  refund: 16,
  payout: 10,
  coupons: 2,
  codes: 3,
} as const;

async function grow(times: number) {
  for (let n = 0; n < times; n += 1) {
    const couple = await createCouple(api.db, { state: "CA" });
    await createPurchaseItem(api.db, { user: couple.userA, productType: "PRENUP", document: couple.document });
    await createPurchaseItem(api.db, { user: couple.userB, productType: "Q_A", document: couple.document });
    const [coupon] = await api.db
      .insert(coupons)
      .values({ name: `Grown ${n} ${Math.random().toString(36).slice(2, 8)}`, percentOff: 5 })
      .returning();
    await api.db
      .insert(discountCodes)
      .values({ couponId: coupon!.id, code: `GROWN${n}-${Math.random().toString(36).slice(2, 8)}`.toUpperCase() });
  }
}

/** One customer's whole money journey and the admin's follow-up, counted per request. */
async function journey(admin: Awaited<ReturnType<typeof createAdmin>>) {
  const attorney = await createAttorney(api.db, { states: ["CA"] });
  await api.db.update(lawFirms).set({ stripeAccountId: "acct_counted" }).where(eq(lawFirms.id, attorney.lawFirm!.id));
  const couple = await createCouple(api.db, { state: "CA" });
  const as = claimsOf(couple.userA);
  const asAdmin = claimsOf(admin, "admin");
  const code = `COUNT-${Math.random().toString(36).slice(2, 8)}`.toUpperCase();
  const [coupon] = await api.db
    .insert(coupons)
    .values({ name: `Counted ${code}`, percentOff: 10 })
    .returning();
  await api.db.insert(discountCodes).values({ couponId: coupon!.id, code });
  const user = couple.userA.id;

  const counts: Record<keyof typeof LIMITS, number> = {} as never;
  const record = async (name: keyof typeof LIMITS, request: Request) => {
    const result = await count(request);
    expect(result.status, `${name}: ${result.body}`).toBeLessThan(300);
    counts[name] = result.statements.length;
    return JSON.parse(result.body) as Record<string, unknown>;
  };
  const cart = await record("openCart", { method: "POST", url: `/users/${user}/carts`, payload: {}, as });
  const cartId = cart["id"] as string;
  await record("addItem", {
    method: "POST",
    url: `/users/${user}/carts/${cartId}/cart-items`,
    payload: { productId: productIds["PRENUP"], quantity: 1 },
    as,
  });
  await api.inject({
    method: "POST",
    url: `/users/${user}/carts/${cartId}/cart-items`,
    payload: { productId: productIds["Q_A"], quantity: 1, chosenAttorneyId: attorney.attorney.id },
    as,
  });
  await record("applyPromo", {
    method: "POST",
    url: `/users/${user}/carts/${cartId}/promo-codes`,
    payload: { promoCode: code },
    as,
  });
  await record("getCart", { method: "GET", url: `/users/${user}/carts/${cartId}`, as });
  await record("listCarts", { method: "GET", url: `/users/${user}/carts`, as });
  const paid = await record("checkout", {
    method: "POST",
    url: `/users/${user}/checkout`,
    payload: { cartId, paymentMethod: "CARD", paymentMethodToken: LOCAL_CARD_TOKENS.success },
    as,
  });
  const items = paid["purchaseItems"] as { id: string; productId: string }[];
  const prenupItem = items.find((item) => item.productId === productIds["PRENUP"])!;
  const qaItem = items.find((item) => item.productId === productIds["Q_A"])!;
  await record("adminList", { method: "GET", url: "/admin/purchase-items?search=a&pageSize=10", as: asAdmin });
  await record("refund", {
    method: "POST",
    url: `/admin/purchase-items/${prenupItem.id}/refund`,
    payload: { refundAmount: 100, refundReason: `Counted ${Math.random()}` },
    as: asAdmin,
  });
  await record("payout", {
    method: "POST",
    url: "/stripe/payout-purchase-item",
    payload: { purchase_item_id: qaItem.id },
    as: asAdmin,
  });
  await record("coupons", { method: "GET", url: "/admin/discounts/coupons", as: asAdmin });
  await record("codes", { method: "GET", url: `/admin/discounts/coupons/${coupon!.id}/discount-codes`, as: asAdmin });
  return counts;
}

describe("money routes: statements per request", () => {
  it("stay within their ceilings and do not grow with the data", async () => {
    const admin = await createAdmin(api.db);
    const before = await journey(admin);
    await grow(8);
    const after = await journey(admin);
    expect(after).toEqual(before);
    for (const [name, limit] of Object.entries(LIMITS)) {
      expect(
        after[name as keyof typeof LIMITS],
        `${name}: ${after[name as keyof typeof LIMITS]} statements`,
      ).toBeLessThanOrEqual(limit);
    }
  });
});
