import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../api-context.tsx";
import type { ApiClient, ApiPaths } from "../client.ts";
import type { ApiError } from "../errors.ts";
import { getPathKey } from "../query-keys.ts";
import type { components } from "../schema.d.ts";

type Json<T> = T extends { content: { "application/json": infer Body } } ? Body : never;

export type Product = components["schemas"]["Product"];
/** What an admin may change of a product (PATCH /products/{id}). */
export type ProductEdit = Json<ApiPaths["/products/{id}"]["patch"]["requestBody"]>;

/** GET /products — what can be bought, with prices in cents (those not on sale too: `isActive`). */
export function productsQueryOptions(api: ApiClient) {
  return api.$api.queryOptions("get", "/products");
}

export function useProducts() {
  const api = useApiClient();
  return useQuery(productsQueryOptions(api));
}

/** PATCH /products/{id}: an admin's edit; every list of products (the discounts' too) reloads. */
export function useUpdateProduct(productId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<Product, ApiError, ProductEdit>({
    mutationFn: async (body) => {
      const { data, error } = await api.client.PATCH("/products/{id}", { params: { path: { id: productId } }, body });
      if (error) throw error;
      return data;
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getPathKey("/products") }),
        queryClient.invalidateQueries({ queryKey: getPathKey("/admin/discounts/products") }),
      ]),
  });
}
