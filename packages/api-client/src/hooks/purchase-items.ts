import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../api-context.tsx";
import type { ApiClient } from "../client.ts";

export type PurchaseItemsFilter = { category?: "ATTORNEY_SERVICE" };

/** GET /users/{id}/purchase-items (optionally only attorney services). */
export function purchaseItemsQueryOptions(api: ApiClient, userId: string, filter: PurchaseItemsFilter = {}) {
  return api.$api.queryOptions("get", "/users/{id}/purchase-items", {
    params: { path: { id: userId }, ...(filter.category ? { query: { category: filter.category } } : {}) },
  });
}

export function usePurchaseItems(userId: string | null | undefined, filter: PurchaseItemsFilter = {}) {
  const api = useApiClient();
  return useQuery({ ...purchaseItemsQueryOptions(api, userId ?? "", filter), enabled: Boolean(userId) });
}
