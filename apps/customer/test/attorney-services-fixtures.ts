// Test data for the attorney-services screens' tests (only test files import this module).
import type {
  AttorneyCard,
  AttorneyServicesEligibility,
  Cart,
  ChatMessage,
  ChatsPage,
  PurchaseItem,
  ServiceEvent,
  UserAttorney,
} from "@prenup/api-client";
import { fakeCurrentUser, fakeStanding, type FakeApiRoutes } from "@prenup/api-client/testing";
import { fakeUserDocument } from "./fixtures.ts";

export const me = fakeCurrentUser();
export const base = `/users/${me.id}`;
export const DOC_ID = "doc-1";
export const ATTORNEY_ID = "11111111-1111-4111-8111-111111111111";
export const OTHER_ATTORNEY_ID = "22222222-2222-4222-8222-222222222222";

const representationProduct = {
  id: "product-rep",
  title: "Attorney Representation",
  description: "A licensed attorney in your state reviews, edits and signs off your agreement.",
  priceInCents: 69_900,
  productType: "REPRESENTATION" as const,
  productCategory: "ATTORNEY_SERVICE" as const,
  productIcon: null,
  isSharedProduct: false,
  discountsAllowed: false,
};

export const products = [
  { ...representationProduct, key: "representation", onePerUser: true, isActive: true },
  {
    id: "product-qa",
    key: "qa",
    title: "Q&A call",
    description: "A 20-minute call.",
    priceInCents: 15_000,
    productType: "Q_A" as const,
    productCategory: "ATTORNEY_SERVICE" as const,
    productIcon: null,
    isSharedProduct: false,
    discountsAllowed: false,
    onePerUser: false,
    isActive: true,
  },
];

/** An open cart as the cart calls answer it; `quantity` Representation in it when given. */
export function fakeCart(quantity = 0): Cart {
  return {
    id: "cart-1",
    userId: me.id,
    documentId: DOC_ID,
    cartStatus: "UNPAID",
    discountCodeId: null,
    discountCode: null,
    subtotalInCents: quantity * 69_900,
    discountInCents: 0,
    totalInCents: quantity * 69_900,
    totalPaidInCents: null,
    totalFeeInCents: null,
    paymentMethod: null,
    paymentPending: false,
    transactionCompletedAt: null,
    createdAt: "2026-11-20T10:00:00.000Z",
    cartItems:
      quantity === 0
        ? []
        : [
            {
              id: "item-rep",
              productId: representationProduct.id,
              quantity,
              chosenAttorneyId: null,
              unitPriceInCents: 69_900,
              subtotalInCents: quantity * 69_900,
              discountInCents: 0,
              totalInCents: quantity * 69_900,
              product: { ...representationProduct },
            },
          ],
  };
}

export function fakeEligibility(overrides: Partial<AttorneyServicesEligibility> = {}): AttorneyServicesEligibility {
  return {
    attorneySupport: "PARTNER",
    availableAttorneysForUser: [{ id: ATTORNEY_ID, lawFirmId: null }],
    userAssignedAttorneyAndLawFirmIds: { attorneyIds: [], lawFirmIds: [] },
    maxRepresentationProductsUserCanPurchase: 2,
    userCanPurchase: true,
    fianceCanPurchase: true,
    qaAvailable: true,
    representationBookingStatus: null,
    qaBookingStatus: null,
    representationBoughtByPartner: false,
    ...overrides,
  };
}

export function fakeAttorney(overrides: Partial<AttorneyCard> = {}): AttorneyCard {
  return {
    id: ATTORNEY_ID,
    firstName: "Priya",
    lastName: "Raman",
    photoUrl: null,
    bio: "Family lawyer helping couples plan ahead.",
    yearsOfExperience: 12,
    languages: ["English", "Hindi"],
    practiceAreas: ["Prenuptial agreements", "Family law"],
    lawSchool: "UC Berkeley School of Law",
    hasFastTurnaround: true,
    isEmbryoAttorney: true,
    responseTimeHours: 24,
    lawFirm: { id: "33333333-3333-4333-8333-333333333333", name: "Brightwater" },
    licensedStates: ["CA"],
    services: ["REPRESENTATION", "Q_A"],
    averageRating: 8.8,
    stars: 5,
    reviewCount: 2,
    ...overrides,
  };
}

export function fakeUserAttorney(overrides: Partial<UserAttorney> = {}): UserAttorney {
  return { ...fakeAttorney(), representsUser: true, purchases: [], ...overrides };
}

export function fakePurchaseItem(
  overrides: Partial<PurchaseItem> & { productType?: "REPRESENTATION" | "Q_A" } = {},
): PurchaseItem {
  const { productType = "REPRESENTATION", ...rest } = overrides;
  return {
    id: "44444444-4444-4444-8444-444444444444",
    userId: me.id,
    productId: productType === "Q_A" ? "product-qa" : "product-rep",
    documentId: DOC_ID,
    attorneyId: null,
    paymentStatus: "SUCCESSFUL",
    bookingStatus: "WAITING",
    pricePaidInCents: productType === "Q_A" ? 15_000 : 69_900,
    amountRefundedInCents: 0,
    refundedAt: null,
    createdAt: "2026-11-20T10:00:00.000Z",
    deletedAt: null,
    product: {
      id: productType === "Q_A" ? "product-qa" : "product-rep",
      title: productType,
      productType,
      productCategory: "ATTORNEY_SERVICE",
      isSharedProduct: false,
    },
    ...rest,
  };
}

export function fakeEvent(overrides: Partial<ServiceEvent> = {}): ServiceEvent {
  return {
    id: "55555555-5555-4555-8555-555555555555",
    purchaseItemId: "44444444-4444-4444-8444-444444444444",
    attorneyId: ATTORNEY_ID,
    attorneyName: "Priya Raman",
    productType: "Q_A",
    eventStartAt: "2026-11-25T17:00:00.000Z",
    eventEndAt: "2026-11-25T17:20:00.000Z",
    eventStatus: "BOOKED",
    serviceCompletedAt: null,
    cancelUrl: null,
    rescheduleUrl: null,
    locationType: "OUTBOUND_CALL",
    location: "+14155550100",
    timeZone: "America/Los_Angeles",
    ...overrides,
  };
}

export function fakeChat(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: "66666666-6666-4666-8666-666666666666",
    documentId: DOC_ID,
    fromUserId: ATTORNEY_ID,
    toUserId: me.id,
    message: "Hello! I have read your draft.",
    isRead: true,
    createdAt: "2026-11-21T09:00:00.000Z",
    ...overrides,
  };
}

export function fakeChatsPage(chats: ChatMessage[]): ChatsPage {
  return {
    chats,
    total: chats.length,
    unreadCount: chats.filter((chat) => chat.toUserId === me.id && !chat.isRead).length,
    counterpartId: ATTORNEY_ID,
    page: 1,
    pageSize: 50,
  };
}

/** Every call the attorney-services page makes, for a paid CA couple; `overrides` replace any. */
export function servicesApi(overrides: FakeApiRoutes = {}): FakeApiRoutes {
  return {
    "GET /users/me": me,
    [`GET ${base}/documents`]: [fakeUserDocument()],
    [`GET ${base}/standing`]: fakeStanding({ prenupPaid: true, attorneyServicesButton: true }),
    [`GET ${base}/products/attorney-services/eligibility`]: fakeEligibility(),
    [`GET ${base}/documents/${DOC_ID}/attorneys`]: { attorneys: [fakeAttorney()], total: 1, page: 1, pageSize: 20 },
    [`GET ${base}/documents/${DOC_ID}/attorneys/featured-attorney`]: { attorney: fakeAttorney() },
    [`GET ${base}/purchase-items`]: [],
    [`GET ${base}/attorneys`]: [],
    [`GET ${base}/attorneys-needing-reviews`]: [],
    [`GET ${base}/purchase-items/events`]: { events: [], total: 0, page: 1, pageSize: 20 },
    "GET /products": products,
    [`GET ${base}/carts`]: [fakeCart()],
    ...overrides,
  };
}
