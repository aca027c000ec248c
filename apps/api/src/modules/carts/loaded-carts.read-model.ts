import { cartItems, carts, coupons, discountCodes, live, products, type Executor } from "@prenup/db";
import { and, asc, eq, type SQL } from "drizzle-orm";
import type { DiscountCodeRow } from "./discount-code.read-model.ts";
import type { ProductRow } from "./live-product.read-model.ts";

export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;

/** A cart with its live lines, each with its product, and its promo code with the coupon. */
export type LoadedCart = CartRow & {
  items: (CartItemRow & { product: ProductRow })[];
  discountCode: (DiscountCodeRow["code"] & { coupon: DiscountCodeRow["coupon"] }) | null;
};

type JoinedRow = {
  cart: CartRow;
  item: CartItemRow | null;
  product: ProductRow | null;
  code: DiscountCodeRow["code"] | null;
  coupon: DiscountCodeRow["coupon"] | null;
};

/** Folds cart ⟕ items ⟕ products ⟕ code ⟕ coupon rows into carts, keeping the row order. */
function foldCarts(rows: JoinedRow[]): LoadedCart[] {
  const byId = new Map<string, LoadedCart>();
  for (const row of rows) {
    let cart = byId.get(row.cart.id);
    if (!cart) {
      cart = {
        ...row.cart,
        items: [],
        discountCode: row.code && row.coupon ? { ...row.code, coupon: row.coupon } : null,
      };
      byId.set(row.cart.id, cart);
    }
    if (row.item && row.product) cart.items.push({ ...row.item, product: row.product });
  }
  return [...byId.values()];
}

/**
 * The carts that match `where`, in `cartOrder`, each with its live lines (oldest first) and their
 * products (the products' table), and its promo code with the coupon (the discounts' tables).
 */
export async function loadedCarts(
  executor: Executor,
  where: SQL | undefined,
  cartOrder: SQL[] = [],
): Promise<LoadedCart[]> {
  const rows = await executor
    .select({ cart: carts, item: cartItems, product: products, code: discountCodes, coupon: coupons })
    .from(carts)
    .leftJoin(cartItems, and(eq(cartItems.cartId, carts.id), live(cartItems)))
    .leftJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(discountCodes, eq(discountCodes.id, carts.discountCodeId))
    .leftJoin(coupons, eq(coupons.id, discountCodes.couponId))
    .where(where)
    .orderBy(...cartOrder, asc(cartItems.createdAt), asc(cartItems.id));
  return foldCarts(rows);
}
