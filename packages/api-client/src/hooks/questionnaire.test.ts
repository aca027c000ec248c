import { describe, expect, it } from "vitest";
import { createApiClient } from "../client.ts";
import { createQueryClient } from "../query-client.ts";
import { createFakeFetch, createFakeSession } from "../../test/fakes.ts";
import {
  mergeSectionAnswers,
  sectionContentQueryOptions,
  sectionGroupsQueryOptions,
  type Answer,
  type SectionAnswers,
  type SectionContent,
} from "./questionnaire.ts";

const USER = "u1";
const section = {
  id: "s1",
  key: "relationship",
  label: "Relationship",
  name: "Your relationship",
  description: null,
  order: 1,
  path: "relationship",
  status: "IN_PROGRESS" as const,
  attorneyRequiredQuestionPresentSection: false,
  locked: false,
};

function questionContent(id: string, order: number): SectionContent["groups"][number]["questions"][number] {
  return {
    id,
    key: `key-${id}`,
    title: `Question ${id}`,
    description: null,
    exampleScenario: null,
    proTip: null,
    isRequired: false,
    questionType: "TEXT_BOX",
    inputType: "TEXT",
    inputRestriction: null,
    allowsOtherOption: false,
    allowsCustomClause: false,
    generatesDispute: false,
    order,
    parentQuestionId: null,
    depth: 0,
    showWhenOptionIds: [],
    videos: [],
    options: [],
  };
}

function groupContent(id: string, questions: string[]): SectionContent["groups"][number] {
  return {
    id,
    key: `key-${id}`,
    title: `Group ${id}`,
    description: null,
    icon: null,
    iconColor: null,
    order: 0,
    videos: [],
    questions: questions.map((question, order) => questionContent(question, order)),
  };
}

function answer(questionId: string, valueTyped: string): Answer {
  return {
    id: `answer-${questionId}`,
    questionId,
    valueTyped,
    questionOptionIds: [],
    isSuggestion: false,
    updatedAt: "2026-11-20T10:00:00.000Z",
  };
}

const content = (contentKey: string, groups = [groupContent("g1", ["q1", "q2"]), groupContent("g2", ["q3"])]) => ({
  contentKey,
  groups,
});

describe("mergeSectionAnswers", () => {
  it("gives each question of the wording its answer by question id, and null to a question without one", () => {
    const answers: SectionAnswers = {
      section,
      contentKey: "k1",
      answers: [answer("q3", "Three"), answer("q1", "One")],
    };
    const merged = mergeSectionAnswers(answers, content("k1"));
    expect(merged.section).toEqual(section);
    expect(merged.groups.map((group) => group.id)).toEqual(["g1", "g2"]);
    expect(merged.groups.map((group) => group.questions.map((question) => [question.id, question.answer]))).toEqual([
      [
        ["q1", answer("q1", "One")],
        ["q2", null],
      ],
      [["q3", answer("q3", "Three")]],
    ]);
    // The wording itself is carried over as it is.
    expect(merged.groups[0]?.questions[1]).toEqual({ ...questionContent("q2", 1), answer: null });
    expect(merged.groups[1]).toMatchObject({ key: "key-g2", title: "Group g2", videos: [] });
  });

  it("leaves out an answer whose question the wording does not have", () => {
    const merged = mergeSectionAnswers(
      { section, contentKey: "k1", answers: [answer("q-gone", "Old")] },
      content("k1", [groupContent("g1", ["q1"])]),
    );
    expect(merged.groups[0]?.questions.map((question) => question.answer)).toEqual([null]);
  });
});

describe("sectionGroupsQueryOptions", () => {
  function setup() {
    let contentKey = "k1";
    let answers: Answer[] = [answer("q1", "One")];
    const answersPath = `/users/${USER}/questionnaire-sections/relationship/answers`;
    const contentPath = `/users/${USER}/questionnaire-sections/relationship/content`;
    const contentAsked: string[] = [];
    const { fetch, requests } = createFakeFetch((request) => {
      const url = new URL(request.url);
      if (url.pathname === answersPath) return { status: 200, body: { section, contentKey, answers } };
      if (url.pathname === contentPath) {
        const key = url.searchParams.get("key") ?? "";
        contentAsked.push(key);
        return { status: 200, body: content(key) };
      }
      return { status: 404, body: { error: "Not found", code: "NOT_FOUND" } };
    });
    const api = createApiClient({ baseUrl: "http://api.test", auth: createFakeSession(), fetch });
    const queryClient = createQueryClient();
    const options = sectionGroupsQueryOptions(api, USER, "relationship");
    const answerReads = () => requests.filter((request) => request.path === answersPath).length;
    return {
      api,
      queryClient,
      options,
      contentAsked,
      answerReads,
      setKey: (key: string) => (contentKey = key),
      setAnswers: (next: Answer[]) => (answers = next),
    };
  }

  it("is cached under the groups call's key", () => {
    const { api, options } = setup();
    const groupsKey = api.$api.queryOptions("get", "/users/{id}/questionnaire-sections/{section}/groups", {
      params: { path: { id: USER, section: "relationship" } },
    }).queryKey;
    expect(options.queryKey).toEqual(groupsKey);
  });

  it("reads the answers, then the wording by the key they name, and gives the groups with the answers", async () => {
    const { queryClient, options, contentAsked, api } = setup();
    const groups = await queryClient.fetchQuery(options);
    expect(contentAsked).toEqual(["k1"]);
    expect(groups.section).toEqual(section);
    expect(groups.groups[0]?.questions.map((question) => question.answer?.valueTyped ?? null)).toEqual(["One", null]);
    // The wording is kept under its key, for good.
    const contentQuery = sectionContentQueryOptions(api, USER, "relationship", "k1");
    expect(queryClient.getQueryData(contentQuery.queryKey)).toEqual(content("k1"));
    expect(contentQuery.staleTime).toBe(Infinity);
  });

  it("reads only the answers again while the key stays the same, and the wording again when the key changes", async () => {
    const { queryClient, options, contentAsked, answerReads, setKey, setAnswers } = setup();
    await queryClient.fetchQuery(options);
    setAnswers([answer("q1", "One"), answer("q2", "Two")]);
    await queryClient.invalidateQueries({ queryKey: options.queryKey });
    const again = await queryClient.fetchQuery(options);
    expect(answerReads()).toBe(2);
    expect(contentAsked).toEqual(["k1"]);
    expect(again.groups[0]?.questions.map((question) => question.answer?.valueTyped ?? null)).toEqual(["One", "Two"]);

    setKey("k2");
    await queryClient.invalidateQueries({ queryKey: options.queryKey });
    await queryClient.fetchQuery(options);
    expect(answerReads()).toBe(3);
    expect(contentAsked).toEqual(["k1", "k2"]);
  });

  it("fails with the answers call's error, without asking for the wording", async () => {
    const { api, queryClient, contentAsked } = setup();
    const elsewhere = sectionGroupsQueryOptions(api, USER, "missing");
    await expect(queryClient.fetchQuery({ ...elsewhere, retry: false })).rejects.toMatchObject({
      status: 404,
      data: { code: "NOT_FOUND" },
    });
    expect(contentAsked).toEqual([]);
  });
});
