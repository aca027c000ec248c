CREATE TABLE "agreement_change_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"change_id" uuid NOT NULL,
	"respondent" text NOT NULL,
	"signed_on" date NOT NULL,
	"witnesses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"counsel" text,
	"file_id" uuid NOT NULL,
	"file_sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	CONSTRAINT "agreement_change_signatures_respondent" CHECK ("agreement_change_signatures"."respondent" in ('A', 'B'))
);
--> statement-breakpoint
ALTER TABLE "agreement_changes" ADD COLUMN "effective_on" date;--> statement-breakpoint
ALTER TABLE "agreement_change_signatures" ADD CONSTRAINT "agreement_change_signatures_change_id_agreement_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."agreement_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_change_signatures" ADD CONSTRAINT "agreement_change_signatures_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_change_signatures_one_per_spouse" ON "agreement_change_signatures" USING btree ("change_id","respondent");--> statement-breakpoint
ALTER TABLE "agreement_changes" ADD CONSTRAINT "agreement_changes_effective" CHECK (("agreement_changes"."status" = 'SIGNED') = ("agreement_changes"."effective_on" is not null));