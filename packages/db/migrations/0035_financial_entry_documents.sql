CREATE TABLE "financial_entry_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"entry_kind" text NOT NULL,
	"entry_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	CONSTRAINT "financial_entry_documents_size_positive" CHECK ("financial_entry_documents"."size" > 0)
);
--> statement-breakpoint
ALTER TABLE "financial_entry_documents" ADD CONSTRAINT "financial_entry_documents_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_entry_documents" ADD CONSTRAINT "financial_entry_documents_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_entry_documents" ADD CONSTRAINT "financial_entry_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "financial_entry_documents_entry_idx" ON "financial_entry_documents" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "financial_entry_documents_document_idx" ON "financial_entry_documents" USING btree ("document_id","owner_id");