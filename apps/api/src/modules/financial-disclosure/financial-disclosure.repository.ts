import {
  disclosureAcknowledgements,
  disclosureVersions,
  financialDisclosures,
  financialEntryDocuments,
  financialEntryWriteKeys,
  forExRates,
  live,
  preparedQuery,
  preparedStatement,
  writeKeyStore,
  type Database,
  type Executor,
} from "@prenup/db";
import { DISCLOSURE_KINDS, type Currency, type DisclosureKind, type VersionedEntry } from "@prenup/domain";
import { and, eq, getTableColumns, ne, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { WriteKey } from "../../http/idempotency.ts";
import type { AcknowledgementFacts } from "./acknowledgement-mail.ts";
import {
  liveDocumentParties,
  liveDocumentRow,
  partyDocumentRow,
  type DocumentReader,
} from "../documents/documents.queries.ts";
import { liveFileKeyOf } from "../files/files.queries.ts";
import { stateAbbreviationOf } from "../states/states.queries.ts";
import { KIND_CONFIG } from "./entry-kinds.ts";
import { entryCountSql, ownerAcknowledgementFacts, writeGateFacts, type WriteGateFacts } from "./write-facts.ts";

/** An entry row as the database gives it through json (snake-case keys, timestamps as text). */
export type RawEntry = Record<string, unknown>;

/** The entries page, run on every disclosure page: each shape (kind, filter, viewer) prepared once per connection. */
const entriesPage = preparedStatement("disclosure_entries_page");

/** This module's Idempotency-Keys (its own table; `writeKeyStore` of @prenup/db). */
const writeKeys = writeKeyStore(financialEntryWriteKeys);

/** The columns the totals read per kind (besides id, user_id and currency): amounts, income years, joint shares. */
const SUMMARY_COLUMNS: Record<DisclosureKind, readonly string[]> = {
  assets: [
    "value_in_cents",
    "asset_type",
    "is_joint",
    "user_a_percentage",
    "user_b_percentage",
    "joint_set_by_id",
    "joint_confirmed_at",
    "value_basis",
  ],
  vehicles: ["value_in_cents", "loan_balance_in_cents", "value_basis"],
  businesses: ["value_in_cents", "value_basis"],
  debts: ["amount_due_in_cents", "value_basis"],
  "real-estates": [
    "assessed_value_in_cents",
    "mortgage_balance_in_cents",
    "second_mortgage_balance_in_cents",
    "is_joint",
    "value_basis",
  ],
  incomes: ["year", "value_in_cents", "overtime_pay_in_cents", "tips_in_cents", "value_basis"],
  "inheritances-trusts": ["value_in_cents", "value_basis"],
  "legacy-joint-properties": ["value_in_cents"],
};

/** Who reads: the parties, the document's assigned attorneys and admins may; anybody else sees nothing. */
export type Viewer = { id: string; isAdmin: boolean };

export type VisibleDocument = { userAId: string; userBId: string | null };

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

/**
 * The live documents attached to the entry `e` (its own table's row), oldest first, as a json array
 * the entry's json carries as `documents` (`entryToApi` serves them, the schedules print them).
 */
const ENTRY_DOCUMENTS = sql`(select coalesce(jsonb_agg(jsonb_build_object('id', fd.id, 'name', fd.file_name,
    'content_type', fd.content_type, 'size', fd.size, 'sha256', fd.sha256, 'created_at', fd.created_at)
    order by fd.created_at, fd.id), '[]'::jsonb)
  from financial_entry_documents fd where fd.entry_id = e.id and ${live("fd")})`;

/** What `loadDocumentDisclosure` answers in its one row (json columns parsed, timestamps as text). */
type DisclosureRow = {
  user_a_id: string;
  user_b_id: string | null;
  state_abbreviation: string | null;
  entries: Record<DisclosureKind, RawEntry[]>;
  changes: {
    user_id: string;
    last_changed_at: string | null;
    completed_at: string | null;
    nothing_to_disclose_at: string | null;
    latest_version: {
      number: number;
      as_of: string;
      created_at: string;
      entry_count: number;
      net_worth_usd_cents: number | string;
    } | null;
    acknowledged: { number: number; acknowledged_at: string; entries: VersionedEntry[] } | null;
  }[];
  rates: { currency: Currency; rate: string | number; as_of: string }[];
};

/**
 * Everything disclosed on a document in one statement (`loadDocumentDisclosure`), in one of its four
 * shapes: the entries whole (the schedules) or only their amounts (the totals, a much lighter read),
 * and read by a viewer who must be allowed (`partyDocumentRow`) or by the server itself. Each shape
 * is built once with its parameters (documentId; subjectId, viewerId and viewerIsAdmin for a viewer).
 */
function documentDisclosureStatement(shape: { amountsOnly: boolean; withViewer: boolean }): SQL {
  const rowOf = (kind: DisclosureKind) =>
    shape.amountsOnly
      ? sql`json_build_object(${sql.raw(["id", "user_id", "currency", ...SUMMARY_COLUMNS[kind]].map((column) => `'${column}', e.${column}`).join(", "))})`
      : sql`to_jsonb(e) || jsonb_build_object('documents', ${ENTRY_DOCUMENTS})`;
  const kinds = sql.join(
    DISCLOSURE_KINDS.map(
      (kind) => sql`${kind}::text, (select coalesce(json_agg(${rowOf(kind)} order by e.created_at, e.id), '[]'::json)
        from ${sql.identifier(KIND_CONFIG[kind].sqlName)} e where e.document_id = d.id and ${live("e")})`,
    ),
    sql`, `,
  );
  const documentId = sql`${sql.placeholder("documentId")}::uuid`;
  const document = shape.withViewer
    ? visible(documentId, sql`${sql.placeholder("subjectId")}::uuid`, {
        id: sql`${sql.placeholder("viewerId")}`,
        isAdmin: sql`${sql.placeholder("viewerIsAdmin")}`,
      })
    : liveDocumentRow(documentId);
  return sql`
    select d.user_a_id, d.user_b_id,
      ${stateAbbreviationOf(sql`d.state_id`)} as state_abbreviation,
      json_build_object(${kinds}) as entries,
      (select coalesce(json_agg(json_build_object('user_id', f.user_id, 'last_changed_at', f.last_changed_at,
          'completed_at', f.completed_at, 'nothing_to_disclose_at', f.nothing_to_disclose_at,
          'latest_version', (select json_build_object('number', v.number, 'as_of', v.as_of, 'created_at', v.created_at,
              'entry_count', v.entry_count, 'net_worth_usd_cents', v.net_worth_usd_cents)
            from disclosure_versions v where v.document_id = d.id and v.owner_id = f.user_id
            order by v.number desc limit 1),
          'acknowledged', (select json_build_object('number', v.number, 'acknowledged_at', a.acknowledged_at,
              'entries', coalesce(v.content -> 'entries', '[]'::jsonb))
            from disclosure_acknowledgements a join disclosure_versions v on v.id = a.version_id
            where v.document_id = d.id and v.owner_id = f.user_id and a.acknowledged_by_id <> f.user_id
            order by v.number desc limit 1))), '[]'::json)
        from financial_disclosures f where f.document_id = d.id and ${live("f")}) as changes,
      (select coalesce(json_agg(json_build_object('currency', r.currency, 'rate', r.rate, 'as_of', r.as_of) order by r.currency), '[]'::json)
        from for_ex_rates r where ${live("r")}) as rates
    from ${document} d`;
}

const documentDisclosure = {
  entries_any: preparedQuery<DisclosureRow>("disclosure_of_document", () =>
    documentDisclosureStatement({ amountsOnly: false, withViewer: false }),
  ),
  entries_viewer: preparedQuery<DisclosureRow>("disclosure_of_document_to_viewer", () =>
    documentDisclosureStatement({ amountsOnly: false, withViewer: true }),
  ),
  amounts_any: preparedQuery<DisclosureRow>("disclosure_amounts_of_document", () =>
    documentDisclosureStatement({ amountsOnly: true, withViewer: false }),
  ),
  amounts_viewer: preparedQuery<DisclosureRow>("disclosure_amounts_of_document_to_viewer", () =>
    documentDisclosureStatement({ amountsOnly: true, withViewer: true }),
  ),
};

/** A document attached to an entry, as stored. */
export type EntryDocumentRow = typeof financialEntryDocuments.$inferSelect;

/** A partner's latest disclosure version and the version the other partner last acknowledged. */
export type VersionFacts = {
  latest: { number: number; asOf: Date; createdAt: Date; entryCount: number; netWorthUsdCents: number } | null;
  /** The entries of the acknowledged version, as frozen. */
  acknowledged: { number: number; acknowledgedAt: Date; entries: VersionedEntry[] } | null;
};

export type DeclarationRow = { completedAt: Date | null; nothingToDiscloseAt: Date | null; lastChangedAt: Date | null };

/**
 * The partner's disclosure row with its change time set to `at` (created when missing), which also
 * locks it; `extra` columns change with it. The callers read what they need through its RETURNING.
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
      createdById: input.byId,
      updatedById: input.byId,
    })
    .onConflictDoUpdate({
      target: [financialDisclosures.documentId, financialDisclosures.userId],
      set: { lastChangedAt: input.at, updatedAt: input.at, updatedById: input.byId, ...extra },
    });
}

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

    /** Every exchange rate, by currency (the admin's list). */
    async listRates() {
      return db.select().from(forExRates).orderBy(forExRates.currency);
    },

    /** An admin's new rate for a currency (the reference seed keeps a rate with updated_by_id set); null when the currency has no row. */
    async updateRate(input: { currency: Currency; rate: number; asOf: Date; byId: string; at: Date }) {
      const [row] = await db
        .update(forExRates)
        .set({ rate: input.rate, asOf: input.asOf, updatedById: input.byId, updatedAt: input.at })
        .where(eq(forExRates.currency, input.currency))
        .returning();
      return row ?? null;
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

    /**
     * Everything disclosed on a document, in ONE statement: its partners, every live entry of
     * every kind, the partners' last change times and the exchange rates. With a viewer, null when
     * the viewer may not read it (the owner is then one of the partners, `subjectId`).
     */
    async loadDocumentDisclosure(input: {
      documentId: string;
      viewer?: { subjectId: string; viewer: Viewer };
      amountsOnly?: boolean;
      /** A transaction to read in (a version frozen with the write that gives it). */
      executor?: Executor;
    }) {
      const shape = `${input.amountsOnly ? "amounts" : "entries"}_${input.viewer ? "viewer" : "any"}` as const;
      const [row] = await documentDisclosure[shape](input.executor ?? db, {
        documentId: input.documentId,
        subjectId: input.viewer?.subjectId,
        viewerId: input.viewer?.viewer.id,
        viewerIsAdmin: input.viewer?.viewer.isAdmin,
      });
      if (!row) return null;
      const at = (value: string | null) => (value ? new Date(value) : null);
      return {
        document: { userAId: row.user_a_id, userBId: row.user_b_id } satisfies VisibleDocument,
        stateAbbreviation: row.state_abbreviation,
        entries: row.entries,
        lastChangedAt: new Map(row.changes.map((change) => [change.user_id, at(change.last_changed_at)])),
        declarations: new Map(
          row.changes.map((change) => [
            change.user_id,
            { completedAt: at(change.completed_at), nothingToDiscloseAt: at(change.nothing_to_disclose_at) },
          ]),
        ),
        versions: new Map(
          row.changes.map((change) => [
            change.user_id,
            {
              latest: change.latest_version
                ? {
                    number: change.latest_version.number,
                    asOf: new Date(change.latest_version.as_of),
                    createdAt: new Date(change.latest_version.created_at),
                    entryCount: change.latest_version.entry_count,
                    netWorthUsdCents: Number(change.latest_version.net_worth_usd_cents),
                  }
                : null,
              acknowledged: change.acknowledged
                ? {
                    number: change.acknowledged.number,
                    acknowledgedAt: new Date(change.acknowledged.acknowledged_at),
                    entries: change.acknowledged.entries,
                  }
                : null,
            } satisfies VersionFacts,
          ]),
        ),
        rates: row.rates.map((rate) => ({
          currency: rate.currency,
          rate: Number(rate.rate),
          asOf: new Date(rate.as_of),
        })),
      };
    },

    /**
     * The partner's disclosure row (the other party's than `readerId`) locked for an acknowledgement
     * (a concurrent entry write waits, so the version acknowledged is the one read), with its owner
     * and the write gate's facts; null while the partner has no disclosure row.
     */
    async lockPartnerDisclosure(
      tx: Executor,
      input: { documentId: string; readerId: string },
    ): Promise<{ ownerId: string; gate: WriteGateFacts } | null> {
      const [row] = await tx
        .select({
          ownerId: financialDisclosures.userId,
          gate: sql<WriteGateFacts>`${writeGateFacts(input.documentId)}`,
        })
        .from(financialDisclosures)
        .where(
          and(
            eq(financialDisclosures.documentId, input.documentId),
            ne(financialDisclosures.userId, input.readerId),
            live(financialDisclosures),
          ),
        )
        .for("update");
      return row ?? null;
    },

    /** A frozen version (its number is unique per owner and document: a second writer of it fails). */
    async insertVersion(tx: Executor, values: typeof disclosureVersions.$inferInsert) {
      const [row] = await tx.insert(disclosureVersions).values(values).returning({ id: disclosureVersions.id });
      return row!;
    },

    /**
     * The reader's acknowledgement of a version, answering when it was given: a second one of the
     * same version changes nothing and answers the first one's time (one statement more, then only).
     */
    async insertAcknowledgement(tx: Executor, values: typeof disclosureAcknowledgements.$inferInsert): Promise<Date> {
      const [row] = await tx
        .insert(disclosureAcknowledgements)
        .values(values)
        .onConflictDoNothing({
          target: [disclosureAcknowledgements.versionId, disclosureAcknowledgements.acknowledgedById],
        })
        .returning({ acknowledgedAt: disclosureAcknowledgements.acknowledgedAt });
      if (row) return row.acknowledgedAt;
      const [stored] = await tx
        .select({ acknowledgedAt: disclosureAcknowledgements.acknowledgedAt })
        .from(disclosureAcknowledgements)
        .where(
          and(
            eq(disclosureAcknowledgements.versionId, values.versionId),
            eq(disclosureAcknowledgements.acknowledgedById, values.acknowledgedById),
          ),
        );
      return stored!.acknowledgedAt;
    },

    /** The id of an owner's version by number, or null. */
    async versionId(tx: Executor, input: { documentId: string; ownerId: string; number: number }) {
      const [row] = await tx
        .select({ id: disclosureVersions.id })
        .from(disclosureVersions)
        .where(
          and(
            eq(disclosureVersions.documentId, input.documentId),
            eq(disclosureVersions.ownerId, input.ownerId),
            eq(disclosureVersions.number, input.number),
          ),
        );
      return row?.id ?? null;
    },

    /** A document attached to an entry (in the transaction that records its file). */
    async insertEntryDocument(tx: Executor, values: typeof financialEntryDocuments.$inferInsert) {
      const [row] = await tx.insert(financialEntryDocuments).values(values).returning();
      return row!;
    },

    /** Detaches a document from its entry (soft delete: a version that listed it keeps its name and hash). */
    async softDeleteEntryDocument(tx: Executor, input: { id: string; at: Date; byId: string }) {
      await tx
        .update(financialEntryDocuments)
        .set({ deletedAt: input.at, updatedAt: input.at, updatedById: input.byId })
        .where(eq(financialEntryDocuments.id, input.id));
    },

    /**
     * A document of a live entry on a document the viewer may read, with its file's storage key, in
     * ONE statement; `visible` false when the viewer may not read the document (404 either way).
     */
    async findEntryDocument(
      kind: DisclosureKind,
      input: { ownerId: string; documentId: string; entryId: string; attachmentId: string; viewer: Viewer },
    ) {
      const table = sql.identifier(KIND_CONFIG[kind].sqlName);
      const result = await db.execute<{
        attachment: {
          id: string;
          file_id: string;
          file_name: string;
          content_type: string;
          size: number | string;
          key: string | null;
          created_at: string;
        } | null;
      }>(sql`
        select (select json_build_object('id', fd.id, 'file_id', fd.file_id, 'file_name', fd.file_name,
              'content_type', fd.content_type, 'size', fd.size, 'key', ${liveFileKeyOf(sql`fd.file_id`)}, 'created_at', fd.created_at)
            from financial_entry_documents fd
            join ${table} e on e.id = fd.entry_id and e.document_id = d.id and e.user_id = ${input.ownerId}
              and ${live("e")}
            where fd.id = ${input.attachmentId} and fd.entry_id = ${input.entryId} and ${live("fd")}) as attachment
        from ${visible(input.documentId, input.ownerId, input.viewer)} d`);
      return result.rows[0] ?? null;
    },

    /** The parties of a live document (writes check the entry's owner against them). */
    async findDocument(tx: Executor, documentId: string): Promise<VisibleDocument | null> {
      return liveDocumentParties(tx, documentId);
    },
  };
}

export type FinancialDisclosureRepository = ReturnType<typeof createFinancialDisclosureRepository>;
