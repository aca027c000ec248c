ALTER TABLE "accounts_and_assets" ADD COLUMN "joint_set_by_id" uuid;--> statement-breakpoint
ALTER TABLE "accounts_and_assets" ADD COLUMN "joint_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounts_and_assets" ADD COLUMN "joint_confirmed_by_id" uuid;--> statement-breakpoint
ALTER TABLE "financial_disclosures" ADD COLUMN "last_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounts_and_assets" ADD CONSTRAINT "accounts_and_assets_joint_set_by_id_users_id_fk" FOREIGN KEY ("joint_set_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts_and_assets" ADD CONSTRAINT "accounts_and_assets_joint_confirmed_by_id_users_id_fk" FOREIGN KEY ("joint_confirmed_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_and_assets_pending_joint_idx" ON "accounts_and_assets" USING btree ("document_id") WHERE "accounts_and_assets"."is_joint" and "accounts_and_assets"."joint_confirmed_at" is null and "accounts_and_assets"."deleted_at" is null;