import { documents, states, users, type Database, type Executor } from "@prenup/db";
import { and, desc, eq, gt, isNull, lte, ne, or, sql } from "drizzle-orm";

export function createPartnersRepository(db: Database) {
  return {
    /**
     * Open invitations to this e-mail (case-insensitive): live, active documents without partner B
     * whose link has not expired, other than the caller's own.
     */
    async listOpenInvites(email: string, userId: string, now: Date) {
      return db
        .select({
          documentId: documents.id,
          inviterFirstName: users.firstName,
          inviterLastName: users.lastName,
          sentAt: documents.invitationSentAt,
          createdAt: documents.createdAt,
          expiresAt: documents.invitationExpiresAt,
          stateId: states.id,
          stateName: states.name,
          stateAbbreviation: states.abbreviation,
        })
        .from(documents)
        .innerJoin(users, eq(users.id, documents.userAId))
        .leftJoin(states, eq(states.id, documents.stateId))
        .where(
          and(
            isNull(documents.deletedAt),
            eq(documents.isActive, true),
            isNull(documents.userBId),
            ne(documents.userAId, userId),
            sql`lower(${documents.invitationEmail}) = lower(${email})`,
            or(isNull(documents.invitationExpiresAt), gt(documents.invitationExpiresAt, now)),
          ),
        )
        .orderBy(desc(documents.invitationSentAt), desc(documents.id));
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
            isNull(documents.deletedAt),
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

export type PartnersRepository = ReturnType<typeof createPartnersRepository>;
