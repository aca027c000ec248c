/**
 * A notarization started while an attorney's commit is rendering. The commit and the start
 * serialize on the agreement's row: either the start claims the notarization first (the commit is
 * refused and the session notarizes the agreement as it stands), or the commit lands first (the
 * start is refused with the availability's message, since the commit cleared the review). Never
 * both: a session never notarizes a PDF the agreement no longer has.
 *
 * Starts are fired in a burst the moment the commit's rendering begins (they claim first) or ends
 * (they land between the commit's checks and its writes: the race); the renderer is wrapped to say
 * when. PostgreSQL only: there the requests run on separate connections, as in production (PGlite
 * runs one statement at a time, and the starts always claim first).
 */
import { documentClauses, documents, localNotarySessions, notarizations } from "@prenup/db";
import { createAttorney, testDatabaseDriver } from "@prenup/db/testing";
import { NOTARIZATION_BLOCKERS, NOTARIZATION_MESSAGES } from "@prenup/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWorkerRenderer, type AgreementRenderer } from "../src/modules/agreement/worker-renderer.ts";
import { readyCouple } from "./agreement-fixtures.ts";
import { claimsOf, createTestApi, type TestApi, type TokenClaims } from "./harness.ts";

const NOW = new Date("2026-11-21T12:00:00.000Z");
const TRIALS = 10;
const STARTS_PER_TRIAL = 10;
/** Milliseconds between two starts of a burst. */
const SPACING_MS = 4;

let api: TestApi;
/** Called when a rendering begins and when it ends (set per trial). */
let rendering: ((moment: "begins" | "ends") => void) | null = null;

/** A Texas couple's generated, reviewed agreement approved by both attorneys; attorney A holds the lock with a clause edited. */
async function approvedWithDraft() {
  const couple = await readyCouple(api.db, { state: "TX" });
  const asA = claimsOf(couple.userA);
  expect(
    (await api.inject({ method: "POST", url: `/documents/${couple.document.id}/generate`, as: asA })).statusCode,
  ).toBe(201);
  const a = await createAttorney(api.db, { states: ["TX"] });
  const b = await createAttorney(api.db, { states: ["TX"] });
  await api.db
    .update(documents)
    .set({
      attorneyAId: a.attorney.id,
      attorneyBId: b.attorney.id,
      attorneyAApprovedAt: NOW,
      attorneyBApprovedAt: NOW,
      status: "FULLY_APPROVED",
      reviewedAt: NOW,
    })
    .where(eq(documents.id, couple.document.id));
  const attorney = claimsOf(a.user, "attorney");
  const [clause] = await api.db
    .select()
    .from(documentClauses)
    .where(and(eq(documentClauses.documentId, couple.document.id), isNull(documentClauses.parentClauseId)))
    .limit(1);
  expect(
    (await api.inject({ method: "POST", url: `/documents/${couple.document.id}/lock`, as: attorney, payload: {} }))
      .statusCode,
  ).toBe(200);
  const saved = await api.inject({
    method: "POST",
    url: `/documents/${couple.document.id}/drafts/many`,
    as: attorney,
    payload: {
      clauses: [{ documentClauseId: clause!.id, text: "Edited while the couple notarizes.", order: clause!.order }],
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { documentId: couple.document.id, attorney, partners: [asA, claimsOf(couple.userB)] };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function pdfBytes(documentId: string, fileId: string, as: TokenClaims) {
  const response = await api.inject({ method: "GET", url: `/documents/${documentId}/files/${fileId}`, as });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

describe.runIf(testDatabaseDriver() === "postgres")("a notarization started while an attorney's commit renders", () => {
  beforeAll(async () => {
    const worker = createWorkerRenderer({ threads: 1 });
    const renderer: AgreementRenderer = {
      name: "worker threads, announcing each rendering",
      async render(model) {
        rendering?.("begins");
        const files = await worker.render(model);
        rendering?.("ends");
        return files;
      },
      renderDossier: (dossier, attachments) => worker.renderDossier(dossier, attachments),
      close: () => worker.close(),
    };
    api = await createTestApi({ now: NOW, deps: { renderer } });
  });
  afterAll(async () => {
    await api?.close();
  });

  it(`never notarizes a PDF the commit replaced (${TRIALS} trials, ${STARTS_PER_TRIAL} starts each)`, async () => {
    const outcomes: string[] = [];
    for (let trial = 0; trial < TRIALS; trial++) {
      const { documentId, attorney, partners } = await approvedWithDraft();
      const [before] = await api.db
        .select({ pdf: documents.generatedPdfFileId })
        .from(documents)
        .where(eq(documents.id, documentId));
      const starts: Promise<LightMyRequestResponse>[] = [];
      const fireAt = trial % 2 === 0 ? "ends" : "begins";
      const burst = new Promise<void>((resolve) => {
        rendering = (moment) => {
          if (moment !== fireAt) return;
          rendering = null;
          for (let index = 0; index < STARTS_PER_TRIAL; index++) {
            starts.push(
              sleep(index * SPACING_MS).then(() =>
                api.inject({
                  method: "POST",
                  url: `/documents/${documentId}/notarizations`,
                  as: partners[index % 2]!,
                  payload: { signEarly: true },
                }),
              ),
            );
          }
          resolve();
        };
      });
      const committed = await api.inject({
        method: "POST",
        url: `/documents/${documentId}/drafts/commit`,
        as: attorney,
        payload: { message: "Edited during notarization" },
      });
      await burst;
      const answers = await Promise.all(starts);

      const [after] = await api.db
        .select({ pdf: documents.generatedPdfFileId, reviewedAt: documents.reviewedAt })
        .from(documents)
        .where(eq(documents.id, documentId));
      const started = answers.filter((answer) => answer.statusCode === 201);
      const refused = answers.filter((answer) => answer.statusCode !== 201);
      // Every refusal is the availability's: the review the commit cleared, or the session another start opened.
      for (const answer of refused) {
        expect(answer.statusCode, answer.body).toBe(409);
        expect([NOTARIZATION_BLOCKERS.NOT_REVIEWED.message, NOTARIZATION_MESSAGES.open]).toContain(
          answer.json<{ error: string }>().error,
        );
      }
      expect(started.length).toBeLessThanOrEqual(1);
      if (committed.statusCode === 200) {
        // The commit landed: the agreement has the new PDF and no start got through.
        expect(after!.pdf).toBe(committed.json<{ pdfFileId: string }>().pdfFileId);
        expect(started.map((answer) => answer.body)).toEqual([]);
        expect(await api.db.select().from(notarizations).where(eq(notarizations.documentId, documentId))).toEqual([]);
        outcomes.push(`commit (starts fired as the rendering ${fireAt})`);
      } else {
        // A start claimed the notarization first: the commit is refused and the session has the agreement's PDF, unchanged.
        expect(committed.statusCode, committed.body).toBe(409);
        expect(committed.json()).toMatchObject({ code: "AGREEMENT_LOCKED" });
        expect(started).toHaveLength(1);
        expect(after!.pdf).toBe(before!.pdf);
        const [live] = await api.db
          .select()
          .from(notarizations)
          .where(and(eq(notarizations.documentId, documentId), isNull(notarizations.deletedAt)));
        const [session] = await api.db
          .select()
          .from(localNotarySessions)
          .where(eq(localNotarySessions.externalId, live!.externalId!));
        expect(
          Buffer.from(session!.sourcePdfBase64, "base64").equals(await pdfBytes(documentId, after!.pdf!, partners[0]!)),
        ).toBe(true);
        outcomes.push(`start (starts fired as the rendering ${fireAt})`);
      }
    }
    process.stdout.write(`notarization vs commit race, ${TRIALS} trials: ${outcomes.join(", ")}\n`);
    // Both orders happened: the test saw the commit win and a start win.
    expect(new Set(outcomes.map((outcome) => outcome.split(" ")[0]))).toEqual(new Set(["commit", "start"]));
  }, 240_000);
});
