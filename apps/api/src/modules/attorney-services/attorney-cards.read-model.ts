import { live, preparedQuery } from "@prenup/db";
import { sql } from "drizzle-orm";
import { CARD_SELECT, type CardRow } from "./attorney-card-columns.read-model.ts";
import { CARD_ORDER, reviewsOf } from "./card-ratings.ts";

/** Attorney cards of the given ids, best rated first, one page and the total, in ONE statement. */
export const attorneyCards = preparedQuery<CardRow>("attorney_cards", () => {
  const ids = sql.placeholder("ids");
  return sql`${reviewsOf(sql`and attorney_id = any(${ids}::uuid[])`)}
    ${CARD_SELECT}
     where a.id = any(${ids}::uuid[]) and ${live("a")}
     ${CARD_ORDER}
     limit ${sql.placeholder("limit")} offset ${sql.placeholder("offset")}`;
});
