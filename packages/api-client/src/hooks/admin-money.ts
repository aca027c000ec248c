/** Staff money hooks: purchase items, refunds, payouts, discounts (the admin payouts and discounts screens). */
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useApiClient } from "../api-context.tsx";
import type { ApiClient, ApiPaths } from "../client.ts";
import type { ApiError } from "../errors.ts";
import type { components } from "../schema.d.ts";

type Json<T> = T extends { content: { "application/json": infer Body } } ? Body : never;

/** One purchase item as the admin screens see it: every amount in cents, computed by the server. */
export type AdminPurchaseItem = components["schemas"]["AdminPurchaseItem"];
/** Filters, search, sort and page of GET /admin/purchase-items. */
export type AdminPurchaseItemsQuery = NonNullable<ApiPaths["/admin/purchase-items"]["get"]["parameters"]["query"]>;
export type AdminPurchaseItemsSort = NonNullable<AdminPurchaseItemsQuery["sort"]>;
export type AdminPurchaseItemsPage = Json<ApiPaths["/admin/purchase-items"]["get"]["responses"][200]>;

export type RefundPurchaseItemBody = Json<ApiPaths["/admin/purchase-items/{id}/refund"]["post"]["requestBody"]>;
export type RefundPurchaseItemResult = Json<ApiPaths["/admin/purchase-items/{id}/refund"]["post"]["responses"][200]>;
export type RefundPurchaseItemRequest = RefundPurchaseItemBody & { purchaseItemId: string };

export type PayoutPurchaseItemBody = Json<ApiPaths["/stripe/payout-purchase-item"]["post"]["requestBody"]>;
export type PayoutPurchaseItemResult = Json<ApiPaths["/stripe/payout-purchase-item"]["post"]["responses"][200]>;

export type Coupon = components["schemas"]["Coupon"];
export type CouponsQuery = NonNullable<ApiPaths["/admin/discounts/coupons"]["get"]["parameters"]["query"]>;
export type CouponsPage = Json<ApiPaths["/admin/discounts/coupons"]["get"]["responses"][200]>;
export type CreateCouponBody = Json<ApiPaths["/admin/discounts/coupons"]["post"]["requestBody"]>;

export type DiscountCode = components["schemas"]["DiscountCode"];
export type CreateDiscountCodeBody = Json<
  ApiPaths["/admin/discounts/coupons/{id}/discount-codes"]["post"]["requestBody"]
>;
export type DiscountCodeUpdate = Json<ApiPaths["/admin/discounts/discount-codes/{id}"]["patch"]["requestBody"]>;
/** A change of one code; `couponId` names the list it sits in (updated at once, restored on failure). */
export type UpdateDiscountCodeRequest = DiscountCodeUpdate & { codeId: string; couponId: string };

export type DiscountProduct = Json<ApiPaths["/admin/discounts/products"]["get"]["responses"][200]>[number];

/** Drops empty values, so that "no search" and an empty search are the same query (and cache entry). */
function compactQuery<T extends Record<string, unknown>>(query: T): T {
  const entries = Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== "");
  return Object.fromEntries(entries) as T;
}

// ——— Purchase items ———

/** Every cached page of the admin purchase-item list, whatever its filters. */
export const adminPurchaseItemsKey = ["get", "/admin/purchase-items"] as const;

/** GET /admin/purchase-items; the filters, search, sort and page are part of the query key. */
export function adminPurchaseItemsQueryOptions(api: ApiClient, query: AdminPurchaseItemsQuery = {}) {
  return api.$api.queryOptions("get", "/admin/purchase-items", { params: { query: compactQuery(query) } });
}

/**
 * One page of purchase items. While another page, filter or search loads, the last page stays on
 * screen (`isPlaceholderData` tells it is the previous answer).
 */
export function useAdminPurchaseItems(query: AdminPurchaseItemsQuery = {}) {
  const api = useApiClient();
  return useQuery({ ...adminPurchaseItemsQueryOptions(api, query), placeholderData: keepPreviousData });
}

/**
 * Puts the server's new version of an item into every cached page at once, then reads the pages
 * again (not awaited: the outcome shows at once, the fresh pages follow), since a refund or payout
 * may move the item out of a filter (e.g. payout status DUE).
 */
function applyItemChange(queryClient: QueryClient, item: AdminPurchaseItem) {
  queryClient.setQueriesData<AdminPurchaseItemsPage>({ queryKey: adminPurchaseItemsKey }, (page) =>
    page ? { ...page, items: page.items.map((row) => (row.id === item.id ? item : row)) } : page,
  );
  void queryClient.invalidateQueries({ queryKey: adminPurchaseItemsKey });
}

/** POST /admin/purchase-items/{id}/refund (amount in cents); the lists show the refunded item. */
export function useRefundPurchaseItem() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<RefundPurchaseItemResult, ApiError, RefundPurchaseItemRequest>({
    mutationFn: async ({ purchaseItemId, ...body }) => {
      const { data, error } = await api.client.POST("/admin/purchase-items/{id}/refund", {
        params: { path: { id: purchaseItemId } },
        body,
      });
      if (error) throw error;
      return data;
    },
    onSuccess: (result) => applyItemChange(queryClient, result.purchaseItem),
  });
}

/** POST /stripe/payout-purchase-item (amount in cents); the lists show the paid-out item. */
export function usePayoutPurchaseItem() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<PayoutPurchaseItemResult, ApiError, PayoutPurchaseItemBody>({
    mutationFn: async (body) => {
      const { data, error } = await api.client.POST("/stripe/payout-purchase-item", { body });
      if (error) throw error;
      return data;
    },
    onSuccess: (result) => applyItemChange(queryClient, result.purchaseItem),
  });
}

// ——— Coupons and discount codes ———

export const adminCouponsKey = ["get", "/admin/discounts/coupons"] as const;

/** GET /admin/discounts/coupons (search and page in the query key). */
export function adminCouponsQueryOptions(api: ApiClient, query: CouponsQuery = {}) {
  return api.$api.queryOptions("get", "/admin/discounts/coupons", { params: { query: compactQuery(query) } });
}

/** One page of coupons; the previous page stays on screen while the next one loads. */
export function useAdminCoupons(query: CouponsQuery = {}) {
  const api = useApiClient();
  return useQuery({ ...adminCouponsQueryOptions(api, query), placeholderData: keepPreviousData });
}

/** POST /admin/discounts/coupons; every coupon page is read again. */
export function useCreateCoupon() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<Coupon, ApiError, CreateCouponBody>({
    mutationFn: async (body) => {
      const { data, error } = await api.client.POST("/admin/discounts/coupons", { body });
      if (error) throw error;
      return data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCouponsKey }),
  });
}

/** GET /admin/discounts/coupons/{id}/discount-codes */
export function adminDiscountCodesQueryOptions(api: ApiClient, couponId: string) {
  return api.$api.queryOptions("get", "/admin/discounts/coupons/{id}/discount-codes", {
    params: { path: { id: couponId } },
  });
}

/** The codes of one coupon; waits until a coupon is chosen. */
export function useAdminDiscountCodes(couponId: string | null | undefined) {
  const api = useApiClient();
  return useQuery({ ...adminDiscountCodesQueryOptions(api, couponId ?? ""), enabled: Boolean(couponId) });
}

/** POST /admin/discounts/coupons/{id}/discount-codes; the coupon's codes and the coupons' code counts are read again. */
export function useCreateDiscountCode(couponId: string | null | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<DiscountCode, ApiError, CreateDiscountCodeBody>({
    mutationFn: async (body) => {
      if (!couponId)
        throw { status: 400, data: { error: "Choose a coupon first", code: "VALIDATION_FAILED" } } satisfies ApiError;
      const { data, error } = await api.client.POST("/admin/discounts/coupons/{id}/discount-codes", {
        params: { path: { id: couponId } },
        body,
      });
      if (error) throw error;
      return data;
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminDiscountCodesQueryOptions(api, couponId ?? "").queryKey }),
        queryClient.invalidateQueries({ queryKey: adminCouponsKey }),
      ]),
  });
}

/**
 * PATCH /admin/discounts/discount-codes/{id}. The change shows at once in the coupon's list of
 * codes; if the server refuses it the previous list comes back and `error` holds the reason.
 */
export function useUpdateDiscountCode() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<DiscountCode, ApiError, UpdateDiscountCodeRequest, { previous: DiscountCode[] | undefined }>({
    mutationFn: async ({ codeId, couponId: _couponId, ...body }) => {
      const { data, error } = await api.client.PATCH("/admin/discounts/discount-codes/{id}", {
        params: { path: { id: codeId } },
        body,
      });
      if (error) throw error;
      return data;
    },
    onMutate: async ({ codeId, couponId, ...change }) => {
      const { queryKey } = adminDiscountCodesQueryOptions(api, couponId);
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<DiscountCode[]>(queryKey);
      if (previous)
        queryClient.setQueryData<DiscountCode[]>(
          queryKey,
          previous.map((code) => (code.id === codeId ? { ...code, ...change } : code)),
        );
      return { previous };
    },
    onError: (_error, { couponId }, context) => {
      if (context?.previous)
        queryClient.setQueryData(adminDiscountCodesQueryOptions(api, couponId).queryKey, context.previous);
    },
    onSuccess: (code, { couponId }) => {
      queryClient.setQueryData<DiscountCode[]>(adminDiscountCodesQueryOptions(api, couponId).queryKey, (codes) =>
        codes?.map((row) => (row.id === code.id ? code : row)),
      );
    },
    onSettled: (_data, _error, { couponId }) =>
      queryClient.invalidateQueries({ queryKey: adminDiscountCodesQueryOptions(api, couponId).queryKey }),
  });
}

/** GET /admin/discounts/products: which products a coupon can apply to (read-only). */
export function adminDiscountProductsQueryOptions(api: ApiClient) {
  return api.$api.queryOptions("get", "/admin/discounts/products");
}

export function useAdminDiscountProducts() {
  const api = useApiClient();
  return useQuery(adminDiscountProductsQueryOptions(api));
}
