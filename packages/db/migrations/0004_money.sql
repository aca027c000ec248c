CREATE TABLE "local_gateway_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text NOT NULL,
	"amount_in_cents" integer NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
DROP INDEX "payouts_purchase_item_idx";--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "checkout_attempt" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "local_gateway_records_reference_unique" ON "local_gateway_records" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "local_gateway_records_kind_key_unique" ON "local_gateway_records" USING btree ("kind","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_one_unpaid_per_user" ON "carts" USING btree ("user_id") WHERE cart_status = 'UNPAID' and deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_one_per_purchase_item" ON "payouts" USING btree ("purchase_item_id") WHERE deleted_at is null;