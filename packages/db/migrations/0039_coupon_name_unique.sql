-- Live coupons that share a name (whatever its letter case) keep the oldest as it is; each later one
-- is renamed with the start of its id, so the unique index below can be built.
UPDATE "coupons" SET "name" = "coupons"."name" || ' (' || left("coupons"."id"::text, 8) || ')'
FROM (
  SELECT "id", row_number() OVER (PARTITION BY lower("name") ORDER BY "created_at", "id") AS "rank"
  FROM "coupons"
  WHERE "deleted_at" IS NULL AND "name" IS NOT NULL
) AS "ranked"
WHERE "coupons"."id" = "ranked"."id" AND "ranked"."rank" > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_name_lower_live_unique" ON "coupons" USING btree (lower("name")) WHERE deleted_at is null;
