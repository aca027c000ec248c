import {
  documentClauseHistory,
  documentClauses,
  documentCommits,
  documentRecordEntries,
  documentSectionHistory,
  documentSections,
  live,
  type Database,
  type Executor,
} from "@prenup/db";
import type { ListStyle, RecordEntryKind, Respondent, TextStyle } from "@prenup/domain";
import type { RecordEntry } from "@prenup/agreement";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { loadGenerationFacts, type GenerationFacts } from "./generation-facts.read-model.ts";
import { loadTextGuard, type TextGuard } from "./text-guard.read-model.ts";
import { commitAt } from "./commit-at.read-model.ts";
import { commitPageRows } from "./commit-page.read-model.ts";
import { formalityFacts } from "./formality-facts.read-model.ts";

export type { GenerationFacts, NameRow } from "./generation-facts.read-model.ts";
export type { TextGuard } from "./text-guard.read-model.ts";

/**
 * The agreement's own tables: the document's sections and clauses as they stand, the commits and
 * their snapshots (history), and the enforceability record. Plus its read model (`generation-facts.read-model.ts`, `text-guard.read-model.ts`).
 */

/** A section or clause of the document as written to its tables (ids made here, parents first). */
export type SectionWrite = {
  id: string;
  sectionTemplateId: string | null;
  key: string | null;
  title: string;
  text: string;
  listStyle: ListStyle;
  textStyle: TextStyle | null;
  order: number;
  isSeparatePage: boolean;
};
export type ClauseWrite = {
  id: string;
  documentSectionId: string;
  parentClauseId: string | null;
  clauseTemplateId: string | null;
  key: string | null;
  title: string | null;
  text: string;
  listStyle: ListStyle;
  textStyle: TextStyle | null;
  order: number;
};

type RecordRow = typeof documentRecordEntries.$inferSelect;

export function toRecordEntry(row: RecordRow): RecordEntry {
  return {
    documentId: row.documentId,
    sequence: row.sequence,
    kind: row.kind as RecordEntryKind,
    occurredAt: row.occurredAt.toISOString(),
    actorUserId: row.actorUserId,
    respondent: row.respondent as Respondent | null,
    details: row.details,
    previousHash: row.previousHash,
    hash: row.hash,
  };
}

export function createAgreementRepository(db: Database) {
  return {
    /** Everything a generation or a regeneration check needs about a document, in one statement (`generation-facts.read-model.ts`, `text-guard.read-model.ts`). */
    loadGenerationFacts: (documentId: string, executor: Executor = db): Promise<GenerationFacts | null> =>
      loadGenerationFacts(executor, documentId),

    /** The few facts a rendering drawn outside the transaction is checked against under the document's row lock. */
    loadTextGuard: (
      documentId: string,
      executor: Executor,
      options: { withContent: boolean },
    ): Promise<TextGuard | null> => loadTextGuard(executor, documentId, options),

    /** The document's current sections and clauses (the editor's commit starts from them). */
    async loadDocumentText(documentId: string, executor: Executor = db) {
      const [sections, clauses] = await Promise.all([
        executor.select().from(documentSections).where(eq(documentSections.documentId, documentId)),
        executor.select().from(documentClauses).where(eq(documentClauses.documentId, documentId)),
      ]);
      return { sections, clauses };
    },

    /** Replaces the document's current sections and clauses (generation). */
    async replaceDocumentText(
      documentId: string,
      sections: SectionWrite[],
      clauses: ClauseWrite[],
      actorId: string,
      executor: Executor,
    ): Promise<void> {
      await executor.delete(documentSections).where(eq(documentSections.documentId, documentId));
      if (sections.length > 0) {
        await executor
          .insert(documentSections)
          .values(sections.map((section) => ({ ...section, documentId, createdById: actorId, updatedById: actorId })));
      }
      if (clauses.length > 0) {
        await executor
          .insert(documentClauses)
          .values(clauses.map((clause) => ({ ...clause, documentId, createdById: actorId, updatedById: actorId })));
      }
    },

    /** A commit and its snapshot of every section and clause. */
    async insertCommit(
      input: {
        documentId: string;
        kind: "GENERATION" | "ATTORNEY_COMMIT";
        authorUserId: string | null;
        committedAt: Date;
        inputHash: string | null;
        inputParts: Record<string, unknown> | null;
        pdfFileId: string | null;
        docxFileId: string | null;
        sections: SectionWrite[];
        clauses: ClauseWrite[];
      },
      executor: Executor,
    ): Promise<string> {
      const [commit] = await executor
        .insert(documentCommits)
        .values({
          documentId: input.documentId,
          kind: input.kind,
          authorUserId: input.authorUserId,
          committedAt: input.committedAt,
          inputHash: input.inputHash,
          inputParts: input.inputParts,
          pdfFileId: input.pdfFileId,
          docxFileId: input.docxFileId,
          createdById: input.authorUserId,
          updatedById: input.authorUserId,
        })
        .returning({ id: documentCommits.id });
      if (!commit) throw new Error("insert into document_commits returned no row");
      if (input.sections.length > 0) {
        await executor.insert(documentSectionHistory).values(
          input.sections.map(({ id, sectionTemplateId: _template, ...section }) => ({
            ...section,
            commitId: commit.id,
            documentId: input.documentId,
            documentSectionId: id,
          })),
        );
      }
      if (input.clauses.length > 0) {
        await executor.insert(documentClauseHistory).values(
          input.clauses.map(({ id, clauseTemplateId: _template, ...clause }) => ({
            ...clause,
            commitId: commit.id,
            documentId: input.documentId,
            documentClauseId: id,
          })),
        );
      }
      return commit.id;
    },

    async setCommitMessage(documentId: string, committedAt: Date, message: string, executor: Executor) {
      await executor
        .update(documentCommits)
        .set({ message })
        .where(and(eq(documentCommits.documentId, documentId), eq(documentCommits.committedAt, committedAt)));
    },

    async listCommits(documentId: string, page: { limit: number; offset: number }) {
      const where = and(eq(documentCommits.documentId, documentId), live(documentCommits));
      const [rows, [total]] = await Promise.all([
        commitPageRows(db, where, page),
        db.select({ value: count() }).from(documentCommits).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /**
     * The commit at `committedAt` with its sections and clauses. The commit's statement also reads
     * what the clauses' explanations are filled in with: the document's state and the partners' names.
     */
    async findCommitAt(documentId: string, committedAt: Date) {
      const [found] = await commitAt(db, documentId, committedAt);
      if (!found) return null;
      const { commit, stateAbbreviation } = found;
      const names = { A: found.partyA, B: found.partyB };
      const [sections, clauses] = await Promise.all([
        db
          .select()
          .from(documentSectionHistory)
          .where(eq(documentSectionHistory.commitId, commit.id))
          .orderBy(asc(documentSectionHistory.order), asc(documentSectionHistory.id)),
        db
          .select()
          .from(documentClauseHistory)
          .where(eq(documentClauseHistory.commitId, commit.id))
          .orderBy(asc(documentClauseHistory.order), asc(documentClauseHistory.id)),
      ]);
      return { commit, sections, clauses, stateAbbreviation, names };
    },

    async listRecord(documentId: string, executor: Executor = db): Promise<RecordEntry[]> {
      const rows = await executor
        .select()
        .from(documentRecordEntries)
        .where(eq(documentRecordEntries.documentId, documentId))
        .orderBy(asc(documentRecordEntries.sequence));
      return rows.map(toRecordEntry);
    },

    /** The record's last entry (call under the document's row lock before appending). */
    async recordHead(documentId: string, executor: Executor): Promise<{ sequence: number; hash: string } | null> {
      const [row] = await executor
        .select({ sequence: documentRecordEntries.sequence, hash: documentRecordEntries.hash })
        .from(documentRecordEntries)
        .where(eq(documentRecordEntries.documentId, documentId))
        .orderBy(desc(documentRecordEntries.sequence))
        .limit(1);
      return row ?? null;
    },

    /**
     * The record's last entry and the entry of the agreement's version now in effect (the last
     * CHANGE_IN_EFFECT, else the original's last NOTARIZED), in one statement (call under the
     * document's row lock before appending).
     */
    async changeRecordHeads(
      documentId: string,
      executor: Executor,
    ): Promise<{ head: { sequence: number; hash: string } | null; parentHash: string | null }> {
      const { rows } = await executor.execute<{ sequence: number | null; hash: string | null; parent: string | null }>(
        sql`select h.sequence, h.hash,
              (select p.hash from ${documentRecordEntries} p
                where p.document_id = ${documentId} and p.kind in ('NOTARIZED', 'CHANGE_IN_EFFECT')
                order by p.sequence desc limit 1) as parent
            from (select 1) one
            left join lateral (select sequence, hash from ${documentRecordEntries}
                                where document_id = ${documentId} order by sequence desc limit 1) h on true`,
      );
      const row = rows[0];
      return {
        head: row?.hash && row.sequence !== null ? { sequence: Number(row.sequence), hash: row.hash } : null,
        parentHash: row?.parent ?? null,
      };
    },

    /**
     * The record's last entry and the entries already naming one notarization (`details.notarizationId`),
     * in sequence order, in one statement (call under the document's row lock before appending).
     */
    async notarizationRecord(
      documentId: string,
      notarizationId: string,
      executor: Executor,
    ): Promise<{ head: { sequence: number; hash: string } | null; entries: RecordEntry[] }> {
      const rows = await executor
        .select()
        .from(documentRecordEntries)
        .where(
          and(
            eq(documentRecordEntries.documentId, documentId),
            sql`(${documentRecordEntries.details} ->> 'notarizationId' = ${notarizationId}
                 or ${documentRecordEntries.sequence} = (select max(h.sequence) from document_record_entries h
                                                          where h.document_id = ${documentId}))`,
          ),
        )
        .orderBy(asc(documentRecordEntries.sequence));
      const entries = rows.map(toRecordEntry);
      const last = entries.at(-1);
      return {
        head: last ? { sequence: last.sequence, hash: last.hash } : null,
        entries: entries.filter((entry) => entry.details["notarizationId"] === notarizationId),
      };
    },

    /** Entries of one kind (and partner), newest first: "was this already recorded". */
    async lastEntriesOfKind(documentId: string, kinds: RecordEntryKind[], executor: Executor = db) {
      const rows = await executor
        .select()
        .from(documentRecordEntries)
        .where(and(eq(documentRecordEntries.documentId, documentId), sql`${documentRecordEntries.kind} in ${kinds}`))
        .orderBy(desc(documentRecordEntries.sequence))
        .limit(50);
      return rows.map(toRecordEntry);
    },

    /**
     * What the agreement's execution formalities depend on (`executionFormalities`), in one
     * statement: the state, the template state's witness switch, and whether the agreement's text
     * holds one of `deathWaiverKeys` (a waiver of rights at death). Null for an unknown document.
     */
    async loadFormalityFacts(documentId: string, deathWaiverKeys: readonly string[], executor: Executor = db) {
      const result = await formalityFacts(executor, documentId, deathWaiverKeys);
      const row = result.rows[0];
      if (!row) return null;
      return {
        stateAbbreviation: row.abbreviation,
        witnessRequired: row.witness_required ?? false,
        waivesRightsAtDeath: Boolean(row.waives_rights_at_death),
      };
    },

    async appendRecordEntries(entries: RecordEntry[], executor: Executor): Promise<void> {
      if (entries.length === 0) return;
      await executor.insert(documentRecordEntries).values(
        entries.map((entry) => ({
          documentId: entry.documentId,
          sequence: entry.sequence,
          kind: entry.kind,
          occurredAt: new Date(entry.occurredAt),
          actorUserId: entry.actorUserId,
          respondent: entry.respondent,
          details: entry.details,
          previousHash: entry.previousHash,
          hash: entry.hash,
          createdById: entry.actorUserId,
          updatedById: entry.actorUserId,
        })),
      );
    },
  };
}

export type AgreementRepository = ReturnType<typeof createAgreementRepository>;
