/**
 * The admin's user read model computes "paid" in SQL (`userRows` in admin-users.repository.ts); the
 * rule is `sharedProductPurchase` of @prenup/domain. This test ties the two: on a matrix of
 * purchases (who bought, for which agreement, which product, payment status, deleted or not) and
 * for a user with and without an agreement, GET /admin/users/{id} says `paid` exactly when the
 * domain's rule does, for both partners.
 */
import { products } from "@prenup/db";
import { createAdmin, createCouple, createCustomer, createDocument, createPurchaseItem } from "@prenup/db/testing";
import { isSharedProductPaid, PAYMENT_STATUSES, type PaymentStatus, type ProductType } from "@prenup/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimsOf, createTestApi, json, type TestApi, type TokenClaims } from "./harness.ts";

let api: TestApi;
let asAdmin: TokenClaims;
let productTypes: Map<string, ProductType>;
beforeAll(async () => {
  api = await createTestApi();
  asAdmin = claimsOf(await createAdmin(api.db), "admin");
  productTypes = new Map(
    (await api.db.select({ id: products.id, productType: products.productType }).from(products)).map((p) => [
      p.id,
      p.productType,
    ]),
  );
});
afterAll(async () => {
  await api?.close();
});

type Buyer = "A" | "B" | "stranger";
type For = "this agreement" | "no agreement" | "another agreement";
const BUYERS: Buyer[] = ["A", "B", "stranger"];
const FOR: For[] = ["this agreement", "no agreement", "another agreement"];
const PRODUCTS: ProductType[] = ["PRENUP", "NOTARIZATION"];

async function paidOnAdminPage(userId: string): Promise<boolean> {
  const response = await api.inject({ method: "GET", url: `/admin/users/${userId}`, as: asAdmin });
  expect(response.statusCode, response.body).toBe(200);
  return json<{ paid: boolean }>(response).paid;
}

describe("the admin's 'paid' agrees with sharedProductPurchase", () => {
  it("on every combination of buyer, agreement, product, payment status and deletion, for both partners", async () => {
    const cases: string[] = [];
    for (const buyer of BUYERS) {
      for (const forWhat of FOR) {
        for (const productType of PRODUCTS) {
          for (const paymentStatus of PAYMENT_STATUSES) {
            for (const deleted of [false, true]) {
              const couple = await createCouple(api.db);
              const stranger = buyer === "stranger" ? await createCustomer(api.db) : null;
              // A's older agreement: the admin page shows the newest active one, the couple's.
              const other =
                forWhat === "another agreement"
                  ? await createDocument(api.db, {
                      userA: couple.userA,
                      overrides: { createdAt: new Date("2020-01-01T00:00:00Z") },
                    })
                  : null;
              const user = buyer === "A" ? couple.userA : buyer === "B" ? couple.userB : stranger!;
              const document =
                forWhat === "this agreement" ? couple.document : forWhat === "another agreement" ? other : null;
              const { purchaseItem } = await createPurchaseItem(api.db, {
                productType,
                user,
                ...(document ? { document } : {}),
                overrides: { paymentStatus: paymentStatus as PaymentStatus, deletedAt: deleted ? new Date() : null },
              });
              const items = [{ ...purchaseItem, product: { productType: productTypes.get(purchaseItem.productId)! } }];
              const label = `${buyer} bought ${productType} for ${forWhat}, ${paymentStatus}${deleted ? ", deleted" : ""}`;
              cases.push(label);
              for (const partner of [couple.userA, couple.userB]) {
                const expected = isSharedProductPaid({
                  productType: "PRENUP",
                  purchaseItems: items,
                  document: {
                    id: couple.document.id,
                    userAId: couple.document.userAId,
                    userBId: couple.document.userBId,
                  },
                  userId: partner.id,
                });
                expect(
                  await paidOnAdminPage(partner.id),
                  `${label}: ${partner.id === couple.userA.id ? "A" : "B"}`,
                ).toBe(expected);
              }
            }
          }
        }
      }
    }
    expect(cases).toHaveLength(BUYERS.length * FOR.length * PRODUCTS.length * PAYMENT_STATUSES.length * 2);
  }, 240_000);

  it("for a user without an agreement: their own purchases made for no agreement count, others' and other agreements' do not", async () => {
    for (const forWhat of ["no agreement", "someone else's agreement"] as const) {
      for (const paymentStatus of PAYMENT_STATUSES) {
        const customer = await createCustomer(api.db);
        const elsewhere = forWhat === "someone else's agreement" ? (await createCouple(api.db)).document : null;
        const { purchaseItem } = await createPurchaseItem(api.db, {
          productType: "PRENUP",
          user: customer,
          ...(elsewhere ? { document: elsewhere } : {}),
          overrides: { paymentStatus: paymentStatus as PaymentStatus },
        });
        const expected = isSharedProductPaid({
          productType: "PRENUP",
          purchaseItems: [{ ...purchaseItem, product: { productType: "PRENUP" } }],
          document: null,
          userId: customer.id,
        });
        expect(await paidOnAdminPage(customer.id), `${forWhat}, ${paymentStatus}`).toBe(expected);
      }
    }
  });
});
