ALTER TABLE "audit_log" ADD COLUMN "subject_user_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "suppressed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_subject_user_id_users_id_fk" FOREIGN KEY ("subject_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_subject_created_idx" ON "audit_log" USING btree ("subject_user_id","created_at");