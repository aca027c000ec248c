import {
  answerQuestionOptions,
  answers,
  contentIds,
  documents,
  questionOptions,
  questions,
  questionStateRestrictions,
  restrictedQuestionOptions,
  type User,
} from "@prenup/db";
import {
  createAdmin,
  createAttorney,
  createCouple,
  createCustomer,
  createDocument,
  createPurchaseItem,
} from "@prenup/db/testing";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKGROUND_GROUP_KEYS, visibleQuestionIds, type QuestionForVisibility } from "@prenup/domain";
import { claimsOf, createTestApi, json, type TestApi } from "./harness.ts";
import { insertAnswer, opt, q, sectionId } from "./questionnaire-fixtures.ts";

type Section = {
  id: string;
  key: string;
  path: string;
  status: string | null;
  locked: boolean;
  attorneyRequiredQuestionPresentSection: boolean;
};
type Option = {
  id: string;
  value: string;
  isDefault: boolean;
  attorneyRuleTypes: string[];
  restrictedOptionIds: string[];
  explanation: { meaning: string | null; withoutAgreement: string } | null;
};
type Question = {
  id: string;
  key: string;
  depth: number;
  parentQuestionId: string | null;
  showWhenOptionIds: string[];
  options: Option[];
  answer: { id: string; valueTyped: string | null; questionOptionIds: string[] } | null;
  videos: { title: string }[];
};
type Group = { key: string; videos: { title: string }[]; questions: Question[] };
type SectionGroups = { section: Section; groups: Group[] };

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});

async function get<T>(user: User, url: string): Promise<T> {
  const response = await api.inject({
    method: "GET",
    url,
    as: claimsOf(user, user.userType === "ADMIN" ? "admin" : user.userType === "ATTORNEY" ? "attorney" : "customer"),
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<T>(response);
}

const sections = (user: User) => get<Section[]>(user, `/users/${user.id}/questionnaire-sections?includeStatus=true`);
const statusOf = async (user: User, key: string) =>
  (await sections(user)).find((section) => section.key === key)?.status;
const groupsOf = (user: User, section: string) =>
  get<SectionGroups>(user, `/users/${user.id}/questionnaire-sections/${section}/groups`);
const allQuestions = (body: SectionGroups) => body.groups.flatMap((group) => group.questions);

async function lastAnswerId(userId: string, questionId: string): Promise<string | undefined> {
  const [row] = await api.db
    .select({ id: answers.id })
    .from(answers)
    .where(and(eq(answers.userId, userId), eq(answers.questionId, questionId), isNull(answers.deletedAt)));
  return row?.id;
}

async function answer(
  user: User,
  questionKey: string,
  body: { valueTyped?: string | null; questionOptionIds?: string[] },
) {
  const existing = await api.inject({
    method: "GET",
    url: `/users/${user.id}/answers?questionId=${q(questionKey)}`,
    as: claimsOf(user),
  });
  const method = json<unknown[]>(existing).length > 0 ? "PATCH" : "POST";
  const response = await api.inject({
    method,
    url: `/users/${user.id}/answers?questionId=${q(questionKey)}`,
    payload: body,
    as: claimsOf(user),
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return json<{ validationError: string | null; section: { key: string; status: string } }>(response);
}

describe("GET /users/{id}/questionnaire-sections", () => {
  it("gives a fresh user (no document, no names) every section NOT_STARTED, background included, in order", async () => {
    const user = await createCustomer(api.db, { firstName: null, lastName: null });
    const list = await sections(user);
    expect(list.length).toBeGreaterThan(5);
    expect(list[0]).toMatchObject({
      key: "background_information",
      path: "background-information",
      status: "NOT_STARTED",
      locked: false,
    });
    expect(list.map((section) => section.status)).toEqual(list.map(() => "NOT_STARTED"));
    const orders = list.map((section) => (section as unknown as { order: number }).order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it("leaves status null unless includeStatus=true", async () => {
    const user = await createCustomer(api.db);
    const list = await get<Section[]>(user, `/users/${user.id}/questionnaire-sections`);
    expect(list.every((section) => section.status === null)).toBe(true);
  });

  it("moves a section from NOT_STARTED to IN_PROGRESS to COMPLETED; a required follow-up counts only while revealed", async () => {
    const { userA } = await createCouple(api.db, { state: "CA" });
    expect(await statusOf(userA, "understanding")).toBe("NOT_STARTED");

    // A defaulted question answered, the attorney question (no default) still open.
    expect(
      (await answer(userA, "signing_timeline", { questionOptionIds: [opt("signing_timeline", "over_30_days")] }))
        .section,
    ).toEqual({
      id: sectionId("understanding"),
      key: "understanding",
      status: "IN_PROGRESS",
    });
    // "own attorney" reveals the required follow-up asking for the attorney's name.
    expect(
      (await answer(userA, "attorney_plan", { questionOptionIds: [opt("attorney_plan", "own_attorney")] })).section
        .status,
    ).toBe("IN_PROGRESS");
    expect(await statusOf(userA, "understanding")).toBe("IN_PROGRESS");
    // Every required answer given, but the disclosure question's suggestion still stands.
    expect((await answer(userA, "own_attorney_name", { valueTyped: "Dana Cho, Cho Family Law" })).section.status).toBe(
      "IN_PROGRESS",
    );
    // Kept by its partner (the suggested option chosen), the section is complete.
    expect(
      (
        await answer(userA, "disclosure_approach", {
          questionOptionIds: [opt("disclosure_approach", "full_disclosure")],
        })
      ).section.status,
    ).toBe("COMPLETED");
    expect(await statusOf(userA, "understanding")).toBe("COMPLETED");

    // Hidden again, the follow-up no longer matters: clearing it while hidden is impossible, so
    // switch the parent to "no attorney" (its follow-up is optional) — still COMPLETED.
    expect(
      (await answer(userA, "attorney_plan", { questionOptionIds: [opt("attorney_plan", "no_attorney")] })).section
        .status,
    ).toBe("COMPLETED");
    // Back to "own attorney" with the name cleared: the revealed required follow-up is open again.
    await answer(userA, "attorney_plan", { questionOptionIds: [opt("attorney_plan", "own_attorney")] });
    expect((await answer(userA, "own_attorney_name", { valueTyped: "" })).section.status).toBe("IN_PROGRESS");
  });

  it("marks a section NOT_APPLICABLE when none of its questions is offered in the user's state", async () => {
    // Limit every root question of one section to New York; a California couple then has none.
    const roots = await api.db
      .select({ id: questions.id })
      .from(questions)
      .where(eq(questions.sectionId, sectionId("optional_clauses")));
    const rootIds = (
      await api.db
        .select({ id: questions.id, parent: questions.parentQuestionId })
        .from(questions)
        .where(isNull(questions.parentQuestionId))
    )
      .map((row) => row.id)
      .filter((id) => roots.some((root) => root.id === id));
    expect(rootIds.length).toBeGreaterThan(0);
    await api.db
      .insert(questionStateRestrictions)
      .values(rootIds.map((questionId) => ({ questionId, stateId: contentIds.state("NY"), isExcluded: false })));
    try {
      const { userA } = await createCouple(api.db, { state: "CA" });
      const { userA: newYorker } = await createCouple(api.db, { state: "NY" });
      expect(await statusOf(userA, "optional_clauses")).toBe("NOT_APPLICABLE");
      expect((await groupsOf(userA, "optional_clauses")).groups.flatMap((group) => group.questions)).toEqual([]);
      expect(await statusOf(newYorker, "optional_clauses")).toBe("NOT_STARTED");
    } finally {
      for (const questionId of rootIds)
        await api.db.delete(questionStateRestrictions).where(eq(questionStateRestrictions.questionId, questionId));
    }
  });

  it("completes the background section with a state, a first and last name and the identity answers", async () => {
    const user = await createCustomer(api.db, { firstName: null, lastName: null });
    expect(await statusOf(user, "background_information")).toBe("NOT_STARTED");
    const document = await createDocument(api.db, { userA: user, state: "CA" });
    expect(await statusOf(user, "background_information")).toBe("IN_PROGRESS"); // a state only
    await api.inject({ method: "PATCH", url: `/users/${user.id}`, payload: { firstName: "Alex" }, as: claimsOf(user) });
    await api.inject({
      method: "PATCH",
      url: `/users/${user.id}`,
      payload: { lastName: "Rivera" },
      as: claimsOf(user),
    });
    expect(await statusOf(user, "background_information")).toBe("IN_PROGRESS"); // identity questions open
    await answer(user, "pronouns", { questionOptionIds: [opt("pronouns", "they_them")] });
    await answer(user, "date_of_birth", { valueTyped: "1994-05-17" });
    const saved = await answer(user, "phone_number", { valueTyped: "+14155552671" });
    // Identity answers report the background section, where the screen shows them.
    expect(saved.section).toMatchObject({ key: "background_information", status: "COMPLETED" });
    const list = await sections(user);
    expect(list.find((section) => section.key === "background_information")?.status).toBe("COMPLETED");
    // The identity group belongs to background only: the understanding section is untouched.
    expect(list.find((section) => section.key === "understanding")?.status).toBe("NOT_STARTED");

    // Without the state the section is not complete any more.
    await api.db.update(documents).set({ stateId: null }).where(eq(documents.id, document.id));
    expect(await statusOf(user, "background_information")).toBe("IN_PROGRESS");
  });

  it("locks the sections carrying attorney rules for a user who will hire an attorney, until representation is bought", async () => {
    const { userA, document } = await createCouple(api.db, { state: "CA", paid: true });
    expect((await sections(userA)).every((section) => !section.locked)).toBe(true);

    await answer(userA, "attorney_plan", { questionOptionIds: [opt("attorney_plan", "hire_through_us")] });
    const [row] = await api.db.select().from(documents).where(eq(documents.id, document.id));
    expect(row!.userAWillHireAttorney).toBe(true);

    const locked = await sections(userA);
    const byKey = new Map(locked.map((section) => [section.key, section]));
    expect(byKey.get("spousal_support")).toMatchObject({ attorneyRequiredQuestionPresentSection: true, locked: true });
    // The section holding the answer that asked for the attorney stays open, so it can be changed.
    expect(byKey.get("understanding")).toMatchObject({ attorneyRequiredQuestionPresentSection: true, locked: false });
    expect(byKey.get("about_you_two")).toMatchObject({ attorneyRequiredQuestionPresentSection: false, locked: false });
    expect((await get<Section>(userA, `/users/${userA.id}/questionnaire-sections/spousal-support`)).locked).toBe(true);

    // A refunded or deleted purchase does not unlock; a successful one does.
    await createPurchaseItem(api.db, {
      user: userA,
      productType: "REPRESENTATION",
      overrides: { paymentStatus: "FULL_REFUNDED" },
    });
    await createPurchaseItem(api.db, {
      user: userA,
      productType: "REPRESENTATION",
      overrides: { deletedAt: new Date() },
    });
    expect((await sections(userA)).find((section) => section.key === "spousal_support")?.locked).toBe(true);
    await createPurchaseItem(api.db, { user: userA, productType: "REPRESENTATION", document });
    expect((await sections(userA)).some((section) => section.locked)).toBe(false);
  });

  it("answers 404 SECTION_NOT_FOUND for an unknown section and finds one by key or by slug", async () => {
    const { userA } = await createCouple(api.db);
    expect((await get<Section>(userA, `/users/${userA.id}/questionnaire-sections/spousal_support`)).key).toBe(
      "spousal_support",
    );
    expect((await get<Section>(userA, `/users/${userA.id}/questionnaire-sections/spousal-support`)).key).toBe(
      "spousal_support",
    );
    const missing = await api.inject({
      method: "GET",
      url: `/users/${userA.id}/questionnaire-sections/nope`,
      as: claimsOf(userA),
    });
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toMatchObject({ code: "SECTION_NOT_FOUND" });
  });
});

describe("GET /users/{id}/questionnaire-sections/{section}/groups", () => {
  it("shows the identity group in background information only", async () => {
    const { userA } = await createCouple(api.db);
    const background = await groupsOf(userA, "background-information");
    expect(background.groups.map((group) => group.key)).toEqual([...BACKGROUND_GROUP_KEYS]);
    expect(allQuestions(background).map((question) => question.key)).toEqual([
      "pronouns",
      "date_of_birth",
      "phone_number",
    ]);
    const understanding = await groupsOf(userA, "understanding");
    expect(understanding.groups.map((group) => group.key)).toEqual(["legal_counsel", "signing_and_disclosure"]);
  });

  it("adds the user's own state's rules to the hints and names no other state", async () => {
    const { userA: texan } = await createCouple(api.db, { state: "TX" });
    const { userA: californian } = await createCouple(api.db, { state: "CA" });
    const shown = async (user: User) =>
      JSON.stringify(
        await Promise.all(
          ["understanding", "spousal_support", "marital_property", "death_and_estate"].map((section) =>
            groupsOf(user, section),
          ),
        ),
      );
    const texas = await shown(texan);
    expect(texas).not.toMatch(/California|Iowa|New Mexico|South Dakota|Massachusetts|Minnesota|Louisiana|Georgia|§/);
    expect(texas).toContain("In Texas a waiver gives up any share of the other's estate if there is no will");
    const california = await shown(californian);
    expect(california).toContain("In California any support provision needs each of you to have your own attorney.");
    expect(california).toContain(
      "In California you sign a separate waiver of counsel and receive a written explanation, and the agreement cannot limit spousal support.",
    );
    expect(california).not.toMatch(/Texas|Iowa|Massachusetts|Florida/);
  });

  it("explains what an option puts into the agreement beside the default of the user's state", async () => {
    const { userA: californian } = await createCouple(api.db, { state: "CA" });
    const { userA: newYorker } = await createCouple(api.db, { state: "NY" });
    const regimeOf = async (user: User) =>
      allQuestions(await groupsOf(user, "marital_property")).find(
        (question) => question.key === "marital_property_regime",
      )!;
    const allShared = (question: Question) =>
      question.options.find((option) => option.id === opt("marital_property_regime", "all_shared"))!.explanation;
    expect(allShared(await regimeOf(californian))).toEqual({
      meaning:
        "Everything you earn or acquire during the marriage is shared equally, apart from what the agreement keeps separate.",
      withoutAgreement:
        "Without this agreement, what either of you earns or acquires during the marriage is generally community property, owned by you both equally.",
    });
    expect(allShared(await regimeOf(newYorker))?.withoutAgreement).toMatch(/a court divides in the way it finds fair/);
    // A partner's own clause reads for the partner who answers, by their name.
    const { userB: blake } = await createCouple(api.db, {
      state: "NY",
      userB: { firstName: "Blake", lastName: "Moreno" },
    });
    const loans = allQuestions(await groupsOf(blake, "debts_and_taxes")).find(
      (question) => question.key === "student_loans",
    )!;
    expect(loans.options.find((option) => option.id === opt("student_loans", "yes"))?.explanation).toEqual({
      meaning: "Blake's student loans stay Blake's own debt.",
      withoutAgreement: expect.stringMatching(
        /^Without this agreement, student loans from before the wedding generally stay the borrower's/,
      ),
    });
    // The explanations follow the name as it stands, on the next load of the same section.
    const renamed = await api.inject({
      method: "PATCH",
      url: `/users/${blake.id}`,
      payload: { firstName: "Blair" },
      as: claimsOf(blake),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const loansAfter = allQuestions(await groupsOf(blake, "debts_and_taxes")).find(
      (question) => question.key === "student_loans",
    )!;
    expect(loansAfter.options.find((option) => option.id === opt("student_loans", "yes"))?.explanation?.meaning).toBe(
      "Blair's student loans stay Blair's own debt.",
    );
    // A question that changes nothing in the agreement carries no help.
    const background = allQuestions(await groupsOf(californian, "background-information"));
    expect(background.flatMap((question) => question.options).every((option) => option.explanation === null)).toBe(
      true,
    );
  });

  it("offers only the questions and options of the user's state, with that state's attorney rules", async () => {
    const { userA: californian } = await createCouple(api.db, { state: "CA" });
    const { userA: ohioan } = await createCouple(api.db, { state: "OH" });
    const { userA: iowan } = await createCouple(api.db, { state: "IA" });

    const caUnderstanding = allQuestions(await groupsOf(californian, "understanding"));
    const ohUnderstanding = allQuestions(await groupsOf(ohioan, "understanding"));
    // Tips for finding a local attorney only where there are no partner attorneys.
    expect(caUnderstanding.map((question) => question.key)).not.toContain("no_partner_attorney_notice");
    expect(ohUnderstanding.map((question) => question.key)).toContain("no_partner_attorney_notice");
    // Hiring through the platform: an option only in partner states, with its HIRES_ATTORNEY rule there.
    const caPlan = caUnderstanding.find((question) => question.key === "attorney_plan")!;
    const ohPlan = ohUnderstanding.find((question) => question.key === "attorney_plan")!;
    expect(
      caPlan.options.find((option) => option.id === opt("attorney_plan", "hire_through_us"))?.attorneyRuleTypes,
    ).toEqual(["HIRES_ATTORNEY"]);
    expect(ohPlan.options.map((option) => option.id)).not.toContain(opt("attorney_plan", "hire_through_us"));

    // Waiving support: offered in California with its counsel rule, not offered in Iowa.
    const caSupport = allQuestions(await groupsOf(californian, "spousal_support")).find(
      (question) => question.key === "support_choice",
    )!;
    const iaSupport = allQuestions(await groupsOf(iowan, "spousal_support")).find(
      (question) => question.key === "support_choice",
    )!;
    expect(caSupport.options.find((option) => option.id === opt("support_choice", "waive"))?.attorneyRuleTypes).toEqual(
      ["WAIVES_SPOUSAL_SUPPORT"],
    );
    expect(
      caSupport.options.find((option) => option.id === opt("support_choice", "state_law"))?.attorneyRuleTypes,
    ).toEqual([]);
    expect(iaSupport.options.map((option) => option.id)).toEqual([opt("support_choice", "state_law")]);
  });

  it("returns the question tree in pre-order with depths, follow-ups (hidden ones too) after their parent", async () => {
    const { userA } = await createCouple(api.db);
    const list = allQuestions(await groupsOf(userA, "retirement_and_business"));
    const index = (key: string) => list.findIndex((question) => question.key === key);
    const byKey = (key: string) => list[index(key)]!;
    expect(byKey("owns_business").depth).toBe(0);
    expect(byKey("business_treatment")).toMatchObject({ depth: 1, parentQuestionId: q("owns_business") });
    expect(byKey("business_valuation")).toMatchObject({ depth: 2, parentQuestionId: q("business_treatment") });
    expect(byKey("buy_sell_agreement_name")).toMatchObject({ depth: 3, parentQuestionId: q("business_valuation") });
    expect(index("owns_business")).toBeLessThan(index("business_treatment"));
    expect(index("business_treatment")).toBeLessThan(index("business_valuation"));
    expect(index("business_valuation")).toBeLessThan(index("buy_sell_agreement_name"));
    expect(byKey("business_treatment").showWhenOptionIds.length).toBeGreaterThan(0);
    // Every follow-up comes after its parent and is one level deeper.
    for (const [position, question] of list.entries()) {
      if (question.parentQuestionId === null) continue;
      const parentIndex = list.findIndex((candidate) => candidate.id === question.parentQuestionId);
      expect(parentIndex).toBeGreaterThanOrEqual(0);
      expect(parentIndex).toBeLessThan(position);
      expect(question.depth).toBe(list[parentIndex]!.depth + 1);
    }
  });

  it("attaches the user's answers (hidden follow-ups' too), the group videos and restricted option pairs", async () => {
    const { userA, document } = await createCouple(api.db);
    const [pair] = await api.db
      .insert(restrictedQuestionOptions)
      .values({
        questionOptionId: opt("signing_timeline", "under_30_days"),
        restrictedQuestionOptionId: opt("disclosure_approach", "disclosure_plus_waiver"),
      })
      .returning();
    await insertAnswer(api.db, {
      userId: userA.id,
      documentId: document.id,
      questionKey: "attorney_plan",
      options: ["no_attorney"],
    });
    await insertAnswer(api.db, {
      userId: userA.id,
      documentId: document.id,
      questionKey: "own_attorney_name",
      valueTyped: "Kept",
    });
    const body = await groupsOf(userA, "understanding");
    const list = allQuestions(body);
    expect(list.find((question) => question.key === "attorney_plan")?.answer).toMatchObject({
      valueTyped: null,
      questionOptionIds: [opt("attorney_plan", "no_attorney")],
    });
    expect(list.find((question) => question.key === "own_attorney_name")?.answer?.valueTyped).toBe("Kept");
    expect(list.find((question) => question.key === "signing_timeline")?.answer).toBeNull();
    expect(body.groups.find((group) => group.key === "legal_counsel")?.videos.map((video) => video.title)).toEqual([
      "Do we each need our own lawyer?",
    ]);
    // The other required questions carry suggestions nobody chose: the section is not complete.
    expect(body.section).toMatchObject({ key: "understanding", status: "IN_PROGRESS" });
    const optionOf = (questionKey: string, short: string) =>
      list
        .find((question) => question.key === questionKey)!
        .options.find((option) => option.id === opt(questionKey, short))!;
    expect(optionOf("signing_timeline", "under_30_days").restrictedOptionIds).toEqual([
      opt("disclosure_approach", "disclosure_plus_waiver"),
    ]);
    expect(optionOf("disclosure_approach", "disclosure_plus_waiver").restrictedOptionIds).toEqual([
      opt("signing_timeline", "under_30_days"),
    ]);
    expect(optionOf("signing_timeline", "over_30_days").restrictedOptionIds).toEqual([]);
    await api.db.delete(restrictedQuestionOptions).where(eq(restrictedQuestionOptions.id, pair!.id));
  });

  it("leaves out soft-deleted questions and options", async () => {
    const { userA } = await createCouple(api.db);
    const deletedAt = new Date();
    await api.db
      .update(questions)
      .set({ deletedAt })
      .where(eq(questions.id, q("intellectual_property")));
    await api.db
      .update(questionOptions)
      .set({ deletedAt })
      .where(eq(questionOptions.id, opt("spouse_in_business", "no_claim")));
    try {
      const list = allQuestions(await groupsOf(userA, "retirement_and_business"));
      expect(list.map((question) => question.key)).not.toContain("intellectual_property");
      expect(
        list.find((question) => question.key === "spouse_in_business")?.options.map((option) => option.id),
      ).toEqual([opt("spouse_in_business", "paid")]);
    } finally {
      await api.db
        .update(questions)
        .set({ deletedAt: null })
        .where(eq(questions.id, q("intellectual_property")));
      await api.db
        .update(questionOptions)
        .set({ deletedAt: null })
        .where(eq(questionOptions.id, opt("spouse_in_business", "no_claim")));
    }
  });

  it("reads the groups in a fixed number of queries, whatever the size of the section", async () => {
    const { userA } = await createCouple(api.db);
    const count = async (url: string) => {
      const session = (api.db as unknown as { session: { logger: unknown } }).session;
      const original = session.logger;
      let queries = 0;
      session.logger = { logQuery: () => void (queries += 1) };
      try {
        await get(userA, url);
      } finally {
        session.logger = original;
      }
      return queries;
    };
    await get(userA, `/users/${userA.id}`); // the first request of the day also stamps last activity
    // The built questionnaire is reused while the content is unchanged: measure the steady state.
    await get(userA, `/users/${userA.id}/questionnaire-sections/understanding/groups`);
    const small = await count(`/users/${userA.id}/questionnaire-sections/background_information/groups`);
    const large = await count(`/users/${userA.id}/questionnaire-sections/retirement_and_business/groups`);
    const list = await count(`/users/${userA.id}/questionnaire-sections?includeStatus=true`);
    expect(large).toBe(small);
    expect(large).toBeLessThanOrEqual(12);
    expect(list).toBeLessThanOrEqual(8);
  });
});

describe("GET /documents/{docId}/questionnaire-sections/{section}/groups", () => {
  it("shows a party their own answers and refuses the partner's (403)", async () => {
    const { userA, userB, document } = await createCouple(api.db);
    await insertAnswer(api.db, {
      userId: userA.id,
      documentId: document.id,
      questionKey: "signing_timeline",
      options: ["under_30_days"],
    });
    const url = `/documents/${document.id}/questionnaire-sections/understanding/groups`;
    const own = await get<SectionGroups>(userA, url);
    expect(
      allQuestions(own).find((question) => question.key === "signing_timeline")?.answer?.questionOptionIds,
    ).toEqual([opt("signing_timeline", "under_30_days")]);
    const partnersOwn = await get<SectionGroups>(userB, url);
    expect(allQuestions(partnersOwn).find((question) => question.key === "signing_timeline")?.answer).toBeNull();
    const denied = await api.inject({ method: "GET", url: `${url}?userId=${userA.id}`, as: claimsOf(userB) });
    expect(denied.statusCode).toBe(403);
    expect(json(denied)).toMatchObject({ code: "FORBIDDEN" });
  });

  it("lets the assigned attorney and admins read either partner (partner A by default)", async () => {
    const { userA, userB, document } = await createCouple(api.db);
    const attorney = await createAttorney(api.db);
    await api.db.update(documents).set({ attorneyBId: attorney.attorney.id }).where(eq(documents.id, document.id));
    await insertAnswer(api.db, {
      userId: userB.id,
      documentId: document.id,
      questionKey: "signing_timeline",
      options: ["under_30_days"],
    });
    const url = `/documents/${document.id}/questionnaire-sections/understanding/groups`;
    const asB = await get<SectionGroups>(attorney.user, `${url}?userId=${userB.id}`);
    expect(allQuestions(asB).find((question) => question.key === "signing_timeline")?.answer).not.toBeNull();
    const admin = await createAdmin(api.db);
    const asDefault = await get<SectionGroups>(admin, url);
    expect(allQuestions(asDefault).find((question) => question.key === "signing_timeline")?.answer).toBeNull();
    const stranger = await createCustomer(api.db);
    const notParty = await api.inject({
      method: "GET",
      url: `${url}?userId=${stranger.id}`,
      as: claimsOf(admin, "admin"),
    });
    expect(notParty.statusCode).toBe(404);
    void userA;
  });
});

describe("admin questionnaire views", () => {
  it("computes the statuses in another state when asked, and reads a given document's groups", async () => {
    const { userA, document } = await createCouple(api.db, { state: "CA" });
    const admin = await createAdmin(api.db);
    await insertAnswer(api.db, {
      userId: userA.id,
      documentId: document.id,
      questionKey: "attorney_plan",
      options: ["no_attorney"],
    });
    for (const [questionKey, option] of [
      ["signing_timeline", "over_30_days"],
      ["disclosure_approach", "full_disclosure"],
    ] as const)
      await insertAnswer(api.db, { userId: userA.id, documentId: document.id, questionKey, options: [option] });
    const inCalifornia = await get<Section[]>(admin, `/admin/users/${userA.id}/questionnaire-sections`);
    expect(inCalifornia.find((section) => section.key === "understanding")?.status).toBe("COMPLETED");
    expect(
      inCalifornia.find((section) => section.key === "understanding")?.attorneyRequiredQuestionPresentSection,
    ).toBe(true);
    const inOhio = await get<Section[]>(
      admin,
      `/admin/users/${userA.id}/questionnaire-sections?stateId=${contentIds.state("OH")}`,
    );
    // Ohio has no partner attorneys: no attorney rules there.
    expect(inOhio.find((section) => section.key === "understanding")?.attorneyRequiredQuestionPresentSection).toBe(
      false,
    );

    const groups = await get<SectionGroups>(
      admin,
      `/admin/users/${userA.id}/questionnaire-sections/${sectionId("understanding")}/groups?documentId=${document.id}`,
    );
    expect(allQuestions(groups).find((question) => question.key === "attorney_plan")?.answer).not.toBeNull();
    const otherDocument = (await createCouple(api.db)).document;
    const wrong = await api.inject({
      method: "GET",
      url: `/admin/users/${userA.id}/questionnaire-sections/${sectionId("understanding")}/groups?documentId=${otherDocument.id}`,
      as: claimsOf(admin, "admin"),
    });
    expect(wrong.statusCode).toBe(404);
    const unknownState = await api.inject({
      method: "GET",
      url: `/admin/users/${userA.id}/questionnaire-sections?stateId=${contentIds.state("ZZ")}`,
      as: claimsOf(admin, "admin"),
    });
    expect(unknownState.statusCode).toBe(400);
  });
});

/** Whether the standing says the user's questionnaire is complete. */
async function questionnaireComplete(user: User): Promise<boolean> {
  return (await get<{ questionnaire: { complete: boolean } }>(user, `/users/${user.id}/standing`)).questionnaire
    .complete;
}

describe("a complete questionnaire", () => {
  it("is false until every section is COMPLETED or NOT_APPLICABLE, then true", async () => {
    const { userA, document } = await createCouple(api.db, { state: "CA" });
    expect(await questionnaireComplete(userA)).toBe(false);
    const typedValue = (question: Question & { inputType: string | null; inputRestriction: string | null }) => {
      if (question.inputType === "DATE") return question.inputRestriction === "PAST_DATE" ? "1990-01-01" : "2027-06-12";
      if (question.inputType === "PHONE") return "+14155552671";
      if (question.inputType === "NUMBER" || question.inputType === "CURRENCY") return "1000";
      return "Written answer";
    };
    // Answer every required question as the screen would: in tree order, only those shown.
    for (const section of await sections(userA)) {
      const given: {
        questionId: string;
        answerQuestionOptions: { questionOptionId: string }[];
        valueTyped: string | null;
      }[] = [];
      const list = allQuestions(await groupsOf(userA, section.key)) as (Question & {
        isRequired: boolean;
        questionType: string;
        inputType: string | null;
        inputRestriction: string | null;
        title: string;
      })[];
      for (const question of list) {
        if (
          !visibleQuestionIds(list as unknown as QuestionForVisibility[], given).has(question.id) ||
          !question.isRequired
        )
          continue;
        const options =
          question.options.length > 0
            ? [question.options.find((option) => option.isDefault) ?? question.options[0]!]
            : [];
        const valueTyped = options.length > 0 ? null : typedValue(question);
        await insertAnswer(api.db, {
          userId: userA.id,
          documentId: document.id,
          questionKey: question.key,
          valueTyped,
        });
        if (options.length > 0) {
          await api.db
            .insert(answerQuestionOptions)
            .values({ answerId: (await lastAnswerId(userA.id, question.id))!, questionOptionId: options[0]!.id });
        }
        given.push({
          questionId: question.id,
          valueTyped,
          answerQuestionOptions: options.map((option) => ({ questionOptionId: option.id })),
        });
      }
    }
    const statuses = await sections(userA);
    expect(statuses.filter((section) => section.status !== "COMPLETED" && section.status !== "NOT_APPLICABLE")).toEqual(
      [],
    );
    expect(await questionnaireComplete(userA)).toBe(true);
  });
});

describe("POST /users/{userId}/question-options", () => {
  it("tells which of the given options the user has selected", async () => {
    const { userA, document } = await createCouple(api.db);
    await insertAnswer(api.db, {
      userId: userA.id,
      documentId: document.id,
      questionKey: "signing_timeline",
      options: ["under_30_days"],
    });
    const response = await api.inject({
      method: "POST",
      url: `/users/${userA.id}/question-options`,
      payload: {
        restrictedQuestionOptionIds: [
          opt("signing_timeline", "under_30_days"),
          opt("signing_timeline", "over_30_days"),
        ],
      },
      as: claimsOf(userA),
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      selected: [
        {
          questionOptionId: opt("signing_timeline", "under_30_days"),
          questionId: q("signing_timeline"),
          questionTitle: "How long before the wedding do you expect to sign?",
          optionValue: "Less than 30 days before",
        },
      ],
    });
    const bad = await api.inject({
      method: "POST",
      url: `/users/${userA.id}/question-options`,
      payload: { restrictedQuestionOptionIds: ["not-an-id"] },
      as: claimsOf(userA),
    });
    expect(bad.statusCode).toBe(400);
  });
});
