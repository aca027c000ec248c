CREATE TABLE "agreement_change_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"change_id" uuid NOT NULL,
	"respondent" text NOT NULL,
	"attorney_id" uuid NOT NULL,
	"content_sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	CONSTRAINT "agreement_change_approvals_respondent" CHECK ("agreement_change_approvals"."respondent" in ('A', 'B'))
);
--> statement-breakpoint
ALTER TABLE "agreement_change_approvals" ADD CONSTRAINT "agreement_change_approvals_change_id_agreement_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."agreement_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_change_approvals" ADD CONSTRAINT "agreement_change_approvals_attorney_id_users_id_fk" FOREIGN KEY ("attorney_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_change_approvals_one_per_side" ON "agreement_change_approvals" USING btree ("change_id","respondent") WHERE "agreement_change_approvals"."deleted_at" is null;