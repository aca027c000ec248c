ALTER TABLE "disclosure_versions" ALTER COLUMN "created_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "disclosure_acknowledgements" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "disclosure_acknowledgements" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "disclosure_acknowledgements" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "disclosure_acknowledgements" ADD COLUMN "created_by_id" uuid;--> statement-breakpoint
ALTER TABLE "disclosure_acknowledgements" ADD COLUMN "updated_by_id" uuid;--> statement-breakpoint
ALTER TABLE "disclosure_versions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "disclosure_versions" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "disclosure_versions" ADD COLUMN "created_by_id" uuid;--> statement-breakpoint
ALTER TABLE "disclosure_versions" ADD COLUMN "updated_by_id" uuid;