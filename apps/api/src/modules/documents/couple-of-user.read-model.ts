import { activeDocumentOf, partnerOfUser, preparedQuery } from "@prenup/db";
import { sql } from "drizzle-orm";

/**
 * Who a user works with now: their account's state and the partner on their active agreement (the
 * live stream's check; the users' table). No row: the user does not exist.
 */
export const coupleOfUser = preparedQuery<{
  closed: boolean;
  userType: string;
  documentId: string | null;
  partnerId: string | null;
}>("documents_couple_of_user", () => {
  const userId = sql`${sql.placeholder("userId")}::uuid`;
  return sql`select u.deleted_at is not null as closed, u.user_type as "userType", d.id as "documentId", ${partnerOfUser("d", sql`u.id`)} as "partnerId"
               from users u
               left join lateral (select * from documents d where ${activeDocumentOf("d", userId)} order by d.created_at desc, d.id desc limit 1) d on true
              where u.id = ${userId}`;
});
