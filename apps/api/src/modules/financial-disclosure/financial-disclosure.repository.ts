import {
  disclosureAcknowledgements,
  disclosureVersions,
  financialDisclosures,
  financialEntryDocuments,
  financialEntryWriteKeys,
  live,
  preparedStatement,
  writeKeyStore,
  type Database,
  type Executor,
} from "@prenup/db";
import type { Currency, DisclosureKind } from "@prenup/domain";
import { and, eq, getTableColumns, inArray, notInArray, or, sql, type Column, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { WriteKey } from "../../http/idempotency.ts";
import type { AcknowledgementFacts } from "./acknowledgement-mail.ts";
import { liveDocumentParties, partyDocumentRow, type DocumentReader } from "../documents/documents.queries.ts";
import {
  ENTRY_DOCUMENTS,
  loadDocumentDisclosure,
  type DocumentDisclosureInput,
  type RawEntry,
  type VersionFacts,
  type Viewer,
  type VisibleDocument,
} from "./document-disclosure.repository.ts";
import { disclosureVersionsRepository } from "./disclosure-versions.repository.ts";
import { createEntryDocumentsRepository } from "./entry-documents.repository.ts";
import { KIND_CONFIG } from "./entry-kinds.ts";
import { createForExRatesRepository } from "./for-ex-rates.repository.ts";
import { entryCountSql, ownerAcknowledgementFacts, writeGateFacts, type WriteGateFacts } from "./write-facts.ts";

export type { RawEntry, VersionFacts, Viewer, VisibleDocument };

/** The entries page, run on every disclosure page: each shape (kind, filter, viewer) prepared once per connection. */
const entriesPage = preparedStatement("disclosure_entries_page");

/** This module's Idempotency-Keys (its own table; `writeKeyStore` of @prenup/db). */
const writeKeys = writeKeyStore(financialEntryWriteKeys);

type AnyTable = PgTable & Record<string, unknown>;

function tableOf(kind: DisclosureKind): AnyTable {
  return KIND_CONFIG[kind].table as unknown as AnyTable;
}

/**
 * The document's row (the documents module's `partyDocumentRow`) when it is live, the entries' owner
 * is a party of it and the viewer may read it: a derived table the statements read as `d`.
 */
function visible(documentId: string | SQL, ownerId: string | SQL, viewer: DocumentReader): SQL {
  return partyDocumentRow(documentId, ownerId, viewer);
}

/** A partner's disclosure declaration as other modules read it (`declarations`). */
export type DisclosureDeclarationFacts = {
  userId: string;
  /** What the partner declared, as given now (null: withdrawn or never given). */
  declaration: "COMPLETE" | "NOTHING_TO_DISCLOSE" | null;
  /** When the partner last declared it complete or that they have nothing to disclose (ISO time). */
  declaredAt: string | null;
  /** When an entry last changed (ISO time). */
  lastChangedAt: string | null;
  /** The latest frozen version's number. */
  version: number | null;
};

export type DeclarationRow = { completedAt: Date | null; nothingToDiscloseAt: Date | null; lastChangedAt: Date | null };

/**
 * The partner's disclosure row with its change time set to `at` and one more change counted
 * (created when missing), which also locks it; `extra` columns change with it. The callers read what they need through its RETURNING.
 */
function changeTimeUpsert(
  tx: Executor,
  input: { userId: string; documentId: string; at: Date; byId: string },
  extra: { nothingToDiscloseAt?: null } = {},
) {
  return tx
    .insert(financialDisclosures)
    .values({
      userId: input.userId,
      documentId: input.documentId,
      lastChangedAt: input.at,
      changeCount: 1,
      createdById: input.byId,
      updatedById: input.byId,
    })
    .onConflictDoUpdate({
      target: [financialDisclosures.documentId, financialDisclosures.userId],
      set: {
        lastChangedAt: input.at,
        changeCount: sql`${financialDisclosures.changeCount} + 1`,
        updatedAt: input.at,
        updatedById: input.byId,
        ...extra,
      },
    });
}

/**
 * The module's statements, as the context's one `repository`: the entries, their write keys and
 * the partner's disclosure row (its change time and declaration) here, with the versions and
 * acknowledgements (`disclosure-versions.repository.ts`), the documents behind the entries
 * (`entry-documents.repository.ts`) and the exchange rates (`for-ex-rates.repository.ts`).
 */
export function createFinancialDisclosureRepository(db: Database) {
  /** The change-time upsert of `touchDisclosure`, with the owner's disclosure as it stood before when asked. */
  async function touch(
    tx: Executor,
    input: { userId: string; documentId: string; at: Date; byId: string; entryAdded?: boolean },
    withAcknowledgement: boolean,
  ): Promise<{ gate: WriteGateFacts; acknowledgement: AcknowledgementFacts | null }> {
    const withdrawn = input.entryAdded ? { nothingToDiscloseAt: null } : {};
    const [row] = await changeTimeUpsert(tx, input, withdrawn).returning({
      gate: sql<WriteGateFacts>`${writeGateFacts(input.documentId)}`,
      acknowledgement: withAcknowledgement
        ? sql<AcknowledgementFacts>`${ownerAcknowledgementFacts(input.documentId, input.userId)}`
        : sql<null>`null::json`,
    });
    return { gate: row!.gate, acknowledgement: row!.acknowledgement };
  }

  return {
    /**
     * Each partner's declaration on the document, in one statement: when it was last given (complete
     * or nothing to disclose), when an entry last changed, and the latest frozen version's number.
     */
    async declarations(documentId: string): Promise<DisclosureDeclarationFacts[]> {
      const { rows } = await db.execute<{
        user_id: string;
        declaration: "COMPLETE" | "NOTHING_TO_DISCLOSE" | null;
        declared_at: Date | string | null;
        last_changed_at: Date | string | null;
        version: number | null;
      }>(sql`select d.user_id,
            case when d.nothing_to_disclose_at is not null then 'NOTHING_TO_DISCLOSE'
                 when d.completed_at is not null then 'COMPLETE' end as declaration,
            greatest(d.completed_at, d.nothing_to_disclose_at) as declared_at, d.last_changed_at,
            (select max(v.number) from ${disclosureVersions} v
              where v.document_id = d.document_id and v.owner_id = d.user_id) as version
          from ${financialDisclosures} d
          where d.document_id = ${documentId} and ${live("d")}`);
      const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
      return rows.map((row) => ({
        userId: row.user_id,
        declaration: row.declaration,
        declaredAt: iso(row.declared_at),
        lastChangedAt: iso(row.last_changed_at),
        version: row.version === null ? null : Number(row.version),
      }));
    },

    /**
     * One page of a partner's live entries of a kind, with the total and the document's partners,
     * in ONE statement; null when the viewer may not read them (or the document is not theirs).
     */
    async listEntries(
      kind: DisclosureKind,
      input: {
        ownerId: string;
        documentId: string;
        viewer: Viewer;
        currency?: Currency | undefined;
        limit: number;
        offset: number;
      },
    ): Promise<{ document: VisibleDocument; total: number; items: RawEntry[] } | null> {
      const table = sql.identifier(KIND_CONFIG[kind].sqlName);
      const currency = input.currency ? sql` and e.currency = ${input.currency}` : sql``;
      const where = sql`e.document_id = d.id and e.user_id = ${input.ownerId} and ${live("e")}${currency}`;
      const [row] = await entriesPage<{
        user_a_id: string;
        user_b_id: string | null;
        total: string | number;
        items: RawEntry[];
      }>(
        db,
        sql`
        select d.user_a_id, d.user_b_id,
          (select count(*) from ${table} e where ${where}) as total,
          (select coalesce(json_agg(to_jsonb(p) order by p.created_at, p.id), '[]'::json) from (
            select e.*, ${ENTRY_DOCUMENTS} as documents from ${table} e where ${where} order by e.created_at, e.id limit ${input.limit} offset ${input.offset}
          ) p) as items
        from ${visible(input.documentId, input.ownerId, input.viewer)} d`,
      );
      if (!row) return null;
      return {
        document: { userAId: row.user_a_id, userBId: row.user_b_id },
        total: Number(row.total),
        items: row.items,
      };
    },

    /** One live entry of a partner, in ONE statement; `document` null when the viewer may not read it. */
    async findEntry(
      kind: DisclosureKind,
      input: { ownerId: string; documentId: string; entryId: string; viewer: Viewer },
    ): Promise<{ document: VisibleDocument | null; entry: RawEntry | null }> {
      const table = sql.identifier(KIND_CONFIG[kind].sqlName);
      const result = await db.execute<{ user_a_id: string; user_b_id: string | null; entry: RawEntry | null }>(sql`
        select d.user_a_id, d.user_b_id,
          (select to_jsonb(e) || jsonb_build_object('documents', ${ENTRY_DOCUMENTS}) from ${table} e
            where e.id = ${input.entryId} and e.document_id = d.id and e.user_id = ${input.ownerId} and ${live("e")}) as entry
        from ${visible(input.documentId, input.ownerId, input.viewer)} d`);
      const row = result.rows[0];
      return row
        ? { document: { userAId: row.user_a_id, userBId: row.user_b_id }, entry: row.entry }
        : { document: null, entry: null };
    },

    /**
     * The entry locked for an edit (live, the owner's, on the document; null when there is none),
     * with the write gate's facts in the same statement, and with `withAcknowledgement` the owner's
     * disclosure as it stands (`AcknowledgementFacts`; null otherwise).
     */
    async lockEntry(
      tx: Executor,
      kind: DisclosureKind,
      input: { ownerId: string; documentId: string; entryId: string; withAcknowledgement?: boolean },
    ): Promise<{ entry: RawEntry | null; gate: WriteGateFacts; acknowledgement: AcknowledgementFacts | null }> {
      const table = sql.identifier(KIND_CONFIG[kind].sqlName);
      const acknowledgement = input.withAcknowledgement
        ? ownerAcknowledgementFacts(input.documentId, input.ownerId)
        : sql`null::json`;
      const result = await tx.execute<{
        entry: RawEntry | null;
        gate: WriteGateFacts;
        acknowledgement: AcknowledgementFacts | null;
      }>(sql`
        select l.entry, ${writeGateFacts(input.documentId)} as gate, ${acknowledgement} as acknowledgement
        from (select 1) one
        left join lateral (
          select to_jsonb(e) || jsonb_build_object('documents', ${ENTRY_DOCUMENTS}) as entry from ${table} e
          where e.id = ${input.entryId} and e.document_id = ${input.documentId} and e.user_id = ${input.ownerId} and ${live("e")}
          for update of e
        ) l on true`);
      const row = result.rows[0]!;
      return { entry: row.entry ?? null, gate: row.gate, acknowledgement: row.acknowledgement ?? null };
    },

    /** Claims the user's Idempotency-Key for this write, or reads back the first write's request and response (`writeKeyStore`). */
    claimWriteKey: (tx: Executor, userId: string, writeKey: WriteKey) => writeKeys.claim(tx, userId, writeKey),

    /** The response a repeat of the claimed key answers. */
    storeWriteKeyResponse: (tx: Executor, claimId: string, response: unknown) =>
      writeKeys.storeResponse(tx, claimId, response),

    /** Forgets the keys of writes older than `before`; answers how many. */
    purgeWriteKeys: (before: Date) => writeKeys.purge(db, before),

    async insertEntry(
      tx: Executor,
      kind: DisclosureKind,
      values: Record<string, unknown>,
    ): Promise<Record<string, unknown>> {
      const table = tableOf(kind);
      const [row] = await tx
        .insert(table)
        .values(values as never)
        .returning();
      return row as Record<string, unknown>;
    },

    async updateEntry(
      tx: Executor,
      kind: DisclosureKind,
      entryId: string,
      values: Record<string, unknown>,
    ): Promise<Record<string, unknown>> {
      const table = tableOf(kind);
      const idColumn = getTableColumns(table)["id"]!;
      const [row] = await tx
        .update(table)
        .set(values as never)
        .where(eq(idColumn, entryId))
        .returning();
      return row as Record<string, unknown>;
    },

    /**
     * Records that the partner changed their disclosure (the regeneration check reads it), and
     * returns the write gate's facts from the same statement (a refused write rolls it back); with
     * `withAcknowledgement`, `touchDisclosureReading` also answers the disclosure as it stood before.
     */
    async touchDisclosure(
      tx: Executor,
      input: {
        userId: string;
        documentId: string;
        at: Date;
        byId: string;
        /** A new entry withdraws "nothing to disclose". */
        entryAdded?: boolean;
      },
    ): Promise<WriteGateFacts> {
      return (await touch(tx, input, false)).gate;
    },

    /** `touchDisclosure`, answering with the gate's facts the owner's disclosure as it stood before the statement. */
    touchDisclosureReading: (
      tx: Executor,
      input: { userId: string; documentId: string; at: Date; byId: string; entryAdded?: boolean },
    ) => touch(tx, input, true),

    /**
     * The first statement of a declaration: the partner's disclosure row locked (created when
     * missing) with its change time, the write gate's facts, the partner's live entry count and
     * their disclosure as it stood before (`AcknowledgementFacts`).
     * A concurrent new entry waits for the row (its own change time), so it follows the declaration.
     */
    async lockDeclaration(
      tx: Executor,
      input: { userId: string; documentId: string; at: Date; byId: string },
    ): Promise<{
      gate: WriteGateFacts;
      entryCount: number;
      incomeYears: number[];
      acknowledgement: AcknowledgementFacts;
    }> {
      const [row] = await changeTimeUpsert(tx, input).returning({
        gate: sql<WriteGateFacts>`${writeGateFacts(input.documentId)}`,
        entryCount: sql<string | number>`${entryCountSql(input.documentId, input.userId)}`,
        incomeYears: sql<number[]>`(select coalesce(array_agg(distinct i.year), '{}'::int[]) from incomes i
            where i.document_id = ${input.documentId} and i.user_id = ${input.userId} and ${live("i")})`,
        acknowledgement: sql<AcknowledgementFacts>`${ownerAcknowledgementFacts(input.documentId, input.userId)}`,
      });
      return {
        gate: row!.gate,
        entryCount: Number(row!.entryCount),
        incomeYears: (row!.incomeYears ?? []).map(Number),
        acknowledgement: row!.acknowledgement,
      };
    },

    /** The declaration itself (the row exists: `lockDeclaration` made sure of it). */
    async setDeclaration(
      tx: Executor,
      input: {
        userId: string;
        documentId: string;
        completedAt: Date | null;
        nothingToDiscloseAt: Date | null;
        at: Date;
        byId: string;
      },
    ): Promise<DeclarationRow> {
      const [row] = await tx
        .update(financialDisclosures)
        .set({
          completedAt: input.completedAt,
          nothingToDiscloseAt: input.nothingToDiscloseAt,
          updatedAt: input.at,
          updatedById: input.byId,
        })
        .where(
          and(eq(financialDisclosures.documentId, input.documentId), eq(financialDisclosures.userId, input.userId)),
        )
        .returning({
          completedAt: financialDisclosures.completedAt,
          nothingToDiscloseAt: financialDisclosures.nothingToDiscloseAt,
          lastChangedAt: financialDisclosures.lastChangedAt,
        });
      return row!;
    },

    /** Everything disclosed on a document, in one statement (`loadDocumentDisclosure`). */
    loadDocumentDisclosure(input: DocumentDisclosureInput) {
      return loadDocumentDisclosure(input.executor ?? db, input);
    },

    /** The parties of a live document (writes check the entry's owner against them). */
    async findDocument(tx: Executor, documentId: string): Promise<VisibleDocument | null> {
      return liveDocumentParties(tx, documentId);
    },

    ...disclosureVersionsRepository,
    ...createEntryDocumentsRepository(db),
    ...createForExRatesRepository(db),
  };
}

export type FinancialDisclosureRepository = ReturnType<typeof createFinancialDisclosureRepository>;

/** The entry tables of the eight kinds, each with its owner and document columns. */
const ENTRY_TABLES = Object.values(KIND_CONFIG).map(
  (config) => config.table as unknown as PgTable & { userId: Column; documentId: Column },
);

/**
 * Deletes the user's disclosure on every document but `keptDocumentIds`, live rows or not: the
 * documents behind the entries, the entries of every kind, the declarations, the frozen versions
 * with their acknowledgements (the partner's of the user's versions, the user's of the partner's),
 * and the user's write keys (on every document). Answers the files the deleted documents held. One
 * statement per table, in the caller's transaction.
 */
export async function deleteDisclosureOf(
  executor: Executor,
  userId: string,
  keptDocumentIds: readonly string[],
): Promise<string[]> {
  const kept = [...keptDocumentIds];
  const outside = (documentId: Column) => (kept.length === 0 ? undefined : notInArray(documentId, kept));
  const statements = await executor
    .delete(financialEntryDocuments)
    .where(and(eq(financialEntryDocuments.ownerId, userId), outside(financialEntryDocuments.documentId)))
    .returning({ fileId: financialEntryDocuments.fileId });
  for (const table of ENTRY_TABLES) {
    await executor.delete(table).where(and(eq(table.userId, userId), outside(table.documentId)));
  }
  await executor
    .delete(financialDisclosures)
    .where(and(eq(financialDisclosures.userId, userId), outside(financialDisclosures.documentId)));
  const ownVersions = executor
    .select({ id: disclosureVersions.id })
    .from(disclosureVersions)
    .where(and(eq(disclosureVersions.ownerId, userId), outside(disclosureVersions.documentId)));
  await executor
    .delete(disclosureAcknowledgements)
    .where(
      or(
        inArray(disclosureAcknowledgements.versionId, ownVersions),
        and(eq(disclosureAcknowledgements.acknowledgedById, userId), outside(disclosureAcknowledgements.documentId)),
      ),
    );
  await executor
    .delete(disclosureVersions)
    .where(and(eq(disclosureVersions.ownerId, userId), outside(disclosureVersions.documentId)));
  await executor.delete(financialEntryWriteKeys).where(eq(financialEntryWriteKeys.userId, userId));
  return statements.map((row) => row.fileId);
}
