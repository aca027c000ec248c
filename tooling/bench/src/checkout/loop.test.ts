import { describe, expect, it } from "vitest";
import { CARD_TOKEN, runPurchases, type Answer, type Send } from "./loop.ts";

/** A fake server on a fake clock: every call takes `ms[path kind]` milliseconds. */
function fakeServer(
  answer: (path: string, body: unknown) => Answer,
  ms: { cart: number; item: number; checkout: number },
) {
  let clock = 0;
  const sent: { path: string; token: string; body: unknown }[] = [];
  const send: Send = async (path, token, body) => {
    sent.push({ path, token, body });
    clock += path.endsWith("/cart-items") ? ms.item : path.endsWith("/checkout") ? ms.checkout : ms.cart;
    return answer(path, body);
  };
  return { send, sent, now: () => clock };
}

const ok = (path: string): Answer =>
  path.endsWith("/carts")
    ? { status: 201, body: '{"id":"cart-1"}' }
    : path.endsWith("/checkout")
      ? { status: 200, body: '{"status":"paid"}' }
      : { status: 200, body: "{}" };

describe("the buyers' purchase loops", () => {
  it("opens the cart, adds the product and pays with the answered cart id, timing each call and the purchase", async () => {
    const server = fakeServer(ok, { cart: 1, item: 2, checkout: 7 });
    const result = await runPurchases({
      buyers: [{ id: "u1", token: "t1" }],
      productId: "qa",
      seconds: 0.05,
      send: server.send,
      now: server.now,
    });
    expect(server.sent.slice(0, 3)).toEqual([
      { path: "/users/u1/carts", token: "t1", body: {} },
      { path: "/users/u1/carts/cart-1/cart-items", token: "t1", body: { productId: "qa", quantity: 1 } },
      {
        path: "/users/u1/checkout",
        token: "t1",
        body: { cartId: "cart-1", paymentMethod: "CARD", paymentMethodToken: CARD_TOKEN },
      },
    ]);
    // 10 ms per purchase, 50 ms: five purchases.
    expect(result.calls.purchase.ok).toBe(5);
    expect(result.seconds).toBeCloseTo(0.05);
    expect(result.calls.purchase.perSecond).toBeCloseTo(100);
    expect([
      result.calls["open cart"].p50,
      result.calls["add Q&A"].p50,
      result.calls.checkout.p99,
      result.calls.purchase.p50,
    ]).toEqual([1, 2, 7, 10]);
    expect(result.firstFailures).toEqual({});
  });

  it("counts failures by cause, keeps the first answer, and starts the next purchase over", async () => {
    let checkouts = 0;
    const server = fakeServer(
      (path) => {
        if (!path.endsWith("/checkout")) return ok(path);
        checkouts++;
        if (checkouts === 1) return { status: 409, body: '{"code":"PRODUCT_NOT_AVAILABLE"}' };
        if (checkouts === 2) return { status: 200, body: '{"status":"requires_action"}' };
        if (checkouts === 3) return { status: 0, body: "ECONNRESET" };
        return ok(path);
      },
      { cart: 1, item: 1, checkout: 1 },
    );
    const result = await runPurchases({
      buyers: [{ id: "u1", token: "t1" }],
      productId: "qa",
      seconds: 0.015,
      send: server.send,
      now: server.now,
    });
    expect(result.calls.checkout.failures).toEqual({ "409": 1, "200 not paid": 1, "no answer": 1 });
    expect(result.firstFailures.checkout).toBe('409: {"code":"PRODUCT_NOT_AVAILABLE"}');
    expect(result.calls.checkout.ok).toBe(2);
    expect(result.calls.purchase.ok).toBe(2);
  });

  it("refuses an open-cart answer without a cart id and sends nothing more for that purchase", async () => {
    const server = fakeServer((path) => (path.endsWith("/carts") ? { status: 200, body: "{}" } : ok(path)), {
      cart: 5,
      item: 1,
      checkout: 1,
    });
    const result = await runPurchases({
      buyers: [{ id: "u1", token: "t1" }],
      productId: "qa",
      seconds: 0.01,
      send: server.send,
      now: server.now,
    });
    expect(result.calls["open cart"].failures).toEqual({ "200 without a cart id": 2 });
    expect(server.sent.every((call) => call.path === "/users/u1/carts")).toBe(true);
  });
});
