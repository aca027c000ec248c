/** A married couple whose agreement is notarized, for the tests of the changes made after the signing. */
import { documentClauses, documentRecordEntries, documentSections, notarizations, type Database } from "@prenup/db";
import { expect } from "vitest";
import { readyCouple } from "./agreement-fixtures.ts";
import { claimsOf, type TestApi } from "./harness.ts";

export const HEAD_HASH = "ab".repeat(32);
/** Clause 3.2 of the signed agreement (`couple`). */
export const SIGNED_CLAUSE = {
  title: "Separate Property",
  text: "Each Party keeps the property they owned before the marriage.",
};
export const FIRST_HASH = "cd".repeat(32);

/**
 * A couple in `state` married on 2025-06-14 (the test clock's today is 2026-11-21) whose agreement
 * was notarized on 2025-05-20, its record ending with the notarization's entry; its text has three
 * numbered articles of two clauses each (3.2 is `SIGNED_CLAUSE`). `answers` go to both partners.
 */
export async function signedCouple(
  db: Database,
  state: string,
  options: { answers?: Record<string, string | string[]> } = {},
) {
  const answers = { wedding_date: "2025-06-14", ...options.answers };
  const created = await readyCouple(db, { state, answersA: answers, answersB: answers });
  const documentId = created.document.id;
  const by = { createdById: created.userA.id, updatedById: created.userA.id };
  const sections = await db
    .insert(documentSections)
    .values(
      ["Definitions", "Debts", "Property"].map((title, order) => ({
        documentId,
        title,
        listStyle: "NUMERIC" as const,
        order,
        ...by,
      })),
    )
    .returning({ id: documentSections.id, order: documentSections.order });
  await db.insert(documentClauses).values(
    sections.flatMap((section) =>
      [0, 1].map((order) => ({
        documentId,
        documentSectionId: section.id,
        order,
        ...(section.order === 2 && order === 1
          ? SIGNED_CLAUSE
          : { title: null, text: `Clause ${section.order + 1}.${order + 1} as signed.` }),
        ...by,
      })),
    ),
  );
  await db.insert(notarizations).values({
    documentId,
    isProofUpload: true,
    notarizationCompletedAt: new Date("2025-05-20T18:00:00.000Z"),
    signedOn: "2025-05-20",
  });
  await db.insert(documentRecordEntries).values([
    {
      documentId,
      sequence: 1,
      kind: "AGREEMENT_FINALIZED",
      occurredAt: new Date("2025-05-10T12:00:00.000Z"),
      details: {},
      previousHash: "0".repeat(64),
      hash: FIRST_HASH,
    },
    {
      documentId,
      sequence: 2,
      kind: "NOTARIZED",
      occurredAt: new Date("2025-05-20T18:00:00.000Z"),
      details: { method: "IN_PERSON", signedOn: "2025-05-20" },
      previousHash: FIRST_HASH,
      hash: HEAD_HASH,
    },
  ]);
  return created;
}

type Couple = Awaited<ReturnType<typeof signedCouple>>;
type Partner = Couple["userA"];

/** Partner A drafts an amendment of clause 3.2 in `state` to read `newText` (201); answers the change's id. */
export async function draftAmendmentOf(api: TestApi, couple: Couple, state: string, newText: string): Promise<string> {
  const drafted = await api.inject({
    method: "POST",
    url: `/users/${couple.userA.id}/documents/${couple.document.id}/changes`,
    payload: { kind: "AMENDMENT", state, changes: [{ label: "3.2", newText, reason: "CHILD" }] },
    as: claimsOf(couple.userA),
  });
  expect(drafted.statusCode, drafted.body).toBe(201);
  return drafted.json<{ id: string }>().id;
}

/** The spouse declares again that they have nothing to disclose: their disclosure confirmed for a change. */
export async function confirmNothingToDisclose(api: TestApi, couple: Couple, user: Partner): Promise<void> {
  const declared = await api.inject({
    method: "PUT",
    url: `/users/${user.id}/documents/${couple.document.id}/disclosure-declaration`,
    payload: { declaration: "NOTHING_TO_DISCLOSE" },
    as: claimsOf(user),
  });
  expect(declared.statusCode, declared.body).toBe(200);
}

/** The spouse records their signing of the change with the notarized `pdf` (query: the day and witnesses) (201). */
export async function signChangeAs(
  api: TestApi,
  couple: Couple,
  user: Partner,
  changeId: string,
  pdf: Buffer,
  query = "signedOn=2026-11-21",
): Promise<void> {
  const signed = await api.inject({
    method: "POST",
    url: `/users/${user.id}/documents/${couple.document.id}/changes/${changeId}/signatures?${query}`,
    payload: pdf,
    headers: { "content-type": "application/pdf" },
    as: claimsOf(user),
  });
  expect(signed.statusCode, signed.body).toBe(201);
}
