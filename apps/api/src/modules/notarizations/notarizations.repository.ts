import {
  live,
  notarizationSignerLocations,
  notarizations,
  notaryWebhookDeliveries,
  type Database,
  type Executor,
} from "@prenup/db";
import { and, desc, eq, sql } from "drizzle-orm";
import { liveDocumentWithId, livePartnersOf, lockedDocumentFacts } from "../documents/documents.queries.ts";
import { stateSummaryOf } from "../states/states.queries.ts";
import { partyOf } from "../users/users.queries.ts";

export type NotarizationRow = typeof notarizations.$inferSelect;

/**
 * The notarizations module's tables (notarizations, notary_webhook_deliveries, the signers'
 * locations), and the agreement around them as its owners publish it: the document's parties,
 * state and PDF, never written.
 */
export function createNotarizationsRepository(db: Database) {
  return {
    /**
     * The agreement around a notarization, in one statement: the live document's parties and
     * attorneys (names, e-mails), its state's notary settings, its generated PDF, its live
     * notarization and its signers' answers on where they will sign.
     */
    async loadDocumentFacts(documentId: string, executor: Executor = db) {
      const document = liveDocumentWithId(documentId, "notary_document");
      const [row] = await executor
        .select({
          id: document.id,
          kind: document.kind,
          userAId: document.userAId,
          userBId: document.userBId,
          attorneyAId: document.attorneyAId,
          attorneyBId: document.attorneyBId,
          generatedPdfFileId: document.generatedPdfFileId,
          updatedAt: document.updatedAt,
          state: stateSummaryOf(document.stateId),
          userA: partyOf(document.userAId),
          userB: partyOf(document.userBId),
          attorneyA: partyOf(document.attorneyAId),
          attorneyB: partyOf(document.attorneyBId),
          live: notarizations,
          /** Each signer's answer to the signer-location question (by user id). */
          signerLocations: sql<{ userId: string; inState: boolean }[]>`coalesce((
            select json_agg(json_build_object('userId', ${notarizationSignerLocations.userId}, 'inState', ${notarizationSignerLocations.inCalifornia}))
            from ${notarizationSignerLocations}
            where ${notarizationSignerLocations.documentId} = ${document.id} and ${live(notarizationSignerLocations)}
          ), '[]'::json)`,
        })
        .from(document)
        .leftJoin(notarizations, and(eq(notarizations.documentId, document.id), live(notarizations)));
      return row ?? null;
    },

    /**
     * Holds the agreement's row until the transaction ends (the editor's commit and a regeneration
     * hold it too while they replace the PDF) and answers what a notarization was decided on: the
     * generated PDF and the row's last change. One statement.
     */
    async lockDocument(executor: Executor, documentId: string) {
      return lockedDocumentFacts(executor, documentId);
    },

    /** The document's notarizations, reset ones included, newest first, with the total (one statement). */
    async list(documentId: string, page: { limit: number; offset: number }) {
      return db
        .select({ row: notarizations, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(notarizations)
        .where(eq(notarizations.documentId, documentId))
        .orderBy(desc(notarizations.createdAt), desc(notarizations.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    /** A notarization with its document's parties (for the /notarizations/{id} routes). */
    async findWithParties(id: string, executor: Executor = db) {
      const [row] = await executor
        .select({ notarization: notarizations, partners: livePartnersOf(notarizations.documentId) })
        .from(notarizations)
        .where(eq(notarizations.id, id));
      // No live document: no row, as for a notarization that does not exist.
      if (!row?.partners) return null;
      return { notarization: row.notarization, userAId: row.partners.userAId, userBId: row.partners.userBId };
    },

    async lockLive(executor: Executor, id: string) {
      const [row] = await executor
        .select()
        .from(notarizations)
        .where(and(eq(notarizations.id, id), live(notarizations)))
        .for("update");
      return row ?? null;
    },

    async findLiveByExternalId(provider: string, externalId: string) {
      const [row] = await db
        .select({
          id: notarizations.id,
          documentId: notarizations.documentId,
          notarizationCompletedAt: notarizations.notarizationCompletedAt,
          externalStatus: notarizations.externalStatus,
        })
        .from(notarizations)
        .where(
          and(eq(notarizations.provider, provider), eq(notarizations.externalId, externalId), live(notarizations)),
        );
      return row ?? null;
    },

    async lockByExternalId(executor: Executor, provider: string, externalId: string) {
      const [row] = await executor
        .select()
        .from(notarizations)
        .where(and(eq(notarizations.provider, provider), eq(notarizations.externalId, externalId), live(notarizations)))
        .for("update");
      return row ?? null;
    },

    /** The document's live (not reset) notarization's completion, if it has one (one statement). */
    async findLive(documentId: string, executor: Executor = db) {
      const [row] = await executor
        .select({ notarizationCompletedAt: notarizations.notarizationCompletedAt })
        .from(notarizations)
        .where(and(eq(notarizations.documentId, documentId), live(notarizations)))
        .limit(1);
      return row ?? null;
    },

    /** Inserts the live notarization; null when the document already has one (the partial unique index). */
    async insertLive(executor: Executor, values: typeof notarizations.$inferInsert): Promise<NotarizationRow | null> {
      const [row] = await executor
        .insert(notarizations)
        .values(values)
        .onConflictDoNothing({ target: notarizations.documentId, where: live(notarizations) })
        .returning();
      return row ?? null;
    },

    async update(executor: Executor, id: string, values: Partial<typeof notarizations.$inferInsert>) {
      const [row] = await executor.update(notarizations).set(values).where(eq(notarizations.id, id)).returning();
      return row ?? null;
    },

    async hardDelete(executor: Executor, id: string) {
      await executor.delete(notarizations).where(eq(notarizations.id, id));
    },

    /** A signer's answer on where they will sign, replacing their earlier one (one statement). */
    async saveSignerLocation(
      executor: Executor,
      values: { documentId: string; userId: string; inState: boolean; at: Date },
    ) {
      const [row] = await executor
        .insert(notarizationSignerLocations)
        .values({
          documentId: values.documentId,
          userId: values.userId,
          inCalifornia: values.inState,
          createdAt: values.at,
          updatedAt: values.at,
          createdById: values.userId,
          updatedById: values.userId,
        })
        .onConflictDoUpdate({
          target: [notarizationSignerLocations.documentId, notarizationSignerLocations.userId],
          set: { inCalifornia: values.inState, updatedAt: values.at, updatedById: values.userId, deletedAt: null },
        })
        .returning({
          inState: notarizationSignerLocations.inCalifornia,
          updatedAt: notarizationSignerLocations.updatedAt,
        });
      return row!;
    },

    /** Records a webhook delivery once; false when it was recorded before (a replay). */
    async recordDelivery(executor: Executor, values: typeof notaryWebhookDeliveries.$inferInsert): Promise<boolean> {
      const rows = await executor
        .insert(notaryWebhookDeliveries)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: notaryWebhookDeliveries.id });
      return rows.length > 0;
    },
  };
}

export type NotarizationsRepository = ReturnType<typeof createNotarizationsRepository>;
