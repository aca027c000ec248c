import { live, preparedQuery } from "@prenup/db";
import { sql } from "drizzle-orm";
import { qaPairs } from "./qa-pairs.read-model.ts";

/** True when a partner of the live document bought Q&A with the attorney, in force. */
export const qaAttorneyFound = preparedQuery<{ found: boolean }>(
  "chats_qa_attorney",
  () => sql`
    select exists (
      select 1 from documents d
       where d.id = ${sql.placeholder("documentId")}::uuid and ${live("d")}
         and ${qaPairs}::jsonb @> jsonb_build_array(jsonb_build_object('attorneyId', ${sql.placeholder("attorneyId")}::uuid))) as found`,
);
