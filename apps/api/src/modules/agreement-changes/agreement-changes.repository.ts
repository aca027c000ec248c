import {
  agreementChangeApprovals,
  agreementChangeSignatures,
  agreementChanges,
  live,
  subquery,
  type AgreementChangeKind,
  type AgreementChangeStatus,
  type Executor,
  type StoredAgreementChange,
} from "@prenup/db";
import { fullName } from "@prenup/domain";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import { signedRecordOf, type SignedRecord } from "../agreement/agreement.queries.ts";
import { liveDocumentParties } from "../documents/documents.queries.ts";
import { fileOf, type FileOf } from "../files/files.queries.ts";
import { stateAbbreviationOf } from "../states/states.queries.ts";
import { partyOf, type PartyOf } from "../users/users.queries.ts";

/** One spouse's signing of a change, as recorded. */
export type ChangeSignatureRow = {
  respondent: "A" | "B";
  signedOn: string;
  witnesses: string[];
  counsel: string | null;
  fileSha256: string;
  recordedAt: string;
};

/** An assigned attorney's live approval of a change, for the side they represent, of its content then. */
export type ChangeApprovalRow = {
  respondent: "A" | "B";
  attorneyId: string;
  attorney: PartyOf | null;
  /** The SHA-256 of the change's content when approved (`changeContentSha256`). */
  contentSha256: string;
  approvedAt: string;
};

/**
 * What an amendment does that some states' rules turn on: it makes one spouse's separate property
 * shared (a conversion statement), it gives up a right at the other's death (witnesses). Null: not
 * answered yet, decided as yes.
 */
export type AmendmentEffects = { convertsSeparateProperty: boolean | null; waivesDeathRights: boolean | null };

/**
 * A draft or signed change of an agreement as the module reads it: its row with its state's
 * abbreviation and the spouses' signings recorded so far (in the order they signed).
 */
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
  convertsSeparateProperty: boolean | null;
  waivesDeathRights: boolean | null;
  effectiveOn: string | null;
  signatures: ChangeSignatureRow[];
  approvals: ChangeApprovalRow[];
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
  convertsSeparateProperty: agreementChanges.convertsSeparateProperty,
  waivesDeathRights: agreementChanges.waivesDeathRights,
  effectiveOn: agreementChanges.effectiveOn,
  signatures: subquery<ChangeSignatureRow[]>`select coalesce(json_agg(json_build_object(
      'respondent', s.respondent, 'signedOn', s.signed_on, 'witnesses', s.witnesses, 'counsel', s.counsel,
      'fileSha256', s.file_sha256, 'recordedAt', s.created_at) order by s.signed_on, s.created_at), '[]'::json)
    from ${agreementChangeSignatures} s where s.change_id = ${agreementChanges.id} and ${live("s")}`,
  approvals: subquery<ChangeApprovalRow[]>`select coalesce(json_agg(json_build_object(
      'respondent', a.respondent, 'attorneyId', a.attorney_id, 'attorney', ${partyOf(sql.raw("a.attorney_id"))},
      'contentSha256', a.content_sha256, 'approvedAt', a.created_at) order by a.respondent), '[]'::json)
    from ${agreementChangeApprovals} a where a.change_id = ${agreementChanges.id} and ${live("a")}`,
  createdById: agreementChanges.createdById,
  createdAt: agreementChanges.createdAt,
  updatedAt: agreementChanges.updatedAt,
};

/** No spouse has signed the change yet: its text is still the couple's to edit. */
const unsigned = sql`not exists (select 1 from ${agreementChangeSignatures} s
  where s.change_id = ${agreementChanges.id} and ${live("s")})`;

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
      /** An amendment's answers about what it does (null: not answered). */
      effects: AmendmentEffects;
      createdById: string;
      /** The app clock's now: the draft's creation, the day its text was last changed. */
      at: Date;
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
          convertsSeparateProperty: input.effects.convertsSeparateProperty,
          waivesDeathRights: input.effects.waivesDeathRights,
          createdById: input.createdById,
          updatedById: input.createdById,
          createdAt: input.at,
          updatedAt: input.at,
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

    /** The signed original's record head and day of signing with both parties' names, in one statement. */
    async signedOriginal(
      documentId: string,
      parties: { userAId: string; userBId: string | null },
    ): Promise<{ signedRecord: SignedRecord | null; partyA: PartyOf | null; partyB: PartyOf | null }> {
      const { rows } = await db.execute<{
        signed_record: SignedRecord | null;
        party_a: PartyOf | null;
        party_b: PartyOf | null;
      }>(
        sql`select ${signedRecordOf(sql`${documentId}::uuid`)} as signed_record,
          ${partyOf(sql`${parties.userAId}::uuid`)} as party_a, ${partyOf(sql`${parties.userBId}::uuid`)} as party_b`,
      );
      const row = rows[0];
      return { signedRecord: row?.signed_record ?? null, partyA: row?.party_a ?? null, partyB: row?.party_b ?? null };
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

    /**
     * The document's changes in effect (SIGNED), oldest first: the amendments the reading copy
     * applies and a revocation that ended the agreement.
     */
    signedChanges(
      documentId: string,
    ): Promise<
      { kind: AgreementChangeKind; number: number | null; effectiveOn: string; changes: StoredAgreementChange[] }[]
    > {
      return db
        .select({
          kind: agreementChanges.kind,
          number: agreementChanges.number,
          effectiveOn: sql<string>`${agreementChanges.effectiveOn}::text`,
          changes: agreementChanges.changes,
        })
        .from(agreementChanges)
        .where(
          and(
            eq(agreementChanges.documentId, documentId),
            eq(agreementChanges.status, "SIGNED"),
            live(agreementChanges),
          ),
        )
        .orderBy(agreementChanges.effectiveOn, agreementChanges.createdAt);
    },

    /**
     * A live DRAFT change and its signings, its row locked (`FOR UPDATE`) in the caller's
     * transaction, so two spouses' signings recorded at once are counted one after the other (null:
     * no such draft). The signings are read by a second statement once the lock is held: under READ
     * COMMITTED a statement that waited for the lock still sees the rows of its own snapshot, so the
     * other spouse's signing, committed meanwhile, is only seen by a statement that starts after it.
     */
    async lockDraft(executor: Executor, documentId: string, changeId: string): Promise<ChangeDraftRow | null> {
      const locked = await executor
        .select({ id: agreementChanges.id })
        .from(agreementChanges)
        .where(and(liveChange(documentId, changeId), eq(agreementChanges.status, "DRAFT")))
        .for("update");
      if (locked.length === 0) return null;
      const [row] = await executor
        .select(columns)
        .from(agreementChanges)
        .where(and(liveChange(documentId, changeId), eq(agreementChanges.status, "DRAFT")));
      return (row as ChangeDraftRow | undefined) ?? null;
    },

    /**
     * The side's approval of the change's content `contentSha256`, in the caller's transaction: an
     * approval of other content is withdrawn first; the one-per-side unique index keeps a second
     * approval given at once from landing. False when the same content was already approved.
     */
    async approve(
      executor: Executor,
      input: { changeId: string; respondent: "A" | "B"; attorneyId: string; contentSha256: string; at: Date },
    ): Promise<boolean> {
      const side = and(
        eq(agreementChangeApprovals.changeId, input.changeId),
        eq(agreementChangeApprovals.respondent, input.respondent),
        live(agreementChangeApprovals),
      );
      await executor
        .update(agreementChangeApprovals)
        .set({ deletedAt: input.at, updatedAt: input.at, updatedById: input.attorneyId })
        .where(and(side, ne(agreementChangeApprovals.contentSha256, input.contentSha256)));
      const inserted = await executor
        .insert(agreementChangeApprovals)
        .values({
          changeId: input.changeId,
          respondent: input.respondent,
          attorneyId: input.attorneyId,
          contentSha256: input.contentSha256,
          createdAt: input.at,
          updatedAt: input.at,
          createdById: input.attorneyId,
          updatedById: input.attorneyId,
        })
        .onConflictDoNothing()
        .returning({ id: agreementChangeApprovals.id });
      return inserted.length > 0;
    },

    /** A person's full name as the record names them (null: no such user, or no name given). */
    async personName(executor: Executor, userId: string): Promise<string | null> {
      const { rows } = await executor.execute<{ person: PartyOf | null }>(
        sql`select ${partyOf(sql`${userId}::uuid`)} as person`,
      );
      const person = rows[0]?.person;
      return person ? fullName(person) || null : null;
    },

    /** Withdraws the side's live approval of the change; false when there was none. */
    async withdrawApproval(
      executor: Executor,
      input: { changeId: string; respondent: "A" | "B"; attorneyId: string; at: Date },
    ): Promise<boolean> {
      const rows = await executor
        .update(agreementChangeApprovals)
        .set({ deletedAt: input.at, updatedAt: input.at, updatedById: input.attorneyId })
        .where(
          and(
            eq(agreementChangeApprovals.changeId, input.changeId),
            eq(agreementChangeApprovals.respondent, input.respondent),
            live(agreementChangeApprovals),
          ),
        )
        .returning({ id: agreementChangeApprovals.id });
      return rows.length > 0;
    },

    /** One spouse's signing; the one-per-spouse unique index refuses a second (the caller answers it). */
    async insertSignature(
      executor: Executor,
      input: {
        changeId: string;
        respondent: "A" | "B";
        signedOn: string;
        witnesses: string[];
        counsel: string | null;
        fileId: string;
        fileSha256: string;
        actorId: string;
      },
    ): Promise<void> {
      await executor.insert(agreementChangeSignatures).values({
        changeId: input.changeId,
        respondent: input.respondent,
        signedOn: input.signedOn,
        witnesses: input.witnesses,
        counsel: input.counsel,
        fileId: input.fileId,
        fileSha256: input.fileSha256,
        createdById: input.actorId,
        updatedById: input.actorId,
      });
    },

    /** A spouse's signed copy of a live change: its file (null: no such signing). */
    async signedCopy(
      documentId: string,
      changeId: string,
      respondent: "A" | "B",
    ): Promise<{ fileId: string; file: FileOf | null; createdAt: Date } | null> {
      const [row] = await db
        .select({
          fileId: agreementChangeSignatures.fileId,
          file: fileOf(agreementChangeSignatures.fileId),
          createdAt: agreementChangeSignatures.createdAt,
        })
        .from(agreementChangeSignatures)
        .innerJoin(agreementChanges, eq(agreementChanges.id, agreementChangeSignatures.changeId))
        .where(
          and(
            liveChange(documentId, changeId),
            eq(agreementChangeSignatures.respondent, respondent),
            live(agreementChangeSignatures),
          ),
        );
      return row ?? null;
    },

    /** The change in effect from `effectiveOn`: SIGNED. */
    async markSigned(
      executor: Executor,
      changeId: string,
      effectiveOn: string,
      actorId: string,
      at: Date,
    ): Promise<void> {
      await executor
        .update(agreementChanges)
        .set({ status: "SIGNED", effectiveOn, updatedById: actorId, updatedAt: at })
        .where(eq(agreementChanges.id, changeId));
    },

    /** Replaces a live DRAFT amendment's changes while no spouse has signed it; null when no such draft (the caller says why). */
    async updateDraftChanges(
      documentId: string,
      changeId: string,
      update: { changes: StoredAgreementChange[] } & Partial<AmendmentEffects>,
      actorId: string,
      at: Date,
    ): Promise<ChangeDraftRow | null> {
      const [row] = await db
        .update(agreementChanges)
        .set({ ...update, updatedById: actorId, updatedAt: at })
        .where(
          and(
            liveChange(documentId, changeId),
            eq(agreementChanges.status, "DRAFT"),
            eq(agreementChanges.kind, "AMENDMENT"),
            unsigned,
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
