/** Cart, promo code and checkout hooks (the customer payment screen). */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../api-context.tsx";
import type { ApiClient, ApiPaths } from "../client.ts";
import type { ApiError } from "../errors.ts";
import { purchaseItemsQueryOptions } from "./purchase-items.ts";
import { invalidateStanding } from "./standing.ts";

export type Cart = ApiPaths["/users/{id}/carts/{cartId}"]["get"]["responses"][200]["content"]["application/json"];
export type CartItem = Cart["cartItems"][number];
export type CheckoutResult = ApiPaths["/users/{id}/checkout"]["post"]["responses"][200]["content"]["application/json"];
export type CheckoutRequest = ApiPaths["/users/{id}/checkout"]["post"]["requestBody"]["content"]["application/json"];
export type PaymentsConfig = ApiPaths["/payments/config"]["get"]["responses"][200]["content"]["application/json"];
export type PaymentMethodChoice = NonNullable<CheckoutRequest["paymentMethod"]>;

const openCartKey = (userId: string) => ["open-cart", userId] as const;
const cartKey = (userId: string, cartId: string) => ["cart", userId, cartId] as const;

/** GET /payments/config: which provider the payment form talks to. */
export function usePaymentsConfig() {
  const api = useApiClient();
  return useQuery(api.$api.queryOptions("get", "/payments/config"));
}

/** The user's open cart, opened on first use (POST /users/{id}/carts answers the existing one). */
export function useOpenCart(userId: string | null | undefined) {
  const api = useApiClient();
  return useQuery<Cart, ApiError>({
    queryKey: openCartKey(userId ?? ""),
    enabled: Boolean(userId),
    queryFn: async () => {
      const { data, error } = await api.client.POST("/users/{id}/carts", { params: { path: { id: userId! } }, body: { cartStatus: "UNPAID" } });
      if (error) throw error;
      return data;
    },
  });
}

/** One cart (the success page reads the paid one). */
export function useCart(userId: string | null | undefined, cartId: string | null | undefined) {
  const api = useApiClient();
  return useQuery<Cart, ApiError>({
    queryKey: cartKey(userId ?? "", cartId ?? ""),
    enabled: Boolean(userId && cartId),
    queryFn: async () => {
      const { data, error } = await api.client.GET("/users/{id}/carts/{cartId}", { params: { path: { id: userId!, cartId: cartId! } } });
      if (error) throw error;
      return data;
    },
  });
}

type CartChange =
  | { kind: "add"; productId: string; quantity: number }
  | { kind: "quantity"; itemId: string; quantity: number }
  | { kind: "remove"; itemId: string }
  | { kind: "promo"; promoCode: string }
  | { kind: "removePromo" };

async function changeCart(api: ApiClient, userId: string, cartId: string, change: CartChange): Promise<Cart> {
  const path = { id: userId, cartId };
  const result =
    change.kind === "add"
      ? await api.client.POST("/users/{id}/carts/{cartId}/cart-items", { params: { path }, body: { productId: change.productId, quantity: change.quantity } })
      : change.kind === "quantity"
        ? await api.client.PATCH("/users/{id}/carts/{cartId}/cart-items/{itemId}", { params: { path: { ...path, itemId: change.itemId } }, body: { quantity: change.quantity } })
        : change.kind === "remove"
          ? await api.client.DELETE("/users/{id}/carts/{cartId}/cart-items/{itemId}", { params: { path: { ...path, itemId: change.itemId } } })
          : change.kind === "promo"
            ? await api.client.POST("/users/{id}/carts/{cartId}/promo-codes", { params: { path }, body: { promoCode: change.promoCode } })
            : await api.client.DELETE("/users/{id}/carts/{cartId}/promo-codes", { params: { path } });
  if (result.error) throw result.error;
  return result.data as Cart;
}

/** Any change of the open cart; the server answers the whole cart, which replaces the cached one. */
export function useChangeCart(userId: string | null | undefined, cartId: string | null | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<Cart, ApiError, CartChange>({
    mutationFn: (change) => changeCart(api, userId!, cartId!, change),
    onSuccess: (cart) => queryClient.setQueryData(openCartKey(userId!), cart),
  });
}

/** POST /users/{id}/checkout; a paid result refreshes the standing (the gates open) and the purchases. */
export function useCheckout(userId: string | null | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<CheckoutResult, ApiError, CheckoutRequest>({
    mutationFn: async (body) => {
      const { data, error } = await api.client.POST("/users/{id}/checkout", { params: { path: { id: userId! } }, body });
      if (error) throw error;
      return data;
    },
    onSuccess: async (result) => {
      queryClient.setQueryData(cartKey(userId!, result.cart.id), result.cart);
      if (result.status !== "paid") return;
      queryClient.removeQueries({ queryKey: openCartKey(userId!) });
      await Promise.all([
        invalidateStanding(queryClient, api, userId!),
        queryClient.invalidateQueries({ queryKey: purchaseItemsQueryOptions(api, userId!).queryKey.slice(0, 2) }),
      ]);
    },
  });
}
