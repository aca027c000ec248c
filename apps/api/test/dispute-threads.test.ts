/**
 * The conversation around a dispute: propose, counter, accept, ask an attorney; what is stored, who
 * may read it, the batched e-mail, and answers arriving at once. PGlite runs one statement at a time,
 * so the races only show on PostgreSQL (TEST_DATABASE_URL): there the requests really overlap, on
 * PGlite the same assertions hold for the serialised outcome.
 */
import {
  answerHistory,
  answerQuestionOptions,
  answers,
  backgroundJobs,
  disputeProposals,
  disputeThreadEvents,
  documents,
  mailOutbox,
  resolutions,
  users,
  type Document,
  type User,
} from "@prenup/db";
import { createAttorney, createCouple, snapshotTables } from "@prenup/db/testing";
import { PROPOSAL_MESSAGES, THREAD_MAIL_WINDOW_MINUTES } from "@prenup/domain";
import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANSWER_MESSAGES } from "../src/modules/answers/index.ts";
import { claimsOf, createTestApi, json, type TestApi } from "./harness.ts";
import { insertAnswer, opt, q } from "./questionnaire-fixtures.ts";

type Entry = {
  id: string;
  question: { id: string; title: string };
  kind: "PROPOSED" | "COUNTERED" | "ACCEPTED" | "ASKED_ATTORNEY";
  by: { id: string; firstName: string | null };
  proposal: { id: string; status: string; option: { id: string; value: string }; comment: string } | null;
  createdAt: string;
};
type Summary = {
  status: string;
  pendingProposal: { id: string; proposedByMe: boolean; option: { id: string; value: string }; comment: string } | null;
  canPropose: boolean;
  canAskAttorney: boolean;
  askedAttorney: boolean;
};

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});

type Couple = { userA: User; userB: User; document: Document };

/** A paid couple who disagree on spousal support (A: waive, B: state law) and the signing timeline. */
async function disputingCouple(): Promise<Couple> {
  const couple = await createCouple(api.db, {
    state: "CA",
    paid: true,
    userA: { firstName: "Alex", lastName: "Rivera" },
    userB: { firstName: "Jordan", lastName: "Lee" },
  });
  const both = async (questionKey: string, a: string, b: string) => {
    await insertAnswer(api.db, { userId: couple.userA.id, documentId: couple.document.id, questionKey, options: [a] });
    await insertAnswer(api.db, { userId: couple.userB.id, documentId: couple.document.id, questionKey, options: [b] });
  };
  await both("support_choice", "waive", "state_law");
  await both("signing_timeline", "under_30_days", "over_30_days");
  await insertAnswer(api.db, {
    userId: couple.userA.id,
    documentId: couple.document.id,
    questionKey: "wedding_date",
    valueTyped: "2027-06-12",
  });
  await insertAnswer(api.db, {
    userId: couple.userB.id,
    documentId: couple.document.id,
    questionKey: "wedding_date",
    valueTyped: "2027-06-19",
  });
  return couple;
}

const base = (couple: Couple, questionKey: string) => `/documents/${couple.document.id}/disputes/${q(questionKey)}`;
const propose = (couple: Couple, user: User, questionKey: string, option: string, comment = "") =>
  api.inject({
    method: "POST",
    url: `${base(couple, questionKey)}/proposals`,
    payload: { questionOptionId: opt(questionKey, option), comment },
    as: claimsOf(user),
  });
const accept = (couple: Couple, user: User, questionKey: string, proposalId: string) =>
  api.inject({
    method: "POST",
    url: `${base(couple, questionKey)}/proposals/${proposalId}/accept`,
    as: claimsOf(user),
  });
const askAttorney = (couple: Couple, user: User, questionKey: string) =>
  api.inject({ method: "POST", url: `${base(couple, questionKey)}/attorney-request`, as: claimsOf(user) });
const entriesOf = async (couple: Couple, user: Pick<User, "id" | "externalId" | "email" | "userType">, query = "") => {
  const response = await api.inject({
    method: "GET",
    url: `/documents/${couple.document.id}/dispute-threads${query}`,
    as: claimsOf(user),
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<{ entries: Entry[]; total: number; page: number; pageSize: number }>(response);
};
const summaryOf = async (user: User, questionKey: string) => {
  const response = await api.inject({ method: "GET", url: `/users/${user.id}/answers/dispute`, as: claimsOf(user) });
  expect(response.statusCode, response.body).toBe(200);
  return (
    json<{ disputes: { questionId: string; thread: Summary }[] }>(response).disputes.find(
      (dispute) => dispute.questionId === q(questionKey),
    )?.thread ?? null
  );
};
const optionsOf = async (user: User, couple: Couple, questionKey: string) => {
  const rows = await api.db
    .select({ optionId: answerQuestionOptions.questionOptionId })
    .from(answers)
    .innerJoin(answerQuestionOptions, eq(answerQuestionOptions.answerId, answers.id))
    .where(
      and(
        eq(answers.userId, user.id),
        eq(answers.documentId, couple.document.id),
        eq(answers.questionId, q(questionKey)),
        isNull(answers.deletedAt),
      ),
    );
  return rows.map((row) => row.optionId);
};
const threadTables = [
  disputeProposals,
  disputeThreadEvents,
  answers,
  answerQuestionOptions,
  answerHistory,
  resolutions,
  backgroundJobs,
  mailOutbox,
];

describe("a proposal, a counter and an acceptance", () => {
  it("resolve the dispute: both answers become the accepted option, and the thread stays readable", async () => {
    const couple = await disputingCouple();
    const { userA, userB } = couple;

    const first = await propose(couple, userA, "support_choice", "cap", "  A limit feels fair to both of us.  ");
    expect(first.statusCode, first.body).toBe(201);
    const proposed = json<{ entry: Entry }>(first).entry;
    expect(proposed).toMatchObject({
      kind: "PROPOSED",
      by: { id: userA.id, firstName: "Alex" },
      proposal: {
        status: "PENDING",
        option: { id: opt("support_choice", "cap"), value: "Support is allowed, up to a limit we set" },
        comment: "A limit feels fair to both of us.",
      },
    });
    expect(await summaryOf(userB, "support_choice")).toMatchObject({
      status: "AWAITING_YOU",
      pendingProposal: { id: proposed.proposal!.id, proposedByMe: false },
      canPropose: true,
      canAskAttorney: false,
    });
    expect(await summaryOf(userA, "support_choice")).toMatchObject({
      status: "AWAITING_PARTNER",
      pendingProposal: { proposedByMe: true },
      canPropose: false,
    });
    // The dashboard's hub: the standing says a proposal awaits Jordan, and none awaits Alex.
    const standing = async (user: User) =>
      json<{ alignment: { proposalsAwaitingMe: number } }>(
        await api.inject({ method: "GET", url: `/users/${user.id}/standing`, as: claimsOf(user) }),
      );
    expect((await standing(userB)).alignment.proposalsAwaitingMe).toBe(1);
    expect((await standing(userA)).alignment.proposalsAwaitingMe).toBe(0);

    api.clock.advance(60_000);
    const counter = await propose(couple, userB, "support_choice", "formula", "A formula is easier to explain.");
    expect(counter.statusCode, counter.body).toBe(201);
    const countered = json<{ entry: Entry }>(counter).entry;
    expect(countered).toMatchObject({
      kind: "COUNTERED",
      by: { id: userB.id },
      proposal: { status: "PENDING", option: { id: opt("support_choice", "formula") } },
    });

    // The superseded proposal can no longer be accepted.
    const stale = await accept(couple, userB, "support_choice", proposed.proposal!.id);
    expect(stale.statusCode).toBe(409);
    expect(json(stale)).toMatchObject({ code: "PROPOSAL_NOT_PENDING" });

    api.clock.advance(60_000);
    const accepted = await accept(couple, userA, "support_choice", countered.proposal!.id);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const body = json<{
      entry: Entry;
      resolution: { kind: string; initiatedBy: { id: string }; newAnswerText: string };
    }>(accepted);
    expect(body.entry).toMatchObject({ kind: "ACCEPTED", by: { id: userA.id }, proposal: { status: "ACCEPTED" } });
    expect(body.resolution).toMatchObject({
      kind: "PROPOSAL",
      initiatedBy: { id: userA.id },
      newAnswerText: "Support lasts a set number of months for each year of marriage",
    });

    expect(await optionsOf(userA, couple, "support_choice")).toEqual([opt("support_choice", "formula")]);
    expect(await optionsOf(userB, couple, "support_choice")).toEqual([opt("support_choice", "formula")]);
    expect(await summaryOf(userA, "support_choice")).toBeNull();
    expect((await standing(userA)).alignment.proposalsAwaitingMe).toBe(0);

    // The history keeps one resolution for the question; the thread keeps every step, oldest first.
    const history = await api.db
      .select()
      .from(resolutions)
      .where(and(eq(resolutions.documentId, couple.document.id), eq(resolutions.questionId, q("support_choice"))));
    expect(history.map((row) => [row.kind, row.initiatedByUserId])).toEqual([["PROPOSAL", userA.id]]);
    const thread = await entriesOf(couple, userB, `?questionId=${q("support_choice")}`);
    expect(thread.entries.map((entry) => [entry.kind, entry.by.id, entry.proposal?.status])).toEqual([
      ["PROPOSED", userA.id, "SUPERSEDED"],
      ["COUNTERED", userB.id, "ACCEPTED"],
      ["ACCEPTED", userA.id, "ACCEPTED"],
    ]);
    expect(thread.total).toBe(3);
    const proposals = await api.db
      .select()
      .from(disputeProposals)
      .where(eq(disputeProposals.documentId, couple.document.id));
    expect(proposals.find((row) => row.id === countered.proposal!.id)).toMatchObject({
      counterOfId: proposed.proposal!.id,
      answeredByUserId: userA.id,
      status: "ACCEPTED",
    });
  });

  it("accepting the partner's own answer changes only the proposer's answer", async () => {
    const couple = await disputingCouple();
    const proposal = json<{ entry: Entry }>(
      await propose(couple, couple.userA, "signing_timeline", "over_30_days", "You're right."),
    ).entry.proposal!;
    const accepted = await accept(couple, couple.userB, "signing_timeline", proposal.id);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const history = await api.db
      .select()
      .from(answerHistory)
      .where(
        and(eq(answerHistory.documentId, couple.document.id), eq(answerHistory.questionId, q("signing_timeline"))),
      );
    expect(history.map((row) => [row.userId, row.changedByUserId])).toEqual([[couple.userA.id, couple.userB.id]]);
    expect(await optionsOf(couple.userA, couple, "signing_timeline")).toEqual([
      opt("signing_timeline", "over_30_days"),
    ]);
  });
});

describe("the rules, enforced by the server", () => {
  it("refuses each disallowed action with its code and message, storing nothing", async () => {
    const couple = await disputingCouple();
    const { userA, userB } = couple;
    const pending = json<{ entry: Entry }>(await propose(couple, userA, "support_choice", "cap")).entry.proposal!;
    const before = await snapshotTables(api.db, threadTables);
    const refusals = [
      [
        await propose(couple, userA, "support_choice", "lump_sum"),
        409,
        { code: "PROPOSAL_PENDING", error: PROPOSAL_MESSAGES.ownPending },
      ],
      [
        await propose(couple, userB, "support_choice", "cap"),
        409,
        { code: "PROPOSAL_NOT_ALLOWED", error: PROPOSAL_MESSAGES.sameAsPending },
      ],
      [
        await accept(couple, userA, "support_choice", pending.id),
        409,
        { code: "PROPOSAL_PENDING", error: PROPOSAL_MESSAGES.ownProposal },
      ],
      [
        await accept(couple, userB, "support_choice", "00000000-0000-4000-8000-000000000000"),
        404,
        { code: "PROPOSAL_NOT_FOUND" },
      ],
      // A typed question has no option to propose; a question that is not disputed has no thread to act on.
      [
        await api.inject({
          method: "POST",
          url: `${base(couple, "wedding_date")}/proposals`,
          payload: { questionOptionId: opt("support_choice", "cap") },
          as: claimsOf(userA),
        }),
        409,
        { code: "PROPOSAL_NOT_ALLOWED", error: PROPOSAL_MESSAGES.noOptions },
      ],
      [await propose(couple, userA, "disclosure_approach", "full_disclosure"), 404, { code: "DISPUTE_NOT_FOUND" }],
      // An option of another question.
      [
        await api.inject({
          method: "POST",
          url: `${base(couple, "signing_timeline")}/proposals`,
          payload: { questionOptionId: opt("support_choice", "cap") },
          as: claimsOf(userA),
        }),
        400,
        { error: { issues: [{ message: PROPOSAL_MESSAGES.optionNotOffered, path: ["questionOptionId"] }] } },
      ],
      [
        await askAttorney(couple, userA, "support_choice"),
        409,
        { code: "ATTORNEY_NOT_ASSIGNED", error: PROPOSAL_MESSAGES.noAttorney },
      ],
    ] as const;
    for (const [response, status, body] of refusals) {
      expect(response.statusCode, response.body).toBe(status);
      expect(json(response)).toMatchObject(body);
    }
    expect(await snapshotTables(api.db, threadTables)).toEqual(before);
  });

  it("refuses every thread action once the agreement is final, as accepting is refused: nothing stored, nobody told", async () => {
    const couple = await disputingCouple();
    const { userA, userB } = couple;
    const { attorney } = await createAttorney(api.db);
    await api.db.update(documents).set({ attorneyAId: attorney.id }).where(eq(documents.id, couple.document.id));
    const pending = json<{ entry: Entry }>(await propose(couple, userA, "support_choice", "cap")).entry.proposal!;
    // The partner's e-mail of that proposal goes out before the agreement is final.
    api.clock.advance((THREAD_MAIL_WINDOW_MINUTES + 1) * 60_000);
    await api.app.jobs.drain();
    const final = new Date(api.clock.now().getTime());
    await api.db
      .update(documents)
      .set({ lastGeneratedAt: final, reviewedAt: final, finalizedAt: final })
      .where(eq(documents.id, couple.document.id));
    const before = await snapshotTables(api.db, threadTables);
    const locked = { code: "QUESTIONNAIRE_LOCKED", error: ANSWER_MESSAGES.questionnaireLocked };
    const actions = {
      propose: await propose(couple, userA, "signing_timeline", "over_30_days"),
      counter: await propose(couple, userB, "support_choice", "formula", "After all, a formula."),
      accept: await accept(couple, userB, "support_choice", pending.id),
      askAttorney: await askAttorney(couple, userA, "support_choice"),
    };
    for (const [action, response] of Object.entries(actions)) {
      expect(response.statusCode, `${action}: ${response.body}`).toBe(409);
      expect(json(response), action).toEqual(locked);
    }
    api.clock.advance((THREAD_MAIL_WINDOW_MINUTES + 1) * 60_000);
    await api.app.jobs.drain();
    expect(await snapshotTables(api.db, threadTables)).toEqual(before);
    // The screens offer nothing either.
    expect(await summaryOf(userB, "support_choice")).toMatchObject({
      status: "AWAITING_YOU",
      canPropose: false,
      canAskAttorney: false,
    });
    expect(await summaryOf(userA, "support_choice")).toMatchObject({ canPropose: false, canAskAttorney: false });
  });

  it("answers bad input with a clear 400 and changes nothing", async () => {
    const couple = await disputingCouple();
    const before = await snapshotTables(api.db, threadTables);
    const post = (payload: unknown) =>
      api.inject({
        method: "POST",
        url: `${base(couple, "support_choice")}/proposals`,
        payload: payload as object,
        as: claimsOf(couple.userA),
      });
    const cases = [
      [await post({}), "questionOptionId"],
      [await post({ questionOptionId: "not-an-id" }), "questionOptionId"],
      [await post({ questionOptionId: opt("support_choice", "cap"), comment: "x".repeat(501) }), "comment"],
      [await post({ questionOptionId: opt("support_choice", "cap"), comment: "bad\u0000text" }), "comment"],
      [await post({ questionOptionId: opt("support_choice", "cap"), comment: 42 }), "comment"],
    ] as const;
    for (const [response, field] of cases) {
      expect(response.statusCode, response.body).toBe(400);
      expect(
        json<{ error: { issues: { path: string[] }[] } }>(response).error.issues.map((issue) => issue.path[0]),
      ).toContain(field);
    }
    const badPage = await api.inject({
      method: "GET",
      url: `/documents/${couple.document.id}/dispute-threads?pageSize=500`,
      as: claimsOf(couple.userA),
    });
    expect(badPage.statusCode).toBe(400);
    const badAccept = await api.inject({
      method: "POST",
      url: `${base(couple, "support_choice")}/proposals/not-an-id/accept`,
      as: claimsOf(couple.userB),
    });
    expect(badAccept.statusCode).toBe(400);
    expect(await snapshotTables(api.db, threadTables)).toEqual(before);
  });

  it("lets a partner with an assigned attorney ask them once; the attorney reads the thread, never writes", async () => {
    const couple = await disputingCouple();
    const { attorney, user: attorneyUser } = await createAttorney(api.db);
    await api.db.update(documents).set({ attorneyAId: attorney.id }).where(eq(documents.id, couple.document.id));
    expect(await summaryOf(couple.userA, "support_choice")).toMatchObject({
      canAskAttorney: true,
      askedAttorney: false,
    });

    const asked = await askAttorney(couple, couple.userA, "support_choice");
    expect(asked.statusCode, asked.body).toBe(201);
    expect(json<{ entry: Entry }>(asked).entry).toMatchObject({
      kind: "ASKED_ATTORNEY",
      by: { id: couple.userA.id },
      proposal: null,
    });
    const [row] = await api.db.select().from(disputeThreadEvents).where(eq(disputeThreadEvents.kind, "ASKED_ATTORNEY"));
    expect(row).toMatchObject({ attorneyId: attorney.id, userId: couple.userA.id, notifyUserId: null });
    expect(await summaryOf(couple.userA, "support_choice")).toMatchObject({
      canAskAttorney: false,
      askedAttorney: true,
    });

    const again = await askAttorney(couple, couple.userA, "support_choice");
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({ code: "ATTORNEY_ALREADY_ASKED" });

    const read = await entriesOf(couple, attorneyUser);
    expect(read.entries.map((entry) => entry.kind)).toEqual(["ASKED_ATTORNEY"]);
    const write = await api.inject({
      method: "POST",
      url: `${base(couple, "support_choice")}/proposals`,
      payload: { questionOptionId: opt("support_choice", "cap") },
      as: claimsOf(attorneyUser),
    });
    expect(write.statusCode).toBe(404);
  });

  it("pages the thread entries on the server", async () => {
    const couple = await disputingCouple();
    // A second between the actions: the entries' order is their time's.
    await propose(couple, couple.userA, "support_choice", "cap");
    api.clock.advance(1000);
    await propose(couple, couple.userB, "support_choice", "formula");
    api.clock.advance(1000);
    await propose(couple, couple.userA, "signing_timeline", "over_30_days");
    const page = await entriesOf(couple, couple.userA, "?page=2&pageSize=2");
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.entries.map((entry) => entry.question.id)).toEqual([q("signing_timeline")]);
  });
});

describe("the partner's e-mail", () => {
  const mailsTo = (user: User) =>
    api.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, user.email), eq(mailOutbox.template, "dispute-thread-update")));

  it("tells several actions within the window in one e-mail, sent after the window", async () => {
    const couple = await disputingCouple();
    const at = api.clock.now();
    await propose(couple, couple.userA, "support_choice", "cap", "One");
    await propose(couple, couple.userA, "signing_timeline", "over_30_days", "Two");
    const jobs = await api.db
      .select()
      .from(backgroundJobs)
      .where(
        and(
          eq(backgroundJobs.name, "dispute-thread-mail"),
          sql`${backgroundJobs.data}->>'userId' = ${couple.userB.id}`,
        ),
      );
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.runAfter.getTime()).toBe(at.getTime() + THREAD_MAIL_WINDOW_MINUTES * 60_000);
    expect(await mailsTo(couple.userB)).toHaveLength(0);

    await api.app.jobs.drain();
    const [mail, ...more] = await mailsTo(couple.userB);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe("Alex proposed an answer on your prenup");
    expect(mail!.text).toContain('Alex proposed "Support is allowed, up to a limit we set" for');
    expect(mail!.text).toContain('Alex proposed "More than 30 days before" for');
    expect(mail!.text).toContain("/alignment");
    // Nothing is told twice: every event of the batch is marked.
    const untold = await api.db
      .select()
      .from(disputeThreadEvents)
      .where(and(eq(disputeThreadEvents.notifyUserId, couple.userB.id), isNull(disputeThreadEvents.notifiedAt)));
    expect(untold).toHaveLength(0);

    // The acceptance is news to Alex: a batch of its own.
    const [pending] = await api.db
      .select()
      .from(disputeProposals)
      .where(
        and(
          eq(disputeProposals.documentId, couple.document.id),
          eq(disputeProposals.questionId, q("signing_timeline")),
        ),
      );
    expect((await accept(couple, couple.userB, "signing_timeline", pending!.id)).statusCode).toBe(200);
    await api.app.jobs.drain();
    const [toAlex] = await mailsTo(couple.userA);
    expect(toAlex!.subject).toBe("Jordan accepted your proposal on your prenup");
  });

  it("is kept but not sent to a partner who unsubscribed", async () => {
    const couple = await disputingCouple();
    await api.db.update(users).set({ emailUnsubscribedAt: api.clock.now() }).where(eq(users.id, couple.userB.id));
    await propose(couple, couple.userA, "support_choice", "cap");
    await api.app.jobs.drain();
    const [mail] = await mailsTo(couple.userB);
    expect(mail!.suppressedAt).not.toBeNull();
    expect(mail!.sentAt).toBeNull();
  });
});

describe("answers arriving at once", () => {
  it("two acceptances of one proposal: one succeeds, the other is refused, one acceptance stored", async () => {
    for (let round = 0; round < 3; round += 1) {
      const couple = await disputingCouple();
      const proposal = json<{ entry: Entry }>(await propose(couple, couple.userA, "support_choice", "cap")).entry
        .proposal!;
      const responses = await Promise.all([
        accept(couple, couple.userB, "support_choice", proposal.id),
        accept(couple, couple.userB, "support_choice", proposal.id),
      ]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      const events = await api.db
        .select()
        .from(disputeThreadEvents)
        .where(and(eq(disputeThreadEvents.documentId, couple.document.id), eq(disputeThreadEvents.kind, "ACCEPTED")));
      expect(events).toHaveLength(1);
      const history = await api.db
        .select()
        .from(resolutions)
        .where(and(eq(resolutions.documentId, couple.document.id), eq(resolutions.questionId, q("support_choice"))));
      expect(history).toHaveLength(1);
      expect(await optionsOf(couple.userA, couple, "support_choice")).toEqual([opt("support_choice", "cap")]);
      expect(await optionsOf(couple.userB, couple, "support_choice")).toEqual([opt("support_choice", "cap")]);
    }
  });

  it("an acceptance and a counter of one proposal: exactly one of them happens", async () => {
    for (let round = 0; round < 3; round += 1) {
      const couple = await disputingCouple();
      const proposal = json<{ entry: Entry }>(await propose(couple, couple.userA, "support_choice", "cap")).entry
        .proposal!;
      const [accepted, countered] = await Promise.all([
        accept(couple, couple.userB, "support_choice", proposal.id),
        propose(couple, couple.userB, "support_choice", "formula", "Or this?"),
      ]);
      const statuses = [accepted.statusCode, countered.statusCode];
      const rows = await api.db
        .select()
        .from(disputeProposals)
        .where(eq(disputeProposals.documentId, couple.document.id));
      if (accepted.statusCode === 200) {
        // The acceptance came first: the dispute is gone, so the counter found nothing to counter.
        expect(statuses).toEqual([200, 404]);
        expect(rows.map((row) => row.status)).toEqual(["ACCEPTED"]);
        expect(await optionsOf(couple.userB, couple, "support_choice")).toEqual([opt("support_choice", "cap")]);
      } else {
        expect(statuses).toEqual([409, 201]);
        expect(rows.map((row) => row.status).sort()).toEqual(["PENDING", "SUPERSEDED"]);
        expect(await optionsOf(couple.userB, couple, "support_choice")).toEqual([opt("support_choice", "state_law")]);
      }
    }
  });
});
