import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../api-context.tsx";
import type { ApiClient, ApiPaths } from "../client.ts";

type PurchaseItemsQuery = NonNullable<ApiPaths["/users/{id}/purchase-items"]["get"]["parameters"]["query"]>;
export type PurchaseItemsFilter = { category?: PurchaseItemsQuery["category"] };
export type PurchaseItem =
  ApiPaths["/users/{id}/purchase-items"]["get"]["responses"][200]["content"]["application/json"][number];

/** GET /users/{id}/purchase-items (optionally one category, e.g. ATTORNEY_SERVICE). */
export function purchaseItemsQueryOptions(api: ApiClient, userId: string, filter: PurchaseItemsFilter = {}) {
  return api.$api.queryOptions("get", "/users/{id}/purchase-items", {
    params: { path: { id: userId }, ...(filter.category ? { query: { category: filter.category } } : {}) },
  });
}

/** The user's purchase items; waits until `userId` is known. */
export function usePurchaseItems(userId: string | null | undefined, filter: PurchaseItemsFilter = {}) {
  const api = useApiClient();
  return useQuery({ ...purchaseItemsQueryOptions(api, userId ?? "", filter), enabled: Boolean(userId) });
}
