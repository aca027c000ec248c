import { documents, live, states, users, type Database } from "@prenup/db";
import { and, desc, eq, gt, isNull, ne, or, sql } from "drizzle-orm";

/** Open invitations to this e-mail (case-insensitive): live, active documents without partner B whose link has not expired, other than the caller's own, with the inviter's name and the state (the users' and states' tables). */
export function openInvites(db: Database, email: string, userId: string, now: Date) {
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
        live(documents),
        eq(documents.isActive, true),
        isNull(documents.userBId),
        ne(documents.userAId, userId),
        sql`lower(${documents.invitationEmail}) = lower(${email})`,
        or(isNull(documents.invitationExpiresAt), gt(documents.invitationExpiresAt, now)),
      ),
    )
    .orderBy(desc(documents.invitationSentAt), desc(documents.id));
}
