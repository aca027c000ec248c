ALTER TABLE "external_attorneys" ADD COLUMN "bar_number" text;--> statement-breakpoint
ALTER TABLE "external_attorneys" ADD COLUMN "bar_state" text;--> statement-breakpoint
ALTER TABLE "external_attorneys" ADD COLUMN "certification_file_id" uuid;--> statement-breakpoint
ALTER TABLE "external_attorneys" ADD COLUMN "certification_sha256" text;--> statement-breakpoint
ALTER TABLE "external_attorneys" ADD COLUMN "certified_text_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "external_attorneys" ADD CONSTRAINT "external_attorneys_certification_file_id_files_id_fk" FOREIGN KEY ("certification_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "external_attorneys_document_user_live_unique" ON "external_attorneys" USING btree ("document_id","user_id") WHERE "external_attorneys"."deleted_at" is null;