import { live, preparedQuery, type Executor } from "@prenup/db";
import { DISCLOSURE_KINDS, type Currency, type DisclosureKind, type VersionedEntry } from "@prenup/domain";
import { sql, type SQL } from "drizzle-orm";
import { liveDocumentRow, partyDocumentRow } from "../documents/documents.queries.ts";
import { stateAbbreviationOf } from "../states/states.queries.ts";
import { KIND_CONFIG } from "./entry-kinds.ts";

// The read of everything disclosed on a document (the summary, the simulator, the schedules, a
// version's freeze): one statement in four shapes, each built once and prepared per connection.

/** An entry row as the database gives it through json (snake-case keys, timestamps as text). */
export type RawEntry = Record<string, unknown>;

/** Who reads: the parties, the document's assigned attorneys and admins may; anybody else sees nothing. */
export type Viewer = { id: string; isAdmin: boolean };

export type VisibleDocument = { userAId: string; userBId: string | null };

/** A partner's latest disclosure version and the version the other partner last acknowledged. */
export type VersionFacts = {
  latest: {
    number: number;
    asOf: Date;
    /** The owner's change count the version holds (`disclosureAcknowledgementOf`). */
    asOfChange: number;
    createdAt: Date;
    entryCount: number;
    netWorthUsdCents: number;
  } | null;
  /** The entries of the acknowledged version, as frozen. */
  acknowledged: { number: number; acknowledgedAt: Date; entries: VersionedEntry[] } | null;
};

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

/**
 * The live documents attached to the entry `e` (its own table's row), oldest first, as a json array
 * the entry's json carries as `documents` (`entryToApi` serves them, the schedules print them).
 */
export const ENTRY_DOCUMENTS = sql`(select coalesce(jsonb_agg(jsonb_build_object('id', fd.id, 'name', fd.file_name,
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
    change_count: number;
    completed_at: string | null;
    nothing_to_disclose_at: string | null;
    latest_version: {
      number: number;
      as_of: string;
      as_of_change: number;
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
    ? partyDocumentRow(documentId, sql`${sql.placeholder("subjectId")}::uuid`, {
        id: sql`${sql.placeholder("viewerId")}`,
        isAdmin: sql`${sql.placeholder("viewerIsAdmin")}`,
      })
    : liveDocumentRow(documentId);
  return sql`
    select d.user_a_id, d.user_b_id,
      ${stateAbbreviationOf(sql`d.state_id`)} as state_abbreviation,
      json_build_object(${kinds}) as entries,
      (select coalesce(json_agg(json_build_object('user_id', f.user_id, 'last_changed_at', f.last_changed_at,
          'change_count', f.change_count, 'completed_at', f.completed_at, 'nothing_to_disclose_at', f.nothing_to_disclose_at,
          'latest_version', (select json_build_object('number', v.number, 'as_of', v.as_of,
              'as_of_change', v.as_of_change, 'created_at', v.created_at,
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

/** What `loadDocumentDisclosure` reads: the document, and with a viewer, whose disclosure and who reads it. */
export type DocumentDisclosureInput = {
  documentId: string;
  viewer?: { subjectId: string; viewer: Viewer };
  amountsOnly?: boolean;
  /** A transaction to read in (a version frozen with the write that gives it). */
  executor?: Executor;
};

/**
 * Everything disclosed on a document, in ONE statement: its partners, every live entry of
 * every kind, the partners' last change times and the exchange rates. With a viewer, null when
 * the viewer may not read it (the owner is then one of the partners, `subjectId`).
 */
export async function loadDocumentDisclosure(executor: Executor, input: DocumentDisclosureInput) {
  const shape = `${input.amountsOnly ? "amounts" : "entries"}_${input.viewer ? "viewer" : "any"}` as const;
  const [row] = await documentDisclosure[shape](executor, {
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
    changeCounts: new Map(row.changes.map((change) => [change.user_id, change.change_count])),
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
                asOfChange: change.latest_version.as_of_change,
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
}
