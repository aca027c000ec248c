/**
 * Money under simultaneous requests. PGlite runs one statement at a time, so these races
 * only show on PostgreSQL: CI runs this file there (TEST_DATABASE_URL), and on PGlite it checks
 * that the outcome is the same when the requests are serialised.
 */
import { auditLog, cartItems, carts, localGatewayRecords, mailOutbox, purchaseItems } from "@prenup/db";
import { createAttorney, createCouple, testDatabaseDriver } from "@prenup/db/testing";
import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  createLocalPaymentGateway,
  LOCAL_CARD_TOKENS,
  type LocalPaymentGateway,
} from "../src/integrations/payments/index.ts";
import { defaultConfig } from "../src/config.ts";
import { claimsOf, createTestApi, json, type TestApi } from "./harness.ts";

let api: TestApi;
let productIds: Record<string, string>;

beforeAll(async () => {
  // /ready's database ping gets the time a loaded CI machine may need: the starved-pool test below
  // checks the pool's queue, not the ping's speed (test/database-faults.test.ts holds the 150 ms timeout).
  const config = defaultConfig();
  api = await createTestApi({ config: { database: { ...config.database, readyTimeoutMs: 10_000 } } });
  const products = json<{ id: string; productType: string }[]>(await api.inject({ method: "GET", url: "/products" }));
  productIds = Object.fromEntries(products.map((product) => [product.productType, product.id]));
});
afterAll(async () => {
  await api?.close();
});

type Person = { id: string; externalId: string; email: string; userType: "CUSTOMER" | "ATTORNEY" | "ADMIN" };

async function openCart(user: Person): Promise<string> {
  const response = await api.inject({
    method: "POST",
    url: `/users/${user.id}/carts`,
    payload: {},
    as: claimsOf(user),
  });
  return json<{ id: string }>(response).id;
}

function addPrenup(user: Person, cartId: string) {
  return api.inject({
    method: "POST",
    url: `/users/${user.id}/carts/${cartId}/cart-items`,
    payload: { productId: productIds["PRENUP"], quantity: 1 },
    as: claimsOf(user),
  });
}

describe("a double click on Purchase", () => {
  it("leaves one prenup line however many adds arrive at once, and checkout charges one prenup", async () => {
    for (let round = 0; round < 5; round += 1) {
      const couple = await createCouple(api.db);
      const cartId = await openCart(couple.userA);
      const responses = await Promise.all(Array.from({ length: 3 }, () => addPrenup(couple.userA, cartId)));
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
      const lines = await api.db
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.cartId, cartId), isNull(cartItems.deletedAt)));
      expect(lines).toHaveLength(1);
      expect(lines[0]!.quantity).toBe(1);

      const paid = await api.inject({
        method: "POST",
        url: `/users/${couple.userA.id}/checkout`,
        payload: { cartId, paymentMethod: "CARD", paymentMethodToken: LOCAL_CARD_TOKENS.success },
        as: claimsOf(couple.userA),
      });
      expect(paid.statusCode).toBe(200);
      const bought = await api.db.select().from(purchaseItems).where(eq(purchaseItems.cartId, cartId));
      expect(bought.map((item) => item.pricePaidInCents)).toEqual([59_900]);
      const [cart] = await api.db.select().from(carts).where(eq(carts.id, cartId));
      const charges = await api.db
        .select()
        .from(localGatewayRecords)
        .where(eq(localGatewayRecords.reference, cart!.paymentReference!));
      expect(charges.map((charge) => charge.amountInCents)).toEqual([59_900]);
    }
  });
});

describe("a pay-later payment that completes after the partner paid", () => {
  async function startKlarna(user: Person, products: string[]) {
    const cartId = await openCart(user);
    for (const product of products) {
      const added = await api.inject({
        method: "POST",
        url: `/users/${user.id}/carts/${cartId}/cart-items`,
        payload: { productId: productIds[product], quantity: 1 },
        as: claimsOf(user),
      });
      expect(added.statusCode).toBe(200);
    }
    const started = json<{ status: string; redirectUrl: string }>(
      await api.inject({
        method: "POST",
        url: `/users/${user.id}/checkout`,
        payload: { cartId, paymentMethod: "KLARNA" },
        as: claimsOf(user),
      }),
    );
    expect(started.status).toBe("requires_action");
    return { cartId, page: new URL(started.redirectUrl).pathname };
  }

  async function partnerPaysPrenup(user: Person) {
    const cartId = await openCart(user);
    await addPrenup(user, cartId);
    const paid = await api.inject({
      method: "POST",
      url: `/users/${user.id}/checkout`,
      payload: { cartId, paymentMethod: "CARD", paymentMethodToken: LOCAL_CARD_TOKENS.success },
      as: claimsOf(user),
    });
    expect(json<{ status: string }>(paid).status).toBe("paid");
  }

  it("refunds the whole payment when nothing can be bought any more: the cart is REFUNDED, with an audit row and an e-mail", async () => {
    const couple = await createCouple(api.db);
    const { cartId, page } = await startKlarna(couple.userA, ["PRENUP"]);
    await partnerPaysPrenup(couple.userB);
    expect((await api.inject({ method: "POST", url: `${page}/approve` })).statusCode).toBe(303);

    const [cart] = await api.db.select().from(carts).where(eq(carts.id, cartId));
    expect(cart).toMatchObject({ cartStatus: "REFUNDED", totalPaidInCents: 0 });
    expect(await api.db.select().from(purchaseItems).where(eq(purchaseItems.cartId, cartId))).toEqual([]);
    const [payment] = await api.db
      .select()
      .from(localGatewayRecords)
      .where(eq(localGatewayRecords.reference, cart!.paymentReference!));
    const refunds = await api.db
      .select()
      .from(localGatewayRecords)
      .where(eq(localGatewayRecords.idempotencyKey, `not-allowed:${payment!.reference}`));
    expect(refunds.map((refund) => refund.amountInCents)).toEqual([payment!.amountInCents]);
    const [entry] = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "payment.refund-not-allowed"), eq(auditLog.entityId, cartId)));
    expect(entry?.after).toMatchObject({
      refundedInCents: payment!.amountInCents,
      refused: [expect.objectContaining({ title: expect.any(String), reason: expect.stringMatching(/already paid/) })],
    });
    const mails = await api.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.template, "payment-refunded-not-allowed"), eq(mailOutbox.to, couple.userA.email)));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/refunded your payment/);

    // The buyer's page, back from the provider, says what happened; the next cart is a new one.
    const again = await api.inject({
      method: "POST",
      url: `/users/${couple.userA.id}/checkout`,
      payload: { cartId },
      as: claimsOf(couple.userA),
    });
    expect(json<{ status: string }>(again).status).toBe("refunded");
    expect(await openCart(couple.userA)).not.toBe(cartId);
    // The approval pressed again, or the provider's event repeated, refunds nothing more.
    await api.inject({ method: "POST", url: `${page}/approve` });
    expect(
      await api.db
        .select()
        .from(localGatewayRecords)
        .where(
          and(
            eq(localGatewayRecords.kind, "refund"),
            eq(localGatewayRecords.idempotencyKey, `not-allowed:${payment!.reference}`),
          ),
        ),
    ).toHaveLength(1);
  });

  it("keeps what can still be bought and refunds only the prenup's share", async () => {
    await createAttorney(api.db, { states: ["CA"] });
    const couple = await createCouple(api.db, { state: "CA" });
    const { cartId, page } = await startKlarna(couple.userA, ["PRENUP", "Q_A"]);
    await partnerPaysPrenup(couple.userB);
    await api.inject({ method: "POST", url: `${page}/approve` });

    const [cart] = await api.db.select().from(carts).where(eq(carts.id, cartId));
    const [payment] = await api.db
      .select()
      .from(localGatewayRecords)
      .where(eq(localGatewayRecords.reference, cart!.paymentReference!));
    const bought = await api.db.select().from(purchaseItems).where(eq(purchaseItems.cartId, cartId));
    expect(bought.map((item) => item.productId)).toEqual([productIds["Q_A"]]);
    const [refund] = await api.db
      .select()
      .from(localGatewayRecords)
      .where(eq(localGatewayRecords.idempotencyKey, `not-allowed:${payment!.reference}`));
    expect(cart).toMatchObject({
      cartStatus: "PAID",
      totalPaidInCents: payment!.amountInCents - refund!.amountInCents,
    });
    expect(refund!.amountInCents + bought[0]!.pricePaidInCents).toBe(payment!.amountInCents);
    const lines = await api.db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.cartId, cartId), isNull(cartItems.deletedAt)));
    expect(lines.map((line) => line.productId)).toEqual([productIds["Q_A"]]);
    const mails = await api.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.template, "payment-refunded-not-allowed"), eq(mailOutbox.to, couple.userA.email)));
    expect(mails[0]?.subject).toMatch(/We refunded \$[\d,.]+ of your payment/);
  });
});

describe("checkout does not hold a lock or a connection while the provider answers", () => {
  // The provider answers only when the test lets it (or after PROVIDER_HOLD_LIMIT_MS, so nothing
  // hangs): a request queued behind it (the fault this shows) cannot finish while it is held,
  // however loaded the machine.
  const PROVIDER_HOLD_LIMIT_MS = 20_000;
  let slow: TestApi;
  let prenup: string;
  let providerCallsHeld = 0;
  let firstProviderCall!: Promise<void>;
  let releaseProvider!: () => void;

  beforeAll(async () => {
    let inner: LocalPaymentGateway | null = null;
    let providerCalled!: () => void;
    firstProviderCall = new Promise<void>((resolve) => (providerCalled = resolve));
    const released = new Promise<void>((resolve) => (releaseProvider = resolve));
    const delayed = new Set(["createPayment", "retrievePayment"]);
    const port = new Proxy({} as LocalPaymentGateway, {
      get(_target, key: string) {
        const value = (inner as unknown as Record<string, unknown>)[key];
        if (typeof value !== "function") return value;
        if (!delayed.has(key)) return value.bind(inner);
        return async (...args: unknown[]) => {
          providerCallsHeld += 1;
          providerCalled();
          try {
            await Promise.race([released, new Promise((resolve) => setTimeout(resolve, PROVIDER_HOLD_LIMIT_MS))]);
          } finally {
            providerCallsHeld -= 1;
          }
          return (value as (...a: unknown[]) => unknown).apply(inner, args);
        };
      },
    });
    slow = await createTestApi({ deps: { payments: { port, localGateway: null } } });
    inner = createLocalPaymentGateway({ db: slow.db, publicApiUrl: "http://localhost:4000" });
    const products = json<{ id: string; productType: string }[]>(
      await slow.inject({ method: "GET", url: "/products" }),
    );
    prenup = products.find((product) => product.productType === "PRENUP")!.id;
  });
  afterAll(async () => {
    await slow?.close();
  });

  it("serves another user at once while one user presses Pay twelve times against a slow provider, and charges once", {
    timeout: 60_000,
  }, async () => {
    const hammering = await createCouple(slow.db);
    const other = await createCouple(slow.db);
    const as = claimsOf(hammering.userA);
    const cartId = json<{ id: string }>(
      await slow.inject({ method: "POST", url: `/users/${hammering.userA.id}/carts`, payload: {}, as }),
    ).id;
    await slow.inject({
      method: "POST",
      url: `/users/${hammering.userA.id}/carts/${cartId}/cart-items`,
      payload: { productId: prenup, quantity: 1 },
      as,
    });

    const presses = Promise.all(
      Array.from({ length: 12 }, () =>
        slow.inject({
          method: "POST",
          url: `/users/${hammering.userA.id}/checkout`,
          payload: { cartId, paymentMethod: "CARD", paymentMethodToken: LOCAL_CARD_TOKENS.success },
          as,
        }),
      ),
    );
    // While the provider holds the payment, the other user reads their standing, one request after
    // another: each must finish while the provider is still held.
    await firstProviderCall;
    const statuses: number[] = [];
    const finishedWhileHeld: boolean[] = [];
    for (let n = 0; n < 12; n += 1) {
      const response = await slow.inject({
        method: "GET",
        url: `/users/${other.userA.id}/standing`,
        as: claimsOf(other.userA),
      });
      statuses.push(response.statusCode);
      finishedWhileHeld.push(providerCallsHeld > 0);
    }
    releaseProvider();
    const answers = await presses;
    expect(statuses).toEqual(Array.from({ length: 12 }, () => 200));
    // Before, the other user's requests waited for a connection until the provider had answered
    // (the lock's waiters held the pool).
    expect(finishedWhileHeld).toEqual(Array.from({ length: 12 }, () => true));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 12 }, () => 200));
    expect(new Set(answers.map((answer) => json<{ status: string }>(answer).status))).toEqual(new Set(["paid"]));
    expect(
      await slow.db
        .select()
        .from(localGatewayRecords)
        .where(
          and(
            eq(localGatewayRecords.kind, "payment"),
            eq(localGatewayRecords.idempotencyKey, `checkout:${cartId}:0:CARD:59900`),
          ),
        ),
    ).toHaveLength(1);
    expect(await slow.db.select().from(purchaseItems).where(eq(purchaseItems.cartId, cartId))).toHaveLength(1);
  });
});

describe.runIf(testDatabaseDriver() === "postgres")("a row held too long by another transaction", () => {
  it("answers 503 with the busy message after the lock timeout and stores nothing", { timeout: 30_000 }, async () => {
    const couple = await createCouple(api.db);
    const cartId = await openCart(couple.userA);
    let answer: Awaited<ReturnType<typeof addPrenup>> | undefined;
    await api.db.transaction(async (tx) => {
      await tx.select().from(carts).where(eq(carts.id, cartId)).for("update");
      answer = await addPrenup(couple.userA, cartId);
    });
    expect(answer!.statusCode).toBe(503);
    expect(json<{ code: string; error: string }>(answer!)).toEqual({
      code: "DATABASE_UNAVAILABLE",
      error: "The service is busy with another change to the same record. Please try again in a moment.",
    });
    expect(await api.db.select().from(cartItems).where(eq(cartItems.cartId, cartId))).toEqual([]);
  });

  it("/ready reports a starved pool: requests waiting for a connection for over a second", {
    timeout: 30_000,
  }, async () => {
    expect((await api.inject({ method: "GET", url: "/ready" })).statusCode).toBe(200);
    // The pool's waits and /ready's cache read performance.now(): the test moves it, so a slow
    // machine's late timers cannot turn a short wait into a long one.
    let clock = performance.now();
    const now = vi.spyOn(performance, "now").mockImplementation(() => clock);
    const pool = () => api.database.poolStats!();
    // Hold every pooled connection (the test pool has four), so a request has to queue.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const holders = Array.from({ length: 4 }, () =>
      api.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await gate;
      }),
    );
    try {
      await vi.waitFor(() => expect(pool()).toMatchObject({ total: 4, idle: 0 }), { timeout: 10_000 });
      const queued = api.inject({ method: "GET", url: "/states" });
      await vi.waitFor(() => expect(pool().waiting).toBeGreaterThanOrEqual(1), { timeout: 10_000 });
      clock += 200;
      expect((await api.inject({ method: "GET", url: "/ready" })).statusCode).toBe(200);
      clock += 1100;
      const starved = await api.inject({ method: "GET", url: "/ready" });
      expect(starved.statusCode).toBe(503);
      expect(json<{ error: string }>(starved).error).toMatch(/every database connection is busy/);
      release();
      await Promise.all(holders);
      expect((await queued).statusCode).toBe(200);
      // Whoever queued meanwhile (this request, or a background read of the same pool) is served now.
      await vi.waitFor(() => expect(pool().waiting).toBe(0), { timeout: 10_000 });
      clock += 200;
      expect((await api.inject({ method: "GET", url: "/ready" })).statusCode).toBe(200);
    } finally {
      now.mockRestore();
      release();
      await Promise.all(holders);
    }
  });
});

describe.runIf(testDatabaseDriver() === "postgres")("a Pay whose page closed while it waited for the cart", () => {
  it("charges nothing once the cart is free again", { timeout: 30_000 }, async () => {
    const couple = await createCouple(api.db);
    const cartId = await openCart(couple.userA);
    await addPrenup(couple.userA, cartId);
    const address = await api.app.listen({ port: 0, host: "127.0.0.1" });
    const token = await api.token(claimsOf(couple.userA));
    const controller = new AbortController();
    let sent: Promise<unknown> | undefined;
    await api.db.transaction(async (tx) => {
      // Another request holds the cart (a slow change of it), so the Pay below queues for its lock.
      await tx.select().from(carts).where(eq(carts.id, cartId)).for("update");
      sent = fetch(`${address}/users/${couple.userA.id}/checkout`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({ cartId, paymentMethod: "CARD", paymentMethodToken: LOCAL_CARD_TOKENS.success }),
        signal: controller.signal,
      }).catch((error: unknown) => error);
      await new Promise((resolve) => setTimeout(resolve, 400));
      controller.abort();
      expect(await sent).toBeInstanceOf(Error);
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    // The queued request has the lock now; give it time to do what it would do.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(
      await api.db
        .select()
        .from(localGatewayRecords)
        .where(eq(localGatewayRecords.idempotencyKey, `checkout:${cartId}:0:CARD:59900`)),
    ).toEqual([]);
    const [cart] = await api.db.select().from(carts).where(eq(carts.id, cartId));
    expect(cart!.cartStatus).toBe("UNPAID");
  });
});
