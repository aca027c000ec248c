import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../api-context.tsx";
import type { ApiClient } from "../client.ts";

/** GET /products — what can be bought, with prices in cents. */
export function productsQueryOptions(api: ApiClient) {
  return api.$api.queryOptions("get", "/products");
}

export function useProducts() {
  const api = useApiClient();
  return useQuery(productsQueryOptions(api));
}
