import { getPathKey } from "../query-keys.ts";
/**
 * Carts, promo codes and checkout (the customer's /payment and /payment/success screens).
 *
 * Every cart call answers the whole cart with the server's totals; the hooks put that answer in the
 * cache as it is (the open cart and the cart by id), so screens never add up money themselves. A
 * paid checkout makes the standing (prenup paid, gates) and the purchase items stale.
 */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useApiClient } from "../api-context.tsx";
import type { ApiClient, ApiPaths } from "../client.ts";
import { type ApiError, noSessionError } from "../errors.ts";
import { invalidateStanding } from "./standing.ts";

export type Cart = ApiPaths["/users/{id}/carts/{cartId}"]["get"]["responses"][200]["content"]["application/json"];
export type CartItem = Cart["cartItems"][number];
export type CheckoutRequest = ApiPaths["/users/{id}/checkout"]["post"]["requestBody"]["content"]["application/json"];
export type CheckoutResult = ApiPaths["/users/{id}/checkout"]["post"]["responses"][200]["content"]["application/json"];
export type PaymentsConfig = ApiPaths["/payments/config"]["get"]["responses"][200]["content"]["application/json"];
export type PaymentMethodChoice = PaymentsConfig["methods"][number];
export type CartsTransactionStatus = NonNullable<
  NonNullable<ApiPaths["/users/{id}/carts"]["get"]["parameters"]["query"]>["transactionStatus"]
>;

export type AddCartItemInput = {
  cartId: string;
  productId: string;
  quantity?: number;
  chosenAttorneyId?: string | null;
};
export type UpdateCartItemInput = {
  cartId: string;
  itemId: string;
  quantity?: number;
  chosenAttorneyId?: string | null;
};
export type RemoveCartItemInput = { cartId: string; itemId: string };
export type ApplyPromoCodeInput = { cartId: string; promoCode: string };
export type RemovePromoCodeInput = { cartId: string };

/** GET /payments/config (anonymous): which provider the payment form talks to, its public key and the methods offered. */
export function paymentsConfigQueryOptions(api: ApiClient) {
  return api.$api.queryOptions("get", "/payments/config");
}

export function usePaymentsConfig() {
  const api = useApiClient();
  return useQuery({ ...paymentsConfigQueryOptions(api), staleTime: Infinity });
}

/** GET /users/{id}/carts?transactionStatus= — the user's carts, newest first ("pending": the open one). */
export function cartsQueryOptions(api: ApiClient, userId: string, transactionStatus: CartsTransactionStatus = "all") {
  return api.$api.queryOptions("get", "/users/{id}/carts", {
    params: { path: { id: userId }, query: { transactionStatus } },
  });
}

export function useCarts(userId: string | null | undefined, transactionStatus: CartsTransactionStatus = "all") {
  const api = useApiClient();
  return useQuery({ ...cartsQueryOptions(api, userId ?? "", transactionStatus), enabled: Boolean(userId) });
}

/** GET /users/{id}/carts/{cartId} — one cart (a paid one answers what was paid). */
export function cartQueryOptions(api: ApiClient, userId: string, cartId: string) {
  return api.$api.queryOptions("get", "/users/{id}/carts/{cartId}", { params: { path: { id: userId, cartId } } });
}

/** One cart; waits until both ids are known. */
export function useCart(userId: string | null | undefined, cartId: string | null | undefined) {
  const api = useApiClient();
  return useQuery({ ...cartQueryOptions(api, userId ?? "", cartId ?? ""), enabled: Boolean(userId && cartId) });
}

/**
 * The user's open (UNPAID) cart: the pending one (GET …/carts?transactionStatus=pending), or one
 * opened for them (POST …/carts, which answers the open cart instead of a second one when another
 * tab got there first). Its key sits under the pending list's, so invalidating the carts covers it.
 */
export function openCartQueryOptions(api: ApiClient, userId: string) {
  const pending = cartsQueryOptions(api, userId, "pending");
  return queryOptions<Cart, ApiError>({
    queryKey: [...pending.queryKey, "open"],
    queryFn: async ({ signal }) => {
      const listed = await api.client.GET("/users/{id}/carts", {
        params: { path: { id: userId }, query: { transactionStatus: "pending" } },
        signal,
      });
      if (listed.error) throw listed.error;
      const open = listed.data.find((cart) => cart.cartStatus === "UNPAID");
      if (open) return open;
      const opened = await api.client.POST("/users/{id}/carts", {
        params: { path: { id: userId } },
        body: { cartStatus: "UNPAID" },
      });
      if (opened.error) throw opened.error;
      return opened.data;
    },
  });
}

/**
 * The open cart, opened on first use; waits until `userId` is known. Right after a checkout it can
 * hold the cart just paid until the next read (see putCart): a screen shows that as loading.
 */
export function useOpenCart(userId: string | null | undefined) {
  const api = useApiClient();
  return useQuery({ ...openCartQueryOptions(api, userId ?? ""), enabled: Boolean(userId) });
}

/**
 * Puts a cart the server answered into the cache: by id, and as the open cart. A cart that has just
 * been paid stays in the open cart's place only as a marker (the screen shows it as loading) and is
 * marked stale without being read again now: reading it now would open a new cart under a screen
 * that is on its way to the result; the next visit of /payment reads (or opens) the new one.
 */
function putCart(queryClient: QueryClient, api: ApiClient, userId: string, cart: Cart) {
  queryClient.setQueryData(cartQueryOptions(api, userId, cart.id).queryKey, cart);
  const openKey = openCartQueryOptions(api, userId).queryKey;
  if (cart.cartStatus === "UNPAID") {
    queryClient.setQueryData(openKey, cart);
    return;
  }
  queryClient.setQueryData<Cart>(openKey, (open) => (open?.id === cart.id ? cart : open));
  void queryClient.invalidateQueries({ queryKey: openKey, exact: true, refetchType: "none" });
}

/**
 * After a refusal that says the cart is not what the screen shows (paid meanwhile, an item gone,
 * quantities clamped at checkout), the open cart is read again.
 */
function refreshAfterConflict(queryClient: QueryClient, api: ApiClient, userId: string, error: ApiError) {
  if (error.status === 404 || error.status === 409 || error.status === 422) {
    void queryClient.invalidateQueries({ queryKey: openCartQueryOptions(api, userId).queryKey });
  }
}

/** A change of the cart answered with the whole cart, which replaces the cached one. */
function useCartChange<Input>(
  userId: string | null | undefined,
  send: (api: ApiClient, userId: string, input: Input) => Promise<Cart>,
  refreshOnError = true,
) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<Cart, ApiError, Input>({
    mutationFn: (input) => {
      if (!userId) throw noSessionError();
      return send(api, userId, input);
    },
    onSuccess: (cart) => {
      if (userId) putCart(queryClient, api, userId, cart);
    },
    onError: (error) => {
      if (userId && refreshOnError) refreshAfterConflict(queryClient, api, userId, error);
    },
  });
}

/** POST …/cart-items — adds a product (or sets its quantity when it is already there); the server clamps the quantity or refuses with the reason. */
export function useAddCartItem(userId: string | null | undefined) {
  return useCartChange<AddCartItemInput>(userId, async (api, id, { cartId, ...body }) => {
    const { data, error } = await api.client.POST("/users/{id}/carts/{cartId}/cart-items", {
      params: { path: { id, cartId } },
      body,
    });
    if (error) throw error;
    return data;
  });
}

/** PATCH …/cart-items/{itemId} — a new quantity (clamped by the server) or chosen attorney. */
export function useUpdateCartItem(userId: string | null | undefined) {
  return useCartChange<UpdateCartItemInput>(userId, async (api, id, { cartId, itemId, ...body }) => {
    const { data, error } = await api.client.PATCH("/users/{id}/carts/{cartId}/cart-items/{itemId}", {
      params: { path: { id, cartId, itemId } },
      body,
    });
    if (error) throw error;
    return data;
  });
}

/** DELETE …/cart-items/{itemId} */
export function useRemoveCartItem(userId: string | null | undefined) {
  return useCartChange<RemoveCartItemInput>(userId, async (api, id, { cartId, itemId }) => {
    const { data, error } = await api.client.DELETE("/users/{id}/carts/{cartId}/cart-items/{itemId}", {
      params: { path: { id, cartId, itemId } },
    });
    if (error) throw error;
    return data;
  });
}

/** POST …/promo-codes — a refused code is a 422 whose message says why; the cart is unchanged then. */
export function useApplyPromoCode(userId: string | null | undefined) {
  return useCartChange<ApplyPromoCodeInput>(
    userId,
    async (api, id, { cartId, promoCode }) => {
      const { data, error } = await api.client.POST("/users/{id}/carts/{cartId}/promo-codes", {
        params: { path: { id, cartId } },
        body: { promoCode },
      });
      if (error) throw error;
      return data;
    },
    false,
  );
}

/** DELETE …/promo-codes */
export function useRemovePromoCode(userId: string | null | undefined) {
  return useCartChange<RemovePromoCodeInput>(userId, async (api, id, { cartId }) => {
    const { data, error } = await api.client.DELETE("/users/{id}/carts/{cartId}/promo-codes", {
      params: { path: { id, cartId } },
    });
    if (error) throw error;
    return data;
  });
}

/** What a paid cart makes stale: the standing (prenup paid, gates), the purchase items and the cart lists. */
function refreshAfterPayment(queryClient: QueryClient, api: ApiClient, userId: string) {
  void invalidateStanding(queryClient, api, userId);
  void queryClient.invalidateQueries({ queryKey: getPathKey("/users/{id}/purchase-items") });
  // The lists, but not the open cart under them (see putCart).
  void queryClient.invalidateQueries({
    queryKey: getPathKey("/users/{id}/carts"),
    predicate: (query) => query.queryKey[3] !== "open",
  });
}

/**
 * POST /users/{id}/checkout — pays for a cart ({ cartId, paymentMethod, paymentMethodToken? }), or
 * with { cartId } alone finishes a payment the buyer approved on the provider's page. The answer's
 * cart replaces the cached one; a paid answer refreshes the standing and the purchase items.
 */
export function useCheckout(userId: string | null | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<CheckoutResult, ApiError, CheckoutRequest>({
    mutationFn: async (body) => {
      if (!userId) throw noSessionError();
      const { data, error } = await api.client.POST("/users/{id}/checkout", { params: { path: { id: userId } }, body });
      if (error) throw error;
      return data;
    },
    onSuccess: (result) => {
      if (!userId) return;
      putCart(queryClient, api, userId, result.cart);
      if (result.cart.cartStatus === "PAID") refreshAfterPayment(queryClient, api, userId);
    },
    onError: (error) => {
      if (userId) refreshAfterConflict(queryClient, api, userId, error);
    },
  });
}
