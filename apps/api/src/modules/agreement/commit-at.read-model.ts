import { documentCommits, documents, live, states, users, type Executor } from "@prenup/db";
import { and, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

/**
 * The commit at `committedAt` with what its clauses' explanations are filled in with: the document's
 * state and the partners' names (one statement).
 */
export function commitAt(executor: Executor, documentId: string, committedAt: Date) {
  const partyA = alias(users, "party_a");
  const partyB = alias(users, "party_b");
  const nameOf = (party: typeof partyA | typeof partyB) => ({
    firstName: party.firstName,
    middleName: party.middleName,
    lastName: party.lastName,
    suffix: party.suffix,
  });
  return executor
    .select({
      commit: documentCommits,
      stateAbbreviation: states.abbreviation,
      partyA: nameOf(partyA),
      partyB: nameOf(partyB),
    })
    .from(documentCommits)
    .innerJoin(documents, eq(documents.id, documentCommits.documentId))
    .leftJoin(states, eq(states.id, documents.stateId))
    .leftJoin(partyA, eq(partyA.id, documents.userAId))
    .leftJoin(partyB, eq(partyB.id, documents.userBId))
    .where(
      and(
        eq(documentCommits.documentId, documentId),
        eq(documentCommits.committedAt, committedAt),
        live(documentCommits),
      ),
    )
    .limit(1);
}
