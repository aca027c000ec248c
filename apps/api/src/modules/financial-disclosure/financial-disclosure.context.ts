import type { Database } from "@prenup/db";
import type { Clock } from "../../integrations/clock.ts";
import type { MailPort } from "../../integrations/mail/index.ts";
import type { FilesService } from "../files/index.ts";
import type { FinancialDisclosureRepository } from "./financial-disclosure.repository.ts";

/**
 * What every use case of the financial-disclosure module runs with: built once by the composition
 * root and passed as the first argument (`createEntry(ctx, kind, input)`).
 */
export type FinancialDisclosureContext = {
  db: Database;
  clock: Clock;
  repository: FinancialDisclosureRepository;
  /** The bytes and `files` rows of the documents behind the entries (the files module). */
  files: Pick<FilesService, "prepareFile" | "recordFile" | "discardBytes" | "readFile">;
  /**
   * The other partner's e-mail asking for their acknowledgement (the outbox, in the write's
   * transaction); none without it.
   */
  mail?: Pick<MailPort, "enqueueOnce">;
  /** The customer app, where that e-mail links. */
  customerAppUrl?: string;
};

/** One entry of the owner's on the document. */
export type EntryRef = { ownerId: string; documentId: string; entryId: string };
