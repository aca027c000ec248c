import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createTestApiWrapper } from "../testing/api-wrapper.tsx";
import { createFakeFetch, type FakeApiRoutes } from "../testing/index.ts";
import {
  type AdminPurchaseItem,
  type AdminPurchaseItemsQuery,
  type DiscountCode,
  useAdminCoupons,
  useAdminDiscountCodes,
  useAdminDiscountProducts,
  useAdminPurchaseItems,
  useCreateCoupon,
  useCreateDiscountCode,
  usePayoutPurchaseItem,
  useRefundPurchaseItem,
  useUpdateDiscountCode,
} from "./admin-money.ts";

const itemId = "7d0e4f4a-3c1b-4b9e-9c39-0c9a3b7f1a01";
const couponId = "c1c1c1c1-0000-4000-8000-000000000001";
const codeId = "d0d0d0d0-0000-4000-8000-000000000001";

function setup(routes: FakeApiRoutes) {
  const { fetch, requests } = createFakeFetch(routes);
  const { wrapper } = createTestApiWrapper(fetch);
  const sent = (key: string) =>
    requests.filter((request) => `${request.method} ${new URL(request.url).pathname}` === key);
  return { wrapper, requests, sent };
}

function item(overrides: Partial<AdminPurchaseItem> = {}): AdminPurchaseItem {
  return {
    id: itemId,
    createdAt: "2026-11-20T12:00:00.000Z",
    userId: "u-1",
    cartId: null,
    documentId: null,
    category: "ATTORNEY_SERVICE",
    paymentStatus: "SUCCESSFUL",
    payoutStatus: "DUE",
    bookingStatus: "BOOKED",
    pricePaidInCents: 69_900,
    feePaidInCents: 2_057,
    amountRefundedInCents: 0,
    refundableInCents: 69_900,
    payoutDueInCents: 67_843,
    pricePaidToAttorneyInCents: null,
    partialPayoutReason: null,
    paidOutAt: null,
    refundNotes: null,
    refundedAt: null,
    disputeStatus: null,
    paymentMethod: "CARD",
    hasCharge: true,
    product: { title: "Attorney representation", productType: "REPRESENTATION", productCategory: "ATTORNEY_SERVICE" },
    buyer: { id: "u-1", email: "sam@example.test", name: "Sam Taylor" },
    attorney: { id: "a-1", name: "Dana Reyes" },
    lawFirm: { id: "f-1", name: "Reyes Law", hasPayoutAccount: true },
    ...overrides,
  };
}

const page = (items: AdminPurchaseItem[], total = items.length) => ({ items, total, page: 1, pageSize: 25 });

function code(overrides: Partial<DiscountCode> = {}): DiscountCode {
  return {
    id: codeId,
    couponId,
    code: "SPRING15",
    expirationDate: null,
    maxRedemptionsPerCustomer: null,
    isActive: true,
    redemptions: 3,
    createdAt: "2026-11-01T10:00:00.000Z",
    ...overrides,
  };
}

describe("admin purchase-item hooks", () => {
  it("send the filters, search, sort and page, and keep the last page on screen while the next loads", async () => {
    let release: () => void = () => undefined;
    const { wrapper, requests } = setup({
      "GET /admin/purchase-items": async (request: Request) => {
        const url = new URL(request.url);
        if (url.searchParams.get("page") === "2") await new Promise<void>((resolve) => (release = resolve));
        return {
          status: 200,
          body: page([item({ id: url.searchParams.get("page") === "2" ? "second" : itemId })], 30),
        };
      },
    });
    const { result, rerender } = renderHook((query: AdminPurchaseItemsQuery) => useAdminPurchaseItems(query), {
      wrapper,
      initialProps: {
        category: "ATTORNEY_SERVICE",
        hasAttorney: "true",
        search: "",
        sort: "-createdAt",
        page: 1,
        pageSize: 25,
      },
    });
    await waitFor(() => expect(result.current.data?.items[0]?.id).toBe(itemId));
    const first = new URL(requests[0]!.url);
    expect(Object.fromEntries(first.searchParams)).toEqual({
      category: "ATTORNEY_SERVICE",
      hasAttorney: "true",
      sort: "-createdAt",
      page: "1",
      pageSize: "25",
    });

    rerender({
      category: "ATTORNEY_SERVICE",
      hasAttorney: "true",
      search: "sam",
      sort: "pricePaid",
      page: 2,
      pageSize: 25,
    });
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(result.current.isPlaceholderData).toBe(true);
    expect(result.current.data?.items[0]?.id).toBe(itemId);
    expect(new URL(requests[1]!.url).searchParams.get("search")).toBe("sam");
    act(() => release());
    await waitFor(() => expect(result.current.data?.items[0]?.id).toBe("second"));
    expect(result.current.isPlaceholderData).toBe(false);
  });

  it("a refund posts cents, puts the refunded item into the list and reads the list again", async () => {
    const refunded = item({
      amountRefundedInCents: 10_050,
      refundableInCents: 59_850,
      paymentStatus: "PARTIALLY_REFUNDED",
    });
    let listed = item();
    const { wrapper, sent } = setup({
      "GET /admin/purchase-items": () => ({ status: 200, body: page([listed]) }),
      [`POST /admin/purchase-items/${itemId}/refund`]: () => {
        listed = refunded;
        return {
          status: 200,
          body: {
            purchaseItem: refunded,
            refund: { id: "r-1", amountInCents: 10_050, externalId: "re_1", isComplimentaryRefund: false },
            replayed: false,
          },
        };
      },
    });
    const { result } = renderHook(
      () => ({ list: useAdminPurchaseItems({ page: 1 }), refund: useRefundPurchaseItem() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));

    await act(() =>
      result.current.refund.mutateAsync({
        purchaseItemId: itemId,
        refundAmount: 10_050,
        refundReason: "Late call",
        isComplimentaryRefund: false,
      }),
    );
    expect(await sent(`POST /admin/purchase-items/${itemId}/refund`)[0]!.clone().json()).toEqual({
      refundAmount: 10_050,
      refundReason: "Late call",
      isComplimentaryRefund: false,
    });
    await waitFor(() => expect(result.current.list.data?.items[0]?.refundableInCents).toBe(59_850));
    await waitFor(() => expect(sent("GET /admin/purchase-items")).toHaveLength(2));
  });

  it("a refused payout is the ApiError with the server's reason, and the list is not touched", async () => {
    const { wrapper, sent } = setup({
      "GET /admin/purchase-items": page([item()]),
      "POST /stripe/payout-purchase-item": () => ({
        status: 409,
        body: { error: "This purchase has been paid out already.", code: "PAYOUT_NOT_ALLOWED" },
      }),
    });
    const { result } = renderHook(() => ({ list: useAdminPurchaseItems(), payout: usePayoutPurchaseItem() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    await act(async () => {
      await result.current.payout
        .mutateAsync({
          purchase_item_id: itemId,
          amountCents: 5_000,
          partialPayoutReason: "Half the work",
          skipStripeTransfer: true,
        })
        .catch(() => undefined);
    });
    await waitFor(() =>
      expect(result.current.payout.error).toEqual({
        status: 409,
        data: { error: "This purchase has been paid out already.", code: "PAYOUT_NOT_ALLOWED" },
      }),
    );
    expect(await sent("POST /stripe/payout-purchase-item")[0]!.clone().json()).toEqual({
      purchase_item_id: itemId,
      amountCents: 5_000,
      partialPayoutReason: "Half the work",
      skipStripeTransfer: true,
    });
    expect(sent("GET /admin/purchase-items")).toHaveLength(1);
  });

  it("a payout shows the paid-out item at once, before the list is read again", async () => {
    const paid = item({ payoutStatus: "PAID", payoutDueInCents: 0, paidOutAt: "2026-11-21T09:00:00.000Z" });
    let reads = 0;
    const { wrapper, sent } = setup({
      // The second read never answers: what shows meanwhile is the payout's answer.
      "GET /admin/purchase-items": () =>
        ++reads === 1 ? { status: 200, body: page([item()]) } : new Promise<never>(() => undefined),
      "POST /stripe/payout-purchase-item": {
        purchaseItem: paid,
        payout: {
          id: "p-1",
          amountInCents: 67_843,
          externalTransferId: "tr_1",
          skippedTransfer: false,
          partialPayoutReason: null,
        },
      },
    });
    const { result } = renderHook(() => ({ list: useAdminPurchaseItems(), payout: usePayoutPurchaseItem() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    await act(() => result.current.payout.mutateAsync({ purchase_item_id: itemId, amountCents: 67_843 }));
    expect(result.current.list.data?.items[0]).toMatchObject({ payoutStatus: "PAID", payoutDueInCents: 0 });
    await waitFor(() => expect(sent("GET /admin/purchase-items")).toHaveLength(2));
  });
});

describe("admin discount hooks", () => {
  it("list coupons by search and page, and a new coupon reads the list again", async () => {
    const coupon = {
      id: couponId,
      name: "Spring",
      percentOff: 15,
      amountOffInCents: null,
      expirationDate: null,
      createdAt: "2026-11-01T10:00:00.000Z",
      codeCount: 0,
    };
    const { wrapper, sent } = setup({
      "GET /admin/discounts/coupons": { items: [coupon], total: 1, page: 1, pageSize: 25 },
      "POST /admin/discounts/coupons": () => ({ status: 201, body: coupon }),
    });
    const { result } = renderHook(
      () => ({ coupons: useAdminCoupons({ search: "spr", page: 1 }), create: useCreateCoupon() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.coupons.data?.items).toEqual([coupon]));
    expect(new URL(sent("GET /admin/discounts/coupons")[0]!.url).search).toBe("?search=spr&page=1");
    await act(() => result.current.create.mutateAsync({ name: "Spring", percentOff: 15 }));
    await waitFor(() => expect(sent("GET /admin/discounts/coupons")).toHaveLength(2));
  });

  it("codes wait for a coupon; a new code reads the codes and the coupons again; a taken code is the server's 409", async () => {
    let codes = [code()];
    const { wrapper, sent } = setup({
      "GET /admin/discounts/coupons": { items: [], total: 0, page: 1, pageSize: 25 },
      [`GET /admin/discounts/coupons/${couponId}/discount-codes`]: () => ({ status: 200, body: codes }),
      [`POST /admin/discounts/coupons/${couponId}/discount-codes`]: async (request: Request) => {
        const body = (await request.json()) as { code: string };
        if (body.code === "SPRING15")
          return { status: 409, body: { error: "That code exists already.", code: "DISCOUNT_CODE_EXISTS" } };
        codes = [...codes, code({ id: "new", code: body.code })];
        return { status: 201, body: codes.at(-1) };
      },
    });
    const { result, rerender } = renderHook(
      ({ id }: { id: string | null }) => ({
        coupons: useAdminCoupons(),
        codes: useAdminDiscountCodes(id),
        create: useCreateDiscountCode(id),
      }),
      {
        wrapper,
        initialProps: { id: null as string | null },
      },
    );
    await waitFor(() => expect(result.current.coupons.isSuccess).toBe(true));
    expect(result.current.codes.fetchStatus).toBe("idle");
    rerender({ id: couponId });
    await waitFor(() => expect(result.current.codes.data).toHaveLength(1));

    await act(() => result.current.create.mutateAsync({ code: "SUMMER", isActive: true }));
    await waitFor(() => expect(result.current.codes.data).toHaveLength(2));
    await waitFor(() => expect(sent("GET /admin/discounts/coupons")).toHaveLength(2));

    await act(async () => {
      await result.current.create.mutateAsync({ code: "SPRING15" }).catch(() => undefined);
    });
    await waitFor(() =>
      expect(result.current.create.error).toMatchObject({ status: 409, data: { code: "DISCOUNT_CODE_EXISTS" } }),
    );
  });

  it("switching a code off shows at once, and comes back when the server refuses", async () => {
    let refuse = false;
    let release: () => void = () => undefined;
    const { wrapper, sent } = setup({
      [`GET /admin/discounts/coupons/${couponId}/discount-codes`]: [code()],
      [`PATCH /admin/discounts/discount-codes/${codeId}`]: async (request: Request) => {
        const body = (await request.json()) as { isActive: boolean };
        await new Promise<void>((resolve) => (release = resolve));
        return refuse
          ? { status: 404, body: { error: "Discount code not found", code: "DISCOUNT_CODE_NOT_FOUND" } }
          : { status: 200, body: code(body) };
      },
    });
    const { result } = renderHook(() => ({ codes: useAdminDiscountCodes(couponId), update: useUpdateDiscountCode() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.codes.isSuccess).toBe(true));

    refuse = true;
    let pending!: Promise<unknown>;
    act(() => {
      pending = result.current.update.mutateAsync({ codeId, couponId, isActive: false }).catch(() => undefined);
    });
    await waitFor(() => expect(result.current.codes.data?.[0]?.isActive).toBe(false));
    await waitFor(() => expect(sent(`PATCH /admin/discounts/discount-codes/${codeId}`)).toHaveLength(1));
    expect(await sent(`PATCH /admin/discounts/discount-codes/${codeId}`)[0]!.clone().json()).toEqual({
      isActive: false,
    });
    await act(async () => {
      release();
      await pending;
    });
    await waitFor(() => expect(result.current.update.error).toMatchObject({ status: 404 }));
    expect(result.current.codes.data?.[0]?.isActive).toBe(true);
  });

  it("the products panel reads which products allow discounts", async () => {
    const products = [
      {
        id: "p-1",
        title: "Prenup",
        productType: "PRENUP",
        productCategory: "DOCUMENT",
        priceInCents: 59_900,
        discountsAllowed: true,
        isActive: true,
      },
    ];
    const { wrapper } = setup({ "GET /admin/discounts/products": products });
    const { result } = renderHook(() => useAdminDiscountProducts(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(products));
  });
});
