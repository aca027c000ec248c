import { purchaseInForce, purchaseItems } from "@prenup/db";
import { sql, type SQL } from "drizzle-orm";

/**
 * What other modules ask of the purchases (DESIGN.md, "Data ownership"): fragments another module's
 * statement embeds.
 */

/** A purchase with an attorney: who bought it, and from whom. */
export type AttorneyPurchase = { userId: string; attorneyId: string };

/**
 * The purchases in force (`purchaseInForce`) with an attorney, of one of the products `productIds`
 * (a parenthesised subquery), bought by one of `userIds` (a list of SQL values) for the document
 * `documentId` or for no document yet, latest first, as a json array `[{ userId, attorneyId }]`.
 */
export const attorneyPurchasesOf = (input: { userIds: SQL; documentId: SQL; productIds: SQL }): SQL =>
  sql`coalesce((
    select json_agg(json_build_object('userId', pi.user_id, 'attorneyId', pi.attorney_id) order by pi.created_at desc, pi.id desc)
      from ${purchaseItems} pi
     where pi.product_id in ${input.productIds} and pi.attorney_id is not null and ${purchaseInForce("pi")}
       and pi.user_id in (${input.userIds}) and (pi.document_id = ${input.documentId} or pi.document_id is null)), '[]'::json)`;
