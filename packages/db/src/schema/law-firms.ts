import { boolean, pgTable, text } from "drizzle-orm/pg-core";
import { bookkeeping, id } from "./common.ts";

/** A law firm that attorneys belong to; payouts for its attorneys' services go to the firm. */
export const lawFirms = pgTable("law_firms", {
  id: id(),
  name: text("name").notNull(),
  contactEmail: text("contact_email"),
  website: text("website"),
  /** Payout instructions as the admin portal records them (free text; bank details live at the payment provider). */
  payoutDetails: text("payout_details"),
  isApproved: boolean("is_approved").notNull().default(false),
  stripeAccountId: text("stripe_account_id"),
  ...bookkeeping(),
});
