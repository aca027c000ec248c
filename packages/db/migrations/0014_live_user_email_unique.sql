DROP INDEX "users_email_lower_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_live_unique" ON "users" USING btree (lower("email")) WHERE deleted_at is null;