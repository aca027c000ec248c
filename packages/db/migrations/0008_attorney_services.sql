CREATE TABLE "scheduling_webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"delivery_id" text NOT NULL,
	"event_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "provider_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attorney_reviews" ADD COLUMN "purchase_item_id" uuid;--> statement-breakpoint
ALTER TABLE "scheduling_webhook_deliveries" ADD CONSTRAINT "scheduling_webhook_deliveries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scheduling_webhook_deliveries_provider_delivery_unique" ON "scheduling_webhook_deliveries" USING btree ("provider","delivery_id");--> statement-breakpoint
ALTER TABLE "attorney_reviews" ADD CONSTRAINT "attorney_reviews_purchase_item_id_purchase_items_id_fk" FOREIGN KEY ("purchase_item_id") REFERENCES "public"."purchase_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attorney_reviews_purchase_item_unique" ON "attorney_reviews" USING btree ("purchase_item_id");