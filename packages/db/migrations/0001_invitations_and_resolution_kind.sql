ALTER TABLE "documents" ADD COLUMN "invitation_token_hash" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "invitation_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "questionnaire_reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "resolutions" ADD COLUMN "kind" text DEFAULT 'CHANGE' NOT NULL;