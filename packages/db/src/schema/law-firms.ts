import { boolean, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { bookkeeping, id } from "./common.ts";

/** A law firm that attorneys belong to; payouts for its attorneys' services go to the firm. */
export const lawFirms = pgTable("law_firms", {
  id: id(),
  name: text("name").notNull(),
  contactEmail: text("contact_email"),
  website: text("website"),
  /** Free-form payout instructions (bank details etc.) as the admin portal records them. */
  payoutDetails: jsonb("payout_details").$type<Record<string, unknown>>(),
  isApproved: boolean("is_approved").notNull().default(false),
  stripeAccountId: text("stripe_account_id"),
  ...bookkeeping(),
});
