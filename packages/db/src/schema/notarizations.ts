import { boolean, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { bookkeeping, id, utc } from "./common.ts";
import { documentIdColumn } from "./documents.ts";
import { files } from "./files.ts";

/**
 * A notarization session for a document: one signing link per partner and per attorney, the
 * provider's status, and the notarized file when done.
 */
export const notarizations = pgTable(
  "notarizations",
  {
    id: id(),
    documentId: documentIdColumn(),
    externalId: text("external_id"),
    externalStatus: text("external_status"),
    userALink: text("user_a_link"),
    userBLink: text("user_b_link"),
    attorneyALink: text("attorney_a_link"),
    attorneyBLink: text("attorney_b_link"),
    /** In-person notarization: the couple uploads proof instead of an online session. */
    isProofUpload: boolean("is_proof_upload").notNull().default(false),
    notarizationCompletedAt: utc("notarization_completed_at"),
    notarizedFileId: uuid("notarized_file_id").references(() => files.id),
    resetAt: utc("reset_at"),
    ...bookkeeping(),
  },
  (t) => [index("notarizations_document_idx").on(t.documentId), index("notarizations_external_idx").on(t.externalId)],
);
