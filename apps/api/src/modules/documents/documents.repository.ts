import {
  activeDocumentOf,
  documentParty,
  documents,
  live,
  partnerOfUser,
  preparedQuery,
  sideOfUser,
  type Database,
  type Document,
  type Executor,
  type NewDocument,
} from "@prenup/db";
import { and, desc, eq, gt, inArray, isNull, lte, ne, or, sql } from "drizzle-orm";
import { stateSummaryOf } from "../states/states.queries.ts";
import { countryTemplateId, liveTemplateId, templateStateFacts } from "../templates/templates.queries.ts";
import { personOf, userAccountRow } from "../users/users.queries.ts";

type PartiesRow = { userAId: string; userBId: string | null; attorneyAId: string | null; attorneyBId: string | null };

/** The access rules' lookups run on most requests: prepared once. */
const partiesOf = preparedQuery<PartiesRow>(
  "documents_parties",
  () => sql`select user_a_id as "userAId", user_b_id as "userBId", attorney_a_id as "attorneyAId", attorney_b_id as "attorneyBId"
            from documents where id = ${sql.placeholder("documentId")}::uuid and ${live()} limit 1`,
);
const partnersTogether = preparedQuery<{ found: number }>(
  "documents_partners",
  () => sql`select 1 as found from documents
            where ${live()}
              and ((user_a_id = ${sql.placeholder("a")}::uuid and user_b_id = ${sql.placeholder("b")}::uuid)
                or (user_a_id = ${sql.placeholder("b")}::uuid and user_b_id = ${sql.placeholder("a")}::uuid))
            limit 1`,
);
const attorneyOfUser = preparedQuery<{ found: number }>(
  "documents_attorney_of_user",
  () => sql`select 1 as found from documents d
            where ${live("d")}
              and (d.attorney_a_id = ${sql.placeholder("attorneyId")}::uuid or d.attorney_b_id = ${sql.placeholder("attorneyId")}::uuid)
              and ${documentParty("d", sql`${sql.placeholder("userId")}::uuid`)}
            limit 1`,
);

/**
 * Who a user works with now: their account's state and the partner on their active agreement (the
 * live stream's check). No row: the user does not exist.
 */
const coupleOfUser = preparedQuery<{
  closed: boolean;
  userType: string;
  documentId: string | null;
  partnerId: string | null;
}>("documents_couple_of_user", () => {
  const userId = sql`${sql.placeholder("userId")}::uuid`;
  return sql`select u.closed, u.user_type as "userType", d.id as "documentId", ${partnerOfUser("d", sql`u.id`)} as "partnerId"
               from ${userAccountRow(userId)} u
               left join lateral (select * from documents d where ${activeDocumentOf("d", userId)} order by d.created_at desc, d.id desc limit 1) d on true`;
});

/** A document with its state's summary (`stateSummaryOf`), as the document routes answer it. */
const withState = { document: documents, state: stateSummaryOf(documents.stateId) };

export function createDocumentsRepository(db: Database) {
  return {
    /** The parties of a live document (the access rules read it). */
    async findParties(documentId: string): Promise<PartiesRow | null> {
      const [row] = await partiesOf(db, { documentId });
      return row ?? null;
    },

    /** The user's account state and their partner on the active agreement (null: no such user). */
    async findCouple(userId: string) {
      const [row] = await coupleOfUser(db, { userId });
      return row ?? null;
    },

    /** True when the two users are partner A and B of one live document. */
    async arePartners(userId: string, otherUserId: string): Promise<boolean> {
      return (await partnersTogether(db, { a: userId, b: otherUserId })).length > 0;
    },

    /** True when the attorney is assigned to a live document in which the user is a party. */
    async isAttorneyAssignedToUser(attorneyId: string, userId: string): Promise<boolean> {
      return (await attorneyOfUser(db, { attorneyId, userId })).length > 0;
    },

    /** The live documents in which the user is partner A or B, newest first, with their state. */
    async listDocumentsOfUser(userId: string) {
      return db
        .select(withState)
        .from(documents)
        .where(and(live(documents), documentParty(documents, userId)))
        .orderBy(desc(documents.createdAt), desc(documents.id));
    },

    /** A live document with its state. */
    async findDocument(documentId: string, executor: Executor = db) {
      const [row] = await executor
        .select(withState)
        .from(documents)
        .where(and(eq(documents.id, documentId), live(documents)))
        .limit(1);
      return row ?? null;
    },

    /** The user's active document (newest when, against the rules, there are several). */
    async findActiveDocumentOfUser(userId: string, executor: Executor = db): Promise<Document | null> {
      const [row] = await executor
        .select()
        .from(documents)
        .where(activeDocumentOf(documents, userId))
        .orderBy(desc(documents.createdAt), desc(documents.id))
        .limit(1);
      return row ?? null;
    },

    /** The live template with this id. */
    async findTemplate(templateId: string) {
      return liveTemplateId(db, templateId);
    },

    /** The country's agreement template (the oldest live one of that country), else the oldest live one. */
    async findCountryTemplate(countryId: string) {
      return countryTemplateId(db, countryId);
    },

    /** The template's facts for one state (term, statute, witnesses), when it has a row for it. */
    async findTemplateState(templateId: string, stateId: string) {
      return templateStateFacts(db, templateId, stateId);
    },

    /**
     * Holds the per-user lock on "which agreement is mine" until the transaction ends: every write
     * that makes the user a party (creating an agreement, accepting an invitation) takes it before
     * checking that the user has no active agreement, so two such writes cannot both pass the check.
     */
    async lockDocumentsOfUser(userId: string, executor: Executor): Promise<void> {
      await executor.execute(sql`select pg_advisory_xact_lock(hashtext(${`document-of:${userId}`}))`);
    },

    /**
     * Holds the document's row until the transaction ends and reads its signing facts as they are
     * under the lock: each partner's review and the finalization (a review or finalization decides
     * on these, so two at once cannot both go through).
     */
    async lockSigningFacts(
      documentId: string,
      executor: Executor,
    ): Promise<{ userAReviewedAt: Date | null; userBReviewedAt: Date | null; finalizedAt: Date | null } | null> {
      const [row] = await executor
        .select({
          userAReviewedAt: documents.userAReviewedAt,
          userBReviewedAt: documents.userBReviewedAt,
          finalizedAt: documents.finalizedAt,
        })
        .from(documents)
        .where(eq(documents.id, documentId))
        .for("update");
      return row ?? null;
    },

    /** Holds the document's row until the transaction ends (writes that must run one after the other). */
    async lockDocument(documentId: string, executor: Executor): Promise<void> {
      await executor.execute(
        sql`select ${documents.id} from ${documents} where ${documents.id} = ${documentId} for update`,
      );
    },

    /**
     * Deactivates the user's other active agreements (an admin resolving duplicates), locked and in
     * the caller's transaction; answers, purchases and history stay with each agreement. Returns the
     * deactivated ids.
     */
    async deactivateOtherDocuments(
      executor: Executor,
      input: { userId: string; keepDocumentId: string; actorId: string; now: Date },
    ): Promise<string[]> {
      const rows = await executor
        .update(documents)
        .set({ isActive: false, updatedAt: input.now, updatedById: input.actorId })
        .where(and(activeDocumentOf(documents, input.userId), ne(documents.id, input.keepDocumentId)))
        .returning({ id: documents.id });
      return rows.map((row) => row.id);
    },

    async insertDocument(values: NewDocument, executor: Executor = db): Promise<Document> {
      const [row] = await executor.insert(documents).values(values).returning();
      if (!row) throw new Error("insert into documents returned no row");
      return row;
    },

    /**
     * Makes `attorneyId` the representing attorney on `userId`'s side of the document (A or B) and
     * sets that side's will-hire flag, in one conditional statement: only when the side has no
     * attorney yet or has this one. False when nothing matched (another attorney holds the side, or
     * the user is not a party).
     */
    async assignRepresentingAttorney(
      input: { documentId: string; userId: string; attorneyId: string; actorId: string; now: Date },
      executor: Executor = db,
    ): Promise<boolean> {
      const { documentId, userId, attorneyId, actorId, now } = input;
      const result = (await executor.execute(sql`
        update documents set
          attorney_a_id = case when user_a_id = ${userId}::uuid then ${attorneyId}::uuid else attorney_a_id end,
          attorney_b_id = case when user_b_id = ${userId}::uuid then ${attorneyId}::uuid else attorney_b_id end,
          user_a_will_hire_attorney = case when user_a_id = ${userId}::uuid then true else user_a_will_hire_attorney end,
          user_b_will_hire_attorney = case when user_b_id = ${userId}::uuid then true else user_b_will_hire_attorney end,
          updated_at = ${now.toISOString()}::timestamptz, updated_by_id = ${actorId}::uuid
        where id = ${documentId}::uuid and ${live()}
          and ((user_a_id = ${userId}::uuid and coalesce(attorney_a_id, ${attorneyId}::uuid) = ${attorneyId}::uuid)
            or (user_b_id = ${userId}::uuid and coalesce(attorney_b_id, ${attorneyId}::uuid) = ${attorneyId}::uuid))
        returning id`)) as { rows: unknown[] };
      return result.rows.length > 0;
    },

    async updateDocument(documentId: string, changes: Partial<NewDocument>, executor: Executor = db): Promise<void> {
      await executor.update(documents).set(changes).where(eq(documents.id, documentId));
    },

    /**
     * Records a new invitation — unless one was sent after `notBefore` (at most one a minute per
     * agreement) or partner B has joined. One conditional update, so twenty requests at once record
     * one invitation and the other nineteen find it too soon. False when nothing was recorded.
     */
    async recordInvitation(
      input: {
        documentId: string;
        email: string;
        now: Date;
        notBefore: Date;
        tokenHash: string;
        expiresAt: Date;
        actorId: string;
      },
      executor: Executor = db,
    ): Promise<boolean> {
      const updated = await executor
        .update(documents)
        .set({
          invitationEmail: input.email,
          invitationSentAt: input.now,
          invitationTokenHash: input.tokenHash,
          invitationExpiresAt: input.expiresAt,
          updatedById: input.actorId,
        })
        .where(
          and(
            eq(documents.id, input.documentId),
            isNull(documents.userBId),
            or(isNull(documents.invitationSentAt), lte(documents.invitationSentAt, input.notBefore)),
          ),
        )
        .returning({ id: documents.id });
      return updated.length > 0;
    },

    /**
     * Open invitations to this e-mail (case-insensitive): live, active documents without partner B
     * whose link has not expired, other than the caller's own.
     */
    async listOpenInvites(email: string, userId: string, now: Date) {
      const rows = await db
        .select({
          documentId: documents.id,
          // Every document names its partner A (a foreign key), so each row has its inviter.
          inviter: personOf(documents.userAId),
          sentAt: documents.invitationSentAt,
          createdAt: documents.createdAt,
          expiresAt: documents.invitationExpiresAt,
          state: stateSummaryOf(documents.stateId),
        })
        .from(documents)
        .where(
          and(
            live(documents),
            eq(documents.isActive, true),
            isNull(documents.userBId),
            ne(documents.userAId, userId),
            sql`lower(${documents.invitationEmail}) = lower(${email})`,
            or(isNull(documents.invitationExpiresAt), gt(documents.invitationExpiresAt, now)),
          ),
        )
        .orderBy(desc(documents.invitationSentAt), desc(documents.id));
      return rows.map(({ inviter, state, ...row }) => ({
        ...row,
        inviterFirstName: inviter?.firstName ?? null,
        inviterLastName: inviter?.lastName ?? null,
        stateId: state?.id ?? null,
        stateName: state?.name ?? null,
        stateAbbreviation: state?.abbreviation ?? null,
      }));
    },

    /**
     * Makes the user partner B, if the document still waits for one (and, for a link, still holds
     * that link's hash): clears the link so it works once. False when someone else got there first.
     */
    async acceptInvitation(
      input: { documentId: string; userId: string; now: Date; nonceHash: string | null },
      executor: Executor = db,
    ): Promise<boolean> {
      const updated = await executor
        .update(documents)
        .set({
          userBId: input.userId,
          invitedUserId: input.userId,
          invitationAcceptedAt: input.now,
          invitationTokenHash: null,
          invitationExpiresAt: null,
          updatedById: input.userId,
        })
        .where(
          and(
            eq(documents.id, input.documentId),
            live(documents),
            isNull(documents.userBId),
            input.nonceHash === null ? undefined : eq(documents.invitationTokenHash, input.nonceHash),
          ),
        )
        .returning({ id: documents.id });
      return updated.length > 0;
    },

    /** Stamps the reminder unless one was sent after `notBefore`; false when one was (too soon). */
    async stampReminder(documentId: string, now: Date, notBefore: Date, executor: Executor = db): Promise<boolean> {
      const updated = await executor
        .update(documents)
        .set({ questionnaireReminderSentAt: now })
        .where(
          and(
            eq(documents.id, documentId),
            or(isNull(documents.questionnaireReminderSentAt), lte(documents.questionnaireReminderSentAt, notBefore)),
          ),
        )
        .returning({ id: documents.id });
      return updated.length > 0;
    },
  };
}

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;

/**
 * Closes the documents for both partners (soft delete: every read of a live document stops finding
 * them); a document already closed keeps its time. In the caller's transaction.
 */
export async function closeDocuments(executor: Executor, documentIds: readonly string[], at: Date): Promise<void> {
  if (documentIds.length === 0) return;
  await executor
    .update(documents)
    .set({ deletedAt: at, updatedAt: at, updatedById: null })
    .where(and(inArray(documents.id, [...documentIds]), live(documents)));
}

/**
 * Forgets the address the user was invited at on every document they joined as partner B (the
 * invitation is spent; the address is theirs), in the caller's transaction.
 */
export async function forgetInvitationsOf(executor: Executor, userId: string, at: Date): Promise<void> {
  await executor
    .update(documents)
    .set({ invitationEmail: null, invitationTokenHash: null, updatedAt: at, updatedById: null })
    .where(sql`${sideOfUser(documents, userId)} = 'B'`);
}
