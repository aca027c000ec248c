import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { attorneys } from "./attorneys.ts";
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
  ],
);
