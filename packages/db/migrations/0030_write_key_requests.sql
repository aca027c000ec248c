ALTER TABLE "answer_write_keys" ADD COLUMN "route" text;--> statement-breakpoint
ALTER TABLE "answer_write_keys" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "answer_write_keys" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "financial_entry_write_keys" ADD COLUMN "route" text;--> statement-breakpoint
ALTER TABLE "financial_entry_write_keys" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "financial_entry_write_keys" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "profile_write_keys" ADD COLUMN "route" text;--> statement-breakpoint
ALTER TABLE "profile_write_keys" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "profile_write_keys" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "answer_write_keys" ADD CONSTRAINT "answer_write_keys_request" CHECK (("answer_write_keys"."route" is null) = ("answer_write_keys"."subject" is null) and ("answer_write_keys"."route" is null) = ("answer_write_keys"."request_hash" is null) and "answer_write_keys"."request_hash" ~ '^[0-9a-f]{64}$');--> statement-breakpoint
ALTER TABLE "financial_entry_write_keys" ADD CONSTRAINT "financial_entry_write_keys_request" CHECK (("financial_entry_write_keys"."route" is null) = ("financial_entry_write_keys"."subject" is null) and ("financial_entry_write_keys"."route" is null) = ("financial_entry_write_keys"."request_hash" is null) and "financial_entry_write_keys"."request_hash" ~ '^[0-9a-f]{64}$');--> statement-breakpoint
ALTER TABLE "profile_write_keys" ADD CONSTRAINT "profile_write_keys_request" CHECK (("profile_write_keys"."route" is null) = ("profile_write_keys"."subject" is null) and ("profile_write_keys"."route" is null) = ("profile_write_keys"."request_hash" is null) and "profile_write_keys"."request_hash" ~ '^[0-9a-f]{64}$');