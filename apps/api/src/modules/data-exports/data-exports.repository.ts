import { dataExports, live, type Database, type Executor } from "@prenup/db";
import { and, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import { chatMessagesOfUser } from "../chats/chats.queries.ts";
import { personOf, type PersonOf } from "../users/users.queries.ts";

export type DataExportRow = typeof dataExports.$inferSelect;

/** A chat message the user sent or received, with the other side's name (no other data of theirs). */
export type ExportChatRow = {
  id: string;
  documentId: string;
  sent: boolean;
  /** The other side's name as the product shows it ("Jordan Reyes"); null when they gave none. */
  counterpartName: string | null;
  message: string;
  isRead: boolean;
  readAt: Date | null;
  createdAt: Date;
};

type ChatMessageRow = Omit<ExportChatRow, "counterpartName" | "readAt" | "createdAt"> & {
  person: PersonOf | null;
  readAt: Date | string | null;
  createdAt: Date | string;
};

/** The queries of the `data_exports` table (the module's own). */
export function createDataExportsRepository(db: Database) {
  return {
    /**
     * The live chat messages the user sent or received, oldest first, each with the other side's
     * name as the users module publishes it (one statement).
     */
    async chatMessagesOf(executor: Executor, userId: string): Promise<ExportChatRow[]> {
      const found = await executor.execute(sql`
        select m.id, m.document_id as "documentId", m.from_user_id = ${userId} as sent,
               ${personOf(sql`m.counterpart_id`)} as person, m.message, m.is_read as "isRead",
               m.read_at as "readAt", m.created_at as "createdAt"
          from ${chatMessagesOfUser(userId)} m
         order by m.created_at, m.id`);
      return (found.rows as ChatMessageRow[]).map(({ person, readAt, createdAt, ...row }) => ({
        ...row,
        counterpartName: [person?.firstName, person?.lastName].filter(Boolean).join(" ") || null,
        readAt: readAt === null ? null : new Date(readAt),
        createdAt: new Date(createdAt),
      }));
    },

    /** Marks the user's READY exports whose link lapsed as EXPIRED, so a new request may start. */
    async expireLapsed(executor: Executor, userId: string, now: Date): Promise<void> {
      await executor
        .update(dataExports)
        .set({ status: "EXPIRED", updatedById: userId })
        .where(
          and(
            eq(dataExports.userId, userId),
            eq(dataExports.status, "READY"),
            lte(dataExports.expiresAt, now),
            live(dataExports),
          ),
        );
    },

    /**
     * Records a request; null when one is already in progress for the user (the partial unique
     * index decides, so two requests at once record one).
     */
    async insertRequest(executor: Executor, userId: string, now: Date): Promise<DataExportRow | null> {
      const [row] = await executor
        .insert(dataExports)
        .values({ userId, status: "REQUESTED", requestedAt: now, createdById: userId, updatedById: userId })
        .onConflictDoNothing({
          target: dataExports.userId,
          where: sql`${dataExports.status} in ('REQUESTED', 'READY') and ${live(dataExports)}`,
        })
        .returning();
      return row ?? null;
    },

    async find(id: string, executor: Executor = db): Promise<DataExportRow | null> {
      const [row] = await executor
        .select()
        .from(dataExports)
        .where(and(eq(dataExports.id, id), live(dataExports)));
      return row ?? null;
    },

    /** Records the built ZIP and the link's token hash, if the request is still waiting for it. */
    async markReady(
      executor: Executor,
      input: { id: string; fileId: string; tokenHash: string; readyAt: Date; expiresAt: Date },
    ): Promise<boolean> {
      const rows = await executor
        .update(dataExports)
        .set({
          status: "READY",
          fileId: input.fileId,
          tokenHash: input.tokenHash,
          readyAt: input.readyAt,
          expiresAt: input.expiresAt,
        })
        .where(and(eq(dataExports.id, input.id), eq(dataExports.status, "REQUESTED"), live(dataExports)))
        .returning({ id: dataExports.id });
      return rows.length === 1;
    },

    /** The export with this token hash, locked for the download that uses it up. */
    async lockByTokenHash(executor: Executor, tokenHash: string): Promise<DataExportRow | null> {
      const [row] = await executor
        .select()
        .from(dataExports)
        .where(and(eq(dataExports.tokenHash, tokenHash), live(dataExports)))
        .for("update");
      return row ?? null;
    },

    /**
     * The files of exports whose link was used or lapsed within the last `lookbackDays` (so a daily
     * sweep that missed a few days still finds them), READY ones past their link marked EXPIRED first.
     */
    async lapsedFileIds(executor: Executor, now: Date, lookbackDays: number): Promise<string[]> {
      const since = new Date(now.getTime() - lookbackDays * 86_400_000);
      await executor
        .update(dataExports)
        .set({ status: "EXPIRED" })
        .where(and(eq(dataExports.status, "READY"), lte(dataExports.expiresAt, now), live(dataExports)));
      const rows = await executor
        .select({ fileId: dataExports.fileId })
        .from(dataExports)
        .where(
          and(
            live(dataExports),
            sql`(${dataExports.status} = 'DOWNLOADED' and ${dataExports.downloadedAt} > ${since.toISOString()}::timestamptz)
              or (${dataExports.status} = 'EXPIRED' and ${dataExports.expiresAt} > ${since.toISOString()}::timestamptz)`,
          ),
        );
      return rows.flatMap((row) => (row.fileId ? [row.fileId] : []));
    },

    async setStatus(
      executor: Executor,
      id: string,
      change: { status: "DOWNLOADED"; downloadedAt: Date } | { status: "EXPIRED" },
    ): Promise<void> {
      await executor
        .update(dataExports)
        .set(change)
        .where(and(inArray(dataExports.status, ["READY"]), eq(dataExports.id, id)));
    },
  };
}

export type DataExportsRepository = ReturnType<typeof createDataExportsRepository>;

/**
 * Retires the user's exports for their account's deletion: a READY link stops working (EXPIRED);
 * every row stays, the log of requests privacy law asks for. Answers the files of the ZIPs built, for
 * the files module to delete (the row keeps the file's id and the token's hash, which the table's
 * check requires of a built export; the bytes and the link are what go). In the caller's transaction.
 */
export async function retireExportsOf(executor: Executor, userId: string): Promise<string[]> {
  await executor
    .update(dataExports)
    .set({ status: "EXPIRED", updatedById: null })
    .where(and(eq(dataExports.userId, userId), eq(dataExports.status, "READY")));
  const built = await executor
    .select({ fileId: dataExports.fileId })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), isNotNull(dataExports.fileId)));
  return built.flatMap((row) => (row.fileId ? [row.fileId] : []));
}
