import { purchaseItems } from "@prenup/db";
import { createAdmin, createAttorney, createCouple, createCustomer, createPurchaseItem } from "@prenup/db/testing";
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

type DocumentBody = {
  id: string;
  respondent: "A" | "B";
  state: { abbreviation: string; name: string } | null;
  partner: { id: string; firstName: string | null; lastName: string | null } | null;
  status: string;
};

describe("GET /users/{id}/documents", () => {
  it("answers each partner their document with their side, the state and the other partner's names", async () => {
    const couple = await createCouple(api.db, {
      state: "CA",
      userA: { firstName: "Alex", lastName: "Rivera" },
      userB: { firstName: "Jordan", lastName: "Lee" },
    });

    const asA = json<DocumentBody[]>(
      await api.inject({ method: "GET", url: `/users/${couple.userA.id}/documents`, as: claimsOf(couple.userA) }),
    );
    expect(asA).toHaveLength(1);
    expect(asA[0]).toMatchObject({
      id: couple.document.id,
      respondent: "A",
      state: { abbreviation: "CA", name: "California" },
      partner: { id: couple.userB.id, firstName: "Jordan", lastName: "Lee" },
      status: "NOT_APPROVED",
    });
    // Names only: the partner's contact details are not part of the document listing.
    expect(Object.keys(asA[0]!.partner!).sort()).toEqual(["firstName", "id", "lastName", "middleName", "suffix"]);

    const asB = json<DocumentBody[]>(
      await api.inject({ method: "GET", url: `/users/${couple.userB.id}/documents`, as: claimsOf(couple.userB) }),
    );
    expect(asB[0]).toMatchObject({ id: couple.document.id, respondent: "B", partner: { firstName: "Alex" } });
  });

  it("answers an empty list for a user without documents, and no partner before one joins", async () => {
    const loner = await createCustomer(api.db);
    const none = await api.inject({ method: "GET", url: `/users/${loner.id}/documents`, as: claimsOf(loner) });
    expect(json(none)).toEqual([]);

    const invited = await createCouple(api.db, { invitationAccepted: false, state: null });
    const pending = json<DocumentBody[]>(
      await api.inject({ method: "GET", url: `/users/${invited.userA.id}/documents`, as: claimsOf(invited.userA) }),
    );
    expect(pending[0]).toMatchObject({ partner: null, state: null });
  });

  it("answers 404 to an admin for a user that does not exist", async () => {
    const admin = await createAdmin(api.db);
    const response = await api.inject({
      method: "GET",
      url: "/users/6f1f8f5e-2b7d-4c1a-9d3e-5a4b3c2d1e0f/documents",
      as: claimsOf(admin, "admin"),
    });
    expect(response.statusCode).toBe(404);
  });
});

type PurchaseBody = {
  id: string;
  userId: string;
  paymentStatus: string;
  bookingStatus: string | null;
  product: { productType: string; productCategory: string };
};

describe("GET /users/{id}/purchase-items", () => {
  it("includes the prenup the partner paid for the shared document, and nothing of other couples", async () => {
    const couple = await createCouple(api.db, { paid: true });
    const others = await createCouple(api.db, { paid: true });

    const asB = json<PurchaseBody[]>(
      await api.inject({ method: "GET", url: `/users/${couple.userB.id}/purchase-items`, as: claimsOf(couple.userB) }),
    );
    expect(asB).toHaveLength(1);
    expect(asB[0]).toMatchObject({
      id: couple.prenupPurchase!.id,
      userId: couple.userA.id,
      paymentStatus: "SUCCESSFUL",
      product: { productType: "PRENUP", productCategory: "DOCUMENT" },
    });
    expect(asB.map((item) => item.id)).not.toContain(others.prenupPurchase!.id);
  });

  it("filters on the product category and leaves out deleted items", async () => {
    const couple = await createCouple(api.db, { paid: true });
    const { attorney } = await createAttorney(api.db);
    const representation = await createPurchaseItem(api.db, {
      user: couple.userA,
      productType: "REPRESENTATION",
      document: couple.document,
      attorney,
    });
    const removed = await createPurchaseItem(api.db, {
      user: couple.userA,
      productType: "Q_A",
      document: couple.document,
    });
    await api.db
      .update(purchaseItems)
      .set({ deletedAt: new Date() })
      .where(eq(purchaseItems.id, removed.purchaseItem.id));

    const all = json<PurchaseBody[]>(
      await api.inject({ method: "GET", url: `/users/${couple.userA.id}/purchase-items`, as: claimsOf(couple.userA) }),
    );
    expect(all.map((item) => item.product.productType).sort()).toEqual(["PRENUP", "REPRESENTATION"]);

    const services = json<PurchaseBody[]>(
      await api.inject({
        method: "GET",
        url: `/users/${couple.userA.id}/purchase-items?category=ATTORNEY_SERVICE`,
        as: claimsOf(couple.userA),
      }),
    );
    expect(services).toEqual([
      expect.objectContaining({
        id: representation.purchaseItem.id,
        bookingStatus: "WAITING",
        product: expect.objectContaining({ productType: "REPRESENTATION", productCategory: "ATTORNEY_SERVICE" }),
      }),
    ]);
  });

  it("rejects an unknown category with a validation issue", async () => {
    const user = await createCustomer(api.db);
    const response = await api.inject({
      method: "GET",
      url: `/users/${user.id}/purchase-items?category=GIFT_CARD`,
      as: claimsOf(user),
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({
      error: { issues: [{ message: "category must be one of ATTORNEY_SERVICE, DOCUMENT", path: ["category"] }] },
    });
  });
});
