CREATE TABLE "disclosure_acknowledgements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"acknowledged_by_id" uuid NOT NULL,
	"acknowledged_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disclosure_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"status" text NOT NULL,
	"entry_count" integer NOT NULL,
	"net_worth_usd_cents" bigint NOT NULL,
	"content" jsonb NOT NULL,
	"content_sha256" text NOT NULL,
	"as_of" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "disclosure_versions_number_positive" CHECK ("disclosure_versions"."number" > 0),
	CONSTRAINT "disclosure_versions_status" CHECK ("disclosure_versions"."status" in ('COMPLETED', 'NOTHING_TO_DISCLOSE'))
);
--> statement-breakpoint
ALTER TABLE "disclosure_acknowledgements" ADD CONSTRAINT "disclosure_acknowledgements_version_id_disclosure_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."disclosure_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disclosure_acknowledgements" ADD CONSTRAINT "disclosure_acknowledgements_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disclosure_acknowledgements" ADD CONSTRAINT "disclosure_acknowledgements_acknowledged_by_id_users_id_fk" FOREIGN KEY ("acknowledged_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disclosure_versions" ADD CONSTRAINT "disclosure_versions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disclosure_versions" ADD CONSTRAINT "disclosure_versions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "disclosure_acknowledgements_version_unique" ON "disclosure_acknowledgements" USING btree ("version_id","acknowledged_by_id");--> statement-breakpoint
CREATE INDEX "disclosure_acknowledgements_document_idx" ON "disclosure_acknowledgements" USING btree ("document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "disclosure_versions_number_unique" ON "disclosure_versions" USING btree ("document_id","owner_id","number");