import {
  documents,
  live,
  notarizationSignerLocations,
  notarizations,
  notaryWebhookDeliveries,
  states,
  users,
  type Database,
  type Executor,
} from "@prenup/db";
import { and, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

const userA = alias(users, "notary_user_a");
const userB = alias(users, "notary_user_b");
const attorneyA = alias(users, "notary_attorney_a");
const attorneyB = alias(users, "notary_attorney_b");
type PersonColumns = {
  id: unknown;
  firstName: unknown;
  middleName: unknown;
  lastName: unknown;
  suffix: unknown;
  email: unknown;
};
const person = <T extends PersonColumns>(table: T) => ({
  id: table.id as T["id"],
  firstName: table.firstName as T["firstName"],
  middleName: table.middleName as T["middleName"],
  lastName: table.lastName as T["lastName"],
  suffix: table.suffix as T["suffix"],
  email: table.email as T["email"],
});

export type NotarizationRow = typeof notarizations.$inferSelect;

/**
 * The notarizations module's tables (notarizations, notary_webhook_deliveries) and its one read of
 * the agreement around them: the document's parties and attorneys (names, e-mails), its state's
 * notary settings, its generated PDF, its live notarization and its signers' answers on where they
 * will sign (notarization_signer_locations), in one statement.
 */
export function createNotarizationsRepository(db: Database) {
  return {
    async loadDocumentFacts(documentId: string, executor: Executor = db) {
      const [row] = await executor
        .select({
          id: documents.id,
          userAId: documents.userAId,
          userBId: documents.userBId,
          attorneyAId: documents.attorneyAId,
          attorneyBId: documents.attorneyBId,
          generatedPdfFileId: documents.generatedPdfFileId,
          updatedAt: documents.updatedAt,
          state: {
            abbreviation: states.abbreviation,
            name: states.name,
            allowsOnlineNotary: states.allowsOnlineNotary,
            notaryBlockText: states.notaryBlockText,
          },
          userA: person(userA),
          userB: person(userB),
          attorneyA: person(attorneyA),
          attorneyB: person(attorneyB),
          live: notarizations,
          /** Each signer's answer to the signer-location question (by user id). */
          signerLocations: sql<{ userId: string; inState: boolean }[]>`coalesce((
            select json_agg(json_build_object('userId', ${notarizationSignerLocations.userId}, 'inState', ${notarizationSignerLocations.inCalifornia}))
            from ${notarizationSignerLocations}
            where ${notarizationSignerLocations.documentId} = ${documents.id} and ${notarizationSignerLocations.deletedAt} is null
          ), '[]'::json)`,
        })
        .from(documents)
        .leftJoin(states, eq(states.id, documents.stateId))
        .leftJoin(userA, eq(userA.id, documents.userAId))
        .leftJoin(userB, eq(userB.id, documents.userBId))
        .leftJoin(attorneyA, eq(attorneyA.id, documents.attorneyAId))
        .leftJoin(attorneyB, eq(attorneyB.id, documents.attorneyBId))
        .leftJoin(notarizations, and(eq(notarizations.documentId, documents.id), live(notarizations)))
        .where(and(eq(documents.id, documentId), live(documents)));
      return row ?? null;
    },

    /**
     * Holds the agreement's row until the transaction ends (the editor's commit and a regeneration
     * hold it too while they replace the PDF) and answers what a notarization was decided on: the
     * generated PDF and the row's last change. One statement.
     */
    async lockDocument(executor: Executor, documentId: string) {
      const [row] = await executor
        .select({ generatedPdfFileId: documents.generatedPdfFileId, updatedAt: documents.updatedAt })
        .from(documents)
        .where(and(eq(documents.id, documentId), live(documents)))
        .for("update");
      return row ?? null;
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
        .select({ notarization: notarizations, userAId: documents.userAId, userBId: documents.userBId })
        .from(notarizations)
        .innerJoin(documents, and(eq(documents.id, notarizations.documentId), live(documents)))
        .where(eq(notarizations.id, id));
      return row ?? null;
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
        .onConflictDoNothing({ target: notarizations.documentId, where: sql`${notarizations.deletedAt} is null` })
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
