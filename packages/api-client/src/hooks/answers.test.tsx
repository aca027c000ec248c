import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { ApiProvider } from "../api-context.tsx";
import { createApiClient } from "../client.ts";
import { createQueryClient } from "../query-client.ts";
import { createFakeFetch, createFakeSession, type FakeReply } from "../../test/fakes.ts";
import { useSaveAnswer } from "./answers.ts";
import { useQuestionnaireSections, useSectionGroups, type Answer, type SectionGroups } from "./questionnaire.ts";

const USER = "u1";
const section = {
  id: "s1",
  key: "relationship",
  label: "Relationship",
  name: "Your relationship",
  description: null,
  order: 1,
  path: "relationship",
  status: "NOT_STARTED" as const,
  attorneyRequiredQuestionPresentSection: false,
  locked: false,
};
const groups = (answer: Answer | null): SectionGroups => ({
  section,
  groups: [
    {
      id: "g1",
      key: "basics",
      title: "Basics",
      description: null,
      icon: null,
      iconColor: null,
      order: 0,
      videos: [],
      questions: [
        {
          id: "q1",
          key: "pets",
          title: "Do you have pets?",
          description: null,
          exampleScenario: null,
          proTip: null,
          isRequired: true,
          questionType: "TEXT_BOX",
          inputType: "TEXT",
          inputRestriction: null,
          allowsOtherOption: false,
          allowsCustomClause: false,
          generatesDispute: false,
          order: 0,
          parentQuestionId: null,
          depth: 0,
          showWhenOptionIds: [],
          videos: [],
          options: [],
          answer,
        },
        {
          id: "q2",
          key: "pet_names",
          title: "Their names",
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
          order: 1,
          parentQuestionId: "q1",
          depth: 1,
          showWhenOptionIds: [],
          videos: [],
          options: [],
          answer: null,
        },
      ],
    },
  ],
});
const saved = (valueTyped: string | null): Answer => ({ id: "a1", questionId: "q1", valueTyped, questionOptionIds: [], updatedAt: "2026-11-20T10:00:00.000Z" });
const answerSaved = (valueTyped: string | null, status = "IN_PROGRESS") => ({ answer: saved(valueTyped), validationError: null, section: { id: "s1", key: "relationship", status } });

type Handler = (request: Request, body: unknown) => FakeReply | Promise<FakeReply>;

function setup(onAnswer: Handler, stored: Answer | null = null) {
  const { fetch, requests } = createFakeFetch(async (request) => {
    const path = new URL(request.url).pathname;
    if (path.endsWith("/groups")) return { status: 200, body: groups(stored) };
    if (path === `/users/${USER}/questionnaire-sections`) return { status: 200, body: [section] };
    if (path === `/users/${USER}/answers`) return onAnswer(request, await request.clone().json());
    return { status: 404, body: { error: "Not found", code: "NOT_FOUND" } };
  });
  const api = createApiClient({ baseUrl: "http://api.test", auth: createFakeSession(), fetch });
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiProvider client={api} queryClient={queryClient}>
      {children}
    </ApiProvider>
  );
  const hook = renderHook(
    () => ({ groups: useSectionGroups(USER, "relationship"), sections: useQuestionnaireSections(USER), save: useSaveAnswer(USER, "relationship") }),
    { wrapper },
  );
  const answerRequests = () => requests.filter((request) => request.path === `/users/${USER}/answers`);
  const shown = () => hook.result.current.groups.data?.groups[0]?.questions[0]?.answer?.valueTyped;
  return { hook, requests, answerRequests, shown };
}

describe("useSaveAnswer", () => {
  it("creates the first answer, updates it afterwards, one save after the other", async () => {
    let release: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => (release = resolve));
    const { hook, answerRequests, shown } = setup(async (request, body) => {
      const value = (body as { valueTyped: string }).valueTyped;
      if (request.method === "POST") {
        await firstHeld;
        return { status: 201, body: answerSaved(value) };
      }
      return { status: 200, body: answerSaved(value) };
    });
    await waitFor(() => expect(hook.result.current.groups.data).toBeDefined());

    let first!: Promise<unknown>;
    let second!: Promise<unknown>;
    act(() => {
      first = hook.result.current.save.mutateAsync({ questionId: "q1", valueTyped: "A cat", questionOptionIds: [] });
      second = hook.result.current.save.mutateAsync({ questionId: "q1", valueTyped: "Two cats", questionOptionIds: [] });
    });
    // Shown at once; the second save waits for the first.
    await waitFor(() => expect(shown()).toBe("Two cats"));
    await waitFor(() => expect(answerRequests()).toHaveLength(1));
    expect(answerRequests()[0]?.method).toBe("POST");

    release();
    await act(async () => {
      await Promise.all([first, second]);
    });
    expect(answerRequests().map((request) => request.method)).toEqual(["POST", "PATCH"]);
    expect(JSON.parse(answerRequests()[1]!.body)).toEqual({ valueTyped: "Two cats", questionOptionIds: [] });
    expect(shown()).toBe("Two cats");
  });

  it("sends a follow-up's answer only after its parent's save under way has ended", async () => {
    let release: () => void = () => undefined;
    const parentHeld = new Promise<void>((resolve) => (release = resolve));
    const { hook, answerRequests } = setup(async (request, body) => {
      const value = (body as { valueTyped: string }).valueTyped;
      if (new URL(request.url).searchParams.get("questionId") === "q1") await parentHeld;
      return { status: 201, body: answerSaved(value) };
    });
    await waitFor(() => expect(hook.result.current.groups.data).toBeDefined());

    let parent!: Promise<unknown>;
    let child!: Promise<unknown>;
    act(() => {
      parent = hook.result.current.save.mutateAsync({ questionId: "q1", valueTyped: "Yes, two", questionOptionIds: [] });
      child = hook.result.current.save.mutateAsync({ questionId: "q2", valueTyped: "Rex and Tom", questionOptionIds: [] });
    });
    await waitFor(() => expect(answerRequests()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answerRequests()).toHaveLength(1);

    release();
    await act(async () => {
      await Promise.all([parent, child]);
    });
    expect(answerRequests().map((request) => (JSON.parse(request.body) as { valueTyped: string }).valueTyped)).toEqual(["Yes, two", "Rex and Tom"]);
  });

  it("puts the saved answer back when the server refuses the change, and reports why", async () => {
    const { hook, shown } = setup(() => ({ status: 503, body: { error: "Service unavailable", code: "UNAVAILABLE" } }), saved("A dog"));
    await waitFor(() => expect(shown()).toBe("A dog"));

    let outcome: unknown;
    await act(async () => {
      outcome = await hook.result.current.save.mutateAsync({ questionId: "q1", valueTyped: "A cat", questionOptionIds: [] }).catch((error: unknown) => error);
    });
    expect(outcome).toMatchObject({ status: 503 });
    expect(shown()).toBe("A dog");
  });

  it("updates an answer the page did not know about when the server says it exists", async () => {
    const { hook, answerRequests } = setup((request, body) =>
      request.method === "POST"
        ? { status: 409, body: { error: "Answer exists", code: "ANSWER_EXISTS" } }
        : { status: 200, body: answerSaved((body as { valueTyped: string }).valueTyped) },
    );
    await waitFor(() => expect(hook.result.current.groups.data).toBeDefined());
    await act(async () => {
      await hook.result.current.save.mutateAsync({ questionId: "q1", valueTyped: "Fish", questionOptionIds: [] });
    });
    expect(answerRequests().map((request) => request.method)).toEqual(["POST", "PATCH"]);
  });

  it("shows the section's new status and reads the sections again after a save", async () => {
    const { hook, requests } = setup(() => ({ status: 201, body: answerSaved("A cat", "COMPLETED") }));
    await waitFor(() => expect(hook.result.current.sections.data?.[0]?.status).toBe("NOT_STARTED"));
    const sectionReads = () => requests.filter((request) => request.path === `/users/${USER}/questionnaire-sections`).length;
    const before = sectionReads();
    await act(async () => {
      await hook.result.current.save.mutateAsync({ questionId: "q1", valueTyped: "A cat", questionOptionIds: [] });
    });
    await waitFor(() => expect(sectionReads()).toBe(before + 1));
  });
});
