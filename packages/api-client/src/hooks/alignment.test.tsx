import { act, renderHook, waitFor } from "@testing-library/react";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { ApiProvider, useApiClient } from "../api-context.tsx";
import { createApiClient } from "../client.ts";
import { createQueryClient } from "../query-client.ts";
import { createFakeAuth, createFakeFetch, type FakeApiRoutes } from "../testing/index.ts";
import {
  useAcceptDisputeProposal,
  useAgreeWithPartner,
  useAskAttorneyAboutDispute,
  useChangeMyAnswer,
  useDisputes,
  useDisputeThread,
  useProposeDisputeAnswer,
  useResolutions,
} from "./alignment.ts";

const userId = "0b6f2f8e-5d0c-4d43-9a3c-3f6f0e1e7a11";
const docId = "5a4a3f1e-0a9b-4a51-8f3e-7d1e2c3b4a50";
const base = `/users/${userId}`;

const answer = (questionId: string, valueTyped: string | null) => ({
  id: `a-${questionId}`,
  questionId,
  valueTyped,
  questionOptionIds: [],
  updatedAt: "2026-11-10T10:00:00.000Z",
});
const dispute = (questionId: string) => ({
  questionId,
  sectionKey: "assets",
  groupTitle: "Home",
  question: {
    id: questionId,
    title: `Question ${questionId}`,
    description: null,
    questionType: "TEXT_BOX",
    inputType: "TEXT",
    options: [],
  },
  myAnswer: answer(questionId, "mine"),
  partnerAnswer: answer(questionId, "theirs"),
  myAnswerText: "mine",
  partnerAnswerText: "theirs",
});
const resolved = (questionId: string, kind: "AGREE" | "CHANGE") => ({
  resolution: {
    id: `r-${questionId}`,
    kind,
    question: { id: questionId, title: `Question ${questionId}` },
    initiatedBy: { id: userId, firstName: "Alex", lastName: "Rivera" },
    previousTypedValue: "mine",
    previousOptionIds: [],
    previousAnswerText: "mine",
    newAnswerText: "theirs",
    createdAt: "2026-11-12T10:00:00.000Z",
  },
  answer: answer(questionId, "theirs"),
});

function setup(routes: FakeApiRoutes) {
  const { fetch, requests } = createFakeFetch(routes);
  const api = createApiClient({ baseUrl: "http://api.test", auth: createFakeAuth({ signedIn: true }), fetch });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiProvider client={api} queryClient={createQueryClient()}>
      {children}
    </ApiProvider>
  );
  const count = (key: string) =>
    requests.filter((request) => `${request.method} ${new URL(request.url).pathname}` === key).length;
  return { wrapper, requests, count };
}

/** A server whose disputes shrink as they are resolved. */
function disputeServer() {
  let open = ["q1", "q2"];
  const resolve = (questionId: string, kind: "AGREE" | "CHANGE") => {
    if (!open.includes(questionId))
      return { status: 404, body: { error: "Dispute not found. Please refresh the page.", code: "DISPUTE_NOT_FOUND" } };
    open = open.filter((id) => id !== questionId);
    return { status: 200, body: resolved(questionId, kind) };
  };
  return {
    [`GET ${base}/answers/dispute`]: () => ({
      status: 200,
      body: { partnerJoined: true, userComplete: true, partnerComplete: true, disputes: open.map(dispute) },
    }),
    [`GET ${base}/answers`]: [],
    [`GET ${base}/questionnaire-sections/assets/groups`]: () => ({ status: 200, body: { section: {}, groups: [] } }),
    [`POST ${base}/answers/dispute/q1/agree`]: () => resolve("q1", "AGREE"),
    [`POST ${base}/answers/dispute/q2/change`]: () => resolve("q2", "CHANGE"),
  } satisfies FakeApiRoutes;
}

/** The disputes with the screens that read answers and groups, all on one cache. */
function useAlignmentScreen(id: string | undefined) {
  const api = useApiClient();
  return {
    disputes: useDisputes(id),
    answers: useQuery({ ...api.$api.queryOptions("get", "/users/{id}/answers", { params: { path: { id: userId } } }) }),
    groups: useQuery({
      ...api.$api.queryOptions("get", "/users/{id}/questionnaire-sections/{section}/groups", {
        params: { path: { id: userId, section: "assets" } },
      }),
    }),
    agree: useAgreeWithPartner(id),
    change: useChangeMyAnswer(id),
  };
}

describe("alignment hooks", () => {
  it("wait for the user before reading the disputes", async () => {
    const { wrapper, requests } = setup(disputeServer());
    const { result, rerender } = renderHook(({ id }: { id: string | undefined }) => useDisputes(id), {
      wrapper,
      initialProps: { id: undefined as string | undefined },
    });
    expect(result.current.fetchStatus).toBe("idle");
    expect(requests).toHaveLength(0);
    rerender({ id: userId });
    await waitFor(() => expect(result.current.data?.disputes.map((item) => item.questionId)).toEqual(["q1", "q2"]));
  });

  it("agreeing takes the question off the list and refreshes disputes, answers and groups", async () => {
    const { wrapper, count } = setup(disputeServer());
    const { result } = renderHook(() => useAlignmentScreen(userId), { wrapper });
    await waitFor(() =>
      expect(
        result.current.groups.isSuccess && result.current.answers.isSuccess && result.current.disputes.isSuccess,
      ).toBe(true),
    );

    await act(() => result.current.agree.mutateAsync("q1"));
    // The cache is updated as the mutation settles; the hook's render follows (later on a loaded machine).
    await waitFor(() => expect(result.current.disputes.data?.disputes.map((item) => item.questionId)).toEqual(["q2"]));
    expect(count(`POST ${base}/answers/dispute/q1/agree`)).toBe(1);
    await waitFor(() => expect(count(`GET ${base}/answers/dispute`)).toBe(2));
    await waitFor(() => expect(count(`GET ${base}/answers`)).toBe(2));
    await waitFor(() => expect(count(`GET ${base}/questionnaire-sections/assets/groups`)).toBe(2));
  });

  it("changing sends the new answer; a refused change leaves the list as it was", async () => {
    const { wrapper, requests, count } = setup(disputeServer());
    const { result } = renderHook(() => useAlignmentScreen(userId), { wrapper });
    await waitFor(() => expect(result.current.disputes.isSuccess).toBe(true));

    await act(() => result.current.change.mutateAsync({ questionId: "q2", answer: { valueTyped: "ours" } }));
    const post = requests.find((request) => request.method === "POST");
    expect(await post!.clone().json()).toEqual({ valueTyped: "ours" });
    await waitFor(() => expect(result.current.disputes.data?.disputes.map((item) => item.questionId)).toEqual(["q1"]));

    const before = count(`GET ${base}/answers/dispute`);
    await act(async () => {
      await result.current.change
        .mutateAsync({ questionId: "q2", answer: { valueTyped: "again" } })
        .catch(() => undefined);
    });
    await waitFor(() =>
      expect(result.current.change.error).toEqual({
        status: 404,
        data: { error: "Dispute not found. Please refresh the page.", code: "DISPUTE_NOT_FOUND" },
      }),
    );
    expect(result.current.disputes.data?.disputes.map((item) => item.questionId)).toEqual(["q1"]);
    expect(count(`GET ${base}/answers/dispute`)).toBe(before);
  });

  it("reads the history only when enabled and both ids are known", async () => {
    const { wrapper, requests } = setup({
      [`GET ${base}/documents/${docId}/resolutions`]: [resolved("q1", "AGREE").resolution],
    });
    const { result, rerender } = renderHook(
      ({ enabled }: { enabled: boolean }) => useResolutions(userId, docId, { enabled }),
      { wrapper, initialProps: { enabled: false } },
    );
    expect(result.current.fetchStatus).toBe("idle");
    expect(requests).toHaveLength(0);
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.data?.map((entry) => entry.kind)).toEqual(["AGREE"]));
  });

  it("a proposal, an acceptance and a request to the attorney refresh the thread, the disputes and the standing", async () => {
    const entry = (kind: string) => ({
      id: `e-${kind}`,
      question: { id: "q1", title: "Question q1" },
      kind,
      by: { id: userId, firstName: "Alex", lastName: "Rivera" },
      proposal:
        kind === "ASKED_ATTORNEY"
          ? null
          : { id: "p1", status: "PENDING", option: { id: "o1", value: "One" }, comment: "Why not?" },
      createdAt: "2026-11-12T10:00:00.000Z",
    });
    const threads = `GET /documents/${docId}/dispute-threads`;
    const { wrapper, requests, count } = setup({
      ...disputeServer(),
      [threads]: () => ({ status: 200, body: { entries: [entry("PROPOSED")], total: 1, page: 1, pageSize: 100 } }),
      [`GET ${base}/standing`]: {},
      [`POST /documents/${docId}/disputes/q1/proposals`]: () => ({ status: 201, body: { entry: entry("PROPOSED") } }),
      [`POST /documents/${docId}/disputes/q1/proposals/p1/accept`]: () => ({
        status: 200,
        body: { entry: entry("ACCEPTED"), resolution: resolved("q1", "AGREE").resolution },
      }),
      [`POST /documents/${docId}/disputes/q1/attorney-request`]: () => ({
        status: 201,
        body: { entry: entry("ASKED_ATTORNEY") },
      }),
    });
    const { result } = renderHook(
      () => {
        const api = useApiClient();
        return {
          thread: useDisputeThread(docId, "q1"),
          disputes: useDisputes(userId),
          standing: useQuery({
            ...api.$api.queryOptions("get", "/users/{id}/standing", { params: { path: { id: userId } } }),
          }),
          propose: useProposeDisputeAnswer(docId),
          accept: useAcceptDisputeProposal(userId, docId),
          ask: useAskAttorneyAboutDispute(docId),
        };
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.thread.data?.entries.map((item) => item.kind)).toEqual(["PROPOSED"]));
    const thread = requests.find((request) => `${request.method} ${new URL(request.url).pathname}` === threads)!;
    expect(Object.fromEntries(new URL(thread.url).searchParams)).toEqual({
      questionId: "q1",
      page: "1",
      pageSize: "100",
    });
    await waitFor(() => expect(result.current.standing.isSuccess && result.current.disputes.isSuccess).toBe(true));

    const proposed = await act(() =>
      result.current.propose.mutateAsync({ questionId: "q1", body: { questionOptionId: "o1", comment: "Why not?" } }),
    );
    expect(proposed.kind).toBe("PROPOSED");
    const post = requests.find((request) => request.method === "POST");
    expect(await post!.clone().json()).toEqual({ questionOptionId: "o1", comment: "Why not?" });
    await waitFor(() => expect(count(threads)).toBe(2));
    await waitFor(() => expect(count(`GET ${base}/standing`)).toBe(2));
    await waitFor(() => expect(count(`GET ${base}/answers/dispute`)).toBe(2));

    await act(() => result.current.ask.mutateAsync("q1"));
    await waitFor(() => expect(count(threads)).toBe(3));

    await act(() => result.current.accept.mutateAsync({ questionId: "q1", proposalId: "p1" }));
    await waitFor(() => expect(count(threads)).toBe(4));
    await waitFor(() => expect(count(`GET ${base}/standing`)).toBe(4));
  });
});
