import { DomainError, type ProductUpdate } from "@prenup/domain";
import { changedFields, fieldChanges, type AuditRequest } from "../audit/index.ts";
import type { ProductsContext } from "./products.context.ts";
import type { ProductResponse } from "./products.schemas.ts";

/**
 * PATCH /products/{id}: an admin's change of a product's name, description, price, sale and
 * discounts. The edit stamps `updated_by_id`, which the reference seed honours (it never
 * overwrites an admin's value), and is audited in its transaction. Carts read the price when they
 * are paid, so the new one applies from the next payment; each purchase keeps what was paid.
 * Values equal to the stored ones write nothing.
 */
export async function updateProduct(
  ctx: ProductsContext,
  id: string,
  changes: ProductUpdate,
  admin: { id: string },
  request: AuditRequest,
): Promise<ProductResponse> {
  return ctx.db.transaction(async (tx) => {
    const current = await ctx.repository.lock(tx, id);
    if (!current) throw new DomainError("PRODUCT_NOT_FOUND", "Product not found");
    const keys = changedFields(changes, current);
    if (keys.length === 0) return current;
    const now = ctx.clock.now();
    const updated = await ctx.repository.update(tx, id, { ...changes, updatedAt: now, updatedById: admin.id });
    await ctx.audit.record(tx, {
      actorId: admin.id,
      action: "product.update",
      entityType: "product",
      entityId: id,
      ...fieldChanges(keys, current, updated),
      request,
      at: now,
    });
    return updated;
  });
}
