import { live, preparedQuery } from "@prenup/db";
import { sql } from "drizzle-orm";
import { CARD_SELECT, type CardRow } from "./attorney-card-columns.read-model.ts";
import { CARD_ORDER, reviewsOf } from "./card-ratings.ts";

/**
 * The approved attorneys' public cards, best rated first like `attorney_cards`, at most `limit`, with
 * the total: the front page's list for visitors, in ONE statement.
 */
export const publicAttorneyCards = preparedQuery<CardRow>(
  "attorney_public_cards",
  () => sql`${reviewsOf(sql``)}
    ${CARD_SELECT}
     where a.stage = 'APPROVED' and ${live("a")} and ${live("u")}
     ${CARD_ORDER}
     limit ${sql.placeholder("limit")}`,
);
