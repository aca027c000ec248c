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

type Handler = (request: Request, body: unknown) => FakeReply | Promise<FakeReply>;

function setup(onAnswer: Handler, stored: Answer | null | (() => Answer | null) = null) {
  const { fetch, requests } = createFakeFetch(async (request) => {
    const path = new URL(request.url).pathname;
    if (path.endsWith("/groups"))
      return { status: 200, body: groups(typeof stored === "function" ? stored() : stored) };
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
    () => ({
      groups: useSectionGroups(USER, "relationship"),
      sections: useQuestionnaireSections(USER),
      save: useSaveAnswer(USER, "relationship"),
    }),
    { wrapper },
  );
  const answerRequests = () => requests.filter((request) => request.path === `/users/${USER}/answers`);
  const shown = () => hook.result.current.groups.data?.groups[0]?.questions[0]?.answer?.valueTyped;
  return { hook, requests, answerRequests, shown, api, queryClient };
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
      second = hook.result.current.save.mutateAsync({
        questionId: "q1",
        valueTyped: "Two cats",
        questionOptionIds: [],
      });
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
    // The second is made on the version the first save gave (the server refuses it when the answer changed since).
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
    const { hook, answerRequests } = setup(async (request, body) => {
      const value = (body as { valueTyped: string }).valueTyped;
      if (new URL(request.url).searchParams.get("questionId") === "q1") await parentHeld;
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
      write: { method: "PATCH", target: "answer:q1", body: { valueTyped: "A cat" } },
    });
    expect(shown()).toBe("A cat");
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

  it("patches an answer the server recorded as a default with the section's first answer, in one request", async () => {
    let release: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => (release = resolve));
    const sent: string[] = [];
    const { hook, answerRequests } = setup(async (request, body) => {
      const questionId = new URL(request.url).searchParams.get("questionId");
      sent.push(`${request.method} ${questionId}`);
      if (questionId === "q1") {
        await firstHeld;
        return { status: 201, body: answerSaved("A cat", "IN_PROGRESS", [recordedDefault]) };
      }
      if (request.method === "POST")
        return { status: 409, body: { error: "This question already has an answer.", code: "ANSWER_EXISTS" } };
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
    // The first answer to q2 waits for the save under way, which may record it.
    await waitFor(() => expect(answerRequests()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answerRequests()).toHaveLength(1);
    release();
    await act(async () => {
      await Promise.all([first, second]);
    });
    expect(sent).toEqual(["POST q1", "PATCH q2"]);
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

  it("sends one request when the server refuses the verb, and rolls back", async () => {
    const { hook, answerRequests, shown } = setup(() => ({
      status: 409,
      body: { error: "This question already has an answer.", code: "ANSWER_EXISTS" },
    }));
    await waitFor(() => expect(hook.result.current.groups.data).toBeDefined());
    let outcome: unknown;
    await act(async () => {
      outcome = await hook.result.current.save
        .mutateAsync({ questionId: "q1", valueTyped: "Fish", questionOptionIds: [] })
        .catch((error: unknown) => error);
    });
    expect(outcome).toMatchObject({ status: 409 });
    expect(answerRequests()).toHaveLength(1);
    await waitFor(() => expect(shown()).toBeUndefined());
  });

  it("reads the groups again after the server says the answer exists, and then updates it", async () => {
    let stored: Answer | null = null;
    const { hook, answerRequests, shown } = setup(
      (request, body) => {
        if (request.method === "POST") {
          // Another tab answered meanwhile.
          stored = saved("From the other tab");
          return { status: 409, body: { error: "This question already has an answer.", code: "ANSWER_EXISTS" } };
        }
        return { status: 200, body: answerSaved((body as { valueTyped: string }).valueTyped) };
      },
      () => stored,
    );
    await waitFor(() => expect(hook.result.current.groups.data).toBeDefined());
    await act(async () => {
      await hook.result.current.save
        .mutateAsync({ questionId: "q1", valueTyped: "Fish", questionOptionIds: [] })
        .catch(() => undefined);
    });
    await waitFor(() => expect(shown()).toBe("From the other tab"));
    await act(async () => {
      await hook.result.current.save.mutateAsync({ questionId: "q1", valueTyped: "Fish", questionOptionIds: [] });
    });
    expect(answerRequests().map((request) => request.method)).toEqual(["POST", "PATCH"]);
    await waitFor(() => expect(shown()).toBe("Fish"));
  });

  it("shows the section's new status from the response, reading the sections again only when the status changed", async () => {
    let status = "IN_PROGRESS";
    const { hook, requests } = setup(() => ({ status: 201, body: answerSaved("A cat", status) }));
    await waitFor(() => expect(hook.result.current.sections.data?.[0]?.status).toBe("NOT_STARTED"));
    const reads = (path: string) => requests.filter((request) => request.path === path).length;
    const sectionsPath = `/users/${USER}/questionnaire-sections`;
    const groupsPath = `/users/${USER}/questionnaire-sections/relationship/groups`;
    const before = { sections: reads(sectionsPath), groups: reads(groupsPath) };
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
    // The statuses came with the responses: neither the sections nor the groups were read again.
    expect({ sections: reads(sectionsPath), groups: reads(groupsPath) }).toEqual(before);
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
    expect(hook.result.current.groups.data?.section.status).toBe("COMPLETED");
    // The standing's progress and gates follow the statuses: it is invalidated; the restrictions are not.
    expect(queryClient.getQueryState(standingKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(restrictionsKey)?.isInvalidated).toBe(false);
    // The disputes and the suggestions nobody chose follow any answer: read again where next shown.
    expect(queryClient.getQueryState(disputesKey)?.isInvalidated).toBe(true);
  });
});
