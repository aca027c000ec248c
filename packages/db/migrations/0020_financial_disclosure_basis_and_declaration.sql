ALTER TABLE "accounts_and_assets" ADD COLUMN "value_basis" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "value_basis" text;--> statement-breakpoint
ALTER TABLE "debts" ADD COLUMN "value_basis" text;--> statement-breakpoint
ALTER TABLE "financial_disclosures" ADD COLUMN "nothing_to_disclose_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "incomes" ADD COLUMN "value_basis" text;--> statement-breakpoint
ALTER TABLE "inheritances_and_trusts" ADD COLUMN "value_basis" text;--> statement-breakpoint
ALTER TABLE "real_estates" ADD COLUMN "value_basis" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "value_basis" text;