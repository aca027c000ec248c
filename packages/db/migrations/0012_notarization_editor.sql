CREATE TABLE "local_notary_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"external_id" text NOT NULL,
	"title" text NOT NULL,
	"state_abbreviation" text NOT NULL,
	"source_pdf_base64" text NOT NULL,
	"signers" jsonb NOT NULL,
	"status" text NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "notary_webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"delivery_id" text NOT NULL,
	"external_id" text NOT NULL,
	"status" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
ALTER TABLE "notarizations" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "notarizations" ADD COLUMN "external_status_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "local_notary_sessions_external_unique" ON "local_notary_sessions" USING btree ("external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notary_webhook_deliveries_provider_delivery_unique" ON "notary_webhook_deliveries" USING btree ("provider","delivery_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notarizations_live_per_document_unique" ON "notarizations" USING btree ("document_id") WHERE "notarizations"."deleted_at" is null;