import {
  agreementChanges,
  live,
  type AgreementChangeKind,
  type AgreementChangeStatus,
  type Executor,
  type StoredAgreementChange,
} from "@prenup/db";
import { and, desc, eq, sql } from "drizzle-orm";
import { signedRecordOf, type SignedRecord } from "../agreement/agreement.queries.ts";
import { liveDocumentParties } from "../documents/documents.queries.ts";
import { stateAbbreviationOf } from "../states/states.queries.ts";
import { partyOf, type PartyOf } from "../users/users.queries.ts";

/** A draft or signed change of an agreement as the module reads it: its row with its state's abbreviation. */
export type ChangeDraftRow = {
  id: string;
  documentId: string;
  kind: AgreementChangeKind;
  number: number | null;
  status: AgreementChangeStatus;
  stateId: string;
  stateAbbreviation: string | null;
  movedIntoStateOn: string | null;
  changes: StoredAgreementChange[];
  createdById: string;
  createdAt: Date;
  updatedAt: Date;
};

/** A change with what its text needs of the signed original: both parties' names and the record's head. */
export type ChangeDraftDetailRow = ChangeDraftRow & {
  partyA: PartyOf | null;
  partyB: PartyOf | null;
  signedRecord: SignedRecord | null;
};

const columns = {
  id: agreementChanges.id,
  documentId: agreementChanges.documentId,
  kind: agreementChanges.kind,
  number: agreementChanges.number,
  status: agreementChanges.status,
  stateId: agreementChanges.stateId,
  stateAbbreviation: stateAbbreviationOf(agreementChanges.stateId),
  movedIntoStateOn: agreementChanges.movedIntoStateOn,
  changes: agreementChanges.changes,
  createdById: agreementChanges.createdById,
  createdAt: agreementChanges.createdAt,
  updatedAt: agreementChanges.updatedAt,
};

/** The live change `changeId` of the document (deleted ones are gone). */
const liveChange = (documentId: string, changeId: string) =>
  and(eq(agreementChanges.id, changeId), eq(agreementChanges.documentId, documentId), live(agreementChanges));

/**
 * The SQL of the agreement changes (`agreement_changes`), each one statement. The one-draft and
 * amendment-number unique indexes settle two drafts started at once: the insert of the second
 * fails, and the caller answers it.
 */
export function createAgreementChangesRepository(db: Executor) {
  return {
    /** The live document's partners (null when it is gone): who may name it in the path. */
    documentParties: (documentId: string) => liveDocumentParties(db, documentId),

    /**
     * A new DRAFT; an amendment takes the next number among the document's live amendments, in the
     * same statement. Throws the unique violation of `agreement_changes_one_draft` (or of the number)
     * when the document already has a live draft.
     */
    async insertDraft(input: {
      documentId: string;
      kind: AgreementChangeKind;
      stateId: string;
      movedIntoStateOn: string | null;
      changes: StoredAgreementChange[];
      createdById: string;
    }): Promise<{ id: string; number: number | null; createdAt: Date; updatedAt: Date }> {
      const number =
        input.kind === "AMENDMENT"
          ? sql<number>`(select coalesce(max(a.number), 0) + 1 from ${agreementChanges} a
              where a.document_id = ${input.documentId} and a.kind = 'AMENDMENT' and ${live("a")})`
          : null;
      const [row] = await db
        .insert(agreementChanges)
        .values({
          documentId: input.documentId,
          kind: input.kind,
          number,
          status: "DRAFT",
          stateId: input.stateId,
          movedIntoStateOn: input.movedIntoStateOn,
          changes: input.changes,
          createdById: input.createdById,
          updatedById: input.createdById,
        })
        .returning({
          id: agreementChanges.id,
          number: agreementChanges.number,
          createdAt: agreementChanges.createdAt,
          updatedAt: agreementChanges.updatedAt,
        });
      return row!;
    },

    /** The document's live changes, newest first (a document has few: no page). */
    listChanges(documentId: string): Promise<ChangeDraftRow[]> {
      return db
        .select(columns)
        .from(agreementChanges)
        .where(and(eq(agreementChanges.documentId, documentId), live(agreementChanges)))
        .orderBy(desc(agreementChanges.createdAt), desc(agreementChanges.id)) as Promise<ChangeDraftRow[]>;
    },

    /** The signed original's record head and day of signing (null: the record has no entry). */
    async signedRecord(documentId: string): Promise<SignedRecord | null> {
      const { rows } = await db.execute<{ record: SignedRecord | null }>(
        sql`select ${signedRecordOf(sql`${documentId}::uuid`)} as record`,
      );
      return rows[0]?.record ?? null;
    },

    /** One live change with both parties' names and the original's record head (null: no such live change). */
    async findChangeDetail(
      documentId: string,
      changeId: string,
      parties: { userAId: string; userBId: string | null },
    ): Promise<ChangeDraftDetailRow | null> {
      const [row] = await db
        .select({
          ...columns,
          partyA: partyOf(sql`${parties.userAId}::uuid`),
          partyB: partyOf(sql`${parties.userBId}::uuid`),
          signedRecord: signedRecordOf(agreementChanges.documentId),
        })
        .from(agreementChanges)
        .where(liveChange(documentId, changeId));
      return (row as ChangeDraftDetailRow | undefined) ?? null;
    },

    /** One live change (null: none). */
    async findChange(documentId: string, changeId: string): Promise<ChangeDraftRow | null> {
      const [row] = await db.select(columns).from(agreementChanges).where(liveChange(documentId, changeId));
      return (row as ChangeDraftRow | undefined) ?? null;
    },

    /** Replaces a live DRAFT amendment's changes; null when no such draft (the caller says why). */
    async updateDraftChanges(
      documentId: string,
      changeId: string,
      changes: StoredAgreementChange[],
      actorId: string,
    ): Promise<ChangeDraftRow | null> {
      const [row] = await db
        .update(agreementChanges)
        .set({ changes, updatedById: actorId, updatedAt: sql`now()` })
        .where(
          and(
            liveChange(documentId, changeId),
            eq(agreementChanges.status, "DRAFT"),
            eq(agreementChanges.kind, "AMENDMENT"),
          ),
        )
        .returning(columns);
      return (row as ChangeDraftRow | undefined) ?? null;
    },

    /** Soft-deletes a live DRAFT; false when no such draft (the caller says why). */
    async deleteDraft(documentId: string, changeId: string, actorId: string): Promise<boolean> {
      const rows = await db
        .update(agreementChanges)
        .set({ deletedAt: sql`now()`, updatedById: actorId })
        .where(and(liveChange(documentId, changeId), eq(agreementChanges.status, "DRAFT")))
        .returning({ id: agreementChanges.id });
      return rows.length > 0;
    },
  };
}

export type AgreementChangesRepository = ReturnType<typeof createAgreementChangesRepository>;
