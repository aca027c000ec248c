ALTER TABLE "notarizations" ADD COLUMN "signed_on" date;--> statement-breakpoint
ALTER TABLE "notarizations" ADD COLUMN "signing_problem" text;