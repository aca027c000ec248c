import { documentClauseDrafts, documentLocks, documentSectionDrafts, type Database, type Executor } from "@prenup/db";
import { randomUUID } from "node:crypto";
import { and, asc, eq, getTableColumns, inArray, notInArray, or, sql, type Column } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { currentClauses, currentSections, sectionAndClauseIdsOf } from "../agreement/agreement.queries.ts";
import { personOf } from "../users/users.queries.ts";
import { DRAFT_KINDS, type DraftInput, type DraftKind, type DraftRow } from "./draft-kinds.ts";

/** An upsert's SET: each named column takes the proposed row's value (`excluded`), and updated_at is now. */
function excludedOf(table: PgTable, names: readonly string[]) {
  const columns = getTableColumns(table) as Record<string, Column>;
  return Object.fromEntries([
    ...names.map((name) => [name, sql.raw(`excluded."${columns[name]!.name}"`)]),
    ["updatedAt", sql`now()`],
  ]);
}

/** What a save writes of every draft besides the ids it names (the id and creator only on insert). */
const SAVED_DRAFT_COLUMNS = [
  "authorUserId",
  "isRemoved",
  "title",
  "text",
  "listStyle",
  "textStyle",
  "order",
  "isSeparatePage",
  "updatedById",
] as const;

/**
 * The editor's tables: document_locks (one row per document, taken, renewed and released
 * atomically) and the drafts (document_section_drafts, document_clause_drafts). The document's
 * sections and clauses come from the agreement's published reads, the lock holder's name from the users'.
 */
export function createEditorRepository(db: Database) {
  return {
    async findLock(documentId: string) {
      const [row] = await db
        .select({
          userId: documentLocks.userId,
          acquiredAt: documentLocks.acquiredAt,
          expiresAt: documentLocks.expiresAt,
          holder: personOf(documentLocks.userId),
        })
        .from(documentLocks)
        .where(eq(documentLocks.documentId, documentId));
      // A lock whose holder has no user row is no lock.
      if (!row?.holder) return null;
      return {
        userId: row.userId,
        acquiredAt: row.acquiredAt,
        expiresAt: row.expiresAt,
        firstName: row.holder.firstName,
        lastName: row.holder.lastName,
      };
    },

    /**
     * Takes the lock, renews it (the holder's heartbeat) or takes over a lapsed one, in ONE
     * statement: the upsert's WHERE lets it through only when the row is the caller's or has
     * lapsed, so two editors at once cannot both hold it. Null when someone else holds it.
     */
    async acquire(input: { documentId: string; userId: string; now: Date; expiresAt: Date }) {
      const [row] = await db
        .insert(documentLocks)
        .values({
          documentId: input.documentId,
          userId: input.userId,
          acquiredAt: input.now,
          expiresAt: input.expiresAt,
          createdById: input.userId,
          updatedById: input.userId,
        })
        .onConflictDoUpdate({
          target: documentLocks.documentId,
          set: {
            userId: input.userId,
            acquiredAt: sql`case when ${documentLocks.userId} = ${input.userId} and ${documentLocks.expiresAt} > ${input.now} then ${documentLocks.acquiredAt} else ${input.now} end`,
            expiresAt: input.expiresAt,
            updatedAt: input.now,
            updatedById: input.userId,
          },
          setWhere: or(eq(documentLocks.userId, input.userId), sql`${documentLocks.expiresAt} <= ${input.now}`),
        })
        .returning({
          userId: documentLocks.userId,
          acquiredAt: documentLocks.acquiredAt,
          expiresAt: documentLocks.expiresAt,
        });
      return row ?? null;
    },

    /** The lock row, locked for the rest of the transaction (a save and a take-over serialize on it). */
    async lockRowForUpdate(executor: Executor, documentId: string) {
      const [row] = await executor
        .select()
        .from(documentLocks)
        .where(eq(documentLocks.documentId, documentId))
        .for("update");
      return row ?? null;
    },

    async renew(executor: Executor, documentId: string, expiresAt: Date, now: Date) {
      await executor
        .update(documentLocks)
        .set({ expiresAt, updatedAt: now })
        .where(eq(documentLocks.documentId, documentId));
    },

    /**
     * The document's sections, clauses (with their section) and drafts (a new section's or new
     * clause's draft told apart from an edit's; a clause draft with its section, live or new), in
     * one statement: what a save's drafts may name.
     */
    async ownedIds(documentId: string) {
      const list = (
        await db.execute<{ kind: string; id: string; section: string | null }>(sql`
          ${sectionAndClauseIdsOf(documentId)}
          union all select case when document_section_id is null then 'new-section-draft' else 'section-draft' end, id, null::uuid from ${documentSectionDrafts} where document_id = ${documentId}
          union all select case when document_clause_id is null then 'new-clause-draft' else 'clause-draft' end, id, coalesce(document_section_id, document_section_draft_id) from ${documentClauseDrafts} where document_id = ${documentId}`)
      ).rows;
      const of = (...kinds: string[]) =>
        new Map(list.filter((row) => kinds.includes(row.kind)).map((row) => [row.id, row.section]));
      return {
        sections: of("section"),
        /** A clause's id → its section's id. */
        clauses: of("clause"),
        sectionDrafts: of("section-draft", "new-section-draft"),
        newSectionDrafts: of("new-section-draft"),
        clauseDrafts: of("clause-draft", "new-clause-draft"),
        /** A new clause's draft id → its section (a live section's id or a new section's draft id). */
        newClauseDrafts: of("new-clause-draft"),
      };
    },

    /**
     * Each draft replaces the earlier draft of the same section or clause (or its own earlier
     * version, by id: updated in place, so the clauses of a new section stay attached to it). A
     * draft whose id is another document's is not written: the caller compares the count. Two
     * statements.
     */
    async replaceDrafts<K extends DraftKind>(
      executor: Executor,
      kind: K,
      documentId: string,
      authorId: string,
      drafts: readonly DraftInput<K>[],
    ): Promise<DraftRow<K>[]> {
      if (drafts.length === 0) return [];
      const { table, links, edits } = DRAFT_KINDS[kind];
      const rows = drafts.map((draft) => ({
        id: draft.id ?? randomUUID(),
        documentId,
        ...Object.fromEntries(links.map((link) => [link, draft[link as keyof typeof draft] ?? null])),
        authorUserId: authorId,
        isRemoved: draft.isRemoved,
        title: draft.title ?? null,
        text: draft.text ?? null,
        listStyle: draft.listStyle,
        textStyle: draft.textStyle ?? null,
        order: draft.order,
        isSeparatePage: draft.isSeparatePage,
        createdById: authorId,
        updatedById: authorId,
      }));
      const editedIds = drafts.flatMap((draft) => draft[edits as keyof typeof draft] ?? []);
      if (editedIds.length > 0) {
        await executor.delete(table).where(
          and(
            eq(table.documentId, documentId),
            inArray((getTableColumns(table) as Record<string, Column>)[edits]!, editedIds),
            notInArray(
              table.id,
              rows.map((row) => row.id),
            ),
          ),
        );
      }
      return (await executor
        .insert(table)
        .values(rows)
        .onConflictDoUpdate({
          target: table.id,
          set: excludedOf(table, [...links, ...SAVED_DRAFT_COLUMNS]),
          setWhere: eq(table.documentId, documentId),
        })
        .returning()) as DraftRow<K>[];
    },

    /** The agreement as it currently stands (generated, plus committed edits): live sections and clauses in order. Two statements. */
    async listCurrentText(documentId: string) {
      const [sections, clauses] = await Promise.all([currentSections(db, documentId), currentClauses(db, documentId)]);
      return { sections, clauses };
    },

    /** The document's drafts of the kind, in order. */
    async listDrafts<K extends DraftKind>(kind: K, documentId: string): Promise<DraftRow<K>[]> {
      const { table } = DRAFT_KINDS[kind];
      return (await db
        .select()
        .from(table)
        .where(eq(table.documentId, documentId))
        .orderBy(asc(table.order), asc(table.id))) as DraftRow<K>[];
    },

    /** Removes every draft of the document (a commit took them); answers "id:updatedAt" of each. */
    async eraseDrafts(executor: Executor, documentId: string) {
      const clauses = await executor
        .delete(documentClauseDrafts)
        .where(eq(documentClauseDrafts.documentId, documentId))
        .returning({ id: documentClauseDrafts.id, updatedAt: documentClauseDrafts.updatedAt });
      const sections = await executor
        .delete(documentSectionDrafts)
        .where(eq(documentSectionDrafts.documentId, documentId))
        .returning({ id: documentSectionDrafts.id, updatedAt: documentSectionDrafts.updatedAt });
      return [...sections, ...clauses].map((row) => `${row.id}:${row.updatedAt.getTime()}`);
    },

    /** The admin's unlock-erase: the lock and every draft of the document, in the caller's transaction. */
    async eraseAll(executor: Executor, documentId: string) {
      await executor.delete(documentClauseDrafts).where(eq(documentClauseDrafts.documentId, documentId));
      await executor.delete(documentSectionDrafts).where(eq(documentSectionDrafts.documentId, documentId));
      await executor.delete(documentLocks).where(eq(documentLocks.documentId, documentId));
    },

    /** Releases the caller's own lock (any lock for `force`); answers whether a row went. */
    async release(input: { documentId: string; userId: string; force: boolean }) {
      const rows = await db
        .delete(documentLocks)
        .where(
          input.force
            ? eq(documentLocks.documentId, input.documentId)
            : and(eq(documentLocks.documentId, input.documentId), eq(documentLocks.userId, input.userId)),
        )
        .returning({ id: documentLocks.id });
      return rows.length > 0;
    },
  };
}

export type EditorRepository = ReturnType<typeof createEditorRepository>;

/**
 * Deletes the user's drafts and editing locks on any document, and every draft and lock of the
 * documents `documentIds`, whoever holds them; in the caller's transaction (a section draft's
 * clause drafts go with it).
 */
export async function deleteEditsOf(executor: Executor, userId: string, documentIds: readonly string[]): Promise<void> {
  const closed = [...documentIds];
  const whose = (documentId: Column, user: Column) =>
    closed.length === 0 ? eq(user, userId) : or(eq(user, userId), inArray(documentId, closed));
  await executor
    .delete(documentClauseDrafts)
    .where(whose(documentClauseDrafts.documentId, documentClauseDrafts.authorUserId));
  await executor
    .delete(documentSectionDrafts)
    .where(whose(documentSectionDrafts.documentId, documentSectionDrafts.authorUserId));
  await executor.delete(documentLocks).where(whose(documentLocks.documentId, documentLocks.userId));
}
