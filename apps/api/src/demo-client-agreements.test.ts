import type { DemoClientAgreement } from "@prenup/db";
import { DEMO_CLIENT_TIMELINE } from "@prenup/db";
import { describe, expect, it } from "vitest";
import {
  createDemoClientAgreements,
  demoClientAgreementsJob,
  signingTokensOf,
  type DemoClientSteps,
} from "./demo-client-agreements.ts";

type Doc = {
  userBId: string;
  lastGeneratedAt: string | null;
  userAReviewedAt: string | null;
  userBReviewedAt: string | null;
  attorneyAApprovedAt: string | null;
  finalizedAt: string | null;
};
type Notarization = { id: string; isLive: boolean; notarizationCompletedAt: string | null };

/** Services that keep one agreement's facts in memory and log each use case with the step clock's time. */
function fakeSteps(start: Partial<Doc> = {}, notarizations: Notarization[] = []) {
  const doc: Doc = {
    userBId: "b",
    lastGeneratedAt: null,
    userAReviewedAt: null,
    userBReviewedAt: null,
    attorneyAApprovedAt: null,
    finalizedAt: null,
    ...start,
  };
  const calls: string[] = [];
  let acknowledged = false;
  let now = new Date(0);
  const stamp = () => now.toISOString();
  const steps = {
    at: (date: Date) => (now = date),
    documents: { documentFor: async () => ({ ...doc }) },
    agreement: {
      generate: async () => {
        calls.push(`generate ${stamp()}`);
        doc.lastGeneratedAt = stamp();
      },
      applyAgreementChange: async (_id: string, actor: string, change: { kind: string }) => {
        calls.push(`${change.kind} by ${actor} ${stamp()}`);
        if (change.kind === "review") doc[actor === "b" ? "userBReviewedAt" : "userAReviewedAt"] = stamp();
        if (change.kind === "finalize") doc.finalizedAt = stamp();
      },
      changeApproval: async (_id: string, attorney: string) => {
        calls.push(`approve by ${attorney} ${stamp()}`);
        doc.attorneyAApprovedAt = stamp();
      },
    },
    // Partner a's disclosure waits for b's acknowledgement; b's was acknowledged by a.
    financialDisclosure: {
      summary: async () => ({
        partners: [
          { userId: "a", acknowledgement: { state: acknowledged ? "CURRENT" : "AWAITED", currentVersion: 1 } },
          { userId: "b", acknowledgement: { state: "CURRENT", currentVersion: 2 } },
        ],
      }),
      acknowledge: async (input: { readerId: string; version: number }) => {
        calls.push(`acknowledge version ${input.version} by ${input.readerId} ${stamp()}`);
        acknowledged = true;
      },
    },
    notarizations: {
      answerSignerLocation: async () => {},
      list: async () => ({ items: notarizations.filter((n) => n.isLive || n.notarizationCompletedAt) }),
      reset: async (id: string) => {
        calls.push(`reset ${id}`);
        notarizations.find((n) => n.id === id)!.isLive = false;
      },
      start: async () => {
        calls.push(`start ${stamp()}`);
        const started = { id: `n${notarizations.length + 1}`, isLive: true, notarizationCompletedAt: null };
        notarizations.push(started);
        return started;
      },
      applyEvent: async (event: { status: string }) => {
        calls.push(`event ${event.status}`);
        if (event.status === "COMPLETED") notarizations.at(-1)!.notarizationCompletedAt = stamp();
      },
    },
    signEveryone: async () => [{ status: "IN_PROGRESS" }, { status: "COMPLETED" }],
  } as unknown as DemoClientSteps;
  return { steps, calls, doc };
}

const agreement = (stage: DemoClientAgreement["stage"]): DemoClientAgreement => ({
  key: `client_${stage}`,
  documentId: "d",
  stage,
  partnerAId: "a",
  partnerBId: "b",
  attorneyId: "morgan",
});
const at = (date: Date) => date.toISOString();

describe("the demo attorneys' client agreements", () => {
  it("takes a notarized couple through every step in the rules' order, each at its time of the timeline", async () => {
    const fake = fakeSteps();
    const run = await createDemoClientAgreements({ steps: () => fake.steps }).run([agreement("notarized")]);
    expect(fake.calls).toEqual([
      `acknowledge version 1 by b ${at(DEMO_CLIENT_TIMELINE.generatedAt)}`,
      `generate ${at(DEMO_CLIENT_TIMELINE.generatedAt)}`,
      `review by a ${at(DEMO_CLIENT_TIMELINE.reviewedAt)}`,
      `approve by morgan ${at(DEMO_CLIENT_TIMELINE.approvedAt)}`,
      `review by b ${at(DEMO_CLIENT_TIMELINE.partnerReviewedAt)}`,
      `finalize by a ${at(DEMO_CLIENT_TIMELINE.finalizedAt)}`,
      `start ${at(DEMO_CLIENT_TIMELINE.notarizedAt)}`,
      "event IN_PROGRESS",
      "event COMPLETED",
    ]);
    expect(run).toEqual({ generated: 1, reviewed: 2, approved: 1, finalized: 1, notarized: 1 });
  });

  it("stops each couple at its stage and leaves the waiting couple before generation", async () => {
    for (const [stage, last] of [
      ["in_review", "review"],
      ["approved", "approve"],
    ] as const) {
      const fake = fakeSteps();
      await createDemoClientAgreements({ steps: () => fake.steps }).run([agreement(stage)]);
      expect(fake.calls.at(-1), stage).toMatch(new RegExp(`^${last}`));
    }
    const waiting = fakeSteps();
    expect(await createDemoClientAgreements({ steps: () => waiting.steps }).run([agreement("waiting")])).toEqual({
      generated: 0,
      reviewed: 0,
      approved: 0,
      finalized: 0,
      notarized: 0,
    });
    expect(waiting.calls).toEqual([]);
  });

  it("skips the steps already taken: a notarized agreement is left as it is", async () => {
    const done = "2026-11-06T14:00:00.000Z";
    const fake = fakeSteps(
      {
        lastGeneratedAt: done,
        userAReviewedAt: done,
        userBReviewedAt: done,
        attorneyAApprovedAt: done,
        finalizedAt: done,
      },
      [{ id: "n1", isLive: true, notarizationCompletedAt: done }],
    );
    expect(await createDemoClientAgreements({ steps: () => fake.steps }).run([agreement("notarized")])).toEqual({
      generated: 0,
      reviewed: 0,
      approved: 0,
      finalized: 0,
      notarized: 0,
    });
    expect(fake.calls).toEqual([]);
  });

  it("withdraws a session an interrupted run left open, then notarizes anew", async () => {
    const done = "2026-11-06T14:00:00.000Z";
    const fake = fakeSteps(
      {
        lastGeneratedAt: done,
        userAReviewedAt: done,
        userBReviewedAt: done,
        attorneyAApprovedAt: done,
        finalizedAt: done,
      },
      [{ id: "n1", isLive: true, notarizationCompletedAt: null }],
    );
    await createDemoClientAgreements({ steps: () => fake.steps }).run([agreement("notarized")]);
    expect(fake.calls).toEqual([
      "reset n1",
      `start ${at(DEMO_CLIENT_TIMELINE.notarizedAt)}`,
      "event IN_PROGRESS",
      "event COMPLETED",
    ]);
  });

  it("goes on with the other couples when one is refused, then fails the run so the job is retried", async () => {
    const fake = fakeSteps();
    const generate = fake.steps.agreement.generate;
    fake.steps.agreement.generate = async (documentId, actorId) =>
      documentId === "refused" ? Promise.reject(new Error("not ready")) : generate(documentId, actorId);
    const demo = createDemoClientAgreements({ steps: () => fake.steps });
    await expect(
      demo.run([{ ...agreement("in_review"), documentId: "refused" }, agreement("in_review")]),
    ).rejects.toThrow(/^1 demo client agreement\(s\) could not be taken to their stage: Error: not ready$/);
    // The first couple's acknowledgement stays (its generation was refused); the second's is already given.
    expect(fake.calls).toEqual([
      `acknowledge version 1 by b ${at(DEMO_CLIENT_TIMELINE.generatedAt)}`,
      `generate ${at(DEMO_CLIENT_TIMELINE.generatedAt)}`,
      `review by a ${at(DEMO_CLIENT_TIMELINE.reviewedAt)}`,
    ]);
  });

  it("does nothing as a job unless the demo seed is on (SEED_DEMO, which NODE_ENV=production refuses)", async () => {
    const fake = fakeSteps();
    const demo = createDemoClientAgreements({ steps: () => fake.steps });
    const runs: unknown[] = [];
    await demoClientAgreementsJob({ enabled: false, demo, onDone: (run) => runs.push(run) }).handle(
      { agreements: [agreement("notarized")] },
      { id: "j", attempt: 1 },
    );
    expect(fake.calls).toEqual([]);
    expect(runs).toEqual([]);
    await demoClientAgreementsJob({ enabled: true, demo, onDone: (run) => runs.push(run) }).handle(
      { agreements: [agreement("in_review")] },
      { id: "j", attempt: 1 },
    );
    expect(runs).toEqual([{ generated: 1, reviewed: 1, approved: 0, finalized: 0, notarized: 0 }]);
  });

  it("reads each signer's token from the session's links", () => {
    expect(
      signingTokensOf({
        USER_A: "http://localhost:4000/notary/local/lns_1/USER_A?token=aa",
        ATTORNEY_A: "http://localhost:4000/notary/local/lns_1/ATTORNEY_A?token=cc",
      }),
    ).toEqual([
      { role: "USER_A", token: "aa" },
      { role: "ATTORNEY_A", token: "cc" },
    ]);
  });
});
