CREATE TABLE "notarization_signer_locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"in_california" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
ALTER TABLE "notarizations" ADD COLUMN "session_record_ref" text;--> statement-breakpoint
ALTER TABLE "notarizations" ADD COLUMN "session_notary" text;--> statement-breakpoint
ALTER TABLE "notarization_signer_locations" ADD CONSTRAINT "notarization_signer_locations_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notarization_signer_locations" ADD CONSTRAINT "notarization_signer_locations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notarization_signer_locations_document_user_unique" ON "notarization_signer_locations" USING btree ("document_id","user_id");--> statement-breakpoint
CREATE INDEX "notarization_signer_locations_user_idx" ON "notarization_signer_locations" USING btree ("user_id");