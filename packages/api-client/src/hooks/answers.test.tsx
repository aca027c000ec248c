import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { ApiProvider } from "../api-context.tsx";
import { createApiClient } from "../client.ts";
import { createQueryClient } from "../query-client.ts";
import { createFakeFetch, createFakeSession, type FakeReply } from "../../test/fakes.ts";
import { attorneyRestrictionsQueryOptions, useSaveAnswer } from "./answers.ts";
import { disputesQueryOptions } from "./early-reads.ts";
import { type Standing, standingQueryOptions } from "./standing.ts";
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
const saved = (valueTyped: string | null): Answer => ({
  id: "a1",
  questionId: "q1",
  valueTyped,
  questionOptionIds: [],
  isSuggestion: false,
  updatedAt: "2026-11-20T10:00:00.000Z",
});
const answerSaved = (valueTyped: string | null, status = "IN_PROGRESS", defaults: Answer[] = []) => ({
  answer: saved(valueTyped),
  defaults,
  validationError: null,
  section: { id: "s1", key: "relationship", status },
});
/** The default answer the server records for q2 with the section's first answer. */
const recordedDefault: Answer = {
  id: "a2",
  questionId: "q2",
  valueTyped: null,
  questionOptionIds: [],
  isSuggestion: true,
  updatedAt: "2026-11-20T10:00:00.000Z",
};

const CONTENT_KEY = "relationship-wording-1";
/** The section's wording as GET …/content answers it: the groups without the questions' answers. */
const sectionContent = {
  contentKey: CONTENT_KEY,
  groups: groups(null).groups.map((group) => ({
    ...group,
    questions: group.questions.map(({ answer: _answer, ...question }) => question),
  })),
};
const sectionPath = (view: "answers" | "content") => `/users/${USER}/questionnaire-sections/relationship/${view}`;

type Handler = (request: Request, body: unknown, questionId: string) => FakeReply | Promise<FakeReply>;

const answersPath = `/users/${USER}/answers/`;

function setup(onAnswer: Handler, stored: Answer | null | (() => Answer | null) = null) {
  const { fetch, requests } = createFakeFetch(async (request) => {
    const path = new URL(request.url).pathname;
    // The section's two reads: the answers (with the wording's key), then the wording by its key.
    if (path === sectionPath("answers")) {
      const answer = typeof stored === "function" ? stored() : stored;
      return { status: 200, body: { section, contentKey: CONTENT_KEY, answers: answer ? [answer] : [] } };
    }
    if (path === sectionPath("content")) return { status: 200, body: sectionContent };
    if (path === `/users/${USER}/questionnaire-sections`) return { status: 200, body: [section] };
    if (path.startsWith(answersPath))
      return onAnswer(request, await request.clone().json(), path.slice(answersPath.length));
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
    () => ({
      groups: useSectionGroups(USER, "relationship"),
      sections: useQuestionnaireSections(USER),
      save: useSaveAnswer(USER, "relationship"),
    }),
    { wrapper },
  );
  const answerRequests = () => requests.filter((request) => request.path.startsWith(answersPath));
  /** Each answer request as `METHOD question base`. */
  const sentWrites = () =>
    answerRequests().map((request) => {
      const base = (JSON.parse(request.body) as { baseUpdatedAt?: string | null }).baseUpdatedAt;
      return `${request.method} ${request.path.slice(answersPath.length)} ${String(base)}`;
    });
  const shown = () => hook.result.current.groups.data?.groups[0]?.questions[0]?.answer?.valueTyped;
  return { hook, requests, answerRequests, sentWrites, shown, api, queryClient };
}

describe("useSaveAnswer", () => {
  it("sends every save as the one PUT, the first on no answer and the next on the version the first gave", async () => {
    let release: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => (release = resolve));
    const { hook, answerRequests, sentWrites, shown } = setup(async (_request, body) => {
      const { valueTyped, baseUpdatedAt } = body as { valueTyped: string; baseUpdatedAt: string | null };
      if (baseUpdatedAt === null) {
        await firstHeld;
        return { status: 201, body: { ...answerSaved(valueTyped), outcome: "created" } };
      }
      return { status: 200, body: { ...answerSaved(valueTyped), outcome: "updated" } };
    });
    await waitFor(() => expect(hook.result.current.groups.data).toBeDefined());

    let first!: Promise<unknown>;
    let second!: Promise<unknown>;
    act(() => {
      first = hook.result.current.save.mutateAsync({ questionId: "q1", valueTyped: "A cat", questionOptionIds: [] });
      second = hook.result.current.save.mutateAsync({
        questionId: "q1",
        valueTyped: "Two cats",
        questionOptionIds: [],
      });
    });
    // Shown at once; the second save waits for the first.
    await waitFor(() => expect(shown()).toBe("Two cats"));
    await waitFor(() => expect(answerRequests()).toHaveLength(1));

    release();
    await act(async () => {
      await Promise.all([first, second]);
    });
    // The server decides that the first creates the answer and the second changes it.
    expect(sentWrites()).toEqual(["PUT q1 null", `PUT q1 ${answerSaved("A cat").answer.updatedAt}`]);
    expect(JSON.parse(answerRequests()[1]!.body)).toEqual({
      valueTyped: "Two cats",
      questionOptionIds: [],
      baseUpdatedAt: answerSaved("A cat").answer.updatedAt,
    });
    expect(shown()).toBe("Two cats");
  });

  it("sends a follow-up's answer only after its parent's save under way has ended", async () => {
    let release: () => void = () => undefined;
    const parentHeld = new Promise<void>((resolve) => (release = resolve));
    const { hook, answerRequests } = setup(async (_request, body, questionId) => {
      const value = (body as { valueTyped: string }).valueTyped;
      if (questionId === "q1") await parentHeld;
      return { status: 201, body: answerSaved(value) };
    });
    await waitFor(() => expect(hook.result.current.groups.data).toBeDefined());

    let parent!: Promise<unknown>;
    let child!: Promise<unknown>;
    act(() => {
      parent = hook.result.current.save.mutateAsync({
        questionId: "q1",
        valueTyped: "Yes, two",
        questionOptionIds: [],
      });
      child = hook.result.current.save.mutateAsync({
        questionId: "q2",
        valueTyped: "Rex and Tom",
        questionOptionIds: [],
      });
    });
    await waitFor(() => expect(answerRequests()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answerRequests()).toHaveLength(1);

    release();
    await act(async () => {
      await Promise.all([parent, child]);
    });
    expect(answerRequests().map((request) => (JSON.parse(request.body) as { valueTyped: string }).valueTyped)).toEqual([
      "Yes, two",
      "Rex and Tom",
    ]);
  });

  it("keeps the change on the device when the server answers 503: no rollback", async () => {
    const { hook, shown } = setup(
      () => ({ status: 503, body: { error: "Service unavailable", code: "DATABASE_UNAVAILABLE" } }),
      saved("A dog"),
    );
    await waitFor(() => expect(shown()).toBe("A dog"));

    let outcome: unknown;
    await act(async () => {
      outcome = await hook.result.current.save.mutateAsync({
        questionId: "q1",
        valueTyped: "A cat",
        questionOptionIds: [],
      });
    });
    expect(outcome).toMatchObject({
      kept: "queued",
      write: {
        method: "PUT",
        path: "/users/{id}/answers/{questionId}",
        target: "answer:q1",
        body: { valueTyped: "A cat", baseUpdatedAt: saved("A dog").updatedAt },
      },
    });
    await waitFor(() => expect(shown()).toBe("A cat"));
  });

  it("puts the saved answer back when the server refuses the change, and reports why", async () => {
    const { hook, shown } = setup(
      () => ({ status: 422, body: { error: "This option can't be chosen.", code: "OPTION_NOT_AVAILABLE" } }),
      saved("A dog"),
    );
    await waitFor(() => expect(shown()).toBe("A dog"));

    let outcome: unknown;
    await act(async () => {
      outcome = await hook.result.current.save
        .mutateAsync({ questionId: "q1", valueTyped: "A cat", questionOptionIds: [] })
        .catch((error: unknown) => error);
    });
    expect(outcome).toMatchObject({ status: 422 });
    expect(shown()).toBe("A dog");
  });

  it("makes a first answer on the default the section's save under way recorded for it, in one request", async () => {
    let release: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => (release = resolve));
    const { hook, answerRequests, sentWrites } = setup(async (_request, body, questionId) => {
      if (questionId === "q1") {
        await firstHeld;
        return { status: 201, body: answerSaved("A cat", "IN_PROGRESS", [recordedDefault]) };
      }
      return {
        status: 200,
        body: {
          ...answerSaved(null),
          answer: { ...recordedDefault, valueTyped: (body as { valueTyped: string }).valueTyped },
        },
      };
    });
    await waitFor(() => expect(hook.result.current.groups.data).toBeDefined());

    let first!: Promise<unknown>;
    let second!: Promise<unknown>;
    act(() => {
      first = hook.result.current.save.mutateAsync({ questionId: "q1", valueTyped: "A cat", questionOptionIds: [] });
      second = hook.result.current.save.mutateAsync({ questionId: "q2", valueTyped: "Tom", questionOptionIds: [] });
    });
    // The first answer to q2 waits for the save under way, which may record its default.
    await waitFor(() => expect(answerRequests()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answerRequests()).toHaveLength(1);
    release();
    await act(async () => {
      await Promise.all([first, second]);
    });
    expect(sentWrites()).toEqual(["PUT q1 null", `PUT q2 ${recordedDefault.updatedAt}`]);
    // The query's observers hear of the cache's last change on the next tick.
    await waitFor(() =>
      expect(hook.result.current.groups.data?.groups[0]?.questions[1]?.answer).toMatchObject({
        id: "a2",
        valueTyped: "Tom",
      }),
    );
  });

  it("shows a default the server recorded as the saved answer", async () => {
    const { hook } = setup(() => ({ status: 201, body: answerSaved("A cat", "IN_PROGRESS", [recordedDefault]) }));
    await waitFor(() => expect(hook.result.current.groups.data).toBeDefined());
    await act(async () => {
      await hook.result.current.save.mutateAsync({ questionId: "q1", valueTyped: "A cat", questionOptionIds: [] });
    });
    await waitFor(() =>
      expect(hook.result.current.groups.data?.groups[0]?.questions[1]?.answer).toEqual(recordedDefault),
    );
  });

  it("keeps a first answer on the device, with both values, when another tab answered meanwhile", async () => {
    const elsewhere = saved("From the other tab");
    const { hook, answerRequests, shown } = setup(() => ({
      status: 409,
      body: { error: "This answer was changed since you last saw it.", code: "ANSWER_CHANGED", current: elsewhere },
    }));
    await waitFor(() => expect(hook.result.current.groups.data).toBeDefined());
    let outcome: unknown;
    await act(async () => {
      outcome = await hook.result.current.save.mutateAsync({
        questionId: "q1",
        valueTyped: "Fish",
        questionOptionIds: [],
      });
    });
    expect(outcome).toMatchObject({
      kept: "conflict",
      write: { method: "PUT", body: { valueTyped: "Fish", baseUpdatedAt: null }, conflict: { current: elsewhere } },
    });
    expect(answerRequests()).toHaveLength(1);
    // The person's value keeps showing until they choose (the query's observers hear of it on the next tick).
    await waitFor(() => expect(shown()).toBe("Fish"));
  });

  it("shows the section's new status from the response, reading the sections again only when the status changed", async () => {
    let status = "IN_PROGRESS";
    const { hook, requests } = setup(() => ({ status: 201, body: answerSaved("A cat", status) }));
    await waitFor(() => expect(hook.result.current.sections.data?.[0]?.status).toBe("NOT_STARTED"));
    await waitFor(() => expect(hook.result.current.groups.data).toBeDefined());
    const reads = (path: string) => requests.filter((request) => request.path === path).length;
    const sectionsPath = `/users/${USER}/questionnaire-sections`;
    const before = { sections: reads(sectionsPath), answers: reads(sectionPath("answers")) };
    // The section's answers were read once to show it: a read again would show in the count.
    expect(before).toEqual({ sections: 1, answers: 1 });
    await act(async () => {
      await hook.result.current.save.mutateAsync({ questionId: "q1", valueTyped: "A cat", questionOptionIds: [] });
    });
    await waitFor(() => expect(hook.result.current.sections.data?.[0]?.status).toBe("IN_PROGRESS"));
    status = "COMPLETED";
    await act(async () => {
      await hook.result.current.save.mutateAsync({ questionId: "q1", valueTyped: "Two cats", questionOptionIds: [] });
    });
    await waitFor(() => expect(hook.result.current.sections.data?.[0]?.status).toBe("COMPLETED"));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The statuses came with the responses: neither the sections nor the section's answers were read again.
    expect({ sections: reads(sectionsPath), answers: reads(sectionPath("answers")) }).toEqual(before);
  });
  it("writes the section's status into the cached standing, and leaves the attorney restrictions alone for a question without attorney rules", async () => {
    const { hook, api, queryClient } = setup(() => ({ status: 201, body: answerSaved("A cat", "COMPLETED") }));
    await waitFor(() => expect(hook.result.current.groups.data).toBeDefined());
    const standingKey = standingQueryOptions(api, USER).queryKey;
    const restrictionsKey = attorneyRestrictionsQueryOptions(api, USER).queryKey;
    const disputesKey = disputesQueryOptions(api, USER).queryKey;
    queryClient.setQueryData(disputesKey, { disputes: [], suggestions: [] } as never);
    const standingSection = { ...section, hasAttorneyRules: false };
    queryClient.setQueryData(standingKey, { questionnaire: { sections: [standingSection] } } as unknown as Standing);
    queryClient.setQueryData(restrictionsKey, { restrictions: [] } as never);
    await act(async () => {
      await hook.result.current.save.mutateAsync({ questionId: "q1", valueTyped: "A cat", questionOptionIds: [] });
    });
    expect(queryClient.getQueryData<Standing>(standingKey)?.questionnaire.sections[0]?.status).toBe("COMPLETED");
    // The hook shows the cache's change on its next render (the query cache notifies on a later task).
    await waitFor(() => expect(hook.result.current.groups.data?.section.status).toBe("COMPLETED"));
    // The standing's progress and gates follow the statuses: it is invalidated; the restrictions are not.
    expect(queryClient.getQueryState(standingKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(restrictionsKey)?.isInvalidated).toBe(false);
    // The disputes and the suggestions nobody chose follow any answer: read again where next shown.
    expect(queryClient.getQueryState(disputesKey)?.isInvalidated).toBe(true);
  });
});
