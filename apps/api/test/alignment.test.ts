import {
  accountsAndAssets,
  answerHistory,
  answerQuestionOptions,
  answers,
  documents,
  purchaseItems,
  resolutions,
  type Document,
  type User,
} from "@prenup/db";
import { MENU_GATE_MESSAGES } from "@prenup/domain";
import { createCouple, createCustomer, createDocument, snapshotTables } from "@prenup/db/testing";
import { and, desc, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimsOf, createTestApi, json, type TestApi } from "./harness.ts";
import { insertAnswer, opt, q } from "./questionnaire-fixtures.ts";

type Answer = { id: string; questionId: string; valueTyped: string | null; questionOptionIds: string[] };
type Dispute = {
  questionId: string;
  sectionKey: string;
  groupTitle: string;
  question: { id: string; title: string; options: { id: string; value: string }[] };
  myAnswer: Answer;
  partnerAnswer: Answer;
  myAnswerText: string;
  partnerAnswerText: string;
};
type Disputes = {
  partnerJoined: boolean;
  userComplete: boolean;
  partnerComplete: boolean;
  disputes: Dispute[];
  suggestions: { questionId: string; title: string; sectionPath: string; byMe: boolean; byPartner: boolean }[];
};
type Resolution = {
  id: string;
  kind: "AGREE" | "CHANGE";
  question: { id: string; title: string };
  initiatedBy: { id: string; firstName: string | null; lastName: string | null };
  previousTypedValue: string | null;
  previousOptionIds: string[];
  previousAnswerText: string;
  newAnswerText: string;
};

let api: TestApi;
let userA: User;
let userB: User;
let document: Document;

beforeAll(async () => {
  api = await createTestApi();
  ({ userA, userB, document } = await createCouple(api.db, {
    state: "CA",
    paid: true,
    userA: { firstName: "Alex", lastName: "Rivera" },
    userB: { firstName: "Jordan", lastName: "Lee" },
  }));
  const both = async (
    questionKey: string,
    a: { options?: string[]; valueTyped?: string },
    b: { options?: string[]; valueTyped?: string },
  ) => {
    await insertAnswer(api.db, { userId: userA.id, documentId: document.id, questionKey, ...a });
    await insertAnswer(api.db, { userId: userB.id, documentId: document.id, questionKey, ...b });
  };
  // Different answers on dispute questions, in three sections (inserted out of order on purpose).
  await both("support_choice", { options: ["waive"] }, { options: ["state_law"] });
  await both("wedding_date", { valueTyped: "2027-06-12" }, { valueTyped: "2027-06-19" });
  await both("signing_timeline", { options: ["under_30_days"] }, { options: ["over_30_days"] });
  // No dispute: the same answer; a question that does not generate disputes; one partner only;
  // a follow-up hidden for both (they do not live together, the default).
  await both("disclosure_approach", { options: ["full_disclosure"] }, { options: ["full_disclosure"] });
  await both("wedding_location", { valueTyped: "Napa, CA" }, { valueTyped: " Napa, CA " });
  await both("pronouns", { options: ["he_him"] }, { options: ["she_her"] });
  await insertAnswer(api.db, {
    userId: userA.id,
    documentId: document.id,
    questionKey: "living_together",
    options: ["no"],
  });
  await both("cohabitation_start", { valueTyped: "2020-01-01" }, { valueTyped: "2021-01-01" });
});
afterAll(async () => {
  await api?.close();
});

const disputesOf = async (user: User) => {
  const response = await api.inject({ method: "GET", url: `/users/${user.id}/answers/dispute`, as: claimsOf(user) });
  expect(response.statusCode, response.body).toBe(200);
  return json<Disputes>(response);
};
const resolutionsOf = async (user: User) => {
  const response = await api.inject({
    method: "GET",
    url: `/users/${user.id}/documents/${document.id}/resolutions`,
    as: claimsOf(user),
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<Resolution[]>(response);
};
const resolveAs = (
  user: User,
  questionKey: string,
  action: "agree" | "change",
  payload?: object,
): Promise<LightMyRequestResponse> =>
  api.inject({
    method: "POST",
    url: `/users/${user.id}/answers/dispute/${q(questionKey)}/${action}`,
    ...(payload ? { payload } : {}),
    as: claimsOf(user),
  });
const tables = [answers, answerQuestionOptions, answerHistory, resolutions, documents];

describe("alignment", () => {
  it("refuses resolving while the Alignment menu item is closed (prenup not paid, a joint entry unconfirmed), changing nothing", async () => {
    const gateTables = [...tables, accountsAndAssets];
    const refundPrenup = (status: "FULL_REFUNDED" | "SUCCESSFUL") =>
      api.db
        .update(purchaseItems)
        .set({ paymentStatus: status })
        .where(and(eq(purchaseItems.userId, userA.id), eq(purchaseItems.documentId, document.id)));
    await refundPrenup("FULL_REFUNDED");
    try {
      const before = await snapshotTables(api.db, gateTables);
      const unpaid = await resolveAs(userA, "support_choice", "agree");
      expect(unpaid.statusCode).toBe(402);
      expect(json(unpaid)).toEqual({ error: MENU_GATE_MESSAGES.prenupNotPaid, code: "PRENUP_NOT_PAID" });
      expect(await snapshotTables(api.db, gateTables)).toEqual(before);
    } finally {
      await refundPrenup("SUCCESSFUL");
    }

    const joint = await api.inject({
      method: "POST",
      url: `/users/${userA.id}/documents/${document.id}/assets`,
      payload: {
        assetAccountType: "ACCOUNT",
        accountType: "CHECKING",
        valueInCents: 100,
        isJoint: true,
        userAPercentage: 50,
        userBPercentage: 50,
      },
      as: claimsOf(userA),
    });
    expect(joint.statusCode, joint.body).toBe(201);
    try {
      const before = await snapshotTables(api.db, gateTables);
      const pending = await resolveAs(userB, "support_choice", "agree");
      expect(pending.statusCode).toBe(409);
      expect(json(pending)).toEqual({ error: MENU_GATE_MESSAGES.pendingFinancialDisputes, code: "ALIGNMENT_NOT_OPEN" });
      expect(await snapshotTables(api.db, gateTables)).toEqual(before);
    } finally {
      await api.db.delete(accountsAndAssets).where(eq(accountsAndAssets.documentId, document.id));
    }
  });

  it("lists only dispute questions both answered differently, by section, group and question order", async () => {
    const body = await disputesOf(userA);
    expect(body).toMatchObject({ partnerJoined: true, userComplete: false, partnerComplete: false });
    expect(body.disputes.map((dispute) => [dispute.sectionKey, dispute.questionId])).toEqual([
      ["understanding", q("signing_timeline")],
      ["about_you_two", q("wedding_date")],
      ["spousal_support", q("support_choice")],
    ]);
    const [timeline, wedding] = body.disputes;
    expect(timeline).toMatchObject({
      groupTitle: "Timing and openness",
      question: { title: "How long before the wedding do you expect to sign?" },
      myAnswer: { questionOptionIds: [opt("signing_timeline", "under_30_days")] },
      partnerAnswer: { questionOptionIds: [opt("signing_timeline", "over_30_days")] },
      myAnswerText: "Less than 30 days before",
      partnerAnswerText: "More than 30 days before",
    });
    expect(timeline!.question.options.map((option) => option.value)).toEqual([
      "More than 30 days before",
      "Less than 30 days before",
    ]);
    expect(wedding).toMatchObject({
      myAnswerText: "2027-06-12",
      partnerAnswerText: "2027-06-19",
      // What the change-answer form needs to check a new value as the server will.
      question: { inputType: "DATE", inputRestriction: "FUTURE_DATE", allowsOtherOption: false },
    });
    // The partner sees the same disputes from their side.
    const theirs = await disputesOf(userB);
    expect(theirs.disputes.map((dispute) => [dispute.questionId, dispute.myAnswerText])).toEqual([
      [q("signing_timeline"), "More than 30 days before"],
      [q("wedding_date"), "2027-06-19"],
      [q("support_choice"), "Leave it to our state's law"],
    ]);
  });

  it("never lets a partner read the other's answers elsewhere (403)", async () => {
    const answersResponse = await api.inject({ method: "GET", url: `/users/${userA.id}/answers`, as: claimsOf(userB) });
    expect(answersResponse.statusCode).toBe(403);
    const groups = await api.inject({
      method: "GET",
      url: `/documents/${document.id}/questionnaire-sections/understanding/groups?userId=${userA.id}`,
      as: claimsOf(userB),
    });
    expect(groups.statusCode).toBe(403);
    const disputes = await api.inject({
      method: "GET",
      url: `/users/${userA.id}/answers/dispute`,
      as: claimsOf(userB),
    });
    expect(disputes.statusCode).toBe(403);
  });

  it("agree copies the partner's answer, records AGREE with the previous value and a history row", async () => {
    const response = await resolveAs(userB, "signing_timeline", "agree");
    expect(response.statusCode, response.body).toBe(200);
    const body = json<{ resolution: Resolution; answer: Answer }>(response);
    expect(body.answer).toMatchObject({
      questionId: q("signing_timeline"),
      questionOptionIds: [opt("signing_timeline", "under_30_days")],
    });
    expect(body.resolution).toMatchObject({
      kind: "AGREE",
      question: { id: q("signing_timeline") },
      initiatedBy: { id: userB.id, firstName: "Jordan", lastName: "Lee" },
      previousTypedValue: null,
      previousOptionIds: [opt("signing_timeline", "over_30_days")],
      previousAnswerText: "More than 30 days before",
      newAnswerText: "Less than 30 days before",
    });
    const [history] = await api.db
      .select()
      .from(answerHistory)
      .where(eq(answerHistory.answerId, body.answer.id))
      .orderBy(desc(answerHistory.createdAt));
    expect(history).toMatchObject({
      changedByUserId: userB.id,
      previousOptionIds: [opt("signing_timeline", "over_30_days")],
      newOptionIds: [opt("signing_timeline", "under_30_days")],
    });
    // The dispute is gone for both.
    expect((await disputesOf(userA)).disputes.map((dispute) => dispute.questionId)).not.toContain(
      q("signing_timeline"),
    );
    expect((await disputesOf(userB)).disputes.map((dispute) => dispute.questionId)).not.toContain(
      q("signing_timeline"),
    );
  });

  it("answers 404 DISPUTE_NOT_FOUND where there is no dispute, changing nothing", async () => {
    for (const questionKey of ["signing_timeline", "disclosure_approach", "pronouns"]) {
      const before = await snapshotTables(api.db, tables);
      const response = await resolveAs(userA, questionKey, "agree");
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({
        error: "Dispute not found. Please refresh the page.",
        code: "DISPUTE_NOT_FOUND",
      });
      expect(await snapshotTables(api.db, tables)).toEqual(before);
    }
  });

  it("change refuses an invalid value with a 400 issue, changing nothing", async () => {
    const before = await snapshotTables(api.db, tables);
    const past = await resolveAs(userA, "wedding_date", "change", { valueTyped: "2020-01-01" });
    expect(past.statusCode).toBe(400);
    expect(json(past)).toEqual({
      error: { issues: [{ message: "Date should be in the future", path: ["valueTyped"] }] },
    });
    const blank = await resolveAs(userA, "wedding_date", "change", { valueTyped: "  " });
    expect(blank.statusCode).toBe(400);
    const unknownField = await resolveAs(userA, "wedding_date", "change", { value: "2027-06-19" });
    expect(unknownField.statusCode).toBe(400);
    // Emptying one's answer is no resolution (the dispute would vanish), even where a default option would count.
    const emptied = await resolveAs(userA, "support_choice", "change", { questionOptionIds: [] });
    expect(emptied.statusCode).toBe(400);
    expect(json(emptied)).toEqual({
      error: { issues: [{ message: "This field is required", path: ["questionOptionIds"] }] },
    });
    expect(await snapshotTables(api.db, tables)).toEqual(before);
  });

  it("change writes the new answer and records CHANGE; the history lists both resolutions, newest first", async () => {
    const response = await resolveAs(userA, "wedding_date", "change", { valueTyped: "2027-06-19" });
    expect(response.statusCode, response.body).toBe(200);
    const body = json<{ resolution: Resolution; answer: Answer }>(response);
    expect(body.answer.valueTyped).toBe("2027-06-19");
    expect(body.resolution).toMatchObject({
      kind: "CHANGE",
      initiatedBy: { id: userA.id, firstName: "Alex" },
      previousTypedValue: "2027-06-12",
      previousOptionIds: [],
      previousAnswerText: "2027-06-12",
      newAnswerText: "2027-06-19",
    });
    expect((await disputesOf(userA)).disputes.map((dispute) => dispute.questionId)).toEqual([q("support_choice")]);

    for (const user of [userA, userB]) {
      const history = await resolutionsOf(user);
      expect(history.map((resolution) => [resolution.kind, resolution.question.id, resolution.initiatedBy.id])).toEqual(
        [
          ["CHANGE", q("wedding_date"), userA.id],
          ["AGREE", q("signing_timeline"), userB.id],
        ],
      );
    }
    const rows = await api.db.select().from(resolutions).where(eq(resolutions.documentId, document.id));
    expect(rows).toHaveLength(2);
  });

  it("keeps the resolutions to the document's parties (404 for others)", async () => {
    const stranger = await createCustomer(api.db);
    const response = await api.inject({
      method: "GET",
      url: `/users/${stranger.id}/documents/${document.id}/resolutions`,
      as: claimsOf(stranger),
    });
    expect(response.statusCode).toBe(404);
  });

  it("reports that the partner has not joined yet, with no disputes", async () => {
    const single = await createCustomer(api.db);
    await createDocument(api.db, { userA: single, state: "CA" });
    const alone = await disputesOf(single);
    expect(alone).toMatchObject({ partnerJoined: false, userComplete: false, partnerComplete: false, disputes: [] });
    // Nothing answered: the questions with a suggestion are the user's own, none chosen.
    expect(alone.suggestions.length).toBeGreaterThan(0);
    expect(alone.suggestions.every((entry) => entry.byMe && !entry.byPartner)).toBe(true);
    const loner = await createCustomer(api.db);
    const noDocument = await api.inject({
      method: "GET",
      url: `/users/${loner.id}/answers/dispute`,
      as: claimsOf(loner),
    });
    expect(noDocument.statusCode).toBe(409);
    expect(json(noDocument)).toMatchObject({ code: "NO_DOCUMENT" });
  });
});
