import { boolean, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { bookkeeping, id } from "./common.ts";
import { attorneySupportEnum, distributionLawEnum, spousalSupportLawEnum } from "./enums.ts";

export const countries = pgTable(
  "countries",
  {
    id: id(),
    name: text("name").notNull(),
    abbreviation: text("abbreviation").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    icon: text("icon"),
    termForCountry: text("term_for_country"),
    ...bookkeeping(),
  },
  (t) => [uniqueIndex("countries_abbreviation_unique").on(t.abbreviation)],
);

/** A jurisdiction (US state or district) with the legal facts that drive the product's rules. */
export const states = pgTable(
  "states",
  {
    id: id(),
    countryId: uuid("country_id")
      .notNull()
      .references(() => countries.id),
    name: text("name").notNull(),
    abbreviation: text("abbreviation").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    icon: text("icon"),
    termForState: text("term_for_state"),
    allowsOnlineNotary: boolean("allows_online_notary").notNull().default(false),
    notaryBlockText: text("notary_block_text"),
    distributionLaw: distributionLawEnum("distribution_law").notNull(),
    embryoRepRequired: boolean("embryo_rep_required").notNull().default(false),
    spousalSupportLaw: spousalSupportLawEnum("spousal_support_law").notNull(),
    attorneySupport: attorneySupportEnum("attorney_support").notNull().default("NONE"),
    ...bookkeeping(),
  },
  (t) => [
    uniqueIndex("states_country_abbreviation_unique").on(t.countryId, t.abbreviation),
    index("states_country_idx").on(t.countryId),
  ],
);
