import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { attorneys } from "./attorneys.ts";
import { purchaseItems } from "./commerce.ts";
import { bookkeeping, id } from "./common.ts";
import { documents } from "./documents.ts";
import { reviewStatusEnum } from "./enums.ts";
import { users } from "./users.ts";

/** A customer's review of an attorney; shown publicly once an admin approves it. Rating 0–100. */
export const attorneyReviews = pgTable(
  "attorney_reviews",
  {
    id: id(),
    attorneyId: uuid("attorney_id")
      .notNull()
      .references(() => attorneys.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    documentId: uuid("document_id").references(() => documents.id, { onDelete: "set null" }),
    /** The service reviewed: one review per service (seeded and older reviews may have none). */
    purchaseItemId: uuid("purchase_item_id").references(() => purchaseItems.id),
    message: text("message"),
    rating: integer("rating").notNull(),
    status: reviewStatusEnum("status").notNull().default("PENDING"),
    ...bookkeeping(),
  },
  (t) => [
    check("attorney_reviews_rating_range", sql`${t.rating} between 0 and 100`),
    index("attorney_reviews_attorney_status_idx").on(t.attorneyId, t.status),
    index("attorney_reviews_user_idx").on(t.userId),
    index("attorney_reviews_document_idx").on(t.documentId),
    uniqueIndex("attorney_reviews_purchase_item_unique").on(t.purchaseItemId),
  ],
);
