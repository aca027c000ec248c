/**
 * Money under simultaneous requests (issue 37). PGlite runs one statement at a time, so these races
 * only show on PostgreSQL: CI runs this file there (TEST_DATABASE_URL), and on PGlite it checks
 * that the outcome is the same when the requests are serialised.
 */
import { cartItems, carts, localGatewayRecords, purchaseItems } from "@prenup/db";
import { createCouple } from "@prenup/db/testing";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_CARD_TOKENS } from "../src/integrations/payments/index.ts";
import { claimsOf, createTestApi, json, type TestApi } from "./harness.ts";

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

type Person = { id: string; externalId: string; email: string; userType: "CUSTOMER" | "ATTORNEY" | "ADMIN" };

async function openCart(user: Person): Promise<string> {
  const response = await api.inject({ method: "POST", url: `/users/${user.id}/carts`, payload: {}, as: claimsOf(user) });
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
      const lines = await api.db.select().from(cartItems).where(and(eq(cartItems.cartId, cartId), isNull(cartItems.deletedAt)));
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
      const charges = await api.db.select().from(localGatewayRecords).where(eq(localGatewayRecords.reference, cart!.paymentReference!));
      expect(charges.map((charge) => charge.amountInCents)).toEqual([59_900]);
    }
  });
});
