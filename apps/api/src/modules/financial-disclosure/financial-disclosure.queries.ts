import { disclosureAcknowledgements, disclosureVersions, subquery, type Executor } from "@prenup/db";
import { and, asc, desc, eq, sql, type Column } from "drizzle-orm";

/**
 * What other modules ask of the disclosure's frozen versions (DESIGN.md, "Data ownership"):
 * functions that run one statement of their own.
 */

/** A frozen version of one owner's disclosure, with who acknowledged it and when (oldest first). */
export type OwnDisclosureVersionRow = {
  documentId: string;
  number: number;
  status: string;
  entryCount: number;
  netWorthUsdCents: number;
  content: unknown;
  contentSha256: string;
  asOf: Date;
  createdAt: Date;
  acknowledgements: { acknowledgedById: string; acknowledgedAt: string }[];
};

/** The version's acknowledgements as a JSON array `[{ acknowledgedById, acknowledgedAt }]`, oldest first (null: none). */
const acknowledgementsOf = (versionId: Column) =>
  subquery`select json_agg(json_build_object('acknowledgedById', ${disclosureAcknowledgements.acknowledgedById}, 'acknowledgedAt', ${disclosureAcknowledgements.acknowledgedAt}) order by ${disclosureAcknowledgements.acknowledgedAt}, ${disclosureAcknowledgements.id}) from ${disclosureAcknowledgements} where ${disclosureAcknowledgements.versionId} = ${versionId}`;

/** The versions of the user's own disclosure on the document, by number, each with its acknowledgements (one statement). */
export async function ownDisclosureVersionsOf(
  executor: Executor,
  input: { ownerId: string; documentId: string },
): Promise<OwnDisclosureVersionRow[]> {
  return executor
    .select({
      documentId: disclosureVersions.documentId,
      number: disclosureVersions.number,
      status: disclosureVersions.status,
      entryCount: disclosureVersions.entryCount,
      netWorthUsdCents: disclosureVersions.netWorthUsdCents,
      content: disclosureVersions.content,
      contentSha256: disclosureVersions.contentSha256,
      asOf: disclosureVersions.asOf,
      createdAt: disclosureVersions.createdAt,
      acknowledgements: sql<
        OwnDisclosureVersionRow["acknowledgements"]
      >`coalesce(${acknowledgementsOf(disclosureVersions.id)}, '[]'::json)`,
    })
    .from(disclosureVersions)
    .where(and(eq(disclosureVersions.ownerId, input.ownerId), eq(disclosureVersions.documentId, input.documentId)))
    .orderBy(asc(disclosureVersions.number));
}

/** An entry of a frozen version as a reader outside the module needs it: its schedule kind, title and whether it is joint. */
export type ScheduledEntryRow = { kind: string; title: string; isJoint: boolean };

/**
 * The entries of the owner's latest frozen version on the document (what the schedules of the
 * agreement in effect print; empty when no version was frozen): one statement.
 */
export async function latestScheduledEntriesOf(
  executor: Executor,
  input: { ownerId: string; documentId: string },
): Promise<ScheduledEntryRow[]> {
  const [row] = await executor
    .select({ entries: sql<ScheduledEntryRow[] | null>`${disclosureVersions.content}->'entries'` })
    .from(disclosureVersions)
    .where(and(eq(disclosureVersions.ownerId, input.ownerId), eq(disclosureVersions.documentId, input.documentId)))
    .orderBy(desc(disclosureVersions.number))
    .limit(1);
  return (row?.entries ?? []).map((entry) => ({
    kind: String(entry.kind),
    title: String(entry.title),
    isJoint: entry.isJoint === true,
  }));
}
