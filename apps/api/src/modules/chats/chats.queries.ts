import { chatMessages, live, subquery } from "@prenup/db";
import { ERASED_CHAT_MESSAGE } from "@prenup/domain";
import type { SQL } from "drizzle-orm";

/**
 * What other modules ask of the chat messages (DESIGN.md, "Data ownership"): fragments another
 * module's statement embeds.
 */

/**
 * The live messages the user sent or received, on any document, as a derived table
 * `(id, document_id, from_user_id, to_user_id, counterpart_id, message, is_read, read_at, created_at)`
 * (`counterpart_id`: the other side of each message; `message`: `ERASED_CHAT_MESSAGE` for a message
 * whose sender's account was deleted), which the asking statement reads from under its own alias
 * (`from ${chatMessagesOfUser(id)} m`).
 */
export const chatMessagesOfUser = (userId: string): SQL =>
  subquery`select c.id, c.document_id, c.from_user_id, c.to_user_id,
      case when c.from_user_id = ${userId} then c.to_user_id else c.from_user_id end as counterpart_id,
      case when c.erased_at is null then c.message else ${ERASED_CHAT_MESSAGE}::text end as message,
      c.is_read, c.read_at, c.created_at
    from ${chatMessages} c where ${live("c")} and (c.from_user_id = ${userId} or c.to_user_id = ${userId})`;
