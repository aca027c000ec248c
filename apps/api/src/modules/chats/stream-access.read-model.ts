import { live, preparedQuery } from "@prenup/db";
import { sql } from "drizzle-orm";
import { qaPairs } from "./qa-pairs.read-model.ts";
import type { AttorneyStage, UserType } from "@prenup/domain";
import type { ChatParties } from "./chat-parties.read-model.ts";

/** What a live stream's access re-check reads: the document's chat parties and the viewer's standing. */
export type StreamAccessRow = ChatParties & {
  userType: UserType;
  closed: boolean;
  attorneyStage: AttorneyStage | null;
};

/**
 * ONE statement, run for each open stream every 30 s and before each delivery: the live document's
 * chat parties with the viewer's type, closed account and attorney stage (no row: the document is
 * gone or the viewer has no user row).
 */
export const streamAccess = preparedQuery<StreamAccessRow>("chats_stream_access", () => {
  const documentId = sql.placeholder("documentId");
  const viewerId = sql.placeholder("viewerId");
  return sql`
    select d.user_a_id as "userAId", d.user_b_id as "userBId", d.attorney_a_id as "attorneyAId", d.attorney_b_id as "attorneyBId",
           ${qaPairs} as "qaPairs", u.user_type as "userType", u.deleted_at is not null as closed, a.stage as "attorneyStage"
      from documents d
      join users u on u.id = ${viewerId}::uuid
      left join attorneys a on a.id = u.id
     where d.id = ${documentId}::uuid and ${live("d")}`;
});
