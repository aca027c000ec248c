import { describe, expect, it } from "vitest";
import type { BookingStatus, PaymentStatus, ProductType } from "./enums.ts";
import {
  planPurchaseItemChange,
  isFullyRefunded,
  isProductPaid,
  isQaAvailable,
  isSharedProductPaid,
  partnerRequiresAttorney,
  qaBookingStatus,
  qaQuantity,
  representationBookingStatus,
  representationQuantity,
  representationReviewPending,
  representationType,
  servicePriceCents,
  type PurchaseItemLike,
} from "./purchases.ts";

const item = (
  productType: ProductType,
  extra: {
    userId?: string;
    paymentStatus?: PaymentStatus;
    bookingStatus?: BookingStatus | null;
    deletedAt?: string | Date | null;
  } = {},
): PurchaseItemLike => ({
  userId: extra.userId ?? "a",
  paymentStatus: extra.paymentStatus ?? "SUCCESSFUL",
  bookingStatus: extra.bookingStatus,
  deletedAt: extra.deletedAt,
  product: { productType },
});

describe("isFullyRefunded", () => {
  it("is true only for a full refund: a partial refund leaves the purchase in force", () => {
    expect(isFullyRefunded("FULL_REFUNDED")).toBe(true);
    expect(isFullyRefunded("PARTIALLY_REFUNDED")).toBe(false);
    expect(isFullyRefunded("SUCCESSFUL")).toBe(false);
  });
});

describe("isProductPaid", () => {
  it("needs a non-deleted purchase of the product that was not fully refunded", () => {
    expect(isProductPaid([item("PRENUP")], "PRENUP")).toBe(true);
    expect(isProductPaid([item("PRENUP", { paymentStatus: "FULL_REFUNDED" })], "PRENUP")).toBe(false);
    expect(isProductPaid([item("PRENUP", { paymentStatus: "PARTIALLY_REFUNDED" })], "PRENUP")).toBe(true);
    expect(isProductPaid([item("PRENUP", { deletedAt: "2026-01-01T00:00:00Z" })], "PRENUP")).toBe(false);
    expect(isProductPaid([item("NOTARIZATION")], "PRENUP")).toBe(false);
    expect(isProductPaid([item("NOTARIZATION", { deletedAt: null })], "NOTARIZATION")).toBe(true);
    expect(isProductPaid([], "PRENUP")).toBe(false);
  });
});

describe("booking statuses", () => {
  it("reads the current user's representation booking", () => {
    expect(representationBookingStatus([item("REPRESENTATION", { bookingStatus: "SCHEDULED" })], "a")).toBe(
      "SCHEDULED",
    );
    expect(
      representationBookingStatus([item("REPRESENTATION", { bookingStatus: "BOOKED", userId: "b" })], "a"),
    ).toBeNull();
    expect(
      representationBookingStatus(
        [item("REPRESENTATION", { bookingStatus: "BOOKED", paymentStatus: "FULL_REFUNDED" })],
        "a",
      ),
    ).toBeNull();
    expect(representationBookingStatus([item("REPRESENTATION", { bookingStatus: null })], "a")).toBeNull();
    expect(representationBookingStatus([item("Q_A", { bookingStatus: "BOOKED" })], "a")).toBeNull();
  });

  it("reports the least advanced of several representation bookings", () => {
    const items = [
      item("REPRESENTATION", { bookingStatus: "BOOKED" }),
      item("REPRESENTATION", { bookingStatus: "WAITING" }),
    ];
    expect(representationBookingStatus(items, "a")).toBe("WAITING");
    expect(representationBookingStatus([...items].reverse(), "a")).toBe("WAITING");
  });

  it("reads Q&A as waiting or scheduled only", () => {
    expect(qaBookingStatus([item("Q_A", { bookingStatus: "WAITING" })], "a")).toBe("WAITING");
    expect(
      qaBookingStatus([item("Q_A", { bookingStatus: "SCHEDULED" }), item("Q_A", { bookingStatus: "WAITING" })], "a"),
    ).toBe("WAITING");
    expect(qaBookingStatus([item("Q_A", { bookingStatus: "SCHEDULED" })], "a")).toBe("SCHEDULED");
    expect(qaBookingStatus([item("Q_A", { bookingStatus: "BOOKED" })], "a")).toBeNull();
    expect(qaBookingStatus([item("Q_A", { bookingStatus: "WAITING", deletedAt: new Date() })], "a")).toBeNull();
    expect(qaBookingStatus([], "a")).toBeNull();
  });
});

describe("isQaAvailable", () => {
  it("needs no pending Q&A and an attorney to talk to", () => {
    expect(isQaAvailable({ qaStatus: null, availableAttorneyCount: 1, hasAssignedAttorneyOrLawFirm: false })).toBe(
      true,
    );
    expect(isQaAvailable({ qaStatus: null, availableAttorneyCount: 0, hasAssignedAttorneyOrLawFirm: true })).toBe(true);
    expect(isQaAvailable({ qaStatus: null, availableAttorneyCount: 0, hasAssignedAttorneyOrLawFirm: false })).toBe(
      false,
    );
    expect(isQaAvailable({ qaStatus: "WAITING", availableAttorneyCount: 3, hasAssignedAttorneyOrLawFirm: true })).toBe(
      false,
    );
    expect(
      isQaAvailable({ qaStatus: "SCHEDULED", availableAttorneyCount: 3, hasAssignedAttorneyOrLawFirm: false }),
    ).toBe(false);
  });
});

describe("representation of the couple", () => {
  const document = { userAId: "a", userBId: "b" };

  it("a partner requires an attorney through the will-hire flag", () => {
    expect(partnerRequiresAttorney({ ...document, userAWillHireAttorney: true }, [], "A")).toBe(true);
    expect(partnerRequiresAttorney({ ...document, userAWillHireAttorney: true }, [], "B")).toBe(false);
    expect(partnerRequiresAttorney({ ...document, userBWillHireAttorney: true }, [], "B")).toBe(true);
  });

  it("or through an active representation purchase of theirs", () => {
    expect(partnerRequiresAttorney(document, [item("REPRESENTATION", { userId: "b" })], "B")).toBe(true);
    expect(
      partnerRequiresAttorney(document, [item("REPRESENTATION", { userId: "b", paymentStatus: "FULL_REFUNDED" })], "B"),
    ).toBe(false);
    expect(
      partnerRequiresAttorney(document, [item("REPRESENTATION", { userId: "b", deletedAt: "2026-01-01" })], "B"),
    ).toBe(false);
    expect(partnerRequiresAttorney(document, [item("Q_A", { userId: "b" })], "B")).toBe(false);
    expect(
      partnerRequiresAttorney({ userAId: "a", userBId: null }, [item("REPRESENTATION", { userId: "b" })], "B"),
    ).toBe(false);
  });

  it("gives the representation type", () => {
    expect(representationType(document, [])).toBe("NO_REPRESENTATION");
    expect(representationType({ ...document, userBWillHireAttorney: true }, [])).toBe("PARTIAL_REPRESENTATION");
    expect(
      representationType({ ...document, userAWillHireAttorney: false }, [item("REPRESENTATION", { userId: "a" })]),
    ).toBe("PARTIAL_REPRESENTATION");
    expect(
      representationType({ ...document, userAWillHireAttorney: true }, [item("REPRESENTATION", { userId: "b" })]),
    ).toBe("FULL_REPRESENTATION");
  });
});

describe("quantities and prices", () => {
  it("is unavailable when nobody can buy or the maximum is 0", () => {
    expect(
      representationQuantity({ userCanPurchase: false, fianceCanPurchase: false, maxPurchasable: 2, requested: 1 }),
    ).toEqual({ available: false });
    expect(
      representationQuantity({ userCanPurchase: true, fianceCanPurchase: true, maxPurchasable: 0, requested: 1 }),
    ).toEqual({ available: false });
    expect(
      representationQuantity({ userCanPurchase: true, fianceCanPurchase: false, maxPurchasable: 0, requested: 1 }),
    ).toEqual({ available: false });
  });
  it("sells exactly 1 when only one partner can buy", () => {
    expect(
      representationQuantity({ userCanPurchase: true, fianceCanPurchase: false, maxPurchasable: 2, requested: 2 }),
    ).toEqual({ available: true, quantity: 1 });
    expect(
      representationQuantity({ userCanPurchase: false, fianceCanPurchase: true, maxPurchasable: 1, requested: 2 }),
    ).toEqual({ available: true, quantity: 1 });
  });
  it("sells the requested count up to the maximum when both can buy", () => {
    const both = { userCanPurchase: true, fianceCanPurchase: true };
    expect(representationQuantity({ ...both, maxPurchasable: 2, requested: 2 })).toEqual({
      available: true,
      quantity: 2,
    });
    expect(representationQuantity({ ...both, maxPurchasable: 1, requested: 2 })).toEqual({
      available: true,
      quantity: 1,
    });
    expect(representationQuantity({ ...both, maxPurchasable: 2, requested: 0 })).toEqual({
      available: true,
      quantity: 1,
    });
    expect(representationQuantity({ ...both, maxPurchasable: 2, requested: 1.7 })).toEqual({
      available: true,
      quantity: 1,
    });
    expect(representationQuantity({ ...both, maxPurchasable: 2, requested: Number.NaN })).toEqual({
      available: true,
      quantity: 1,
    });
  });
  it("sells Q&A one at a time and prices quantity × unit", () => {
    expect(qaQuantity()).toBe(1);
    expect(servicePriceCents(2, 69_900)).toBe(139_800);
    expect(servicePriceCents(1, 14_900)).toBe(14_900);
  });
});

describe("isSharedProductPaid", () => {
  const document = { id: "doc", userAId: "a", userBId: "b" };
  const bought = (
    productType: ProductType,
    userId: string,
    documentId: string | null | undefined,
    extra: { paymentStatus?: PaymentStatus; deletedAt?: string | null } = {},
  ) => ({
    ...item(productType, { userId, ...extra }),
    documentId,
  });
  const paid = (
    purchaseItems: ReturnType<typeof bought>[],
    overrides: Partial<Parameters<typeof isSharedProductPaid>[0]> = {},
  ) => isSharedProductPaid({ productType: "PRENUP", purchaseItems, document, userId: "a", ...overrides });

  it("counts either partner's purchase made for this document", () => {
    expect(paid([bought("PRENUP", "a", "doc")])).toBe(true);
    expect(paid([bought("PRENUP", "b", "doc")])).toBe(true);
    expect(paid([bought("PRENUP", "b", "doc")], { userId: "b" })).toBe(true);
  });

  it("counts a purchase made before the agreement existed (for no document)", () => {
    expect(paid([bought("PRENUP", "a", null)])).toBe(true);
    expect(paid([bought("PRENUP", "b", undefined)])).toBe(true);
  });

  it("does not count a purchase for another document, by someone else, of another product, refunded or deleted", () => {
    expect(paid([bought("PRENUP", "a", "other-doc")])).toBe(false);
    expect(paid([bought("PRENUP", "stranger", "doc")])).toBe(false);
    expect(paid([bought("NOTARIZATION", "a", "doc")])).toBe(false);
    expect(paid([bought("PRENUP", "a", "doc", { paymentStatus: "FULL_REFUNDED" })])).toBe(false);
    expect(paid([bought("PRENUP", "b", "doc", { paymentStatus: "PARTIALLY_REFUNDED" })])).toBe(true);
    expect(paid([bought("PRENUP", "b", "doc", { paymentStatus: "FULL_REFUNDED" })])).toBe(false);
    expect(paid([bought("PRENUP", "a", "doc", { deletedAt: "2026-11-01T00:00:00Z" })])).toBe(false);
    expect(paid([])).toBe(false);
  });

  it("reads NOTARIZATION the same way", () => {
    expect(paid([bought("NOTARIZATION", "b", "doc")], { productType: "NOTARIZATION" })).toBe(true);
    expect(paid([bought("PRENUP", "b", "doc")], { productType: "NOTARIZATION" })).toBe(false);
  });

  it("before partner B joins, counts partner A's purchases only", () => {
    const alone = { id: "doc", userAId: "a", userBId: null };
    expect(paid([bought("PRENUP", "a", "doc")], { document: alone })).toBe(true);
    expect(paid([bought("PRENUP", "b", "doc")], { document: alone })).toBe(false);
  });

  it("without a document, counts only the user's own purchases made for no document", () => {
    expect(paid([bought("PRENUP", "a", null)], { document: null })).toBe(true);
    expect(paid([bought("PRENUP", "a", "doc")], { document: null })).toBe(false);
    expect(paid([bought("PRENUP", "b", null)], { document: null })).toBe(false);
  });
});

describe("planPurchaseItemChange", () => {
  const item = {
    bookingStatus: "WAITING" as const,
    attorneyId: null,
    documentId: null,
    paymentStatus: "SUCCESSFUL" as const,
  };
  const base = { item, change: {}, attorneyAvailable: true, activeDocumentId: "doc" };
  it("moves a booking forward, never back", () => {
    expect(planPurchaseItemChange({ ...base, change: { bookingStatus: "SCHEDULED" } })).toEqual({
      ok: true,
      update: { bookingStatus: "SCHEDULED" },
    });
    expect(
      planPurchaseItemChange({
        ...base,
        item: { ...item, bookingStatus: "BOOKED" },
        change: { bookingStatus: "WAITING" },
      }),
    ).toMatchObject({ ok: false, field: "bookingStatus" });
    expect(
      planPurchaseItemChange({ ...base, item: { ...item, bookingStatus: null }, change: { bookingStatus: "BOOKED" } }),
    ).toMatchObject({ ok: false, field: "bookingStatus" });
  });
  it("sets the attorney and the agreement once, to allowed values", () => {
    expect(planPurchaseItemChange({ ...base, change: { attorneyId: "att", documentId: "doc" } })).toEqual({
      ok: true,
      update: { attorneyId: "att", documentId: "doc" },
    });
    expect(planPurchaseItemChange({ ...base, attorneyAvailable: false, change: { attorneyId: "att" } })).toMatchObject({
      ok: false,
      field: "attorneyId",
    });
    expect(
      planPurchaseItemChange({ ...base, item: { ...item, attorneyId: "other" }, change: { attorneyId: "att" } }),
    ).toMatchObject({ ok: false, field: "attorneyId" });
    expect(planPurchaseItemChange({ ...base, change: { documentId: "someone-elses" } })).toMatchObject({
      ok: false,
      field: "documentId",
    });
    expect(
      planPurchaseItemChange({ ...base, item: { ...item, documentId: "doc" }, change: { documentId: "doc" } }),
    ).toEqual({ ok: true, update: {} });
  });
  it("refuses changes to a fully refunded purchase", () => {
    expect(
      planPurchaseItemChange({
        ...base,
        item: { ...item, paymentStatus: "FULL_REFUNDED" },
        change: { bookingStatus: "BOOKED" },
      }),
    ).toMatchObject({ ok: false });
  });
});

describe("representationReviewPending", () => {
  const document = { id: "doc", userAId: "a", userBId: "b", attorneyAApprovedAt: null, attorneyBApprovedAt: null };
  const representation = (
    userId: string,
    extra: { documentId?: string | null; paymentStatus?: PaymentStatus } = {},
  ) => ({
    ...item("REPRESENTATION", { userId, ...(extra.paymentStatus ? { paymentStatus: extra.paymentStatus } : {}) }),
    documentId: extra.documentId ?? null,
  });

  it("is pending while a partner's representation is in force and their attorney has not approved", () => {
    expect(representationReviewPending({ purchaseItems: [representation("a", { documentId: "doc" })], document })).toBe(
      true,
    );
    expect(representationReviewPending({ purchaseItems: [representation("b")], document })).toBe(true);
  });

  it("is not pending once that side's attorney approved, even if the other side has not", () => {
    expect(
      representationReviewPending({
        purchaseItems: [representation("a")],
        document: { ...document, attorneyAApprovedAt: "2026-11-01T00:00:00Z" },
      }),
    ).toBe(false);
    expect(
      representationReviewPending({
        purchaseItems: [representation("b")],
        document: { ...document, attorneyAApprovedAt: new Date() },
      }),
    ).toBe(true);
  });

  it("is not pending without a representation in force for this agreement", () => {
    expect(representationReviewPending({ purchaseItems: [], document })).toBe(false);
    expect(representationReviewPending({ purchaseItems: [item("NOTARIZATION"), item("Q_A")], document })).toBe(false);
    expect(
      representationReviewPending({
        purchaseItems: [representation("a", { paymentStatus: "FULL_REFUNDED" })],
        document,
      }),
    ).toBe(false);
    expect(
      representationReviewPending({ purchaseItems: [representation("a", { documentId: "other" })], document }),
    ).toBe(false);
    expect(representationReviewPending({ purchaseItems: [representation("stranger")], document })).toBe(false);
    expect(representationReviewPending({ purchaseItems: [representation("a")], document: null })).toBe(false);
  });
});
