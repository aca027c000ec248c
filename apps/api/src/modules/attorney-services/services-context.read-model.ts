import { activeDocumentOf, live, preparedQuery } from "@prenup/db";
import { sql } from "drizzle-orm";
import type { ProductType } from "@prenup/domain";

export type ContextRow = {
  document: Record<string, unknown> | null;
  purchases: Record<string, unknown>[];
  candidates: { id: string; lawFirmId: string | null; services: ProductType[] | null }[];
  firms: Record<string, string | null> | null;
};

/**
 * ONE statement: the user's active agreement with its state's attorney support, the couple's live
 * attorney-service purchases, the approved attorneys licensed in the state (with their firm and the
 * services they offer) and the firm of every attorney serving the couple.
 */
export const servicesContext = preparedQuery<ContextRow>("attorney_services_context", () => {
  const userId = sql.placeholder("userId");
  return sql`
    with d as (
      select doc.id, doc.user_a_id, doc.user_b_id, doc.attorney_a_id, doc.attorney_b_id, doc.state_id, s.attorney_support
        from documents doc left join states s on s.id = doc.state_id
       where ${activeDocumentOf("doc", sql`${userId}::uuid`)}
       order by doc.created_at desc limit 1
    ),
    couple as (
      select ${userId}::uuid as id union select user_a_id from d union select user_b_id from d where user_b_id is not null
    ),
    bought as (
      select pi.id, pi.user_id, pi.attorney_id, pi.document_id, p.product_type, pi.payment_status, pi.booking_status, c.user_id as buyer_id, pi.created_at
        from purchase_items pi join products p on p.id = pi.product_id left join carts c on c.id = pi.cart_id
       where ${live("pi")} and p.product_category = 'ATTORNEY_SERVICE' and pi.user_id in (select id from couple)
    )
    select
      (select json_build_object('id', d.id, 'userAId', d.user_a_id, 'userBId', d.user_b_id, 'attorneyAId', d.attorney_a_id,
                                'attorneyBId', d.attorney_b_id, 'stateId', d.state_id, 'attorneySupport', d.attorney_support) from d) as document,
      coalesce((select json_agg(json_build_object('id', b.id, 'userId', b.user_id, 'attorneyId', b.attorney_id, 'documentId', b.document_id,
                                                  'productType', b.product_type, 'paymentStatus', b.payment_status,
                                                  'bookingStatus', b.booking_status, 'buyerId', b.buyer_id) order by b.created_at, b.id)
                  from bought b), '[]'::json) as purchases,
      coalesce((select json_agg(json_build_object('id', a.id, 'lawFirmId', a.law_firm_id, 'services',
                                  (select json_agg(p.product_type order by p.product_type) from attorney_services sv join products p on p.id = sv.product_id
                                    where sv.attorney_id = a.id and ${live("sv")} and p.is_active)) order by st."order", a.id)
                  from attorney_states st join d on st.state_id = d.state_id join attorneys a on a.id = st.attorney_id
                 where ${live("st")} and a.stage = 'APPROVED' and ${live("a")}), '[]'::json) as candidates,
      (select json_object_agg(a.id, a.law_firm_id) from attorneys a
        where a.id in (select attorney_id from bought union select attorney_a_id from d union select attorney_b_id from d)) as firms`;
});
