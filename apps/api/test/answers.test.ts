import { TEXT_MESSAGES } from "@prenup/domain";
import {
  answerHistory,
  answerQuestionOptions,
  answers,
  documents,
  restrictedQuestionOptions,
  resolutions,
  type User,
} from "@prenup/db";
import { createAttorney, createCouple, createCustomer, createPurchaseItem, snapshotTables } from "@prenup/db/testing";
import { and, asc, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimsOf, createTestApi, json, type TestApi } from "./harness.ts";
import { opt, q } from "./questionnaire-fixtures.ts";

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi(); // today is 2026-11-21
});
afterAll(async () => {
  await api?.close();
});

type Body = { valueTyped?: string | null; questionOptionIds?: string[]; [key: string]: unknown };
type Saved = {
  answer: { id: string; questionId: string; valueTyped: string | null; questionOptionIds: string[]; updatedAt: string };
  defaults: {
    id: string;
    questionId: string;
    valueTyped: string | null;
    questionOptionIds: string[];
    updatedAt: string;
  }[];
  validationError: string | null;
  section: { id: string; key: string; status: string };
};

function write(
  method: "POST" | "PATCH",
  user: User,
  questionKey: string,
  payload: Body,
): Promise<LightMyRequestResponse> {
  return api.inject({
    method,
    url: `/users/${user.id}/answers?questionId=${q(questionKey)}`,
    payload,
    as: claimsOf(user),
  });
}

const answerTables = [answers, answerQuestionOptions, answerHistory, documents, resolutions];

/** Sends a request that must fail with `status` (and `code`), and proves nothing stored changed. */
async function expectRefused(
  send: () => Promise<LightMyRequestResponse>,
  status: number,
  code?: string,
): Promise<Record<string, unknown>> {
  const before = await snapshotTables(api.db, answerTables);
  const response = await send();
  expect(response.statusCode, response.body).toBe(status);
  const body = json(response);
  if (code) expect(body).toMatchObject({ code });
  expect(await snapshotTables(api.db, answerTables)).toEqual(before);
  return body;
}

describe("POST and PATCH /users/{id}/answers", () => {
  it("creates the first answer (201), refuses a second POST (409) and updates with PATCH, keeping the history", async () => {
    const { userA, document } = await createCouple(api.db);
    const created = await write("POST", userA, "signing_timeline", {
      questionOptionIds: [opt("signing_timeline", "under_30_days")],
    });
    expect(created.statusCode, created.body).toBe(201);
    const saved = json<Saved>(created);
    expect(saved).toMatchObject({
      answer: {
        questionId: q("signing_timeline"),
        valueTyped: null,
        questionOptionIds: [opt("signing_timeline", "under_30_days")],
      },
      validationError: null,
      section: { key: "understanding", status: "IN_PROGRESS" },
    });

    await expectRefused(
      () => write("POST", userA, "signing_timeline", { questionOptionIds: [opt("signing_timeline", "over_30_days")] }),
      409,
      "ANSWER_EXISTS",
    );

    const updated = await write("PATCH", userA, "signing_timeline", {
      questionOptionIds: [opt("signing_timeline", "over_30_days")],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(json<Saved>(updated).answer).toMatchObject({
      id: saved.answer.id,
      questionOptionIds: [opt("signing_timeline", "over_30_days")],
    });

    const listed = await api.inject({
      method: "GET",
      url: `/users/${userA.id}/answers?questionId=${q("signing_timeline")}`,
      as: claimsOf(userA),
    });
    expect(json<{ questionOptionIds: string[] }[]>(listed).map((answer) => answer.questionOptionIds)).toEqual([
      [opt("signing_timeline", "over_30_days")],
    ]);

    const history = await api.db
      .select()
      .from(answerHistory)
      .where(eq(answerHistory.answerId, saved.answer.id))
      .orderBy(asc(answerHistory.createdAt));
    expect(
      history.map((row) => ({
        previous: row.previousOptionIds,
        next: row.newOptionIds,
        by: row.changedByUserId,
        document: row.documentId,
      })),
    ).toEqual([
      { previous: [], next: [opt("signing_timeline", "under_30_days")], by: userA.id, document: document.id },
      {
        previous: [opt("signing_timeline", "under_30_days")],
        next: [opt("signing_timeline", "over_30_days")],
        by: userA.id,
        document: document.id,
      },
    ]);
  });

  it("answers 404 ANSWER_NOT_FOUND to a PATCH before any answer, changing nothing", async () => {
    const { userA } = await createCouple(api.db);
    await expectRefused(
      () => write("PATCH", userA, "signing_timeline", { questionOptionIds: [] }),
      404,
      "ANSWER_NOT_FOUND",
    );
  });

  it("keeps a field left out of a PATCH, and records typed values in the history", async () => {
    const { userA } = await createCouple(api.db);
    await write("POST", userA, "attorney_plan", { questionOptionIds: [opt("attorney_plan", "own_attorney")] });
    const created = json<Saved>(await write("POST", userA, "own_attorney_name", { valueTyped: "Dana Cho" }));
    const patched = json<Saved>(
      await write("PATCH", userA, "own_attorney_name", { valueTyped: "Dana Cho, Cho Family Law" }),
    );
    expect(patched.answer.valueTyped).toBe("Dana Cho, Cho Family Law");
    const history = await api.db
      .select()
      .from(answerHistory)
      .where(eq(answerHistory.answerId, created.answer.id))
      .orderBy(asc(answerHistory.createdAt));
    expect(history.map((row) => [row.previousValueTyped, row.newValueTyped])).toEqual([
      [null, "Dana Cho"],
      ["Dana Cho", "Dana Cho, Cho Family Law"],
    ]);
    // Only the options change: the typed "other" text of an option question stays.
    const options = json<Saved>(
      await write("PATCH", userA, "attorney_plan", { questionOptionIds: [opt("attorney_plan", "no_attorney")] }),
    );
    expect(options.answer.questionOptionIds).toEqual([opt("attorney_plan", "no_attorney")]);
  });

  it("stores an invalid typed value as null and says why, without an HTTP error", async () => {
    const { userA } = await createCouple(api.db);
    const invalid = await write("POST", userA, "date_of_birth", { valueTyped: "not a date" });
    expect(invalid.statusCode).toBe(201);
    expect(json<Saved>(invalid)).toMatchObject({
      answer: { valueTyped: null },
      validationError: "Please enter a valid date",
    });
    const underage = json<Saved>(await write("PATCH", userA, "date_of_birth", { valueTyped: "2010-01-01" }));
    expect(underage).toMatchObject({
      answer: { valueTyped: null },
      validationError: "You must be at least 18 years old",
    });
    const phone = json<Saved>(await write("POST", userA, "phone_number", { valueTyped: "12" }));
    expect(phone).toMatchObject({ answer: { valueTyped: null }, validationError: "Invalid phone number" });
    const valid = json<Saved>(await write("PATCH", userA, "date_of_birth", { valueTyped: "1990-04-02" }));
    expect(valid).toMatchObject({ answer: { valueTyped: "1990-04-02" }, validationError: null });
    // The birth date's home is the profile (profile-answers.test.ts): the answer row keeps no copy.
    const [row] = await api.db.select().from(answers).where(eq(answers.id, valid.answer.id));
    expect(row!.valueTyped).toBeNull();
  });

  it("refuses a hidden follow-up with 422 QUESTION_NOT_AVAILABLE", async () => {
    const { userA } = await createCouple(api.db);
    // "What is your attorney's name" shows only after choosing "own attorney".
    const body = await expectRefused(
      () => write("POST", userA, "own_attorney_name", { valueTyped: "Dana Cho" }),
      422,
      "QUESTION_NOT_AVAILABLE",
    );
    expect(body["error"]).toBe("This question doesn't apply to your answers or state.");
    await write("POST", userA, "attorney_plan", { questionOptionIds: [opt("attorney_plan", "no_attorney")] });
    await expectRefused(
      () => write("POST", userA, "own_attorney_name", { valueTyped: "Dana Cho" }),
      422,
      "QUESTION_NOT_AVAILABLE",
    );
  });

  it("refuses questions and options not offered in the user's state, and options of another question", async () => {
    const { userA: californian } = await createCouple(api.db, { state: "CA" });
    const { userA: minnesotan } = await createCouple(api.db, { state: "MN" });
    await expectRefused(
      () =>
        write("POST", californian, "no_partner_attorney_notice", {
          questionOptionIds: [opt("no_partner_attorney_notice", "send_tips")],
        }),
      422,
      "QUESTION_NOT_AVAILABLE",
    );
    await expectRefused(
      () =>
        write("POST", minnesotan, "disclosure_approach", {
          questionOptionIds: [opt("disclosure_approach", "disclosure_plus_waiver")],
        }),
      422,
      "OPTION_NOT_AVAILABLE",
    );
    await expectRefused(
      () =>
        write("POST", californian, "signing_timeline", {
          questionOptionIds: [opt("disclosure_approach", "full_disclosure")],
        }),
      422,
      "OPTION_NOT_AVAILABLE",
    );
    await expectRefused(
      () =>
        write("POST", californian, "own_attorney_name", { questionOptionIds: [opt("attorney_plan", "own_attorney")] }),
      422,
      "OPTION_NOT_AVAILABLE",
    );
  });

  it("refuses an option restricted against one the user already chose (either direction), naming the question", async () => {
    const { userA } = await createCouple(api.db, { state: "CA" });
    const [pair] = await api.db
      .insert(restrictedQuestionOptions)
      .values({
        questionOptionId: opt("signing_timeline", "under_30_days"),
        restrictedQuestionOptionId: opt("disclosure_approach", "disclosure_plus_waiver"),
      })
      .returning();
    try {
      expect(
        (
          await write("POST", userA, "disclosure_approach", {
            questionOptionIds: [opt("disclosure_approach", "disclosure_plus_waiver")],
          })
        ).statusCode,
      ).toBe(201);
      const body = await expectRefused(
        () =>
          write("POST", userA, "signing_timeline", { questionOptionIds: [opt("signing_timeline", "under_30_days")] }),
        422,
        "OPTION_RESTRICTED",
      );
      expect(body["error"]).toContain("How will you share your finances with each other?");
      // The other option of the question is fine (the question already holds its default, taken when the section was first answered).
      expect(
        (
          await write("PATCH", userA, "signing_timeline", {
            questionOptionIds: [opt("signing_timeline", "over_30_days")],
          })
        ).statusCode,
      ).toBe(200);
      // And from the other side: with "under 30 days" chosen, the waiver is refused.
      await write("PATCH", userA, "disclosure_approach", {
        questionOptionIds: [opt("disclosure_approach", "full_disclosure")],
      });
      await write("PATCH", userA, "signing_timeline", {
        questionOptionIds: [opt("signing_timeline", "under_30_days")],
      });
      const reverse = await expectRefused(
        () =>
          write("PATCH", userA, "disclosure_approach", {
            questionOptionIds: [opt("disclosure_approach", "disclosure_plus_waiver")],
          }),
        422,
        "OPTION_RESTRICTED",
      );
      expect(reverse["error"]).toContain("How long before the wedding do you expect to sign?");
    } finally {
      await api.db.delete(restrictedQuestionOptions).where(eq(restrictedQuestionOptions.id, pair!.id));
    }
  });

  it("refuses the content's incompatible options as seeded: dividing by contribution after sharing the growth of separate property, either way round", async () => {
    const { userA } = await createCouple(api.db, { state: "NY" });
    const created = await write("POST", userA, "separate_growth", {
      questionOptionIds: [opt("separate_growth", "shared")],
    });
    expect(created.statusCode, created.body).toBe(201);
    const body = await expectRefused(
      () =>
        write("POST", userA, "division_on_divorce", {
          questionOptionIds: [opt("division_on_divorce", "contribution")],
        }),
      422,
      "OPTION_RESTRICTED",
    );
    expect(body["error"]).toBe(
      `This choice can't be combined with your answer "All income and growth during the marriage is shared" to "If something you own separately earns income or grows in value during the marriage, whose is that growth?". Change that answer first.`,
    );
    // Dividing equally goes with it; and once the growth stays with the owner, dividing by contribution does too.
    expect(
      (await write("POST", userA, "division_on_divorce", { questionOptionIds: [opt("division_on_divorce", "equal")] }))
        .statusCode,
    ).toBe(201);
    expect(
      (await write("PATCH", userA, "separate_growth", { questionOptionIds: [opt("separate_growth", "owner")] }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await write("PATCH", userA, "division_on_divorce", {
          questionOptionIds: [opt("division_on_divorce", "contribution")],
        })
      ).statusCode,
    ).toBe(200);
    // The other way round: with contribution chosen, sharing the growth is refused.
    const reverse = await expectRefused(
      () => write("PATCH", userA, "separate_growth", { questionOptionIds: [opt("separate_growth", "shared")] }),
      422,
      "OPTION_RESTRICTED",
    );
    expect(reverse["error"]).toContain(
      `"In proportion to what each of us contributed" to "If you divorce, how should shared property be divided?"`,
    );
  });

  it("asks whose name decides only under the state's rules: sharing only what is in both names is accepted after the title answer, which it hides", async () => {
    const { userA } = await createCouple(api.db, { state: "TX" });
    expect(
      (
        await write("POST", userA, "marital_property_regime", {
          questionOptionIds: [opt("marital_property_regime", "state_default")],
        })
      ).statusCode,
    ).toBe(201);
    // The first write of the section recorded the title question's default ("our state's rules decide").
    expect(
      (await write("PATCH", userA, "title_controls", { questionOptionIds: [opt("title_controls", "rules_control")] }))
        .statusCode,
    ).toBe(200);
    const saved = await write("PATCH", userA, "marital_property_regime", {
      questionOptionIds: [opt("marital_property_regime", "joint_only")],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await expectRefused(
      () => write("PATCH", userA, "title_controls", { questionOptionIds: [opt("title_controls", "title_controls")] }),
      422,
      "QUESTION_NOT_AVAILABLE",
    );
  });

  it("ignores the answer of a hidden follow-up when checking restricted options, and does not report it as chosen", async () => {
    const { userA } = await createCouple(api.db, { state: "CA" });
    const [pair] = await api.db
      .insert(restrictedQuestionOptions)
      .values({
        questionOptionId: opt("counsel_waiver_reason", "cost"),
        restrictedQuestionOptionId: opt("signing_timeline", "under_30_days"),
      })
      .returning();
    const selectedOf = async (optionId: string) =>
      json<{ selected: { questionId: string }[] }>(
        await api.inject({
          method: "POST",
          url: `/users/${userA.id}/question-options`,
          payload: { restrictedQuestionOptionIds: [optionId] },
          as: claimsOf(userA),
        }),
      ).selected;
    try {
      await write("POST", userA, "attorney_plan", { questionOptionIds: [opt("attorney_plan", "no_attorney")] });
      await write("POST", userA, "counsel_waiver_reason", {
        questionOptionIds: [opt("counsel_waiver_reason", "cost")],
      });
      expect(await selectedOf(opt("counsel_waiver_reason", "cost"))).toEqual([
        expect.objectContaining({ questionId: q("counsel_waiver_reason") }),
      ]);
      await expectRefused(
        () =>
          write("POST", userA, "signing_timeline", { questionOptionIds: [opt("signing_timeline", "under_30_days")] }),
        422,
        "OPTION_RESTRICTED",
      );
      // With their own attorney the waiver reason is hidden: its kept answer no longer stands in the way.
      await write("PATCH", userA, "attorney_plan", { questionOptionIds: [opt("attorney_plan", "own_attorney")] });
      expect(await selectedOf(opt("counsel_waiver_reason", "cost"))).toEqual([]);
      const saved = await write("PATCH", userA, "signing_timeline", {
        questionOptionIds: [opt("signing_timeline", "under_30_days")],
      });
      expect(saved.statusCode, saved.body).toBe(200);
    } finally {
      await api.db.delete(restrictedQuestionOptions).where(eq(restrictedQuestionOptions.id, pair!.id));
    }
  });

  it("records the shown defaults of a section as the partner's answers once they work on it, flagged as defaults", async () => {
    const { userA } = await createCouple(api.db, { state: "CA" });
    const before = json<{ questionId: string }[]>(
      await api.inject({ method: "GET", url: `/users/${userA.id}/answers`, as: claimsOf(userA) }),
    );
    expect(before.some((answer) => answer.questionId === q("signing_timeline"))).toBe(false);
    const first = await write("POST", userA, "attorney_plan", {
      questionOptionIds: [opt("attorney_plan", "no_attorney")],
    });
    expect(first.statusCode).toBe(201);
    const after = json<{ id: string; questionId: string; questionOptionIds: string[] }[]>(
      await api.inject({ method: "GET", url: `/users/${userA.id}/answers`, as: claimsOf(userA) }),
    );
    const timeline = after.find((answer) => answer.questionId === q("signing_timeline"));
    expect(timeline?.questionOptionIds).toEqual([expect.any(String)]);
    // The response names every default it recorded, as stored: the page knows these answers exist.
    const recorded = json<Saved>(first).defaults;
    const stored = after.filter((answer) => answer.questionId !== q("attorney_plan"));
    expect(recorded.map(({ id, questionId, questionOptionIds }) => ({ id, questionId, questionOptionIds }))).toEqual(
      expect.arrayContaining(
        stored.map(({ id, questionId, questionOptionIds }) => ({ id, questionId, questionOptionIds })),
      ),
    );
    expect(recorded).toHaveLength(stored.length);
    const [row] = await api.db
      .select({ isDefault: answerQuestionOptions.isDefault })
      .from(answerQuestionOptions)
      .innerJoin(answers, eq(answers.id, answerQuestionOptions.answerId))
      .where(and(eq(answers.userId, userA.id), eq(answers.questionId, q("signing_timeline"))));
    expect(row?.isDefault).toBe(true);
    // A question in another section is untouched until that section is worked on.
    expect(after.some((answer) => answer.questionId === q("marital_property_regime"))).toBe(false);
    // The next write records none, and a default answer is changed with PATCH.
    expect(
      json<Saved>(
        await write("PATCH", userA, "signing_timeline", {
          questionOptionIds: [opt("signing_timeline", "over_30_days")],
        }),
      ).defaults,
    ).toEqual([]);
  });

  it("marks a recorded default as a suggestion nobody chose, until the person's own write of any option, the same one included", async () => {
    const { userA } = await createCouple(api.db, { state: "CA" });
    const first = await write("POST", userA, "attorney_plan", {
      questionOptionIds: [opt("attorney_plan", "no_attorney")],
    });
    expect(json<Saved & { answer: { isSuggestion: boolean } }>(first).answer.isSuggestion).toBe(false);
    expect(json<{ defaults: { questionId: string; isSuggestion: boolean }[] }>(first).defaults).toContainEqual(
      expect.objectContaining({ questionId: q("signing_timeline"), isSuggestion: true }),
    );
    const listed = async () =>
      json<{ questionId: string; isSuggestion: boolean }[]>(
        await api.inject({ method: "GET", url: `/users/${userA.id}/answers`, as: claimsOf(userA) }),
      );
    const unchosen = async () => {
      const disputes = await api.inject({
        method: "GET",
        url: `/users/${userA.id}/answers/dispute`,
        as: claimsOf(userA),
      });
      expect(disputes.statusCode, disputes.body).toBe(200);
      return json<{ suggestions: { questionId: string; byMe: boolean }[] }>(disputes).suggestions;
    };
    expect((await listed()).find((answer) => answer.questionId === q("signing_timeline"))?.isSuggestion).toBe(true);
    // The suggestion is not counted as chosen: the disputes list names it as the user's.
    expect(await unchosen()).toContainEqual(expect.objectContaining({ questionId: q("signing_timeline"), byMe: true }));

    // Keeping it (a write of the same option) chooses it: the flag is cleared, the answer stays.
    const kept = await write("PATCH", userA, "signing_timeline", {
      questionOptionIds: [opt("signing_timeline", "over_30_days")],
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(json<{ answer: { isSuggestion: boolean; questionOptionIds: string[] } }>(kept).answer).toMatchObject({
      isSuggestion: false,
      questionOptionIds: [opt("signing_timeline", "over_30_days")],
    });
    expect((await listed()).find((answer) => answer.questionId === q("signing_timeline"))?.isSuggestion).toBe(false);
    // (The partner, who has answered nothing, still has it at the suggestion.)
    expect((await unchosen()).find((entry) => entry.questionId === q("signing_timeline"))).toMatchObject({
      byMe: false,
      byPartner: true,
    });
    const [row] = await api.db
      .select({ isDefault: answerQuestionOptions.isDefault })
      .from(answerQuestionOptions)
      .innerJoin(answers, eq(answers.id, answerQuestionOptions.answerId))
      .where(and(eq(answers.userId, userA.id), eq(answers.questionId, q("signing_timeline"))));
    expect(row?.isDefault).toBe(false);
  });

  it("keeps a suggestion unchosen on request (keepAsSuggestion), only with the question's default options and never over a choice", async () => {
    const { userA } = await createCouple(api.db, { state: "CA" });
    const suggestion = [opt("marital_property_regime", "state_default")];
    const notSuggested = await expectRefused(
      () =>
        write("POST", userA, "marital_property_regime", {
          questionOptionIds: [opt("marital_property_regime", "joint_only")],
          keepAsSuggestion: true,
        }),
      400,
    );
    expect(notSuggested).toEqual({
      error: {
        issues: [
          {
            message: "Only the suggested options of a question can be kept as a suggestion.",
            path: ["keepAsSuggestion"],
          },
        ],
      },
    });
    await expectRefused(
      () => write("POST", userA, "marital_property_regime", { questionOptionIds: suggestion, keepAsSuggestion: "yes" }),
      400,
    );

    const kept = await write("POST", userA, "marital_property_regime", {
      questionOptionIds: suggestion,
      keepAsSuggestion: true,
    });
    expect(kept.statusCode, kept.body).toBe(201);
    expect(json<{ answer: { isSuggestion: boolean } }>(kept).answer.isSuggestion).toBe(true);
    // Again over the same suggestion: still a suggestion.
    const again = await write("PATCH", userA, "marital_property_regime", {
      questionOptionIds: suggestion,
      keepAsSuggestion: true,
    });
    expect(json<{ answer: { isSuggestion: boolean } }>(again).answer.isSuggestion).toBe(true);
    // Chosen, it cannot become a suggestion again.
    expect((await write("PATCH", userA, "marital_property_regime", { questionOptionIds: suggestion })).statusCode).toBe(
      200,
    );
    const overChoice = await expectRefused(
      () => write("PATCH", userA, "marital_property_regime", { questionOptionIds: suggestion, keepAsSuggestion: true }),
      400,
    );
    expect(overChoice).toEqual({
      error: {
        issues: [
          {
            message: "You already chose an answer to this question: a suggestion can't replace it.",
            path: ["keepAsSuggestion"],
          },
        ],
      },
    });
  });

  it("refuses two options on a single-choice question with a 400 issue, and malformed bodies", async () => {
    const { userA } = await createCouple(api.db);
    const body = await expectRefused(
      () =>
        write("POST", userA, "attorney_plan", {
          questionOptionIds: [opt("attorney_plan", "own_attorney"), opt("attorney_plan", "no_attorney")],
        }),
      400,
    );
    expect(body).toEqual({ error: { issues: [{ message: "Choose only one option", path: ["questionOptionIds"] }] } });
    await expectRefused(() => write("POST", userA, "attorney_plan", { questionOptionIds: ["nope"] }), 400);
    await expectRefused(() => write("POST", userA, "attorney_plan", { questionOptionIds: [], extra: true }), 400);
    const nul = await expectRefused(() => write("POST", userA, "wedding_location", { valueTyped: "Napa\u0000" }), 400);
    expect(nul).toEqual({ error: { issues: [{ message: TEXT_MESSAGES.unsavable, path: ["valueTyped"] }] } });
    await expectRefused(
      () =>
        api.inject({
          method: "POST",
          url: `/users/${userA.id}/answers?questionId=nope`,
          payload: {},
          as: claimsOf(userA),
        }),
      400,
    );
  });

  it('refuses text on an option question without an "other" answer (400), on create and update, and keeps it where one is offered', async () => {
    const { userA } = await createCouple(api.db);
    const message = {
      error: { issues: [{ message: "This question takes a choice from its options, not text", path: ["valueTyped"] }] },
    };
    const chosen = [opt("signing_timeline", "under_30_days")];
    expect(
      await expectRefused(
        () => write("POST", userA, "signing_timeline", { valueTyped: "whenever", questionOptionIds: chosen }),
        400,
      ),
    ).toEqual(message);
    expect(
      (await write("POST", userA, "signing_timeline", { valueTyped: "  ", questionOptionIds: chosen })).statusCode,
    ).toBe(201);
    expect(
      await expectRefused(() => write("PATCH", userA, "signing_timeline", { valueTyped: "whenever" }), 400),
    ).toEqual(message);

    // "Why sign without an attorney?" takes an "other" text.
    await write("POST", userA, "attorney_plan", { questionOptionIds: [opt("attorney_plan", "no_attorney")] });
    const other = await write("POST", userA, "counsel_waiver_reason", { valueTyped: "We trust each other" });
    expect(other.statusCode, other.body).toBe(201);
    expect(json<Saved>(other).answer.valueTyped).toBe("We trust each other");
  });

  it("keeps one option on a single-choice question when saves of the same answer race (double autosave)", async () => {
    const { userA } = await createCouple(api.db);
    const created = json<Saved>(
      await write("POST", userA, "signing_timeline", { questionOptionIds: [opt("signing_timeline", "under_30_days")] }),
    );
    const under = [opt("signing_timeline", "under_30_days")];
    const over = [opt("signing_timeline", "over_30_days")];
    const responses = await Promise.all([
      write("PATCH", userA, "signing_timeline", { questionOptionIds: over }),
      write("PATCH", userA, "signing_timeline", { questionOptionIds: under }),
      write("PATCH", userA, "signing_timeline", { questionOptionIds: over }),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    const stored = await api.db
      .select()
      .from(answerQuestionOptions)
      .where(eq(answerQuestionOptions.answerId, created.answer.id));
    expect(stored).toHaveLength(1);
    const history = await api.db.select().from(answerHistory).where(eq(answerHistory.answerId, created.answer.id));
    expect(history).toHaveLength(4);
  });

  it("answers 404 QUESTION_NOT_FOUND for an unknown question and 409 NO_DOCUMENT without a document", async () => {
    const { userA } = await createCouple(api.db);
    await expectRefused(
      () =>
        api.inject({
          method: "POST",
          url: `/users/${userA.id}/answers?questionId=00000000-0000-4000-8000-000000000000`,
          payload: { valueTyped: "x" },
          as: claimsOf(userA),
        }),
      404,
      "QUESTION_NOT_FOUND",
    );
    const loner = await createCustomer(api.db);
    await expectRefused(
      () => write("POST", loner, "pronouns", { questionOptionIds: [opt("pronouns", "he_him")] }),
      409,
      "NO_DOCUMENT",
    );
  });

  it("refuses every write while the questionnaire is blocked (409 QUESTIONNAIRE_LOCKED)", async () => {
    const { userA, userB, document } = await createCouple(api.db);
    await write("POST", userA, "signing_timeline", { questionOptionIds: [opt("signing_timeline", "under_30_days")] });
    // Generated and with an attorney: the document is in the editor.
    const attorney = await createAttorney(api.db);
    await api.db
      .update(documents)
      .set({ lastGeneratedAt: new Date("2026-11-20T10:00:00Z"), attorneyAId: attorney.attorney.id })
      .where(eq(documents.id, document.id));
    const body = await expectRefused(
      () => write("PATCH", userA, "signing_timeline", { questionOptionIds: [opt("signing_timeline", "over_30_days")] }),
      409,
      "QUESTIONNAIRE_LOCKED",
    );
    expect(typeof body["error"]).toBe("string");
    // Reviewed: blocked for both partners.
    await api.db
      .update(documents)
      .set({ attorneyAId: null, reviewedAt: new Date("2026-11-20T12:00:00Z") })
      .where(eq(documents.id, document.id));
    await expectRefused(
      () => write("POST", userB, "pronouns", { questionOptionIds: [opt("pronouns", "she_her")] }),
      409,
      "QUESTIONNAIRE_LOCKED",
    );
  });

  it("refuses answers in a locked section (409 SECTION_LOCKED) until representation is bought", async () => {
    const { userA, document } = await createCouple(api.db, { state: "CA", paid: true });
    await write("POST", userA, "attorney_plan", { questionOptionIds: [opt("attorney_plan", "hire_through_us")] });
    await expectRefused(
      () => write("POST", userA, "support_choice", { questionOptionIds: [opt("support_choice", "state_law")] }),
      409,
      "SECTION_LOCKED",
    );
    await createPurchaseItem(api.db, { user: userA, productType: "REPRESENTATION", document });
    expect(
      (await write("POST", userA, "support_choice", { questionOptionIds: [opt("support_choice", "state_law")] }))
        .statusCode,
    ).toBe(201);
  });
});

describe("GET /users/{id}/answers", () => {
  it("lists the user's answers on the active document; nothing without one", async () => {
    const { userA, userB } = await createCouple(api.db);
    await write("POST", userA, "pronouns", { questionOptionIds: [opt("pronouns", "he_him")] });
    await write("POST", userB, "pronouns", { questionOptionIds: [opt("pronouns", "she_her")] });
    const mine = json<{ questionOptionIds: string[] }[]>(
      await api.inject({ method: "GET", url: `/users/${userA.id}/answers`, as: claimsOf(userA) }),
    );
    expect(mine.map((answer) => answer.questionOptionIds)).toEqual([[opt("pronouns", "he_him")]]);
    const loner = await createCustomer(api.db);
    expect(json(await api.inject({ method: "GET", url: `/users/${loner.id}/answers`, as: claimsOf(loner) }))).toEqual(
      [],
    );
  });

  it("never shows the partner's answers (403)", async () => {
    const { userA, userB } = await createCouple(api.db);
    await write("POST", userA, "pronouns", { questionOptionIds: [opt("pronouns", "he_him")] });
    const response = await api.inject({ method: "GET", url: `/users/${userA.id}/answers`, as: claimsOf(userB) });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain(opt("pronouns", "he_him"));
  });
});

describe("GET /users/{id}/answers/attorney-restrictions", () => {
  type Restrictions = {
    ruleTypes: string[];
    descriptionKey: string;
    requiresAttorney: boolean;
    representationPaid: boolean;
    triggers: unknown[];
  };
  const restrictions = async (user: User) =>
    json<Restrictions>(
      await api.inject({ method: "GET", url: `/users/${user.id}/answers/attorney-restrictions`, as: claimsOf(user) }),
    );

  it("reports the rules the answers trigger in the state, and keeps the will-hire flag in step", async () => {
    const { userA, document } = await createCouple(api.db, { state: "CA" });
    expect(await restrictions(userA)).toEqual({
      ruleTypes: [],
      descriptionKey: "DEFAULT",
      requiresAttorney: false,
      representationPaid: false,
      triggers: [],
    });

    expect(
      (await write("POST", userA, "support_choice", { questionOptionIds: [opt("support_choice", "waive")] }))
        .statusCode,
    ).toBe(201);
    expect(await restrictions(userA)).toEqual({
      ruleTypes: ["WAIVES_SPOUSAL_SUPPORT"],
      descriptionKey: "WAIVES_SPOUSAL_SUPPORT",
      requiresAttorney: true,
      representationPaid: false,
      triggers: [
        {
          questionId: q("support_choice"),
          questionOptionId: opt("support_choice", "waive"),
          sectionKey: "spousal_support",
          type: "WAIVES_SPOUSAL_SUPPORT",
        },
      ],
    });
    const readFlag = async () =>
      (await api.db.select().from(documents).where(eq(documents.id, document.id)))[0]!.userAWillHireAttorney;
    expect(await readFlag()).toBeNull();
    // California's support waiver wants an attorney (the domain's one rule), on the server as on the
    // screen; it plans no hire through us, so no section locks and the counsel answer stays open.
    const standing = json<{ me: { wantsAttorney: boolean }; questionnaire: { sections: { locked: boolean }[] } }>(
      await api.inject({ method: "GET", url: `/users/${userA.id}/standing`, as: claimsOf(userA) }),
    );
    expect(standing.me.wantsAttorney).toBe(true);
    expect(standing.questionnaire.sections.some((section) => section.locked)).toBe(false);

    expect(
      (await write("POST", userA, "attorney_plan", { questionOptionIds: [opt("attorney_plan", "hire_through_us")] }))
        .statusCode,
    ).toBe(201);
    const both = await restrictions(userA);
    expect(both.ruleTypes).toEqual(["WAIVES_SPOUSAL_SUPPORT", "HIRES_ATTORNEY"]);
    expect(both.descriptionKey).toBe("WAIVES_SPOUSAL_SUPPORT");
    expect(await readFlag()).toBe(true);

    await write("PATCH", userA, "attorney_plan", { questionOptionIds: [opt("attorney_plan", "no_attorney")] });
    expect(await readFlag()).toBe(false);
    await createPurchaseItem(api.db, { user: userA, productType: "REPRESENTATION", document });
    expect((await restrictions(userA)).representationPaid).toBe(true);
  });

  it("triggers nothing in a state without the rule", async () => {
    const { userA } = await createCouple(api.db, { state: "NY" });
    expect(
      (await write("POST", userA, "support_choice", { questionOptionIds: [opt("support_choice", "waive")] }))
        .statusCode,
    ).toBe(201);
    expect((await restrictions(userA)).ruleTypes).toEqual([]);
  });
});

describe("the planned signing date against the wedding-day cutoff", () => {
  it("keeps a signing planned on or after the last day out, where either date is entered or changed, with the couple's wedding date", async () => {
    const { userA, userB } = await createCouple(api.db, { state: "MN" });
    const saved = async (user: User, questionKey: string, method: "POST" | "PATCH", valueTyped: string) => {
      const response = await write(method, user, questionKey, { valueTyped });
      expect(response.statusCode, response.body).toBeLessThan(300);
      return json<Saved>(response);
    };
    // Minnesota: at least seven days before the wedding (§ 519.11 subd. 1b): the last day is the wedding day minus seven.
    expect((await saved(userA, "planned_signing_date", "POST", "2027-06-11")).validationError).toBeNull();
    const tooLate = await saved(userA, "wedding_date", "POST", "2027-06-12");
    expect(tooLate.validationError).toBe(
      "Minnesota law treats a premarital agreement as fairly made only when it is signed at least seven days before the wedding: with your wedding on June 12, 2027, the last day to sign through us is June 5, 2027, so a signing planned for June 11, 2027 is too late. Choose an earlier signing date.",
    );
    expect(tooLate.answer.valueTyped).toBeNull();
    expect((await saved(userA, "wedding_date", "PATCH", "2027-06-20")).validationError).toBeNull();
    expect((await saved(userA, "planned_signing_date", "PATCH", "2027-06-14")).validationError).toMatch(
      /last day to sign through us is June 13, 2027/,
    );
    // Partner B's plan is checked against the couple's wedding date (partner A's answer): six days before is too late.
    expect((await saved(userB, "planned_signing_date", "POST", "2027-06-13")).validationError).toBeNull();
    const bLate = await saved(userB, "planned_signing_date", "PATCH", "2027-06-14");
    expect(bLate.validationError).toMatch(/wedding on June 20, 2027/);
    expect(bLate.answer.valueTyped).toBeNull();
  });
});
