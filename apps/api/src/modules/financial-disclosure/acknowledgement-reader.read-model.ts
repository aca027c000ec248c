import { live } from "@prenup/db";
import { sql, type SQL } from "drizzle-orm";

/**
 * A fragment of a write's locking statement: who is told that the owner's disclosure waits for
 * their acknowledgement (the documents' and users' tables, never written), as one json value: the
 * owner's first name, and the other partner's id and address (null while they have not joined or
 * their account is closed).
 */
export function acknowledgementReader(documentId: string, ownerId: string): SQL {
  return sql`(select json_build_object(
      'ownerFirstName', (select ro.first_name from users ro where ro.id = ${ownerId}),
      'partner', (select json_build_object('id', rp.id, 'email', rp.email)
        from documents rd join users rp
          on rp.id = case when rd.user_a_id = ${ownerId} then rd.user_b_id else rd.user_a_id end
          and ${live("rp")}
        where rd.id = ${documentId})))`;
}
