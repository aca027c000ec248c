import { completeAnswers } from "@prenup/agreement/testing";
import type { AnswerMap } from "@prenup/content";
import type { AgreementKind } from "@prenup/domain";
import {
  documentClauses,
  documentCommits,
  documentFiles,
  documentRecordEntries,
  documents,
  documentSections,
  files,
  type Database,
} from "@prenup/db";
import {
  acknowledgeDisclosure,
  createCouple,
  declareDisclosure,
  writeAnswers,
  type CreatedCouple,
} from "@prenup/db/testing";
import { count, eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { claimsOf, type TestApi } from "./harness.ts";

/**
 * A paid couple in a state whose questionnaires are complete and aligned: the fixture answers of
 * the agreement package (defaults, with the fixture's typed values), `overrides` for either partner.
 */
export async function readyCouple(
  db: Database,
  options: {
    state?: string;
    answersA?: AnswerMap;
    answersB?: AnswerMap;
    paid?: boolean;
    /** Each partner declared there is nothing to disclose and acknowledged the other's, so generation may run (default); false: no disclosure on file. */
    disclosed?: boolean;
    /** The agreement's kind (default a prenup). */
    kind?: AgreementKind;
  } = {},
): Promise<CreatedCouple> {
  const state = options.state ?? "CA";
  const couple = await createCouple(db, {
    state,
    paid: options.paid ?? true,
    ...(options.kind ? { document: { kind: options.kind } } : {}),
    userA: { firstName: "Avery", lastName: "Stone" },
    userB: { firstName: "Blake", lastName: "Moreno" },
  });
  // Signing without an attorney keeps every section open (hiring one through us locks some until representation is bought).
  const base = { attorney_plan: ["attorney_plan__no_attorney"] };
  await writeAnswers(db, {
    userId: couple.userA.id,
    documentId: couple.document.id,
    answers: completeAnswers(state, { ...base, ...options.answersA }),
  });
  await writeAnswers(db, {
    userId: couple.userB.id,
    documentId: couple.document.id,
    answers: completeAnswers(state, { ...base, ...options.answersB }),
  });
  if (options.disclosed ?? true) {
    for (const user of [couple.userA, couple.userB])
      await declareDisclosure(db, {
        userId: user.id,
        documentId: couple.document.id,
        declaration: "NOTHING_TO_DISCLOSE",
      });
    for (const [owner, reader] of [
      [couple.userA, couple.userB],
      [couple.userB, couple.userA],
    ] as const)
      await acknowledgeDisclosure(db, { documentId: couple.document.id, ownerId: owner.id, readerId: reader.id });
  }
  return couple;
}

/** Both partners review the agreement's current text through the API, A then B: the couple's review, which finalizing and notarizing need. */
export async function reviewByBoth(
  api: TestApi,
  couple: Pick<CreatedCouple, "document" | "userA" | "userB">,
): Promise<void> {
  for (const partner of [couple.userA, couple.userB]) {
    const response = await api.inject({
      method: "PATCH",
      url: `/documents/${couple.document.id}`,
      as: claimsOf(partner),
      payload: { reviewedAt: api.clock.now().toISOString() },
    });
    expect(response.statusCode, response.body).toBe(200);
  }
}

/** Everything generation, review and files write, for one document: unchanged after a refused request. */
export async function storedAgreementState(db: Database, documentId: string) {
  const counted = async (
    table:
      | typeof documentSections
      | typeof documentClauses
      | typeof documentCommits
      | typeof documentRecordEntries
      | typeof documentFiles,
  ) => (await db.select({ value: count() }).from(table).where(eq(table.documentId, documentId)))[0]?.value;
  const [document] = await db.select().from(documents).where(eq(documents.id, documentId));
  const [fileCount] = await db.select({ value: count() }).from(files).where(sql`${files.deletedAt} is null`);
  return {
    sections: await counted(documentSections),
    clauses: await counted(documentClauses),
    commits: await counted(documentCommits),
    record: await counted(documentRecordEntries),
    documentFiles: await counted(documentFiles),
    files: fileCount?.value,
    document: { ...document, updatedAt: undefined },
  };
}
