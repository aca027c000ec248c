import { eq, getTableColumns } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findStateByAbbreviation } from "../lookups.ts";
import { attorneyServices, cartItems, carts, products, purchaseItems } from "../schema/index.ts";
import {
  attorneyLicences,
  createAdmin,
  createAttorney,
  createCouple,
  createCustomer,
  createDocument,
  createLawFirm,
  createPurchaseItem,
  createTestDatabase,
  markPrenupPaid,
  type TestDatabase,
} from "./index.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe("factories", () => {
  it("create users of each type with distinct identities", async () => {
    const customer = await createCustomer(database.db);
    const other = await createCustomer(database.db);
    const admin = await createAdmin(database.db, { firstName: "Ada" });
    expect(customer.userType).toBe("CUSTOMER");
    expect(customer.termsAgreedAt).toBeInstanceOf(Date);
    expect(admin).toMatchObject({ userType: "ADMIN", firstName: "Ada" });
    expect(other.externalId).not.toBe(customer.externalId);
    expect(other.email).not.toBe(customer.email);
  });

  it("createCouple links both partners to one document in the state asked for, unpaid by default", async () => {
    const { userA, userB, document, prenupPurchase } = await createCouple(database.db, { state: "NY" });
    const newYork = await findStateByAbbreviation(database.db, "NY");
    expect(document).toMatchObject({
      userAId: userA.id,
      userBId: userB.id,
      invitedUserId: userB.id,
      stateId: newYork.id,
    });
    expect(document.invitationAcceptedAt).toBeInstanceOf(Date);
    expect(prenupPurchase).toBeNull();
  });

  it("createCouple with paid gives partner A a successful PRENUP purchase in a paid cart", async () => {
    const { userA, document, prenupPurchase } = await createCouple(database.db, { paid: true });
    const [stored] = await database.db
      .select({ ...getTableColumns(purchaseItems), product: products, cart: carts })
      .from(purchaseItems)
      .innerJoin(products, eq(products.id, purchaseItems.productId))
      .leftJoin(carts, eq(carts.id, purchaseItems.cartId))
      .where(eq(purchaseItems.id, prenupPurchase!.id));
    const storedCartItems = stored?.cart
      ? await database.db.select().from(cartItems).where(eq(cartItems.cartId, stored.cart.id))
      : undefined;
    expect(stored).toMatchObject({
      userId: userA.id,
      documentId: document.id,
      paymentStatus: "SUCCESSFUL",
      deletedAt: null,
    });
    expect(stored?.product.productType).toBe("PRENUP");
    expect(stored?.pricePaidInCents).toBe(stored?.product.priceInCents);
    expect(stored?.cart?.cartStatus).toBe("PAID");
    expect(storedCartItems?.map((i) => i.productId)).toEqual([stored?.productId]);
  });

  it("an invitation not yet accepted leaves partner B off the document", async () => {
    const userA = await createCustomer(database.db);
    const userB = await createCustomer(database.db);
    const document = await createDocument(database.db, { userA, userB, invitationAccepted: false });
    expect(document.userBId).toBeNull();
    expect(document.invitedUserId).toBe(userB.id);
    expect(document.invitationAcceptedAt).toBeNull();
  });

  it("createAttorney makes an attorney whose id is the user's, with firm, licences and services", async () => {
    const firm = await createLawFirm(database.db, { name: "Factory Firm" });
    const created = await createAttorney(database.db, { lawFirm: firm, states: ["CA", "TX"] });
    expect(created.user.userType).toBe("ATTORNEY");
    expect(created.attorney).toMatchObject({
      id: created.user.id,
      userId: created.user.id,
      stage: "APPROVED",
      lawFirmId: firm.id,
    });
    const licences = await attorneyLicences(database.db, created.attorney.id);
    const services = await database.db
      .select({ productType: products.productType })
      .from(attorneyServices)
      .innerJoin(products, eq(products.id, attorneyServices.productId))
      .where(eq(attorneyServices.attorneyId, created.attorney.id));
    expect(licences.map((l) => l.state.abbreviation)).toEqual(["CA", "TX"]);
    expect(services.map((s) => s.productType).sort()).toEqual(["Q_A", "REPRESENTATION"]);

    const applicant = await createAttorney(database.db, { stage: "FORM_MISSING", lawFirm: null, states: [] });
    expect(applicant.attorney).toMatchObject({ stage: "FORM_MISSING", lawFirmId: null });
    expect(applicant.attorneyServices).toEqual([]);
  });

  it("createPurchaseItem for an attorney service records the fee, payout due and a waiting booking", async () => {
    const { userA, document } = await createCouple(database.db);
    const { attorney } = await createAttorney(database.db);
    const { purchaseItem } = await createPurchaseItem(database.db, {
      user: userA,
      productType: "REPRESENTATION",
      document,
      attorney,
    });
    expect(purchaseItem).toMatchObject({
      attorneyId: attorney.id,
      payoutStatus: "DUE",
      bookingStatus: "WAITING",
      category: "ATTORNEY_SERVICE",
    });
    expect(purchaseItem.pricePaidToAttorneyInCents! + purchaseItem.feePaidInCents).toBe(purchaseItem.pricePaidInCents);
  });

  it("markPrenupPaid pays for the couple's document", async () => {
    const { document } = await createCouple(database.db);
    const { purchaseItem } = await markPrenupPaid(database.db, { document });
    expect(purchaseItem).toMatchObject({
      userId: document.userAId,
      documentId: document.id,
      paymentStatus: "SUCCESSFUL",
    });
  });
});
