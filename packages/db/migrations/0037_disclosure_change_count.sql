ALTER TABLE "financial_disclosures" ADD COLUMN "change_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "financial_disclosures" SET "change_count" = 1 WHERE "last_changed_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "disclosure_versions" ADD COLUMN "as_of_change" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "disclosure_versions" v SET "as_of_change" = 1 FROM "financial_disclosures" f
  WHERE f."document_id" = v."document_id" AND f."user_id" = v."owner_id" AND f."last_changed_at" = v."as_of";--> statement-breakpoint
ALTER TABLE "disclosure_versions" ALTER COLUMN "as_of_change" DROP DEFAULT;
