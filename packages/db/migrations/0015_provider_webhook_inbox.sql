CREATE TABLE "provider_webhook_inbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"adapter" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"event" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"outcome" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE UNIQUE INDEX "provider_webhook_inbox_event_unique" ON "provider_webhook_inbox" USING btree ("provider","adapter","event_id");--> statement-breakpoint
CREATE INDEX "provider_webhook_inbox_unprocessed_idx" ON "provider_webhook_inbox" USING btree ("received_at") WHERE "provider_webhook_inbox"."processed_at" IS NULL;