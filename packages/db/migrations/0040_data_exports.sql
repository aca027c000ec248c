CREATE TABLE "data_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"ready_at" timestamp with time zone,
	"file_id" uuid,
	"token_hash" text,
	"expires_at" timestamp with time zone,
	"downloaded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	CONSTRAINT "data_exports_status" CHECK ("data_exports"."status" in ('REQUESTED', 'READY', 'DOWNLOADED', 'EXPIRED')),
	CONSTRAINT "data_exports_ready_fields" CHECK ("data_exports"."status" = 'REQUESTED' or ("data_exports"."ready_at" is not null and "data_exports"."file_id" is not null and "data_exports"."token_hash" is not null and "data_exports"."expires_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_exports_user_idx" ON "data_exports" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "data_exports_one_in_progress" ON "data_exports" USING btree ("user_id") WHERE "data_exports"."status" in ('REQUESTED', 'READY') and "data_exports"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "data_exports_token_hash_unique" ON "data_exports" USING btree ("token_hash");