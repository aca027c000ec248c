import { purchaseItems } from "@prenup/db";
import { sql, type SQL } from "drizzle-orm";

/**
 * What other modules ask of the purchases (DESIGN.md, "Data ownership"): fragments another module's
 * statement embeds.
 */

/**
 * The purchases of the users `userIds` (a list of SQL values, such as the asking statement's partner
 * columns), deleted and refunded ones included, as a derived table
 * `(user_id, payment_status, deleted_at, document_id, product_id)` for `join lateral`.
 */
export const purchasesOfUsers = (userIds: SQL): SQL =>
  sql`(select pi.user_id, pi.payment_status, pi.deleted_at, pi.document_id, pi.product_id
    from ${purchaseItems} pi where pi.user_id in (${userIds}))`;
