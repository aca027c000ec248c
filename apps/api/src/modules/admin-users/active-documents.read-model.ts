import { activeDocumentOf, live, partnerOfUser, purchaseInForce, sideOfUser, type Executor } from "@prenup/db";
import { sql } from "drizzle-orm";

/**
 * The user's active agreements, newest first, in one statement: state, partner, both partners'
 * answer counts and live purchases (the documents', states', users', answers' and purchases' tables).
 */
export function activeDocuments(executor: Executor, userId: string) {
  return executor.execute(sql`
        select d.id, d.created_at as "createdAt", d.status, s.name as "stateName",
               ${sideOfUser("d", userId)} as respondent,
               p.id as "partnerId", p.email as "partnerEmail", p.first_name as "partnerFirstName", p.last_name as "partnerLastName",
               (select count(*)::int from answers a where a.document_id = d.id and ${live("a")}) as "answerCount",
               (select count(*)::int from purchase_items pi where pi.document_id = d.id and ${purchaseInForce("pi")}) as "purchaseCount"
        from documents d
        left join states s on s.id = d.state_id
        left join users p on p.id = ${partnerOfUser("d", userId)}
        where ${activeDocumentOf("d", userId)}
        order by d.created_at desc, d.id desc`);
}
