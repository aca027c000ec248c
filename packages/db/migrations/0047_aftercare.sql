CREATE TABLE "aftercare_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"events" text[] DEFAULT '{}'::text[] NOT NULL,
	"review_every_years" smallint,
	"sunset_reminder" boolean NOT NULL,
	"next_reminder_on" date,
	"last_reminder_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	CONSTRAINT "aftercare_plans_review_years" CHECK ("aftercare_plans"."review_every_years" in (1, 2, 3, 5, 10))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "residence_state" text;--> statement-breakpoint
ALTER TABLE "aftercare_plans" ADD CONSTRAINT "aftercare_plans_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aftercare_plans" ADD CONSTRAINT "aftercare_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aftercare_plans_user_idx" ON "aftercare_plans" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "aftercare_plans_one_live" ON "aftercare_plans" USING btree ("document_id","user_id") WHERE "aftercare_plans"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "aftercare_plans_due_idx" ON "aftercare_plans" USING btree ("next_reminder_on") WHERE "aftercare_plans"."deleted_at" is null and "aftercare_plans"."next_reminder_on" is not null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_residence_state" CHECK ("users"."residence_state" ~ '^[A-Z]{2}$');