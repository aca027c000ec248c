import { activeDocumentOf, documentParty, live, partnerOfUser, purchaseInForce, sharedProductPaid } from "@prenup/db";
import { AGREEMENT_PRODUCT_TYPES } from "@prenup/domain";
import { sql, type SQL } from "drizzle-orm";

/**
 * The admin's read model of users, ONE statement for a page or for one user: the live user, their
 * active agreement (the newest, as the documents module picks it) with state and partner, the
 * number of active agreements, the agreement's stage facts (generation, review, finalization, its live
 * notarization), and two purchase facts. It reads tables other modules own and never
 * writes them (like the standing's read model).
 * - `paid` mirrors `sharedProductPurchase` of @prenup/domain for the agreement's products
 *   (`AGREEMENT_PRODUCT_TYPES`, a prenup's or a postnup's): a live purchase (not
 *   deleted, not fully refunded) by either party, for this agreement or for none; without an
 *   agreement, the user's own made for no agreement (test/admin-users-paid-rule.test.ts ties the two
 *   on a matrix of purchases).
 * - `hasPaidDocument`: any live purchase of any product on any agreement the user is a party of.
 */
export function userRows(
  where: SQL,
  options: { paid?: boolean | undefined; orderBy?: SQL; limit?: number; offset?: number },
) {
  return sql`
    with base as (
      select u.id, u.email, u.first_name, u.middle_name, u.last_name, u.suffix, u.gender, u.phone_number, u.birthdate,
             u.residence_state, u.user_type, u.created_at, u.last_active_at, u.email_unsubscribed_at,
             d.id as document_id, d.kind as document_kind, d.user_a_id, d.user_b_id, d.state_id, d.status, d.created_at as document_created_at,
             d.last_generated_at, d.reviewed_at, d.finalized_at, d.attorney_a_id, d.attorney_b_id,
             n.id is not null as has_live_notarization, n.notarization_completed_at,
             (select count(*)::int from documents dc
                where ${activeDocumentOf("dc", sql`u.id`)}) as active_document_count,
             ${sharedProductPaid(AGREEMENT_PRODUCT_TYPES, { document: "d", userId: sql`u.id` })} as paid,
             exists (
               select 1 from purchase_items pi join documents dp on dp.id = pi.document_id
               where ${purchaseInForce("pi")} and ${live("dp")} and ${documentParty("dp", sql`u.id`)}
             ) as has_paid_document
      from users u
      left join lateral (
        select da.id, da.kind, da.user_a_id, da.user_b_id, da.state_id, da.status, da.created_at, da.last_generated_at, da.reviewed_at, da.finalized_at,
               da.attorney_a_id, da.attorney_b_id
        from documents da
        where ${activeDocumentOf("da", sql`u.id`)}
        order by da.created_at desc, da.id desc limit 1
      ) d on true
      left join lateral (
        select id, notarization_completed_at from notarizations
        where document_id = d.id and ${live()}
        order by created_at desc limit 1
      ) n on true
      where ${live("u")} and ${where}
    )
    select b.id, b.email, b.first_name as "firstName", b.middle_name as "middleName", b.last_name as "lastName", b.suffix,
           b.gender, b.phone_number as "phoneNumber", b.birthdate::text as birthdate,
           b.residence_state as "residenceState", b.user_type as "userType",
           b.created_at as "createdAt", b.last_active_at as "lastActiveAt", b.email_unsubscribed_at as "emailUnsubscribedAt",
           b.paid, b.active_document_count as "activeDocumentCount", b.has_paid_document as "hasPaidDocument",
           b.document_id as "documentId", b.document_kind as "documentKind", b.state_id as "documentStateId", s.name as "documentStateName", b.status as "documentStatus",
           b.document_created_at as "documentCreatedAt", b.user_a_id as "documentUserAId",
           b.last_generated_at as "documentGeneratedAt", b.reviewed_at as "documentReviewedAt", b.finalized_at as "documentFinalizedAt",
           b.attorney_a_id as "documentAttorneyAId", b.attorney_b_id as "documentAttorneyBId",
           b.has_live_notarization as "hasLiveNotarization", b.notarization_completed_at as "notarizationCompletedAt",
           partner.id as "partnerId", partner.email as "partnerEmail", partner.first_name as "partnerFirstName", partner.last_name as "partnerLastName",
           count(*) over ()::int as total
    from base b
    left join states s on s.id = b.state_id
    left join users partner on partner.id = ${partnerOfUser("b", sql`b.id`)}
    ${options.paid === undefined ? sql`` : sql`where b.paid = ${options.paid}`}
    ${options.orderBy ? sql`order by ${options.orderBy}` : sql``}
    ${options.limit === undefined ? sql`` : sql`limit ${options.limit} offset ${options.offset ?? 0}`}`;
}
