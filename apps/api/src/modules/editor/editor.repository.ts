import { documentClauseDrafts, documentClauses, documentLocks, documentSectionDrafts, documentSections, users, type Database, type Executor } from "@prenup/db";
import type { DraftClause, DraftSection } from "@prenup/domain";
import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";

/**
 * The editor's tables: document_locks (one row per document, taken, renewed and released
 * atomically) and the drafts (document_section_drafts, document_clause_drafts). Reads the
 * document's section and clause ids (the agreement module's tables) to check what drafts name.
 */
export function createEditorRepository(db: Database) {
  const lockWithHolder = (documentId: string) =>
    db
      .select({ userId: documentLocks.userId, acquiredAt: documentLocks.acquiredAt, expiresAt: documentLocks.expiresAt, firstName: users.firstName, lastName: users.lastName })
      .from(documentLocks)
      .innerJoin(users, eq(users.id, documentLocks.userId))
      .where(eq(documentLocks.documentId, documentId));

  return {
    async findLock(documentId: string) {
      const [row] = await lockWithHolder(documentId);
      return row ?? null;
    },

    /**
     * Takes the lock, renews it (the holder's heartbeat) or takes over a lapsed one, in ONE
     * statement: the upsert's WHERE lets it through only when the row is the caller's or has
     * lapsed, so two editors at once cannot both hold it. Null when someone else holds it.
     */
    async acquire(input: { documentId: string; userId: string; now: Date; expiresAt: Date }) {
      const [row] = await db
        .insert(documentLocks)
        .values({ documentId: input.documentId, userId: input.userId, acquiredAt: input.now, expiresAt: input.expiresAt, createdById: input.userId, updatedById: input.userId })
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
        .returning({ userId: documentLocks.userId, acquiredAt: documentLocks.acquiredAt, expiresAt: documentLocks.expiresAt });
      return row ?? null;
    },

    /** The lock row, locked for the rest of the transaction (a save and a take-over serialize on it). */
    async lockRowForUpdate(executor: Executor, documentId: string) {
      const [row] = await executor.select().from(documentLocks).where(eq(documentLocks.documentId, documentId)).for("update");
      return row ?? null;
    },

    async renew(executor: Executor, documentId: string, expiresAt: Date, now: Date) {
      await executor.update(documentLocks).set({ expiresAt, updatedAt: now }).where(eq(documentLocks.documentId, documentId));
    },

    /** Which of these ids are the document's sections, clauses and drafts (one statement). */
    async ownedIds(documentId: string) {
      const rows = await db.execute<{ kind: string; id: string }>(sql`
        select 'section' as kind, id from ${documentSections} where document_id = ${documentId}
        union all select 'clause', id from ${documentClauses} where document_id = ${documentId}
        union all select 'section-draft', id from ${documentSectionDrafts} where document_id = ${documentId}
        union all select 'clause-draft', id from ${documentClauseDrafts} where document_id = ${documentId}`);
      const list = rows.rows;
      const of = (kind: string) => new Set(list.filter((row) => row.kind === kind).map((row) => row.id));
      return { sections: of("section"), clauses: of("clause"), sectionDrafts: of("section-draft"), clauseDrafts: of("clause-draft") };
    },

    /** Each draft replaces the earlier draft of the same section (or its own earlier version). */
    async replaceSectionDrafts(executor: Executor, documentId: string, authorId: string, drafts: DraftSection[]) {
      if (drafts.length === 0) return [];
      const ids = drafts.flatMap((draft) => (draft.id ? [draft.id] : []));
      const sectionIds = drafts.flatMap((draft) => (draft.documentSectionId ? [draft.documentSectionId] : []));
      if (ids.length + sectionIds.length > 0) {
        await executor
          .delete(documentSectionDrafts)
          .where(and(eq(documentSectionDrafts.documentId, documentId), or(ids.length ? inArray(documentSectionDrafts.id, ids) : sql`false`, sectionIds.length ? inArray(documentSectionDrafts.documentSectionId, sectionIds) : sql`false`)));
      }
      return executor
        .insert(documentSectionDrafts)
        .values(
          drafts.map((draft) => ({
            ...(draft.id ? { id: draft.id } : {}),
            documentId,
            documentSectionId: draft.documentSectionId ?? null,
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
          })),
        )
        .returning();
    },

    async replaceClauseDrafts(executor: Executor, documentId: string, authorId: string, drafts: DraftClause[]) {
      if (drafts.length === 0) return [];
      const ids = drafts.flatMap((draft) => (draft.id ? [draft.id] : []));
      const clauseIds = drafts.flatMap((draft) => (draft.documentClauseId ? [draft.documentClauseId] : []));
      if (ids.length + clauseIds.length > 0) {
        await executor
          .delete(documentClauseDrafts)
          .where(and(eq(documentClauseDrafts.documentId, documentId), or(ids.length ? inArray(documentClauseDrafts.id, ids) : sql`false`, clauseIds.length ? inArray(documentClauseDrafts.documentClauseId, clauseIds) : sql`false`)));
      }
      return executor
        .insert(documentClauseDrafts)
        .values(
          drafts.map((draft) => ({
            ...(draft.id ? { id: draft.id } : {}),
            documentId,
            documentClauseId: draft.documentClauseId ?? null,
            documentSectionId: draft.documentSectionId ?? null,
            parentClauseId: draft.parentClauseId ?? null,
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
          })),
        )
        .returning();
    },

    /** The agreement as it currently stands (generated, plus committed edits): live sections and clauses in order. Two statements. */
    async listCurrentText(documentId: string) {
      const [sections, clauses] = await Promise.all([
        db
          .select({ id: documentSections.id, key: documentSections.key, title: documentSections.title, text: documentSections.text, listStyle: documentSections.listStyle, textStyle: documentSections.textStyle, order: documentSections.order, isSeparatePage: documentSections.isSeparatePage })
          .from(documentSections)
          .where(and(eq(documentSections.documentId, documentId), isNull(documentSections.deletedAt)))
          .orderBy(asc(documentSections.order), asc(documentSections.id)),
        db
          .select({ id: documentClauses.id, documentSectionId: documentClauses.documentSectionId, parentClauseId: documentClauses.parentClauseId, key: documentClauses.key, title: documentClauses.title, text: documentClauses.text, listStyle: documentClauses.listStyle, textStyle: documentClauses.textStyle, order: documentClauses.order, isSeparatePage: documentClauses.isSeparatePage })
          .from(documentClauses)
          .where(and(eq(documentClauses.documentId, documentId), isNull(documentClauses.deletedAt)))
          .orderBy(asc(documentClauses.order), asc(documentClauses.id)),
      ]);
      return { sections, clauses };
    },

    listSectionDrafts: (documentId: string) =>
      db.select().from(documentSectionDrafts).where(eq(documentSectionDrafts.documentId, documentId)).orderBy(asc(documentSectionDrafts.order), asc(documentSectionDrafts.id)),
    listClauseDrafts: (documentId: string) =>
      db.select().from(documentClauseDrafts).where(eq(documentClauseDrafts.documentId, documentId)).orderBy(asc(documentClauseDrafts.order), asc(documentClauseDrafts.id)),

    /** Removes every draft of the document (a commit took them); answers "id:updatedAt" of each. */
    async eraseDrafts(executor: Executor, documentId: string) {
      const clauses = await executor.delete(documentClauseDrafts).where(eq(documentClauseDrafts.documentId, documentId)).returning({ id: documentClauseDrafts.id, updatedAt: documentClauseDrafts.updatedAt });
      const sections = await executor.delete(documentSectionDrafts).where(eq(documentSectionDrafts.documentId, documentId)).returning({ id: documentSectionDrafts.id, updatedAt: documentSectionDrafts.updatedAt });
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
        .where(input.force ? eq(documentLocks.documentId, input.documentId) : and(eq(documentLocks.documentId, input.documentId), eq(documentLocks.userId, input.userId)))
        .returning({ id: documentLocks.id });
      return rows.length > 0;
    },
  };
}

export type EditorRepository = ReturnType<typeof createEditorRepository>;
