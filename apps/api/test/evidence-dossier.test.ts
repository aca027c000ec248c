/**
 * GET /documents/{id}/evidence-dossier: the agreement's dossier as a PDF, read as its reader would:
 * the cover names the final text's hash and its verification link, the record's entries carry their
 * hashes, a record changed behind the product's back is reported, and its statements per request stay
 * the same as the data grows.
 */
import { createHash } from "node:crypto";
import { pdfPageTexts } from "@prenup/agreement/testing";
import { accountsAndAssets, answerHistory, documentRecordEntries, documents } from "@prenup/db";
import { formatDate, formatTime } from "@prenup/domain";
import { PDFDocument } from "pdf-lib";
import { createAdmin, createCouple, type CreatedCouple } from "@prenup/db/testing";
import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { readyCouple, reviewByBoth } from "./agreement-fixtures.ts";
import { insertAnswer, opt, q } from "./questionnaire-fixtures.ts";
import { claimsOf, createTestApi, type TestApi } from "./harness.ts";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ now: new Date("2026-11-21T12:00:00.000Z") });
});
afterAll(async () => {
  await api?.close();
});

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

async function dossier(couple: CreatedCouple, as = claimsOf(couple.userA)) {
  return api.inject({ method: "GET", url: `/documents/${couple.document.id}/evidence-dossier`, as });
}

const textOf = (payload: Buffer) => pdfPageTexts(payload).join("\n");

/** A New York couple taken through generation, both reviews and finalization; the final PDF's hash. */
async function finalizedCouple() {
  const couple = await readyCouple(api.db, { state: "NY" });
  const asA = claimsOf(couple.userA);
  const generated = await api.inject({ method: "POST", url: `/documents/${couple.document.id}/generate`, as: asA });
  expect(generated.statusCode, generated.body).toBe(201);
  await reviewByBoth(api, couple);
  const finalized = await api.inject({
    method: "PATCH",
    url: `/documents/${couple.document.id}`,
    as: asA,
    payload: { finalizedAt: api.clock.now().toISOString() },
  });
  expect(finalized.statusCode, finalized.body).toBe(200);
  // Finalization prints the final copy (no draft mark): the document's current PDF.
  const [pdfFileId] = await pdfFileIds(couple);
  const pdf = await api.inject({ method: "GET", url: `/documents/${couple.document.id}/files/${pdfFileId}`, as: asA });
  return { couple, finalSha256: sha256(pdf.rawPayload) };
}

describe("GET /documents/{id}/evidence-dossier", () => {
  it("gives the couple a PDF naming the final text's hash, its verification link and every record entry's hash", async () => {
    const { couple, finalSha256 } = await finalizedCouple();
    const response = await dossier(couple);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toContain("Evidence dossier");
    const text = textOf(response.rawPayload);
    expect(text).toContain(finalSha256);
    expect(text.replaceAll("\n", "")).toContain(`/verify/${finalSha256}`);
    expect(text).toContain("New York's requirements and how each was met");
    expect(text).toContain("Finalized; not yet notarized.");

    const history = await api.inject({
      method: "GET",
      url: `/documents/${couple.document.id}/history`,
      as: claimsOf(couple.userA),
    });
    const record = history.json<{ record: { entries: { hash: string }[] } }>().record.entries;
    expect(record.length).toBeGreaterThan(3);
    for (const entry of record) expect(text).toContain(`hash ${entry.hash}`);
    expect(text).toContain(`The record's ${record.length} entries verify`);

    // The apps read the file's name from another origin: the header is exposed to them.
    const fromApp = await api.inject({
      method: "GET",
      url: `/documents/${couple.document.id}/evidence-dossier`,
      headers: { origin: "http://localhost:5173" },
      as: claimsOf(couple.userA),
    });
    expect(String(fromApp.headers["access-control-expose-headers"]).toLowerCase()).toContain("content-disposition");

    // The other partner reads the same dossier.
    expect((await dossier(couple, claimsOf(couple.userB))).statusCode).toBe(200);
  });

  it("reports a record entry changed after it was recorded", async () => {
    const { couple } = await finalizedCouple();
    await api.db.execute(sql`alter table document_record_entries disable trigger document_record_entries_append_only`);
    await api.db
      .update(documentRecordEntries)
      .set({ details: { status: "ATTORNEY_ASSIGNED", attorneyName: "Someone Else" } })
      .where(and(eq(documentRecordEntries.documentId, couple.document.id), eq(documentRecordEntries.sequence, 1)));
    await api.db.execute(sql`alter table document_record_entries enable trigger document_record_entries_append_only`);
    const text = textOf((await dossier(couple)).rawPayload);
    expect(text).toContain("The record does not verify: entry 1 was changed after it was recorded.");
  });

  it("answers an agreement not generated yet with what is known and no verification link", async () => {
    const couple = await createCouple(api.db, { state: "NY" });
    const response = await dossier(couple);
    expect(response.statusCode, response.body).toBe(200);
    const text = textOf(response.rawPayload);
    expect(text).toContain("Not yet generated.");
    expect(text).toContain("No final text yet");
    expect(text).not.toContain("/verify/");
  });

  it("answers 404 for an agreement that does not exist or was deleted", async () => {
    const couple = await createCouple(api.db, { state: "NY" });
    await api.db.update(documents).set({ deletedAt: api.clock.now() }).where(eq(documents.id, couple.document.id));
    const admin = await createAdmin(api.db);
    const response = await api.inject({
      method: "GET",
      url: `/documents/${couple.document.id}/evidence-dossier`,
      as: claimsOf(admin, "admin"),
    });
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json<{ code: string }>().code).toBe("DOCUMENT_NOT_FOUND");
  });
});

/** The dossier's text with its line breaks as spaces: a sentence reads whole wherever the page wrapped it. */
const flatTextOf = async (couple: CreatedCouple) => {
  const response = await dossier(couple);
  expect(response.statusCode, response.body).toBe(200);
  return textOf(response.rawPayload).replace(/\s+/g, " ");
};

describe("the timeline's disagreements", () => {
  it("shows every disagreement and how it ended: a proposal accepted, an agreement with the partner's answer, a changed answer", async () => {
    const couple = await createCouple(api.db, {
      state: "NY",
      paid: true,
      userA: { firstName: "Alex", lastName: "Rivera" },
      userB: { firstName: "Jordan", lastName: "Lee" },
    });
    const asA = claimsOf(couple.userA);
    const asB = claimsOf(couple.userB);
    const both = async (questionKey: string, a: string, b: string) => {
      await insertAnswer(api.db, {
        userId: couple.userA.id,
        documentId: couple.document.id,
        questionKey,
        options: [a],
      });
      await insertAnswer(api.db, {
        userId: couple.userB.id,
        documentId: couple.document.id,
        questionKey,
        options: [b],
      });
    };
    await both("support_choice", "waive", "state_law");
    await both("signing_timeline", "under_30_days", "over_30_days");
    await both("embryo_clause", "clinic_forms", "not_relevant");
    await both("disclosure_approach", "full_disclosure", "disclosure_plus_waiver");
    const disputes = `/documents/${couple.document.id}/disputes`;

    // The proposals are made on the injected clock; the settlements are stamped by the database.
    // Alex proposes on support and Jordan accepts; Jordan agrees with Alex on the timeline; Alex
    // changes their own answer on embryos; a proposal on a fourth question still waits.
    api.clock.set(new Date("2026-11-21T13:00:00.000Z"));
    onTestFinished(() => api.clock.set(new Date("2026-11-21T12:00:00.000Z")));
    const proposed = await api.inject({
      method: "POST",
      url: `${disputes}/${q("support_choice")}/proposals`,
      payload: { questionOptionId: opt("support_choice", "state_law"), comment: "" },
      as: asA,
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const proposalId = proposed.json<{ entry: { proposal: { id: string } } }>().entry.proposal.id;
    const accepted = await api.inject({
      method: "POST",
      url: `${disputes}/${q("support_choice")}/proposals/${proposalId}/accept`,
      as: asB,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const agreed = await api.inject({
      method: "POST",
      url: `/users/${couple.userB.id}/answers/dispute/${q("signing_timeline")}/agree`,
      as: asB,
    });
    expect(agreed.statusCode, agreed.body).toBe(200);
    const changed = await api.inject({
      method: "POST",
      url: `/users/${couple.userA.id}/answers/dispute/${q("embryo_clause")}/change`,
      payload: { questionOptionIds: [opt("embryo_clause", "not_relevant")] },
      as: asA,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    api.clock.set(new Date("2026-11-21T14:00:00.000Z"));
    const pending = await api.inject({
      method: "POST",
      url: `${disputes}/${q("disclosure_approach")}/proposals`,
      payload: { questionOptionId: opt("disclosure_approach", "full_disclosure"), comment: "" },
      as: asB,
    });
    expect(pending.statusCode, pending.body).toBe(201);

    const text = await flatTextOf(couple);
    expect(text).toContain(
      'November 21, 2026, 8:00 AM Alex Rivera proposed an answer to "What should happen with spousal support if you divorce?", on which the partners\' answers differed.',
    );
    const endings = [
      "Jordan Lee accepted Alex Rivera's proposal on \"What should happen with spousal support if you divorce?\": Leave it to our state's law.",
      'Jordan Lee settled the disagreement on "How long before the wedding do you expect to sign?" by agreeing with Alex Rivera\'s answer: Less than 30 days before.',
      'Alex Rivera settled the disagreement on "Do you want your agreement to decide what happens to frozen embryos if you divorce?" by changing their own answer to: Not relevant for us.',
    ];
    for (const ending of endings) expect(text).toContain(ending);
    expect(text).toMatch(
      /9:00 AM Jordan Lee proposed an answer to "[^"]+", on which the partners' answers differed\. It is still open\./,
    );
  });
});

describe("the timeline's disagreements ended in the questionnaire", () => {
  it("shows a disagreement a partner settled by editing the answer in the questionnaire, at the time of the edit", async () => {
    const couple = await createCouple(api.db, {
      state: "NY",
      paid: true,
      userA: { firstName: "Alex", lastName: "Rivera" },
      userB: { firstName: "Jordan", lastName: "Lee" },
    });
    const [asA, asB] = [claimsOf(couple.userA), claimsOf(couple.userB)];
    const answerIds: Record<string, string> = {};
    const both = async (questionKey: string, a: string, b: string) => {
      for (const [user, option] of [
        [couple.userA, a],
        [couple.userB, b],
      ] as const) {
        answerIds[`${user.id}:${questionKey}`] = await insertAnswer(api.db, {
          userId: user.id,
          documentId: couple.document.id,
          questionKey,
          options: [option],
        });
      }
    };
    await both("support_choice", "waive", "state_law");
    await both("signing_timeline", "under_30_days", "over_30_days");
    await both("embryo_clause", "clinic_forms", "not_relevant");
    const edit = async (user: typeof couple.userA, as: typeof asA, questionKey: string, option: string) => {
      const saved = await api.inject({
        method: "PATCH",
        url: `/users/${user.id}/answers?questionId=${q(questionKey)}`,
        payload: { questionOptionIds: [opt(questionKey, option)] },
        as,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      // The edit's time, as the answer's history keeps it.
      const [change] = await api.db
        .select({ at: answerHistory.createdAt })
        .from(answerHistory)
        .where(eq(answerHistory.answerId, answerIds[`${user.id}:${questionKey}`]!))
        .orderBy(desc(answerHistory.createdAt))
        .limit(1);
      return `${formatDate(change!.at, "America/New_York")}, ${formatTime(change!.at, "America/New_York")}`;
    };

    const statements = async () => {
      let count = 0;
      const stop = api.database.onStatement(() => (count += 1));
      try {
        expect((await dossier(couple)).statusCode).toBe(200);
      } finally {
        stop();
      }
      return count;
    };
    const before = await statements();

    // Jordan takes Alex's answer on support in the questionnaire; Alex proposes on the timeline, then
    // takes Jordan's answer there in the questionnaire, leaving the proposal unanswered; on embryos
    // the answers still differ.
    const supportAt = await edit(couple.userB, asB, "support_choice", "waive");
    const proposed = await api.inject({
      method: "POST",
      url: `/documents/${couple.document.id}/disputes/${q("signing_timeline")}/proposals`,
      payload: { questionOptionId: opt("signing_timeline", "under_30_days"), comment: "" },
      as: asA,
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const timelineAt = await edit(couple.userA, asA, "signing_timeline", "over_30_days");

    // The answers' history is read in the dossier's one statement, however long it grows.
    expect(await statements()).toBe(before);
    const text = await flatTextOf(couple);
    expect(text).toContain(
      `${supportAt} The disagreement on "What should happen with spousal support if you divorce?" was settled when Jordan Lee changed their answer in the questionnaire to: Neither of us will ask for support.`,
    );
    expect(text).toContain(
      "The partners' answers to \"What should happen with spousal support if you divorce?\" differed (Alex Rivera: Neither of us will ask for support; Jordan Lee: Leave it to our state's law).",
    );
    expect(text).toContain(
      `${timelineAt} The disagreement on "How long before the wedding do you expect to sign?" was settled when Alex Rivera changed their answer in the questionnaire to: More than 30 days before.`,
    );
    // The proposal no longer reads as open: the edit ended the disagreement.
    expect(text).toContain(
      'Alex Rivera proposed an answer to "How long before the wedding do you expect to sign?", on which the partners\' answers differed. ',
    );
    expect(text).not.toMatch(/"How long before the wedding do you expect to sign\?"[^.]*differed\. It is still open\./);
    expect(text).toContain(
      "The partners' answers to \"Do you want your agreement to decide what happens to frozen embryos if you divorce?\" differed (Alex Rivera: No, we'll rely on our fertility clinic's consent forms; Jordan Lee: Not relevant for us). It is still open.",
    );
  });
});

describe("the signing and the notarization in the record", () => {
  it("an in-person proof appends the couple's signing and the notarization to the verified chain; the dossier and the public page read them", async () => {
    const { couple } = await finalizedCouple();
    const pdf = await PDFDocument.create();
    pdf.addPage();
    const bytes = Buffer.from(await pdf.save());
    const proof = await api.inject({
      method: "POST",
      url: `/documents/${couple.document.id}/notarizations/proof?signedOn=2026-11-21`,
      as: claimsOf(couple.userA),
      payload: bytes,
      headers: { "content-type": "application/pdf" },
    });
    expect(proof.statusCode, proof.body).toBe(201);
    const notarizationId = proof.json<{ id: string }>().id;

    const history = await api.inject({
      method: "GET",
      url: `/documents/${couple.document.id}/history`,
      as: claimsOf(couple.userB),
    });
    const record = history.json<{
      record: {
        verified: boolean;
        entries: {
          kind: string;
          occurredAt: string;
          respondent: string | null;
          details: Record<string, unknown>;
          summary: string;
        }[];
      };
    }>().record;
    expect(record.verified).toBe(true);
    expect(record.entries.slice(-2)).toEqual([
      expect.objectContaining({
        kind: "SIGNED",
        respondent: null,
        occurredAt: "2026-11-21T12:00:00.000Z",
        details: { notarizationId, method: "IN_PERSON", signedOn: "2026-11-21" },
        summary:
          "The couple signed the agreement before a notary in person on 2026-11-21 (the notarial certificate's date).",
      }),
      expect.objectContaining({
        kind: "NOTARIZED",
        details: expect.objectContaining({ notarizationId, method: "IN_PERSON", fileSha256: sha256(bytes) }),
      }),
    ]);

    const text = await flatTextOf(couple);
    expect(text).toContain(
      "November 21, 2026 The couple signed the agreement before a notary in person on 2026-11-21 (the notarial certificate's date).",
    );
    expect(text).toContain(`The record's ${record.entries.length} entries verify`);

    // The public page finds the notarized copy, its record (with the notarization) verifying.
    const verified = await api.inject({ method: "GET", url: `/verification/${sha256(bytes)}` });
    expect(verified.json()).toMatchObject({ recorded: true, kind: "notarized-copy", recordVerifies: true });
  });
});

async function pdfFileIds(couple: CreatedCouple): Promise<string[]> {
  const [row] = await api.db
    .select({ id: documents.generatedPdfFileId })
    .from(documents)
    .where(eq(documents.id, couple.document.id));
  return row?.id ? [row.id] : [];
}

describe("the appendix: the documents behind the disclosure", () => {
  it("reproduces the statement a partner attached to an entry after the dossier, listed with its hash", async () => {
    const couple = await readyCouple(api.db, { state: "NY", disclosed: false });
    const [asA, asB] = [claimsOf(couple.userA), claimsOf(couple.userB)];
    const urlA = `/users/${couple.userA.id}/documents/${couple.document.id}`;
    const urlB = `/users/${couple.userB.id}/documents/${couple.document.id}`;
    const [account] = await api.db
      .insert(accountsAndAssets)
      .values({
        userId: couple.userA.id,
        documentId: couple.document.id,
        assetAccountType: "ACCOUNT",
        accountType: "CHECKING",
        description: "Checking at First Bank",
      })
      .returning();
    const statement = await PDFDocument.create();
    statement.addPage([612, 792]);
    statement.addPage([612, 792]);
    const bytes = Buffer.from(await statement.save());
    const attached = await api.inject({
      method: "POST",
      url: `${urlA}/assets/${account!.id}/documents?name=${encodeURIComponent("First Bank statement.pdf")}`,
      headers: { "content-type": "application/pdf" },
      payload: bytes,
      as: asA,
    });
    expect(attached.statusCode, attached.body).toBe(201);
    for (const year of [2024, 2025, 2026]) {
      const income = await api.inject({
        method: "POST",
        url: `${urlA}/incomes`,
        payload: { year, incomeType: "BASE_SALARY", valueInCents: 9_000_000 },
        as: asA,
      });
      expect(income.statusCode, income.body).toBe(201);
    }
    const declare = (url: string, as: typeof asA, declaration: string) =>
      api.inject({ method: "PUT", url: `${url}/disclosure-declaration`, payload: { declaration }, as });
    expect((await declare(urlA, asA, "COMPLETE")).statusCode).toBe(200);
    expect((await declare(urlB, asB, "NOTHING_TO_DISCLOSE")).statusCode).toBe(200);
    for (const [url, as] of [
      [urlB, asB],
      [urlA, asA],
    ] as const) {
      const acknowledged = await api.inject({
        method: "POST",
        url: `${url}/disclosure-acknowledgement`,
        payload: { version: 1 },
        as,
      });
      expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    }

    const withAppendix = await dossier(couple);
    expect(withAppendix.statusCode, withAppendix.body).toBe(200);
    const pages = pdfPageTexts(withAppendix.rawPayload);
    const index = pages.findLast((page) => page.includes("7. Appendix: the documents behind the disclosure"))!;
    expect(index).toContain("A-1");
    expect(index).toContain("First Bank statement.pdf");
    expect(index).toContain(`SHA-256 ${sha256(bytes)}`);
    const merged = await PDFDocument.load(withAppendix.rawPayload);
    const ownPages = Number(/Page \d+ of (\d+)/.exec(pages.join("\n"))![1]) - 2;
    expect(merged.getPageCount()).toBe(ownPages + 2);
    expect(index).toContain(`page ${ownPages + 1}`);
  });
});

describe("GET /documents/{id}/evidence-dossier: statements per request", () => {
  it("is the same with more record entries, disclosure versions and couples", async () => {
    const { couple } = await finalizedCouple();
    const count = async () => {
      let statements = 0;
      const stop = api.database.onStatement(() => (statements += 1));
      try {
        expect((await dossier(couple)).statusCode).toBe(200);
      } finally {
        stop();
      }
      return statements;
    };
    const before = await count();
    // The request's context, the access check, the dossier's one read.
    expect(before).toBe(3);
    // More couples, each with its record, versions and acknowledgements; and more entries on this record.
    for (let n = 0; n < 3; n += 1) await finalizedCouple();
    for (const fileId of await pdfFileIds(couple)) {
      await api.inject({
        method: "GET",
        url: `/documents/${couple.document.id}/files/${fileId}`,
        as: claimsOf(couple.userB),
      });
    }
    expect(await count()).toBe(before);
  });
});
