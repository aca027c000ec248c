CREATE TABLE "document_record_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"kind" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"actor_user_id" uuid,
	"respondent" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"previous_hash" text NOT NULL,
	"hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
DROP INDEX "document_commits_document_committed_idx";--> statement-breakpoint
ALTER TABLE "section_templates" ADD COLUMN "is_mandatory" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "document_commits" ADD COLUMN "kind" text DEFAULT 'GENERATION' NOT NULL;--> statement-breakpoint
ALTER TABLE "document_commits" ADD COLUMN "input_hash" text;--> statement-breakpoint
ALTER TABLE "document_commits" ADD COLUMN "input_parts" jsonb;--> statement-breakpoint
ALTER TABLE "document_commits" ADD COLUMN "pdf_file_id" uuid;--> statement-breakpoint
ALTER TABLE "document_commits" ADD COLUMN "docx_file_id" uuid;--> statement-breakpoint
ALTER TABLE "document_record_entries" ADD CONSTRAINT "document_record_entries_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_record_entries" ADD CONSTRAINT "document_record_entries_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_record_entries_sequence_unique" ON "document_record_entries" USING btree ("document_id","sequence");--> statement-breakpoint
ALTER TABLE "document_commits" ADD CONSTRAINT "document_commits_pdf_file_id_files_id_fk" FOREIGN KEY ("pdf_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_commits" ADD CONSTRAINT "document_commits_docx_file_id_files_id_fk" FOREIGN KEY ("docx_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_commits_document_committed_unique" ON "document_commits" USING btree ("document_id","committed_at");