-- Carts that a race gave two live lines of one product keep the oldest line; the others end.
UPDATE "cart_items" AS "later" SET "deleted_at" = now(), "updated_at" = now()
WHERE "later"."deleted_at" IS NULL AND EXISTS (
  SELECT 1 FROM "cart_items" AS "earlier"
  WHERE "earlier"."cart_id" = "later"."cart_id" AND "earlier"."product_id" = "later"."product_id" AND "earlier"."deleted_at" IS NULL
    AND ("earlier"."created_at", "earlier"."id") < ("later"."created_at", "later"."id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_live_product_unique" ON "cart_items" USING btree ("cart_id","product_id") WHERE deleted_at is null;
