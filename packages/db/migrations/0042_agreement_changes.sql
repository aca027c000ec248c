CREATE TYPE "public"."agreement_change_kind" AS ENUM('AMENDMENT', 'REVOCATION');--> statement-breakpoint
CREATE TYPE "public"."agreement_change_status" AS ENUM('DRAFT', 'SIGNED', 'CANCELLED');--> statement-breakpoint
CREATE TABLE "agreement_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"kind" "agreement_change_kind" NOT NULL,
	"number" integer,
	"status" "agreement_change_status" DEFAULT 'DRAFT' NOT NULL,
	"state_id" uuid NOT NULL,
	"moved_into_state_on" date,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid NOT NULL,
	"updated_by_id" uuid,
	CONSTRAINT "agreement_changes_number" CHECK (("agreement_changes"."kind" = 'AMENDMENT' and "agreement_changes"."number" >= 1) or ("agreement_changes"."kind" = 'REVOCATION' and "agreement_changes"."number" is null))
);
--> statement-breakpoint
ALTER TABLE "agreement_changes" ADD CONSTRAINT "agreement_changes_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_changes" ADD CONSTRAINT "agreement_changes_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_changes" ADD CONSTRAINT "agreement_changes_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreement_changes_document_idx" ON "agreement_changes" USING btree ("document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_changes_one_draft" ON "agreement_changes" USING btree ("document_id") WHERE "agreement_changes"."status" = 'DRAFT' and "agreement_changes"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_changes_amendment_number" ON "agreement_changes" USING btree ("document_id","number") WHERE "agreement_changes"."kind" = 'AMENDMENT' and "agreement_changes"."deleted_at" is null;