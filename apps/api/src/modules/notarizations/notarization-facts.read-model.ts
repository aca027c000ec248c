import { documents, live, notarizationSignerLocations, notarizations, states, users, type Executor } from "@prenup/db";
import { and, eq, sql } from "drizzle-orm";
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

/**
 * The agreement around a notarization, in one statement: the document's parties and attorneys
 * (names, e-mails; the documents' and users' tables), its state's notary settings, its generated
 * PDF, its live notarization and its signers' answers on where they will sign.
 */
export function notarizationFacts(executor: Executor, documentId: string) {
  return executor
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
            where ${notarizationSignerLocations.documentId} = ${documents.id} and ${live(notarizationSignerLocations)}
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
}
