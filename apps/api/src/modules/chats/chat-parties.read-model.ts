import { live, preparedQuery } from "@prenup/db";
import { sql } from "drizzle-orm";
import type { ChatParties } from "./chats.repository.ts";
import { qaPairs } from "./qa-pairs.read-model.ts";

/** The live document's chat parties (no row: the document is gone). */
export const chatParties = preparedQuery<ChatParties>(
  "chats_parties",
  () => sql`
    select d.user_a_id as "userAId", d.user_b_id as "userBId", d.attorney_a_id as "attorneyAId", d.attorney_b_id as "attorneyBId",
           ${qaPairs} as "qaPairs"
      from documents d
     where d.id = ${sql.placeholder("documentId")}::uuid and ${live("d")}`,
);
