import { timestamp, uuid } from "drizzle-orm/pg-core";

/** A UTC timestamp column (timestamptz), read and written as a JS Date. */
export const utc = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** The uuid primary key every table uses (random unless a seed gives a deterministic one). */
export const id = () => uuid("id").primaryKey().defaultRandom();

/**
 * The bookkeeping columns every table carries: created/updated/deleted timestamps and the ids of
 * the users who created and last updated the row (nullable: seeds and the system write rows too).
 * A function, so each table gets its own column builders.
 */
export const bookkeeping = () => ({
  createdAt: utc("created_at").notNull().defaultNow(),
  updatedAt: utc("updated_at")
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
  deletedAt: utc("deleted_at"),
  createdById: uuid("created_by_id"),
  updatedById: uuid("updated_by_id"),
});
