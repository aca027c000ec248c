import { sql, type SQL } from "drizzle-orm";

/**
 * A fragment of the writes' first statement: the write gate's facts (`WriteGateFacts`) as one json
 * value, the document's partners and state and their PRENUP purchases (the documents', states',
 * purchases' and products' tables, never written).
 */
export function writeGateFacts(documentId: string): SQL {
  return sql`(select json_build_object(
      'document', (select json_build_object('id', gd.id, 'userAId', gd.user_a_id, 'userBId', gd.user_b_id,
          'stateAbbreviation', (select gs.abbreviation from states gs where gs.id = gd.state_id)) from documents gd where gd.id = ${documentId}),
      'purchaseItems', (select coalesce(json_agg(json_build_object(
          'userId', gp.user_id, 'paymentStatus', gp.payment_status, 'deletedAt', gp.deleted_at, 'documentId', gp.document_id,
          'product', json_build_object('productType', gpr.product_type))), '[]'::json)
        from documents gd
        join purchase_items gp on gp.user_id in (gd.user_a_id, gd.user_b_id)
        join products gpr on gpr.id = gp.product_id and gpr.product_type = 'PRENUP'
        where gd.id = ${documentId})))`;
}
