import { live, preparedQuery } from "@prenup/db";
import { sql } from "drizzle-orm";
import { qaPairs } from "./qa-pairs.read-model.ts";

/** Who may chat on a document: the partners, their representing attorneys and their Q&A attorneys (latest purchase first). */
export type QaPair = { userId: string; attorneyId: string };

export type ChatParties = {
  userAId: string;
  userBId: string | null;
  attorneyAId: string | null;
  attorneyBId: string | null;
  qaPairs: QaPair[];
};

/** The live document's chat parties (no row: the document is gone). */
export const chatParties = preparedQuery<ChatParties>(
  "chats_parties",
  () => sql`
    select d.user_a_id as "userAId", d.user_b_id as "userBId", d.attorney_a_id as "attorneyAId", d.attorney_b_id as "attorneyBId",
           ${qaPairs} as "qaPairs"
      from documents d
     where d.id = ${sql.placeholder("documentId")}::uuid and ${live("d")}`,
);
