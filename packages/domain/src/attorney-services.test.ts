import { describe, expect, it } from "vitest";
import {
  attorneyRatingSummary,
  attorneyReviewBodySchema,
  attorneyServicesEligibility,
  attorneysServing,
  attorneysWithoutConflict,
  bookingStatusAfter,
  bookingStatusFromEvents,
  chatMessageSchema,
  CHAT_MESSAGES,
  eventMatchesFilter,
  isAttorneyInConflict,
  planAttorneyReview,
  servicesNeedingReview,
  type AttorneyServiceItemLike,
} from "./attorney-services.ts";

const ellis = { id: "ellis", lawFirmId: "firm-1" };
const navarro = { id: "navarro", lawFirmId: "firm-1" };
const raman = { id: "raman", lawFirmId: "firm-2" };
const solo = { id: "solo", lawFirmId: null };

const item = (
  userId: string,
  productType: "REPRESENTATION" | "Q_A" | "PRENUP",
  attorneyId: string | null,
  extra: Partial<AttorneyServiceItemLike> = {},
): AttorneyServiceItemLike => ({
  userId,
  attorneyId,
  paymentStatus: "SUCCESSFUL",
  product: { productType },
  ...extra,
});

describe("attorneysServing", () => {
  const lawFirmOf = new Map<string, string | null>([
    ["ellis", "firm-1"],
    ["raman", "firm-2"],
  ]);
  it("joins the document's attorney and the attorneys of the person's active services, once each", () => {
    const items = [
      item("a", "REPRESENTATION", "ellis"),
      item("a", "Q_A", "raman"),
      item("a", "Q_A", "ellis"),
      item("b", "REPRESENTATION", "solo"),
    ];
    expect(attorneysServing({ personId: "a", documentAttorneyId: "ellis", purchaseItems: items, lawFirmOf })).toEqual([
      { attorneyId: "ellis", lawFirmId: "firm-1" },
      { attorneyId: "raman", lawFirmId: "firm-2" },
    ]);
  });
  it("skips refunded, deleted and non-service purchases, and nobody has none", () => {
    const items = [
      item("a", "REPRESENTATION", "ellis", { paymentStatus: "FULL_REFUNDED" }),
      item("a", "Q_A", "raman", { deletedAt: "2026-01-01" }),
      item("a", "PRENUP", "ellis"),
    ];
    expect(attorneysServing({ personId: "a", documentAttorneyId: null, purchaseItems: items, lawFirmOf })).toEqual([]);
    expect(attorneysServing({ personId: null, documentAttorneyId: "ellis", purchaseItems: items, lawFirmOf })).toEqual(
      [],
    );
  });
});

describe("the conflict rule", () => {
  const partners = [{ attorneyId: "ellis", lawFirmId: "firm-1" }];
  it("never offers the partner's attorney or anyone of the partner's law firm", () => {
    expect(isAttorneyInConflict(ellis, partners)).toBe(true);
    expect(isAttorneyInConflict(navarro, partners)).toBe(true);
    expect(isAttorneyInConflict(raman, partners)).toBe(false);
    expect(attorneysWithoutConflict([ellis, navarro, raman, solo], partners)).toEqual([raman, solo]);
  });
  it("attorneys without a firm conflict only with themselves", () => {
    expect(isAttorneyInConflict(solo, [{ attorneyId: "other", lawFirmId: null }])).toBe(false);
    expect(isAttorneyInConflict(solo, [{ attorneyId: "solo", lawFirmId: null }])).toBe(true);
  });
});

describe("attorneyServicesEligibility", () => {
  const base = {
    attorneySupport: "PARTNER" as const,
    userAttorneys: [],
    partnerAttorneys: [],
    userHasRepresentation: false,
    hasPartner: true,
    partnerHasRepresentation: false,
  };
  it("offers nothing where attorney support is NONE", () => {
    expect(attorneyServicesEligibility({ ...base, attorneySupport: "NONE", candidates: [ellis, raman] })).toMatchObject(
      {
        availableAttorneysForUser: [],
        maxRepresentationProductsUserCanPurchase: 0,
        userCanPurchase: false,
        fianceCanPurchase: false,
      },
    );
  });
  it("sells two when two firms can serve the couple, one when only one firm is licensed", () => {
    expect(attorneyServicesEligibility({ ...base, candidates: [ellis, raman] })).toMatchObject({
      maxRepresentationProductsUserCanPurchase: 2,
      userCanPurchase: true,
      fianceCanPurchase: true,
    });
    expect(
      attorneyServicesEligibility({ ...base, candidates: [ellis, navarro] }).maxRepresentationProductsUserCanPurchase,
    ).toBe(1);
    expect(
      attorneyServicesEligibility({ ...base, candidates: [solo, raman] }).maxRepresentationProductsUserCanPurchase,
    ).toBe(2);
    expect(attorneyServicesEligibility({ ...base, candidates: [] })).toMatchObject({
      maxRepresentationProductsUserCanPurchase: 0,
      userCanPurchase: false,
      fianceCanPurchase: false,
    });
  });
  it("without a linked partner only the user can buy", () => {
    expect(attorneyServicesEligibility({ ...base, hasPartner: false, candidates: [ellis, raman] })).toMatchObject({
      maxRepresentationProductsUserCanPurchase: 1,
      userCanPurchase: true,
      fianceCanPurchase: false,
    });
  });
  it("removes the partner's attorney and firm from the user's choice, and counts what each already has", () => {
    const result = attorneyServicesEligibility({
      ...base,
      candidates: [ellis, navarro, raman],
      partnerAttorneys: [{ attorneyId: "ellis", lawFirmId: "firm-1" }],
      partnerHasRepresentation: true,
    });
    expect(result.availableAttorneysForUser).toEqual([raman]);
    expect(result).toMatchObject({
      userCanPurchase: true,
      fianceCanPurchase: false,
      maxRepresentationProductsUserCanPurchase: 1,
    });
  });
  it("reports the user's own attorneys and firms", () => {
    const result = attorneyServicesEligibility({
      ...base,
      candidates: [ellis, raman],
      userAttorneys: [
        { attorneyId: "raman", lawFirmId: "firm-2" },
        { attorneyId: "solo", lawFirmId: null },
      ],
      userHasRepresentation: true,
    });
    expect(result.userAssignedAttorneyAndLawFirmIds).toEqual({
      attorneyIds: ["raman", "solo"],
      lawFirmIds: ["firm-2"],
    });
    expect(result).toMatchObject({
      userCanPurchase: false,
      fianceCanPurchase: true,
      maxRepresentationProductsUserCanPurchase: 1,
    });
  });
  it("a partner whose only licensed firm is the user's cannot be sold representation", () => {
    const result = attorneyServicesEligibility({
      ...base,
      candidates: [ellis, navarro],
      userAttorneys: [{ attorneyId: "ellis", lawFirmId: "firm-1" }],
      userHasRepresentation: true,
    });
    expect(result).toMatchObject({ fianceCanPurchase: false, maxRepresentationProductsUserCanPurchase: 0 });
  });
});

describe("attorneyRatingSummary", () => {
  it("averages on 0..10 with stars by the spec's rule and counts valid ratings", () => {
    expect(attorneyRatingSummary([80, 95])).toEqual({ averageRating: 8.8, stars: 5, reviewCount: 2 });
    expect(attorneyRatingSummary([45])).toEqual({ averageRating: 4.5, stars: 4, reviewCount: 1 });
    expect(attorneyRatingSummary([5, 200])).toEqual({ averageRating: 0.5, stars: 1, reviewCount: 1 });
    expect(attorneyRatingSummary([])).toEqual({ averageRating: null, stars: null, reviewCount: 0 });
  });
});

describe("bookingStatusAfter", () => {
  it("moves WAITING → SCHEDULED → BOOKED and back to WAITING on a cancellation or no-show", () => {
    expect(bookingStatusAfter("WAITING", "BOOKED")).toBe("SCHEDULED");
    expect(bookingStatusAfter("SCHEDULED", "RESCHEDULED")).toBe("SCHEDULED");
    expect(bookingStatusAfter("SCHEDULED", "COMPLETED")).toBe("BOOKED");
    expect(bookingStatusAfter("SCHEDULED", "CANCELED")).toBe("WAITING");
    expect(bookingStatusAfter("SCHEDULED", "NO_SHOW")).toBe("WAITING");
  });
  it("never moves a completed service back", () => {
    for (const change of ["BOOKED", "RESCHEDULED", "CANCELED", "NO_SHOW", "COMPLETED"] as const)
      expect(bookingStatusAfter("BOOKED", change)).toBe("BOOKED");
  });
});

describe("bookingStatusFromEvents", () => {
  const booked = { eventStatus: "BOOKED" as const, serviceCompletedAt: null };
  const canceled = { eventStatus: "CANCELED" as const, serviceCompletedAt: null };
  const done = { eventStatus: "BOOKED" as const, serviceCompletedAt: "2026-11-20T10:00:00Z" };
  it("follows the live calls, in any order of arrival", () => {
    expect(bookingStatusFromEvents("WAITING", [])).toBe("WAITING");
    expect(bookingStatusFromEvents("WAITING", [canceled, booked])).toBe("SCHEDULED");
    expect(bookingStatusFromEvents("SCHEDULED", [canceled])).toBe("WAITING");
    expect(bookingStatusFromEvents("SCHEDULED", [done, canceled])).toBe("BOOKED");
    expect(bookingStatusFromEvents("BOOKED", [canceled])).toBe("BOOKED");
  });
});

describe("eventMatchesFilter", () => {
  const now = new Date("2026-11-23T12:00:00Z");
  it("splits at the call's end", () => {
    const ended = { eventEndAt: "2026-11-23T12:00:00Z" };
    const ongoing = { eventEndAt: new Date("2026-11-23T12:10:00Z") };
    expect(eventMatchesFilter(ended, "past", now)).toBe(true);
    expect(eventMatchesFilter(ended, "future", now)).toBe(false);
    expect(eventMatchesFilter(ongoing, "future", now)).toBe(true);
    expect(eventMatchesFilter(ongoing, "all", now)).toBe(true);
  });
});

describe("reviews", () => {
  const services = [
    { purchaseItemId: "p1", attorneyId: "ellis", serviceCompletedAt: "2026-11-02T00:00:00Z" },
    { purchaseItemId: "p2", attorneyId: "ellis", serviceCompletedAt: "2026-11-01T00:00:00Z" },
    { purchaseItemId: "p3", attorneyId: "raman", serviceCompletedAt: null },
    {
      purchaseItemId: "p4",
      attorneyId: "raman",
      serviceCompletedAt: "2026-11-03T00:00:00Z",
      eventStatus: "NO_SHOW" as const,
    },
  ];
  it("lists completed services not yet reviewed, oldest first", () => {
    expect(servicesNeedingReview(services, new Set()).map((s) => s.purchaseItemId)).toEqual(["p2", "p1"]);
    expect(servicesNeedingReview(services, new Set(["p2"])).map((s) => s.purchaseItemId)).toEqual(["p1"]);
  });
  it("allows one review per completed service with that attorney", () => {
    expect(planAttorneyReview({ attorneyId: "ellis", services, reviewedPurchaseItemIds: new Set() })).toEqual({
      ok: true,
      purchaseItemId: "p2",
    });
    expect(
      planAttorneyReview({ attorneyId: "ellis", purchaseItemId: "p1", services, reviewedPurchaseItemIds: new Set() }),
    ).toEqual({ ok: true, purchaseItemId: "p1" });
    expect(
      planAttorneyReview({ attorneyId: "ellis", services, reviewedPurchaseItemIds: new Set(["p1", "p2"]) }),
    ).toMatchObject({ ok: false, reason: "ALREADY_REVIEWED" });
    expect(planAttorneyReview({ attorneyId: "raman", services, reviewedPurchaseItemIds: new Set() })).toMatchObject({
      ok: false,
      reason: "NO_COMPLETED_SERVICE",
    });
    expect(planAttorneyReview({ attorneyId: "nobody", services, reviewedPurchaseItemIds: new Set() })).toMatchObject({
      ok: false,
      reason: "NO_COMPLETED_SERVICE",
    });
  });
  it("validates the rating and message", () => {
    expect(attorneyReviewBodySchema.safeParse({ rating: 90, message: "  Clear and kind.  " }).data).toEqual({
      rating: 90,
      message: "Clear and kind.",
    });
    for (const rating of [-1, 101, 50.5, "90"])
      expect(attorneyReviewBodySchema.safeParse({ rating }).error?.issues[0]?.message).toBe(
        "Choose a rating from 0 to 100.",
      );
    expect(attorneyReviewBodySchema.safeParse({ rating: 90, message: "x".repeat(2001) }).success).toBe(false);
  });
});

describe("chatMessageSchema", () => {
  it("keeps text as typed (no HTML handling), trimmed, 1..2000 characters", () => {
    expect(chatMessageSchema.parse("  <b>hi</b> & bye ")).toBe("<b>hi</b> & bye");
    expect(chatMessageSchema.safeParse("   ").error?.issues[0]?.message).toBe(CHAT_MESSAGES.empty);
    expect(chatMessageSchema.safeParse("x".repeat(2001)).error?.issues[0]?.message).toBe(CHAT_MESSAGES.tooLong);
    expect(chatMessageSchema.safeParse("x".repeat(2000)).success).toBe(true);
    expect(chatMessageSchema.safeParse("a\u0000b").success).toBe(false);
  });
});
