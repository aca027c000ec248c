CREATE TABLE "answer_write_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	CONSTRAINT "answer_write_keys_key_length" CHECK (char_length("answer_write_keys"."key") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "financial_entry_write_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	CONSTRAINT "financial_entry_write_keys_key_length" CHECK (char_length("financial_entry_write_keys"."key") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "profile_write_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	CONSTRAINT "profile_write_keys_key_length" CHECK (char_length("profile_write_keys"."key") between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "answer_write_keys" ADD CONSTRAINT "answer_write_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_entry_write_keys" ADD CONSTRAINT "financial_entry_write_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_write_keys" ADD CONSTRAINT "profile_write_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "answer_write_keys_user_key_unique" ON "answer_write_keys" USING btree ("user_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "financial_entry_write_keys_user_key_unique" ON "financial_entry_write_keys" USING btree ("user_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "profile_write_keys_user_key_unique" ON "profile_write_keys" USING btree ("user_id","key");