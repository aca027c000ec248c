import { auditLog, cartItems, carts, contentIds, purchaseItems } from "@prenup/db";
import { createAdmin, createAttorney, createCouple, createCustomer, createDocument, snapshotTables } from "@prenup/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimsOf, createTestApi, json, type TestApi } from "./harness.ts";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});

const paymentTables = () => snapshotTables(api.db, [carts, cartItems, purchaseItems, auditLog]);

describe("POST /admin/users/{id}/mark-paid", () => {
  it("makes the prenup paid as a checkout would, once: calling again changes nothing", async () => {
    const admin = await createAdmin(api.db);
    const couple = await createCouple(api.db);
    const markPaid = () =>
      api.inject({ method: "POST", url: `/admin/users/${couple.userB.id}/mark-paid`, as: claimsOf(admin, "admin") });

    const first = await markPaid();
    expect(first.statusCode, first.body).toBe(200);
    const { purchaseItemId, alreadyPaid } = json<{ purchaseItemId: string; alreadyPaid: boolean }>(first);
    expect(alreadyPaid).toBe(false);

    const [item] = await api.db.select().from(purchaseItems).where(eq(purchaseItems.id, purchaseItemId));
    expect(item).toMatchObject({
      userId: couple.userB.id,
      documentId: couple.document.id,
      productId: contentIds.product("PRENUP"),
      paymentStatus: "SUCCESSFUL",
      feePaidInCents: 0,
      createdById: admin.id,
    });
    expect(item!.pricePaidInCents).toBeGreaterThan(0);
    const [cart] = await api.db.select().from(carts).where(eq(carts.id, item!.cartId!));
    expect(cart).toMatchObject({ cartStatus: "PAID", paymentMethod: null, totalPaidInCents: item!.pricePaidInCents, documentId: couple.document.id });
    const audit = await api.db.select().from(auditLog).where(eq(auditLog.entityId, purchaseItemId));
    expect(audit).toEqual([expect.objectContaining({ action: "user.mark-paid", actorUserId: admin.id, documentId: couple.document.id })]);

    // The customers now see the prenup as paid: changing the state needs the confirmation.
    const patch = await api.inject({
      method: "PATCH",
      url: `/documents/${couple.document.id}`,
      payload: { stateId: contentIds.state("NY") },
      as: claimsOf(couple.userA),
    });
    expect(patch.statusCode).toBe(409);

    const before = await paymentTables();
    const again = await markPaid();
    expect(json(again)).toEqual({ purchaseItemId, alreadyPaid: true });
    // Either partner: the couple's prenup is bought once.
    const forA = await api.inject({ method: "POST", url: `/admin/users/${couple.userA.id}/mark-paid`, as: claimsOf(admin, "admin") });
    expect(json(forA)).toEqual({ purchaseItemId, alreadyPaid: true });
    expect(await paymentTables()).toEqual(before);
  });

  it("answers the existing purchase for a couple that paid at checkout", async () => {
    const admin = await createAdmin(api.db);
    const couple = await createCouple(api.db, { paid: true });
    const response = await api.inject({ method: "POST", url: `/admin/users/${couple.userA.id}/mark-paid`, as: claimsOf(admin, "admin") });
    expect(json(response)).toEqual({ purchaseItemId: couple.prenupPurchase!.id, alreadyPaid: true });
  });

  it("creates one purchase when two calls race", async () => {
    const admin = await createAdmin(api.db);
    const customer = await createCustomer(api.db);
    await createDocument(api.db, { userA: customer });
    const call = () => api.inject({ method: "POST", url: `/admin/users/${customer.id}/mark-paid`, as: claimsOf(admin, "admin") });
    const answers = (await Promise.all([call(), call()])).map((response) => json<{ alreadyPaid: boolean }>(response).alreadyPaid).sort();
    expect(answers).toEqual([false, true]);
    expect(await api.db.select().from(purchaseItems).where(eq(purchaseItems.userId, customer.id))).toHaveLength(1);
  });

  it("answers 409 NO_DOCUMENT without an agreement and 404 for an unknown user, writing nothing", async () => {
    const admin = await createAdmin(api.db);
    const loner = await createCustomer(api.db);
    const before = await paymentTables();
    const none = await api.inject({ method: "POST", url: `/admin/users/${loner.id}/mark-paid`, as: claimsOf(admin, "admin") });
    expect(none.statusCode).toBe(409);
    expect(json<{ code: string }>(none).code).toBe("NO_DOCUMENT");
    const unknown = await api.inject({
      method: "POST",
      url: "/admin/users/6f1f8f5e-2b7d-4c1a-9d3e-5a4b3c2d1e0f/mark-paid",
      as: claimsOf(admin, "admin"),
    });
    expect(unknown.statusCode).toBe(404);
    expect((await api.inject({ method: "POST", url: "/admin/users/not-a-uuid/mark-paid", as: claimsOf(admin, "admin") })).statusCode).toBe(400);
    expect(await paymentTables()).toEqual(before);
  });

  it("is for admins only: customers and attorneys get 403 and nothing is written", async () => {
    const couple = await createCouple(api.db);
    const attorney = await createAttorney(api.db);
    const before = await paymentTables();
    for (const [user, app] of [[couple.userA, "customer"], [couple.userB, "customer"], [attorney.user, "attorney"]] as const) {
      const response = await api.inject({ method: "POST", url: `/admin/users/${couple.userA.id}/mark-paid`, as: claimsOf(user, app) });
      expect(response.statusCode).toBe(403);
    }
    expect(await paymentTables()).toEqual(before);
  });
});
