/**
 * The agreement through the API: generation and what it needs, the regeneration check, review,
 * California's wait, finalization, the regenerate confirmation, approvals, files, history, the
 * enforceability record and the templates — on a real database, rendering in worker threads.
 */
import { createHash } from "node:crypto";
import { verifyRecordChain } from "@prenup/agreement";
import { pdfPageTexts } from "@prenup/agreement/testing";
import { documentClauses, documentRecordEntries, documents, documentSections, mailOutbox, users } from "@prenup/db";
import { createAdmin, createAttorney, createCouple } from "@prenup/db/testing";
import { and, eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readyCouple, reviewByBoth, storedAgreementState } from "./agreement-fixtures.ts";
import { claimsOf, createTestApi, type TestApi, type TokenClaims } from "./harness.ts";
import { opt, q } from "./questionnaire-fixtures.ts";

let api: TestApi;
let admin: TokenClaims;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  api = await createTestApi({ now: new Date("2026-11-21T12:00:00.000Z") });
  admin = claimsOf(await createAdmin(api.db), "admin");
});
afterAll(async () => {
  await api?.close();
});
beforeEach(() => {
  api.clock.set(new Date("2026-11-21T12:00:00.000Z"));
});

async function expectNothingStored(
  documentId: string,
  request: () => Promise<LightMyRequestResponse>,
  status: number,
  message?: RegExp | string,
) {
  const before = await storedAgreementState(api.db, documentId);
  const response = await request();
  expect(response.statusCode, response.body).toBe(status);
  if (message) expect(JSON.stringify(JSON.parse(response.body))).toMatch(message);
  expect(await storedAgreementState(api.db, documentId)).toEqual(before);
  return response;
}

const generate = (documentId: string, as: TokenClaims) =>
  api.inject({ method: "POST", url: `/documents/${documentId}/generate`, as });
const status = async (documentId: string, as: TokenClaims) => {
  const response = await api.inject({ method: "GET", url: `/documents/${documentId}/regeneration-status`, as });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Record<string, unknown> & { changes: { userA: { questions: { title: string }[] } } }>();
};
const patch = (documentId: string, as: TokenClaims, payload: Record<string, unknown>) =>
  api.inject({ method: "PATCH", url: `/documents/${documentId}`, as, payload });
const history = async (documentId: string, as: TokenClaims) => {
  const response = await api.inject({ method: "GET", url: `/documents/${documentId}/history`, as });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{
    commits: { items: { commitAt: string; pdfFileId: string; kind: string }[]; total: number };
    record: {
      entries: { kind: string; respondent: string | null; summary: string; hash: string }[];
      verified: boolean;
      problem: string | null;
    };
  }>();
};

describe("generation", () => {
  it("is refused with what is missing, and stores nothing", async () => {
    const unpaid = await readyCouple(api.db, { paid: false });
    await expectNothingStored(
      unpaid.document.id,
      () => generate(unpaid.document.id, claimsOf(unpaid.userA)),
      409,
      "Pay for your prenup.",
    );

    const alone = await createCouple(api.db, { paid: true });
    await expectNothingStored(
      alone.document.id,
      () => generate(alone.document.id, claimsOf(alone.userB)),
      409,
      "Finish your questionnaire.",
    );

    const disagreeing = await readyCouple(api.db, {
      answersB: { signing_timeline: ["signing_timeline__under_30_days"] },
    });
    const refused = await expectNothingStored(
      disagreeing.document.id,
      () => generate(disagreeing.document.id, claimsOf(disagreeing.userA)),
      409,
    );
    expect(refused.json()).toEqual({
      code: "GENERATION_NOT_READY",
      error: "Resolve the questions you answered differently.",
    });
  });

  it("is refused while an answer is still a suggestion nobody chose, naming the question and whose it is", async () => {
    const couple = await readyCouple(api.db);
    // Partner B goes by all four parts of a name, as the documents page's list names them.
    await api.db.execute(sql`update users set middle_name = 'Ann', suffix = 'Jr.' where id = ${couple.userB.id}`);
    const partnerName = `${couple.userB.firstName} Ann ${couple.userB.lastName} Jr.`;
    // Partner B's signing timeline is the suggestion recorded for them, never chosen (its option flagged as a default).
    await api.db.execute(sql`
      update answer_question_options set is_default = true
      where answer_id = (select id from answers where user_id = ${couple.userB.id} and question_id = ${q("signing_timeline")} and deleted_at is null)`);
    const standing = await api.inject({
      method: "GET",
      url: `/users/${couple.userA.id}/standing`,
      as: claimsOf(couple.userA),
    });
    expect(standing.statusCode, standing.body).toBe(200);
    const generation = standing.json<{
      agreement: { generation: { ready: boolean; requirements: { key: string; met: boolean; label: string }[] } };
    }>().agreement.generation;
    expect(generation.ready).toBe(false);
    expect(generation.requirements.find((requirement) => requirement.key === "ANSWERS_CHOSEN")?.label).toContain(
      `"How long before the wedding do you expect to sign?" (${partnerName})`,
    );
    // The documents page lists them from the disputes list's suggestions, each with its section.
    const disputes = await api.inject({
      method: "GET",
      url: `/users/${couple.userA.id}/answers/dispute`,
      as: claimsOf(couple.userA),
    });
    expect(disputes.statusCode, disputes.body).toBe(200);
    expect(disputes.json<{ suggestions: unknown[] }>().suggestions).toEqual([
      {
        questionId: q("signing_timeline"),
        title: "How long before the wedding do you expect to sign?",
        sectionPath: "understanding",
        byMe: false,
        byPartner: true,
      },
    ]);
    expect(
      generation.requirements.filter((requirement) => !requirement.met).map((requirement) => requirement.key),
    ).toEqual(["PARTNER_QUESTIONNAIRE", "ANSWERS_CHOSEN", "ALIGNMENT"]);
    // The section holding the suggestion is not complete for partner B, who is the one to act.
    const sections = await api.inject({
      method: "GET",
      url: `/users/${couple.userB.id}/questionnaire-sections?includeStatus=true`,
      as: claimsOf(couple.userB),
    });
    expect(sections.json<{ path: string; status: string }[]>().find((s) => s.path === "understanding")?.status).toBe(
      "IN_PROGRESS",
    );

    const refused = await expectNothingStored(
      couple.document.id,
      () => generate(couple.document.id, claimsOf(couple.userA)),
      409,
    );
    expect(refused.json()).toEqual({
      code: "GENERATION_NOT_READY",
      error: "Your partner finishes their questionnaire.",
    });
    // Partner B chooses it (the same option): generation runs.
    const chosen = await api.inject({
      method: "PATCH",
      url: `/users/${couple.userB.id}/answers?questionId=${q("signing_timeline")}`,
      as: claimsOf(couple.userB),
      payload: { questionOptionIds: [opt("signing_timeline", "over_30_days")] },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json<{ answer: { isSuggestion: boolean } }>().answer.isSuggestion).toBe(false);
    const generated = await generate(couple.document.id, claimsOf(couple.userA));
    expect(generated.statusCode, generated.body).toBe(201);
  });

  it("makes the document's sections and clauses, the PDF and DOCX, a history snapshot and the record", async () => {
    const couple = await readyCouple(api.db);
    const asA = claimsOf(couple.userA);
    expect(await status(couple.document.id, asA)).toMatchObject({
      needsRegeneration: true,
      reason: "NOT_GENERATED",
      lastGeneratedAt: null,
      documentGeneratedAt: null,
    });

    const response = await generate(couple.document.id, asA);
    expect(response.statusCode, response.body).toBe(201);
    const result = response.json<{
      document: Record<string, unknown>;
      commitAt: string;
      inputHash: string;
      pdfFileId: string;
      docxFileId: string;
      missingAnswers: string[];
    }>();
    expect(result.missingAnswers).toEqual([]);
    expect(result.document).toMatchObject({
      lastGeneratedAt: "2026-11-21T12:00:00.000Z",
      lastGeneratedInputHash: result.inputHash,
      generatedPdfFileId: result.pdfFileId,
      reviewedAt: null,
    });
    expect(result.commitAt).toBe("2026-11-21T12:00:00.000Z");

    // The document's own text: sections in the template's order, clauses with their template keys.
    const sections = await api.db
      .select()
      .from(documentSections)
      .where(eq(documentSections.documentId, couple.document.id));
    expect(sections.map((section) => section.key)).toContain("spousal_support");
    expect(sections.find((section) => section.key === "caption")?.title).toBe("PREMARITAL AGREEMENT");
    const clauses = await api.db
      .select()
      .from(documentClauses)
      .where(eq(documentClauses.documentId, couple.document.id));
    expect(clauses.some((clause) => clause.key === "counsel_california_seven_days")).toBe(true);
    expect(clauses.every((clause) => clause.clauseTemplateId !== null)).toBe(true);

    // The files: listed for both partners, downloadable with the spec's file name; neither partner
    // has an attorney, so each has the explanation and the waiver of counsel as documents of their own.
    const listed = await api.inject({
      method: "GET",
      url: `/documents/${couple.document.id}/files`,
      as: claimsOf(couple.userB),
    });
    expect(
      listed
        .json<{ items: { kind: string; canDelete: boolean }[] }>()
        .items.map((file) => [file.kind, file.canDelete])
        .sort(),
    ).toEqual([
      ["generated-docx", false],
      ["generated-pdf", false],
      ...Array.from({ length: 4 }, () => ["separate-writing-docx", false]),
      ...Array.from({ length: 4 }, () => ["separate-writing-pdf", false]),
    ]);
    const pdf = await api.inject({
      method: "GET",
      url: `/documents/${couple.document.id}/files/${result.pdfFileId}`,
      as: asA,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toBe(
      `attachment; filename="Avery Stone - Blake Moreno - Premarital Agreement.pdf"; filename*=UTF-8''Avery%20Stone%20-%20Blake%20Moreno%20-%20Premarital%20Agreement.pdf`,
    );
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const docx = await api.inject({
      method: "GET",
      url: `/documents/${couple.document.id}/files/${result.docxFileId}`,
      as: asA,
    });
    expect(docx.headers["content-disposition"]).toContain(
      'filename="Avery Stone - Blake Moreno - Premarital Agreement.docx"',
    );
    expect(docx.rawPayload.subarray(0, 2).toString()).toBe("PK");

    // History and record: one generation; disclosure, counsel and the generation recorded, then A's download.
    const recorded = await history(couple.document.id, claimsOf(couple.userB));
    expect(recorded.commits.items).toEqual([
      expect.objectContaining({
        commitAt: result.commitAt,
        kind: "GENERATION",
        pdfFileId: result.pdfFileId,
        inputHash: result.inputHash,
      }),
    ]);
    expect(recorded.record.entries.map((entry) => [entry.kind, entry.respondent])).toEqual([
      // Each disclosure version, as frozen, and the other partner's acknowledgement of it.
      ["DISCLOSURE_VERSION", "A"],
      ["DISCLOSURE_ACKNOWLEDGED", "B"],
      ["DISCLOSURE_VERSION", "B"],
      ["DISCLOSURE_ACKNOWLEDGED", "A"],
      ["DISCLOSURE_INCLUDED", "A"],
      ["DISCLOSURE_INCLUDED", "B"],
      ["COUNSEL_RECORDED", "A"],
      ["COUNSEL_RECORDED", "B"],
      ["AGREEMENT_GENERATED", null],
      ["AGREEMENT_PRESENTED", "A"],
    ]);
    expect(recorded.record.entries[0]?.summary).toMatch(
      /^Avery Stone's financial disclosure, version 1 \(nothing to disclose\), was frozen on \d{4}-\d{2}-\d{2} \(content [0-9a-f]{12}…\)\.$/,
    );
    expect((recorded.record.entries[0] as { details?: unknown } | undefined)?.details).toMatchObject({
      owner: "A",
      version: 1,
      contentSha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(recorded.record.entries[1]?.summary).toMatch(
      /^Blake Moreno acknowledged receiving and reviewing Avery Stone's financial disclosure, version 1, on \d{4}-\d{2}-\d{2}\.$/,
    );
    // Recorded by the generation, each disclosure event keeps the time it happened, not the generation's.
    for (const [index, key] of [
      [0, "frozenAt"],
      [1, "acknowledgedAt"],
      [2, "frozenAt"],
      [3, "acknowledgedAt"],
    ] as const) {
      const recordedEntry = recorded.record.entries[index] as unknown as {
        occurredAt: string;
        details: Record<string, unknown>;
      };
      expect(recordedEntry.occurredAt).toBe(recordedEntry.details[key]);
      expect(recordedEntry.occurredAt).not.toBe(result.commitAt);
    }
    // The version Blake acknowledged, and when (the fixture acknowledges at the machine's date).
    expect(recorded.record.entries[4]?.summary).toMatch(
      /^Avery Stone's schedule states that nothing was disclosed\. It is version 1, which Blake Moreno acknowledged on \d{4}-\d{2}-\d{2}\.$/,
    );
    // Neither partner has an attorney in this California couple: each received the explanation and the waiver to sign separately.
    expect(recorded.record.entries.at(-1)?.summary).toBe(
      "Avery Stone received the draft of the agreement generated on 2026-11-21, with the written explanation for a party without an attorney and the waiver of counsel to sign separately.",
    );
    expect(recorded.record.verified).toBe(true);

    // Presented once per partner per generation.
    await api.inject({ method: "GET", url: `/documents/${couple.document.id}/files/${result.pdfFileId}`, as: asA });
    await api.inject({
      method: "GET",
      url: `/documents/${couple.document.id}/files/${result.pdfFileId}`,
      as: claimsOf(couple.userB),
    });
    expect(
      (await history(couple.document.id, asA)).record.entries
        .filter((entry) => entry.kind === "AGREEMENT_PRESENTED")
        .map((entry) => entry.respondent),
    ).toEqual(["A", "B"]);

    // Up to date: nothing to do.
    expect(await status(couple.document.id, asA)).toMatchObject({
      needsRegeneration: false,
      reason: null,
      userAMadeChanges: false,
      userBMadeChanges: false,
      canRegenerate: true,
    });
    await expectNothingStored(couple.document.id, () => generate(couple.document.id, asA), 409, /up to date/);
  });

  it("tells who changed which answer, asks for a new generation, and keeps both versions", async () => {
    const couple = await readyCouple(api.db, {
      state: "NY",
      answersA: {
        previously_married: ["previously_married__yes"],
        prior_marriage_count: "1",
        prior_marriage_obligations: ["prior_marriage_obligations__none"],
      },
    });
    const asA = claimsOf(couple.userA);
    const first = (await generate(couple.document.id, asA)).json<{ commitAt: string }>();

    // A partner's own answer (no disagreement to resolve): the number of earlier marriages.
    const change = await api.inject({
      method: "PATCH",
      url: `/users/${couple.userA.id}/answers?questionId=${q("prior_marriage_count")}`,
      payload: { valueTyped: "2" },
      as: asA,
    });
    expect(change.statusCode, change.body).toBe(200);
    const changed = await status(couple.document.id, claimsOf(couple.userB));
    expect(changed).toMatchObject({
      needsRegeneration: true,
      reason: "PARTNER_CHANGES",
      userAMadeChanges: true,
      userBMadeChanges: false,
    });
    expect(changed.changes.userA.questions.map((question) => question.title)).toEqual([
      expect.stringMatching(/married/i),
    ]);
    expect(changed.currentInputHash).not.toBe(changed.lastGeneratedInputHash);

    // Reviewing a stale agreement is refused.
    await expectNothingStored(
      couple.document.id,
      () => patch(couple.document.id, asA, { reviewedAt: "2026-11-21T12:00:00.000Z" }),
      409,
      "DOCUMENT_NEEDS_REGENERATION",
    );

    api.clock.advance(60_000);
    const second = await generate(couple.document.id, claimsOf(couple.userB));
    expect(second.statusCode, second.body).toBe(201);
    const commits = (await history(couple.document.id, asA)).commits.items;
    expect(commits.map((commit) => commit.commitAt)).toEqual([
      second.json<{ commitAt: string }>().commitAt,
      first.commitAt,
    ]);

    const priorMarriage = async (commitAt: string) => {
      const snapshot = await api.inject({
        method: "GET",
        url: `/documents/${couple.document.id}/history/${commitAt}`,
        as: asA,
      });
      expect(snapshot.statusCode, snapshot.body).toBe(200);
      const body = snapshot.json<{
        sections: { key: string; explanation: string | null; clauses: { key: string; text: string }[] }[];
      }>();
      expect(body.sections.find((section) => section.key === "separate_property")?.explanation).toMatch(
        /stays yours alone/,
      );
      return body.sections
        .flatMap((section) => section.clauses)
        .find((clause) => clause.key === "recital_prior_marriage_a")?.text;
    };
    expect(await priorMarriage(first.commitAt)).toBe(
      "Avery has been married before (number of earlier marriages: 1), and each earlier marriage has ended.",
    );
    expect(await priorMarriage(commits[0]!.commitAt)).toBe(
      "Avery has been married before (number of earlier marriages: 2), and each earlier marriage has ended.",
    );
    const missing = await api.inject({
      method: "GET",
      url: `/documents/${couple.document.id}/history/2020-01-01T00:00:00.000Z`,
      as: asA,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: "HISTORY_NOT_FOUND" });
  });
});

describe("clause explanations", () => {
  type Clause = {
    key: string | null;
    explanation: { meaning: string; withoutAgreement: string } | null;
    children: Clause[];
  };
  async function clausesOf(state: string): Promise<Map<string, Clause>> {
    const couple = await readyCouple(api.db, { state });
    const asB = claimsOf(couple.userB);
    const { commitAt } = (await generate(couple.document.id, claimsOf(couple.userA))).json<{ commitAt: string }>();
    const snapshot = await api.inject({
      method: "GET",
      url: `/documents/${couple.document.id}/history/${commitAt}`,
      as: asB,
    });
    expect(snapshot.statusCode, snapshot.body).toBe(200);
    const flat = (clauses: Clause[]): Clause[] => clauses.flatMap((clause) => [clause, ...flat(clause.children)]);
    const clauses = flat(
      snapshot.json<{ sections: { clauses: Clause[] }[] }>().sections.flatMap((section) => section.clauses),
    );
    return new Map(clauses.map((clause) => [clause.key ?? "", clause]));
  }

  it("come with each clause, filled in for the couple, beside their state's default: community property in California", async () => {
    const clauses = await clausesOf("CA");
    expect(clauses.get("recital_purpose")?.explanation).toEqual({
      meaning: expect.stringMatching(/^You choose your own rules/),
      withoutAgreement:
        "Without this agreement, what either of you earns or acquires during the marriage is generally community property, owned by you both equally.",
    });
    expect(clauses.get("recital_disclosure_nothing_b")?.explanation?.meaning).toBe(
      "Blake confirms in writing that there is nothing to disclose.",
    );
    expect(clauses.get("counsel_california_seven_days")?.explanation?.withoutAgreement).toMatch(/California presumes/);
    // Boilerplate carries nothing extra.
    expect(clauses.get("caption_parties")?.explanation).toBeNull();
    expect(clauses.get("sig_party_a")?.explanation).toBeNull();
  });

  it("give an equitable-distribution state's default in New York", async () => {
    const clauses = await clausesOf("NY");
    expect(clauses.get("recital_purpose")?.explanation?.withoutAgreement).toBe(
      "Without this agreement, what you acquire during the marriage is generally marital property, which a court divides in the way it finds fair, not always half and half.",
    );
    expect(clauses.get("recital_disclosure_nothing_a")?.explanation?.meaning).toBe(
      "Avery confirms in writing that there is nothing to disclose.",
    );
    expect(clauses.get("counsel_new_york")?.explanation?.withoutAgreement).toMatch(/New York does not enforce/);
    expect(clauses.get("gen_severability")?.explanation).toBeNull();
  });
});

describe("review, California's wait, finalization and the regenerate confirmation", () => {
  it("marks reviewed, locks the questionnaire, makes California wait 7 days to finalize", async () => {
    const couple = await readyCouple(api.db);
    const asA = claimsOf(couple.userA);
    expect((await generate(couple.document.id, asA)).statusCode).toBe(201);

    // Only a timestamp, one change at a time; the server records its own clock's time.
    await expectNothingStored(
      couple.document.id,
      () => patch(couple.document.id, asA, { reviewedAt: "yesterday" }),
      400,
      /ISO 8601/,
    );
    await expectNothingStored(
      couple.document.id,
      () => patch(couple.document.id, asA, { reviewedAt: "2026-11-21T12:00:00Z", finalizedAt: "2026-11-21T12:00:00Z" }),
      400,
      /one change at a time/,
    );
    await expectNothingStored(
      couple.document.id,
      () => patch(couple.document.id, asA, { lastGeneratedAt: "2026-11-21T12:00:00Z" }),
      400,
      /set by generation/,
    );
    await expectNothingStored(
      couple.document.id,
      () => patch(couple.document.id, asA, { finalizedAt: "2026-11-21T12:00:00Z" }),
      409,
      "DOCUMENT_NOT_REVIEWED",
    );

    // Partner B reviews first: their review is recorded, the couple's is not complete yet.
    const asB = claimsOf(couple.userB);
    const byB = await patch(couple.document.id, asB, { reviewedAt: "2030-01-01T00:00:00Z" });
    expect(byB.statusCode, byB.body).toBe(200);
    expect(byB.json()).toMatchObject({
      userAReviewedAt: null,
      userBReviewedAt: "2026-11-21T12:00:00.000Z",
      reviewedAt: null,
    });
    await expectNothingStored(
      couple.document.id,
      () => patch(couple.document.id, asB, { reviewedAt: "2026-11-21T12:00:00Z" }),
      409,
      "DOCUMENT_ALREADY_REVIEWED",
    );
    // Neither partner can make the text final before both reviewed it.
    await expectNothingStored(
      couple.document.id,
      () => patch(couple.document.id, asB, { finalizedAt: "2026-11-21T12:00:00Z" }),
      409,
      "PARTNER_NOT_REVIEWED",
    );
    await expectNothingStored(
      couple.document.id,
      () => patch(couple.document.id, asA, { finalizedAt: "2026-11-21T12:00:00Z" }),
      409,
      "DOCUMENT_NOT_REVIEWED",
    );
    const waiting = (await api.inject({ method: "GET", url: `/users/${couple.userB.id}/standing`, as: asB })).json<{
      notarization: { blocker: { reason: string } | null };
      agreement: { reviews: unknown };
    }>();
    expect(waiting.notarization.blocker?.reason).toBe("PARTNER_NOT_REVIEWED");
    expect(waiting.agreement.reviews).toEqual({ mine: "2026-11-21T12:00:00.000Z", partner: null });
    expect((await status(couple.document.id, asA))["reviewProblem"]).toBeNull();
    expect((await status(couple.document.id, asB))["reviewProblem"]).toMatchObject({
      code: "DOCUMENT_ALREADY_REVIEWED",
    });

    // Partner A's review completes the couple's: the document is reviewed from then on.
    api.clock.advance(60_000);
    const reviewed = await patch(couple.document.id, asA, { reviewedAt: "2030-01-01T00:00:00Z" });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    expect(reviewed.json()).toMatchObject({
      userAReviewedAt: "2026-11-21T12:01:00.000Z",
      userBReviewedAt: "2026-11-21T12:00:00.000Z",
      reviewedAt: "2026-11-21T12:01:00.000Z",
    });
    await expectNothingStored(
      couple.document.id,
      () => patch(couple.document.id, asA, { reviewedAt: "2026-11-21T12:00:00Z" }),
      409,
      "DOCUMENT_ALREADY_REVIEWED",
    );
    const kinds = (
      (await history(couple.document.id, asA)).record.entries as unknown as {
        kind: string;
        respondent: string | null;
      }[]
    ).filter((entry) => entry.kind === "AGREEMENT_REVIEWED");
    expect(kinds.map((entry) => entry.respondent)).toEqual(["B", "A"]);

    const standing = (await api.inject({ method: "GET", url: `/users/${couple.userA.id}/standing`, as: asA })).json<{
      questionnaire: { blocked: boolean };
      progress: { step: number };
      agreement: { californiaWait: { applies: boolean; mustWait: boolean; waitUntil: string | null } };
    }>();
    expect(standing.questionnaire.blocked).toBe(true);
    expect(standing.progress.step).toBe(4);
    // The period's length comes from the state-law matrix (California's 7 days).
    expect(standing.agreement.californiaWait).toEqual({
      applies: true,
      days: 7,
      startsAt: "REVIEW",
      mustWait: true,
      waitUntil: "2026-11-28T12:01:00.000Z",
      keptFrom: null,
    });

    // Answers can no longer change, and generation is refused with what to do instead.
    const locked = await api.inject({
      method: "PATCH",
      url: `/users/${couple.userA.id}/answers?questionId=${q("engagement_ring")}`,
      payload: { questionOptionIds: [opt("engagement_ring", "giver")] },
      as: asA,
    });
    expect(locked.statusCode).toBe(409);
    await expectNothingStored(couple.document.id, () => generate(couple.document.id, asA), 409, /Choose Regenerate/);

    await expectNothingStored(
      couple.document.id,
      () => patch(couple.document.id, asA, { finalizedAt: "2026-11-21T12:00:00Z" }),
      409,
      /on or after November 28, 2026/,
    );
    api.clock.advance(7 * DAY);
    const finalized = await patch(couple.document.id, asA, { finalizedAt: "2026-11-28T12:00:00Z" });
    expect(finalized.statusCode, finalized.body).toBe(200);
    expect(finalized.json()).toMatchObject({ finalizedAt: "2026-11-28T12:01:00.000Z" });
    await expectNothingStored(
      couple.document.id,
      () => patch(couple.document.id, asA, { finalizedAt: null }),
      400,
      /cannot be un-finalized/,
    );
    api.clock.set(new Date("2026-11-21T12:00:00.000Z"));
  });

  it("tells the other partner, by e-mail, that the text waits for their review; nothing once both reviewed; nothing to an unsubscribed partner", async () => {
    const mailsTo = async (to: string) =>
      api.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, to), eq(mailOutbox.template, "review-awaited")));
    const couple = await readyCouple(api.db, { state: "TX" });
    expect((await generate(couple.document.id, claimsOf(couple.userA))).statusCode).toBe(201);
    expect(
      (await patch(couple.document.id, claimsOf(couple.userA), { reviewedAt: "2026-11-21T12:00:00Z" })).statusCode,
    ).toBe(200);
    const [mail] = await mailsTo(couple.userB.email);
    expect(mail).toMatchObject({
      subject: "Avery reviewed your prenup: your review is next",
      userId: couple.userB.id,
      suppressedAt: null,
    });
    expect(mail!.text).toContain("/documents/review");
    // The review that completes the couple's tells nobody.
    expect(
      (await patch(couple.document.id, claimsOf(couple.userB), { reviewedAt: "2026-11-21T12:00:00Z" })).statusCode,
    ).toBe(200);
    expect(await mailsTo(couple.userA.email)).toEqual([]);
    expect(await mailsTo(couple.userB.email)).toHaveLength(1);

    // A partner who unsubscribed: the mail is recorded as suppressed, never delivered.
    const other = await readyCouple(api.db, { state: "TX" });
    await api.db.update(users).set({ emailUnsubscribedAt: new Date() }).where(eq(users.id, other.userA.id));
    expect((await generate(other.document.id, claimsOf(other.userB))).statusCode).toBe(201);
    expect(
      (await patch(other.document.id, claimsOf(other.userB), { reviewedAt: "2026-11-21T12:00:00Z" })).statusCode,
    ).toBe(200);
    expect((await mailsTo(other.userA.email))[0]?.suppressedAt).not.toBeNull();
  });

  it("gives a draft marked 'not for signature' until the review, then the final copy with its signing window, recorded by its hash", async () => {
    const couple = await readyCouple(api.db, { state: "NY" });
    const asA = claimsOf(couple.userA);
    expect((await generate(couple.document.id, asA)).statusCode).toBe(201);
    const pdfTexts = async (fileId: string) => {
      const response = await api.inject({
        method: "GET",
        url: `/documents/${couple.document.id}/files/${fileId}`,
        as: asA,
      });
      expect(response.statusCode).toBe(200);
      return {
        pages: pdfPageTexts(response.rawPayload),
        sha256: createHash("sha256").update(response.rawPayload).digest("hex"),
      };
    };
    const draftMark = /DRAFT . NOT FOR SIGNATURE/;
    const generated = await status(couple.document.id, asA);
    const draft = await pdfTexts(generated["pdfFileId"] as string);
    expect(draft.pages.length).toBeGreaterThan(3);
    for (const page of draft.pages) expect(page).toMatch(draftMark);
    expect(draft.pages.join("\n")).not.toContain("Signing window");

    // One partner's review leaves the text a draft: the copy to sign comes with the couple's review.
    expect((await patch(couple.document.id, asA, { reviewedAt: "2026-11-21T12:00:00Z" })).statusCode).toBe(200);
    expect((await status(couple.document.id, asA))["pdfFileId"]).toBe(generated["pdfFileId"]);
    expect(
      (await patch(couple.document.id, claimsOf(couple.userB), { reviewedAt: "2026-11-21T12:00:00Z" })).statusCode,
    ).toBe(200);
    const reviewed = await status(couple.document.id, asA);
    expect(reviewed["pdfFileId"]).not.toBe(generated["pdfFileId"]);
    expect(reviewed["docxFileId"]).not.toBe(generated["docxFileId"]);
    const final = await pdfTexts(reviewed["pdfFileId"] as string);
    expect(final.pages.some((page) => draftMark.test(page))).toBe(false);
    // The fixture couple marries on 2027-06-12: New York's agreement is signed before the marriage.
    expect(final.pages.join(" ")).toContain("Signing window: Sign before June 12, 2027.");
    const entries = (await history(couple.document.id, asA)).record.entries as unknown as {
      kind: string;
      summary: string;
      details: Record<string, unknown>;
    }[];
    expect(entries.filter((entry) => entry.kind === "AGREEMENT_REVIEWED").at(-1)).toMatchObject({
      details: { pdfFileId: reviewed["pdfFileId"], pdfSha256: final.sha256 },
    });
    // Each download is recorded as what it was: first the draft, then the copy to sign.
    expect(
      entries
        .filter((entry) => entry.kind === "AGREEMENT_PRESENTED")
        .map((entry) => [entry.details["copy"], entry.summary]),
    ).toEqual([
      ["DRAFT", "Avery Stone received the draft of the agreement generated on 2026-11-21."],
      ["FINAL", "Avery Stone received the final agreement, the copy to sign, generated on 2026-11-21."],
    ]);
    // The draft stays in the history; the agreement's files are the final copy's.
    const [document] = await api.db
      .select({ generatedPdfFileId: documents.generatedPdfFileId })
      .from(documents)
      .where(eq(documents.id, couple.document.id));
    expect(document?.generatedPdfFileId).toBe(reviewed["pdfFileId"]);
    // Outside California nothing is signed apart from the agreement.
    expect(reviewed["separateWritings"]).toEqual([]);
  });

  it("regenerate clears both reviews, hash and generation time together, only while the wedding is ahead", async () => {
    const couple = await readyCouple(api.db);
    const asA = claimsOf(couple.userA);
    await generate(couple.document.id, asA);
    await reviewByBoth(api, couple);

    await expectNothingStored(
      couple.document.id,
      () => patch(couple.document.id, asA, { reviewedAt: null }),
      400,
      /together/,
    );
    await expectNothingStored(
      couple.document.id,
      () => patch(couple.document.id, asA, { lastGeneratedInputHash: null, lastGeneratedAt: null }),
      400,
      /together/,
    );

    const cleared = await patch(couple.document.id, claimsOf(couple.userB), {
      reviewedAt: null,
      lastGeneratedInputHash: null,
      lastGeneratedAt: null,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({
      userAReviewedAt: null,
      userBReviewedAt: null,
      reviewedAt: null,
      lastGeneratedInputHash: null,
      lastGeneratedAt: null,
    });
    const after = await status(couple.document.id, asA);
    expect(after).toMatchObject({
      needsRegeneration: true,
      reason: "REGENERATION_REQUESTED",
      lastGeneratedAt: null,
      documentGeneratedAt: "2026-11-21T12:00:00.000Z",
      userAMadeChanges: false,
    });
    expect((await history(couple.document.id, asA)).record.entries.at(-1)).toMatchObject({
      kind: "REGENERATION_REQUESTED",
      respondent: "B",
    });

    // The questionnaire opens again; after the wedding, no more regeneration.
    api.clock.advance(60_000);
    expect((await generate(couple.document.id, asA)).statusCode).toBe(201);
    api.clock.set(new Date("2027-07-01T12:00:00.000Z"));
    await expectNothingStored(
      couple.document.id,
      () => patch(couple.document.id, asA, { reviewedAt: null, lastGeneratedInputHash: null, lastGeneratedAt: null }),
      409,
      "REGENERATION_NOT_OFFERED",
    );
    expect((await status(couple.document.id, asA)).canRegenerate).toBe(false);
    api.clock.set(new Date("2026-11-21T12:00:00.000Z"));
  });
});

describe("California's counsel rules", () => {
  const clauseKeysOf = async (documentId: string) =>
    (
      await api.db
        .select({ key: documentClauses.key })
        .from(documentClauses)
        .where(eq(documentClauses.documentId, documentId))
    ).map((row) => row.key);
  const sectionKeysOf = async (documentId: string) =>
    (
      await api.db
        .select({ key: documentSections.key })
        .from(documentSections)
        .where(eq(documentSections.documentId, documentId))
    ).map((row) => row.key);
  const cap = { support_choice: ["support_choice__cap"] };
  const putAttorneyOnRecord = async (documentId: string, side: "A" | "B") => {
    const { attorney } = await createAttorney(api.db, { states: ["CA"] });
    await api.db
      .update(documents)
      .set(side === "A" ? { attorneyAId: attorney.id } : { attorneyBId: attorney.id })
      .where(eq(documents.id, documentId));
  };

  it("reads a plan with nobody on record, and an attorney on record beside 'no attorney', as unrepresented: no support limit, both get the writings, the record says so", async () => {
    const couple = await readyCouple(api.db, {
      answersA: { ...cap, attorney_plan: ["attorney_plan__own_attorney"] },
      answersB: cap,
    });
    await putAttorneyOnRecord(couple.document.id, "B");
    const asA = claimsOf(couple.userA);
    expect((await generate(couple.document.id, asA)).statusCode).toBe(201);
    const keys = await clauseKeysOf(couple.document.id);
    expect(keys).toContain("ss_california_unrepresented");
    for (const key of ["ss_cap_ca", "ss_california_counsel", "counsel_represented_a", "counsel_represented_b"])
      expect(keys).not.toContain(key);
    const entries = (await history(couple.document.id, asA)).record.entries as unknown as {
      kind: string;
      summary: string;
      details: Record<string, unknown>;
    }[];
    expect(entries.find((entry) => entry.kind === "AGREEMENT_GENERATED")?.details["separateWritings"]).toEqual({
      A: ["CA_WRITTEN_EXPLANATION", "CA_COUNSEL_WAIVER"],
      B: ["CA_WRITTEN_EXPLANATION", "CA_COUNSEL_WAIVER"],
    });
    expect(entries.filter((entry) => entry.kind === "COUNSEL_RECORDED").map((entry) => entry.summary)).toEqual([
      "Avery Stone plans to be advised by an attorney.",
      "Blake Moreno chose to sign without an attorney, after being told they could hire one.",
    ]);
  });

  it("limits support, and states that both were represented, only when both partners' attorneys are on record (assigned), not on the plan alone", async () => {
    const planned = { ...cap, attorney_plan: ["attorney_plan__own_attorney"] };
    const onPlan = await readyCouple(api.db, { answersA: planned, answersB: planned });
    expect((await generate(onPlan.document.id, claimsOf(onPlan.userA))).statusCode).toBe(201);
    const planKeys = await clauseKeysOf(onPlan.document.id);
    for (const key of ["ss_cap_ca", "ss_california_counsel", "counsel_represented_a", "counsel_represented_b"])
      expect(planKeys).not.toContain(key);
    expect(planKeys).toEqual(
      expect.arrayContaining(["ss_california_unrepresented", "recital_counsel_planned_a", "recital_counsel_planned_b"]),
    );

    const represented = { ...cap, attorney_plan: ["attorney_plan__hire_through_us"] };
    const couple = await readyCouple(api.db, { answersA: represented, answersB: represented });
    const [a, b] = [await createAttorney(api.db, { states: ["CA"] }), await createAttorney(api.db, { states: ["CA"] })];
    await api.db
      .update(documents)
      .set({ attorneyAId: a.attorney.id, attorneyBId: b.attorney.id })
      .where(eq(documents.id, couple.document.id));
    const generated = await generate(couple.document.id, claimsOf(couple.userA));
    expect(generated.statusCode, generated.body).toBe(201);
    const keys = await clauseKeysOf(couple.document.id);
    expect(keys).toEqual(expect.arrayContaining(["counsel_represented_a", "counsel_represented_b"]));
    expect(keys).not.toContain("recital_counsel_planned_a");
    expect(keys).toEqual(expect.arrayContaining(["ss_cap_ca", "ss_california_counsel", "ss_fairness_ca"]));
    expect(keys).not.toContain("ss_california_unrepresented");
    const sections = await sectionKeysOf(couple.document.id);
    expect(sections).not.toContain("california_explanation");
    expect(sections).not.toContain("california_counsel_waiver");
  });

  it("makes no support provision when one partner signs without an attorney, and gives that partner the explanation and the waiver as separate writings, recorded", async () => {
    const couple = await readyCouple(api.db, {
      answersA: { ...cap, attorney_plan: ["attorney_plan__own_attorney"] },
      answersB: cap,
    });
    await putAttorneyOnRecord(couple.document.id, "A");
    const asA = claimsOf(couple.userA);
    expect((await generate(couple.document.id, asA)).statusCode).toBe(201);
    const keys = await clauseKeysOf(couple.document.id);
    expect(keys).toContain("ss_california_unrepresented");
    for (const key of ["ss_cap", "ss_cap_ca", "ss_california_counsel"]) expect(keys).not.toContain(key);
    expect(keys).toEqual(expect.arrayContaining(["ca_explanation_b", "ca_waiver_b"]));
    expect(keys).not.toContain("ca_explanation_a");
    expect(await sectionKeysOf(couple.document.id)).toEqual(
      expect.arrayContaining(["california_explanation", "california_counsel_waiver"]),
    );

    const generated = (await history(couple.document.id, asA)).record.entries.find(
      (entry) => entry.kind === "AGREEMENT_GENERATED",
    ) as unknown as { details: Record<string, unknown> };
    expect(generated.details["separateWritings"]).toEqual({
      A: [],
      B: ["CA_WRITTEN_EXPLANATION", "CA_COUNSEL_WAIVER"],
    });
    const pdfFileId = (await status(couple.document.id, asA))["pdfFileId"] as string;
    await api.inject({ method: "GET", url: `/documents/${couple.document.id}/files/${pdfFileId}`, as: asA });
    await api.inject({
      method: "GET",
      url: `/documents/${couple.document.id}/files/${pdfFileId}`,
      as: claimsOf(couple.userB),
    });
    const presented = (await history(couple.document.id, asA)).record.entries
      .filter((entry) => entry.kind === "AGREEMENT_PRESENTED")
      .map((entry) => entry.summary);
    expect(presented).toEqual([
      "Avery Stone received the draft of the agreement generated on 2026-11-21.",
      "Blake Moreno received the draft of the agreement generated on 2026-11-21, with the written explanation for a party without an attorney and the waiver of counsel to sign separately.",
    ]);
  });

  it("gives the unrepresented partner the explanation and the waiver as documents of their own, to download and sign, drafts until the review makes the final copies", async () => {
    // A plans their own attorney, with nobody on record: A gets the writings too (counselPlanOf); B's are followed here.
    const couple = await readyCouple(api.db, { answersA: { attorney_plan: ["attorney_plan__own_attorney"] } });
    const asA = claimsOf(couple.userA);
    const asB = claimsOf(couple.userB);
    expect((await generate(couple.document.id, asA)).statusCode).toBe(201);
    type Writing = { respondent: string; kind: string; title: string; pdfFileId: string; docxFileId: string };
    const allWritings = async () => (await status(couple.document.id, asB))["separateWritings"] as Writing[];
    const writingsOf = async () => (await allWritings()).filter((writing) => writing.respondent === "B");
    const download = async (fileId: string) => {
      const response = await api.inject({
        method: "GET",
        url: `/documents/${couple.document.id}/files/${fileId}`,
        as: asB,
      });
      expect(response.statusCode).toBe(200);
      return response;
    };
    const squash = (text: string) => text.replace(/\s+/g, "");

    const drafts = await writingsOf();
    expect(drafts.map((writing) => [writing.respondent, writing.kind])).toEqual([
      ["B", "CA_WRITTEN_EXPLANATION"],
      ["B", "CA_COUNSEL_WAIVER"],
    ]);
    expect(drafts[0]?.title).toMatch(/^Written Explanation for a Party Without an Attorney/);
    const explanation = await download(drafts[0]!.pdfFileId);
    expect(explanation.headers["content-disposition"]).toContain(
      'filename="Blake Moreno - Written Explanation (Family Code 1615(c)(3)).pdf"',
    );
    const pages = pdfPageTexts(explanation.rawPayload);
    expect(pages.join("\n")).toContain(
      "Signed by Blake Moreno, apart from the Premarital Agreement between Avery Stone and Blake Moreno",
    );
    expect(pages.join("\n")).toMatch(/\nBlake Moreno\nDate: _+/);
    expect(pages.join("\n")).not.toContain("Initials:");
    expect(pages.map((page) => page.match(/Page \d+ of \d+/)?.[0])).toEqual(
      pages.map((_, index) => `Page ${index + 1} of ${pages.length}`),
    );
    for (const page of pages) expect(page).toMatch(/DRAFT . NOT FOR SIGNATURE/);
    const waiverDocx = await download(drafts[1]!.docxFileId);
    expect(waiverDocx.headers["content-disposition"]).toContain(
      'filename="Blake Moreno - Waiver of Counsel (Family Code 1615(c)(1)).docx"',
    );
    expect(waiverDocx.rawPayload.subarray(0, 2).toString()).toBe("PK");

    // The agreement itself no longer holds those pages.
    const agreement = pdfPageTexts(
      (await download((await status(couple.document.id, asB))["pdfFileId"] as string)).rawPayload,
    ).join("\n");
    expect(squash(agreement)).not.toContain(squash("You are signing this Agreement without an attorney of your own"));

    // The generation's record entry names each writing's files and the PDF's hash.
    const entriesOf = async () =>
      (await history(couple.document.id, asA)).record.entries as unknown as {
        kind: string;
        details: Record<string, unknown>;
      }[];
    const generated = (await entriesOf()).find((entry) => entry.kind === "AGREEMENT_GENERATED");
    expect(generated?.details["separateWritingFiles"]).toEqual(
      (await allWritings()).map((writing) => ({ ...writing, pdfSha256: expect.stringMatching(/^[0-9a-f]{64}$/) })),
    );
    expect(
      (generated?.details["separateWritingFiles"] as { respondent: string; pdfSha256: string }[]).find(
        (file) => file.respondent === "B",
      )?.pdfSha256,
    ).toBe(createHash("sha256").update(explanation.rawPayload).digest("hex"));

    // The couple's review renders the final copies: new files, no draft mark; the drafts stay downloadable.
    await reviewByBoth(api, couple);
    const finals = await writingsOf();
    expect(finals.map((writing) => [writing.respondent, writing.kind])).toEqual([
      ["B", "CA_WRITTEN_EXPLANATION"],
      ["B", "CA_COUNSEL_WAIVER"],
    ]);
    expect(finals[0]?.pdfFileId).not.toBe(drafts[0]?.pdfFileId);
    expect(
      pdfPageTexts((await download(finals[0]!.pdfFileId)).rawPayload).some((page) =>
        /DRAFT . NOT FOR SIGNATURE/.test(page),
      ),
    ).toBe(false);
    expect(
      (await entriesOf()).filter((entry) => entry.kind === "AGREEMENT_REVIEWED").at(-1)?.details[
        "separateWritingFiles"
      ],
    ).toEqual(
      (await allWritings()).map((writing) => ({ ...writing, pdfSha256: expect.stringMatching(/^[0-9a-f]{64}$/) })),
    );
    await download(drafts[0]!.pdfFileId);
    // They are part of the agreement's record: nobody deletes them.
    await expectNothingStored(
      couple.document.id,
      () =>
        api.inject({
          method: "DELETE",
          url: `/documents/${couple.document.id}/files/${finals[1]!.pdfFileId}`,
          as: admin,
        }),
      409,
      "FILE_PROTECTED",
    );
  });
});

describe("the wedding-day cutoff and California's clock", () => {
  type Cutoff = { maySign: boolean; lastDay: string | null; message: string | null };
  const cutoffOf = async (userId: string, as: TokenClaims) =>
    (await api.inject({ method: "GET", url: `/users/${userId}/standing`, as })).json<{
      notarization: { signingCutoff: Cutoff };
    }>().notarization.signingCutoff;

  it("refuses to finalize on the wedding day, and says why on the standing", async () => {
    const couple = await readyCouple(api.db);
    const asA = claimsOf(couple.userA);
    expect((await generate(couple.document.id, asA)).statusCode).toBe(201);
    await reviewByBoth(api, couple);
    expect(await cutoffOf(couple.userA.id, asA)).toEqual({ maySign: true, lastDay: "2027-06-11", message: null });

    api.clock.set(new Date("2027-06-12T07:00:00.000Z"));
    await expectNothingStored(
      couple.document.id,
      () => patch(couple.document.id, asA, { finalizedAt: "2027-06-12T07:00:00Z" }),
      409,
      /must be signed before the wedding.*SIGNING_DEADLINE_PASSED/,
    );
    expect(await cutoffOf(couple.userA.id, asA)).toMatchObject({
      maySign: false,
      lastDay: "2027-06-11",
      message: expect.stringMatching(/postnuptial/),
    });

    api.clock.set(new Date("2027-06-11T23:00:00.000Z"));
    const finalized = await patch(couple.document.id, asA, { finalizedAt: "2027-06-11T23:00:00Z" });
    expect(finalized.statusCode, finalized.body).toBe(200);
  });

  it("counts down to the cutoff's last day on the standing, with California's start-by date until the 7 days start", async () => {
    const couple = await readyCouple(api.db);
    const asA = claimsOf(couple.userA);
    expect((await generate(couple.document.id, asA)).statusCode).toBe(201);
    type SignBy = { lastDay: string; daysLeft: number; startWaitBy: string | null; waitStartsWith: string } | null;
    const signByOf = async () =>
      (await api.inject({ method: "GET", url: `/users/${couple.userA.id}/standing`, as: asA })).json<{
        notarization: { signBy: SignBy };
      }>().notarization.signBy;
    api.clock.set(new Date("2027-06-01T06:00:00.000Z"));
    expect(await signByOf()).toEqual({
      lastDay: (await cutoffOf(couple.userA.id, asA)).lastDay,
      daysLeft: 10,
      startWaitBy: "2027-06-04",
      reviewDays: 7,
      stateName: "California",
      waitStartsWith: "REVIEW",
    });
    // One partner's review does not start California's 7 days; the couple's does.
    expect((await patch(couple.document.id, asA, { reviewedAt: "2027-06-01T06:00:00Z" })).statusCode).toBe(200);
    expect(await signByOf()).toMatchObject({ startWaitBy: "2027-06-04" });
    expect(
      (await patch(couple.document.id, claimsOf(couple.userB), { reviewedAt: "2027-06-01T06:00:00Z" })).statusCode,
    ).toBe(200);
    expect(await signByOf()).toMatchObject({ lastDay: "2027-06-11", startWaitBy: null });
  });

  it("closes seven days before the wedding in Minnesota (§ 519.11 subd. 1b): finalizing six days before is refused, seven days before is not", async () => {
    const couple = await readyCouple(api.db, { state: "MN" });
    const asB = claimsOf(couple.userB);
    expect((await generate(couple.document.id, asB)).statusCode).toBe(201);
    await reviewByBoth(api, couple);
    // The wedding is on 2027-06-12: six days before is 2027-06-06.
    api.clock.set(new Date("2027-06-06T09:00:00.000Z"));
    await expectNothingStored(
      couple.document.id,
      () => patch(couple.document.id, asB, { finalizedAt: "2027-06-06T09:00:00Z" }),
      409,
      /Minnesota law treats a premarital agreement as fairly made only when it is signed at least seven days before the wedding\. Your wedding is on June 12, 2027, and the last day to finalize and notarize through us was June 5, 2027\..*SIGNING_DEADLINE_PASSED/,
    );
    expect(await cutoffOf(couple.userB.id, asB)).toMatchObject({ maySign: false, lastDay: "2027-06-05" });
    api.clock.set(new Date("2027-06-05T20:00:00.000Z"));
    expect((await patch(couple.document.id, asB, { finalizedAt: "2027-06-05T20:00:00Z" })).statusCode).toBe(200);
  });

  it("restarts California's 7 days when the agreement is regenerated", async () => {
    const couple = await readyCouple(api.db);
    const asA = claimsOf(couple.userA);
    await generate(couple.document.id, asA);
    await reviewByBoth(api, couple);
    // Six days into the wait the couple asks for a new version: the review goes, and the 7 days run from the next one.
    api.clock.advance(6 * DAY);
    expect(
      (await patch(couple.document.id, asA, { reviewedAt: null, lastGeneratedInputHash: null, lastGeneratedAt: null }))
        .statusCode,
    ).toBe(200);
    expect((await generate(couple.document.id, asA)).statusCode).toBe(201);
    await expectNothingStored(
      couple.document.id,
      () => patch(couple.document.id, asA, { finalizedAt: "2026-11-27T12:00:00Z" }),
      409,
      "DOCUMENT_NOT_REVIEWED",
    );
    await reviewByBoth(api, couple);
    api.clock.advance(2 * DAY);
    // Eight days after the first review, two after the new one: still waiting, until seven days after the new review.
    await expectNothingStored(
      couple.document.id,
      () => patch(couple.document.id, asA, { finalizedAt: "2026-11-29T12:00:00Z" }),
      409,
      /on or after December 4, 2026/,
    );
    api.clock.set(new Date("2026-12-04T12:00:00.000Z"));
    expect((await patch(couple.document.id, asA, { finalizedAt: "2026-12-04T12:00:00Z" })).statusCode).toBe(200);
  });
});

describe("approvals", () => {
  it("goes NOT → PARTIALLY → FULLY approved with both attorneys, back on rescind, and a regeneration resets it", async () => {
    const hired = { attorney_plan: ["attorney_plan__hire_through_us"] };
    const couple = await readyCouple(api.db, { answersA: hired, answersB: hired });
    const attorneyA = await createAttorney(api.db);
    const attorneyB = await createAttorney(api.db);
    const other = await createAttorney(api.db);
    await api.db
      .update(documents)
      .set({ attorneyAId: attorneyA.attorney.id, attorneyBId: attorneyB.attorney.id })
      .where(eq(documents.id, couple.document.id));
    const grant = (who: TokenClaims) =>
      api.inject({ method: "POST", url: `/documents/${couple.document.id}/approval/grant`, as: who });
    const rescind = (who: TokenClaims) =>
      api.inject({ method: "POST", url: `/documents/${couple.document.id}/approval/rescind`, as: who });
    const asAttorneyA = claimsOf(attorneyA.user, "attorney");
    const asAttorneyB = claimsOf(attorneyB.user, "attorney");

    await expectNothingStored(couple.document.id, () => grant(asAttorneyA), 409, "DOCUMENT_NOT_GENERATED");
    expect((await generate(couple.document.id, claimsOf(couple.userA))).statusCode).toBe(201);
    await expectNothingStored(couple.document.id, () => rescind(asAttorneyA), 409, "NOT_APPROVED");
    await expectNothingStored(couple.document.id, () => grant(claimsOf(other.user, "attorney")), 404);
    await expectNothingStored(couple.document.id, () => grant(claimsOf(couple.userA)), 403);

    const partial = await grant(asAttorneyA);
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json()).toMatchObject({
      status: "PARTIALLY_APPROVED",
      statusModifiedAt: "2026-11-21T12:00:00.000Z",
      attorneyAApprovedAt: "2026-11-21T12:00:00.000Z",
      attorneyBApprovedAt: null,
    });
    await expectNothingStored(couple.document.id, () => grant(asAttorneyA), 409, "ALREADY_APPROVED");
    api.clock.advance(60_000);
    expect((await grant(asAttorneyB)).json()).toMatchObject({
      status: "FULLY_APPROVED",
      attorneyBApprovedAt: "2026-11-21T12:01:00.000Z",
    });
    const back = await rescind(asAttorneyA);
    expect(back.json()).toMatchObject({ status: "PARTIALLY_APPROVED", attorneyAApprovedAt: null });
    const [row] = await api.db.select().from(documents).where(eq(documents.id, couple.document.id));
    expect(row?.priorAttorneyAApprovedAt?.toISOString()).toBe("2026-11-21T12:00:00.000Z");
    await grant(asAttorneyA);

    // With attorneys the agreement is in their editor: finalize once fully approved and both partners
    // reviewed the text; a regeneration clears the approvals.
    await expectNothingStored(
      couple.document.id,
      () => patch(couple.document.id, claimsOf(couple.userB), { finalizedAt: "2026-11-21T12:01:00Z" }),
      409,
      "DOCUMENT_NOT_REVIEWED",
    );
    await reviewByBoth(api, couple);
    const finalized = await patch(couple.document.id, claimsOf(couple.userB), { finalizedAt: "2026-11-21T12:01:00Z" });
    expect(finalized.statusCode, finalized.body).toBe(200);
    await patch(couple.document.id, claimsOf(couple.userA), {
      reviewedAt: null,
      lastGeneratedInputHash: null,
      lastGeneratedAt: null,
    });
    api.clock.advance(60_000);
    const regenerated = await generate(couple.document.id, claimsOf(couple.userA));
    expect(regenerated.statusCode, regenerated.body).toBe(201);
    expect(regenerated.json<{ document: unknown }>().document).toMatchObject({
      status: "NOT_APPROVED",
      attorneyAApprovedAt: null,
      attorneyBApprovedAt: null,
      finalizedAt: null,
    });
    const record = (await history(couple.document.id, asAttorneyA)).record;
    expect(record.entries.map((entry) => entry.kind)).toContain("APPROVALS_RESET");
    expect(record.entries.filter((entry) => entry.kind === "COUNSEL_RECORDED").map((entry) => entry.summary)).toEqual([
      expect.stringMatching(/^Avery Stone is represented by Attorney /),
      expect.stringMatching(/^Blake Moreno is represented by Attorney /),
    ]);
    api.clock.set(new Date("2026-11-21T12:00:00.000Z"));
  });
});

describe("files", () => {
  const PDF = Buffer.from("%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");

  it("uploads a PDF, PNG or JPEG by its bytes, lists it, and lets only its uploader (or an admin) delete it", async () => {
    const couple = await createCouple(api.db, { paid: true });
    const asA = claimsOf(couple.userA);
    const asB = claimsOf(couple.userB);
    const upload = (as: TokenClaims, body: Buffer, name = "Signed copy.pdf", contentType = "application/pdf") =>
      api.inject({
        method: "POST",
        url: `/documents/${couple.document.id}/files?name=${encodeURIComponent(name)}&kind=signed-agreement`,
        headers: { "content-type": contentType },
        payload: body,
        as,
      });

    await expectNothingStored(
      couple.document.id,
      () => upload(asB, Buffer.from("<html><script>alert(1)</script></html>"), "page.pdf"),
      415,
      "FILE_TYPE_NOT_ALLOWED",
    );
    await expectNothingStored(couple.document.id, () => upload(asB, PDF, "x.pdf", "text/html"), 415);
    await expectNothingStored(couple.document.id, () => upload(asB, Buffer.alloc(10 * 1024 * 1024 + 1, 0x25)), 413);
    await expectNothingStored(couple.document.id, () => upload(asB, PDF, "   "), 400, "Give the file a name");

    const created = await upload(asB, PDF);
    expect(created.statusCode, created.body).toBe(201);
    const file = created.json<{
      id: string;
      name: string;
      contentType: string;
      kind: string;
      uploadedBy: { name: string };
    }>();
    expect(file).toMatchObject({
      name: "Signed copy.pdf",
      contentType: "application/pdf",
      kind: "signed-agreement",
      uploadedBy: { name: "Partner B" },
    });
    const listed = (
      await api.inject({ method: "GET", url: `/documents/${couple.document.id}/files?kind=signed-agreement`, as: asA })
    ).json<{ items: { id: string; canDelete: boolean }[]; total: number }>();
    expect(listed).toMatchObject({ total: 1, items: [{ id: file.id, canDelete: false }] });
    const download = await api.inject({
      method: "GET",
      url: `/documents/${couple.document.id}/files/${file.id}?inline=true`,
      as: asA,
    });
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers["content-disposition"]).toMatch(/^inline; filename="Signed copy.pdf"/);

    const remove = (as: TokenClaims) =>
      api.inject({ method: "DELETE", url: `/documents/${couple.document.id}/files/${file.id}`, as });
    await expectNothingStored(couple.document.id, () => remove(asA), 403, /Only the person who uploaded/);
    expect((await remove(asB)).statusCode).toBe(204);
    expect((await remove(asB)).statusCode).toBe(404);
    expect(
      (await api.inject({ method: "GET", url: `/documents/${couple.document.id}/files/${file.id}`, as: asB }))
        .statusCode,
    ).toBe(404);
  });

  it("keeps generated agreements: nobody deletes them, not even an admin", async () => {
    const couple = await readyCouple(api.db);
    const { pdfFileId } = (await generate(couple.document.id, claimsOf(couple.userA))).json<{ pdfFileId: string }>();
    await expectNothingStored(
      couple.document.id,
      () => api.inject({ method: "DELETE", url: `/documents/${couple.document.id}/files/${pdfFileId}`, as: admin }),
      409,
      "FILE_PROTECTED",
    );
  });
});

describe("the enforceability record", () => {
  it("is append-only in the database, and tampering with any entry is detected", async () => {
    const couple = await readyCouple(api.db);
    const asA = claimsOf(couple.userA);
    await generate(couple.document.id, asA);
    await patch(couple.document.id, asA, { reviewedAt: "2026-11-21T12:00:00Z" });
    const entries = await api.db
      .select()
      .from(documentRecordEntries)
      .where(eq(documentRecordEntries.documentId, couple.document.id))
      .orderBy(documentRecordEntries.sequence);
    expect(entries.length).toBeGreaterThanOrEqual(6);

    await expect(
      api.db
        .update(documentRecordEntries)
        .set({ details: { entryCount: 9 } })
        .where(eq(documentRecordEntries.id, entries[0]!.id)),
    ).rejects.toThrow();
    await expect(
      api.db.delete(documentRecordEntries).where(eq(documentRecordEntries.id, entries[1]!.id)),
    ).rejects.toThrow();
    expect((await history(couple.document.id, asA)).record.verified).toBe(true);

    // Someone with the power to switch the trigger off changes one entry: the chain shows it.
    for (const [index, row] of entries.entries()) {
      await api.db.execute(
        sql`alter table document_record_entries disable trigger document_record_entries_append_only`,
      );
      try {
        await api.db
          .update(documentRecordEntries)
          .set({ occurredAt: new Date(row.occurredAt.getTime() - DAY) })
          .where(eq(documentRecordEntries.id, row.id));
        const recorded = (await history(couple.document.id, admin)).record;
        expect(recorded.verified, `entry ${index + 1}`).toBe(false);
        expect(recorded.problem).toBe(`entry ${row.sequence} was changed after it was recorded`);
        await api.db
          .update(documentRecordEntries)
          .set({ occurredAt: row.occurredAt })
          .where(eq(documentRecordEntries.id, row.id));
      } finally {
        await api.db.execute(
          sql`alter table document_record_entries enable trigger document_record_entries_append_only`,
        );
      }
    }
    const restored = await history(couple.document.id, asA);
    expect(restored.record.verified).toBe(true);
    expect(
      verifyRecordChain(
        restored.record.entries.map((entry, index) => ({
          ...entries[index]!,
          ...entry,
          documentId: couple.document.id,
          occurredAt: entries[index]!.occurredAt.toISOString(),
        })) as never,
      ).valid,
    ).toBe(true);
  });
});

describe("templates", () => {
  it("lists document templates, sections, clauses (library or not) and per-state settings for attorneys and admins", async () => {
    const attorney = claimsOf((await createAttorney(api.db)).user, "attorney");
    const templatesPage = (
      await api.inject({ method: "GET", url: "/templates/document-templates", as: attorney })
    ).json<{ items: { id: string; key: string }[]; total: number }>();
    const template = templatesPage.items.find((item) => item.key === "us-prenup");
    expect(template).toBeDefined();
    const sections = (
      await api.inject({
        method: "GET",
        url: `/templates/section-templates?documentTemplateId=${template!.id}&pageSize=5&page=2`,
        as: admin,
      })
    ).json<{ items: { key: string; order: number; isMandatory: boolean }[]; total: number }>();
    expect(sections.total).toBeGreaterThan(20);
    expect(sections.items.map((section) => section.order)).toEqual([5, 6, 7, 8, 9]);
    const library = (
      await api.inject({
        method: "GET",
        url: "/templates/clause-templates?libraryOnly=true&pageSize=200",
        as: attorney,
      })
    ).json<{ items: { key: string; isLibraryOnly: boolean }[] }>();
    expect(library.items.length).toBeGreaterThan(5);
    expect(library.items.every((clause) => clause.isLibraryOnly && clause.key.startsWith("lib_"))).toBe(true);
    const [minnesota] = await api.db
      .execute<{ id: string }>(sql`select id from states where abbreviation = 'MN'`)
      .then((result) => result.rows);
    const states = await api.inject({
      method: "GET",
      url: `/templates/document-template-states/${template!.id}?stateId=${minnesota!.id}`,
      as: attorney,
    });
    expect(states.json()).toEqual([
      expect.objectContaining({
        stateId: minnesota!.id,
        witnessRequired: true,
        statute: "Minnesota Statutes § 519.11",
      }),
    ]);
    const unknown = await api.inject({
      method: "GET",
      url: "/templates/document-template-states/00000000-0000-4000-8000-000000000000",
      as: admin,
    });
    expect(unknown.json()).toMatchObject({ code: "TEMPLATE_NOT_FOUND" });
  });
});

describe("statements per request", () => {
  /** The statements one request runs (warm: the same request ran twice before). */
  async function statementsOf(
    request: Parameters<TestApi["inject"]>[0],
    options: { warm?: boolean } = {},
  ): Promise<string[]> {
    if (options.warm !== false) {
      await api.inject(request);
      await api.inject(request);
    }
    const statements: string[] = [];
    const stop = api.database.onStatement((text) => statements.push(text.replace(/\s+/g, " ").slice(0, 120)));
    try {
      const response = await api.inject(request);
      expect(response.statusCode, response.body).toBeLessThan(300);
    } finally {
      stop();
    }
    return statements;
  }

  it("stay the same as the agreement's history, record and files grow", async () => {
    const couple = await readyCouple(api.db);
    const asA = claimsOf(couple.userA);
    const attorney = claimsOf((await createAttorney(api.db)).user, "attorney");
    const first = (await generate(couple.document.id, asA)).json<{ commitAt: string; pdfFileId: string }>();
    const reads = (commitAt: string, fileId: string) => ({
      status: { method: "GET" as const, url: `/documents/${couple.document.id}/regeneration-status`, as: asA },
      history: { method: "GET" as const, url: `/documents/${couple.document.id}/history`, as: asA },
      snapshot: { method: "GET" as const, url: `/documents/${couple.document.id}/history/${commitAt}`, as: asA },
      files: { method: "GET" as const, url: `/documents/${couple.document.id}/files`, as: asA },
      download: { method: "GET" as const, url: `/documents/${couple.document.id}/files/${fileId}`, as: asA },
      documentTemplates: { method: "GET" as const, url: "/templates/document-templates", as: attorney },
      sectionTemplates: { method: "GET" as const, url: "/templates/section-templates", as: attorney },
      clauseTemplates: { method: "GET" as const, url: "/templates/clause-templates?libraryOnly=false", as: attorney },
      templateStates: {
        method: "GET" as const,
        url: `/templates/document-template-states/${couple.document.templateId}`,
        as: attorney,
      },
    });
    const before: Record<string, number> = {};
    for (const [name, request] of Object.entries(reads(first.commitAt, first.pdfFileId)))
      before[name] = (await statementsOf(request)).length;
    // The access check, the caller's context, the agreement's facts (one read model each), the snapshot's rows;
    // the regeneration status also reads the couple's disclosure (one statement: entries, change times, rates).
    expect(before.status, "regeneration status").toBeLessThanOrEqual(5);
    expect(before.history).toBeLessThanOrEqual(6);
    expect(before.snapshot).toBeLessThanOrEqual(5);
    expect(before.files).toBeLessThanOrEqual(4);

    // More versions, more record entries, more files.
    for (let round = 0; round < 3; round += 1) {
      api.clock.advance(60_000);
      await patch(couple.document.id, asA, { reviewedAt: "2026-11-21T12:00:00Z" });
      await patch(couple.document.id, asA, { reviewedAt: null, lastGeneratedInputHash: null, lastGeneratedAt: null });
      expect((await generate(couple.document.id, asA)).statusCode).toBe(201);
      await api.inject({
        method: "POST",
        url: `/documents/${couple.document.id}/files?name=Note.pdf`,
        headers: { "content-type": "application/pdf" },
        payload: "%PDF-1.7\n%%EOF\n",
        as: asA,
      });
    }
    const latest = (await history(couple.document.id, asA)).commits.items[0]!;
    for (const [name, request] of Object.entries(reads(latest.commitAt, latest.pdfFileId))) {
      expect((await statementsOf(request)).length, name).toBe(before[name]);
    }

    // Writes: one generation, a review, an approval — the same whatever the history. The review
    // measured is the one that completes the couple's (partner B reviewed first), the costlier one.
    expect(
      (await patch(couple.document.id, claimsOf(couple.userB), { reviewedAt: "2026-11-21T12:00:00Z" })).statusCode,
    ).toBe(200);
    const review = await statementsOf(
      {
        method: "PATCH",
        url: `/documents/${couple.document.id}`,
        payload: { reviewedAt: "2026-11-21T12:00:00Z" },
        as: asA,
      },
      { warm: false },
    );
    // Access, facts, context, the disclosure (one statement); the review makes the text the one to
    // sign, so the final copy is drawn: the stored text (sections, clauses), the terms, the record;
    // then begin, lock, the facts again (unchanged?), the two files and their links, record head,
    // append, update, the e-mail telling the partner who reviewed first that it is ready to finalize
    // (both partners' standings, the outbox row, its delivery job), commit, and the answer (document, names).
    expect(review.length, review.join("\n")).toBeLessThanOrEqual(23);
    // The regenerate confirmation: access, facts, context, then (begin,) the row lock, the live
    // notarization under it, the record head and append, the update (, commit), and the answer.
    const regenerate = await statementsOf(
      {
        method: "PATCH",
        url: `/documents/${couple.document.id}`,
        payload: { reviewedAt: null, lastGeneratedInputHash: null, lastGeneratedAt: null },
        as: asA,
      },
      { warm: false },
    );
    expect(regenerate.length, regenerate.join("\n")).toBeLessThanOrEqual(14);
  }, 120_000);
});
