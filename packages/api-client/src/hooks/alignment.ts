import { getPathKey } from "../query-keys.ts";
import { useEffect } from "react";
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useApiClient } from "../api-context.tsx";
import type { ApiClient, ApiPaths } from "../client.ts";
import { type ApiError, noSessionError } from "../errors.ts";
import { disputesQueryOptions } from "./early-reads.ts";

/** GET /users/{id}/answers/dispute: whether both partners are done, and the questions they answered differently. */
export type DisputeList =
  ApiPaths["/users/{id}/answers/dispute"]["get"]["responses"][200]["content"]["application/json"];
export type Dispute = DisputeList["disputes"][number];
/** A question whose answer a partner has not chosen (still the suggestion), with its section. */
export type DisputeSuggestion = DisputeList["suggestions"][number];
/** One entry of the alignment history (GET /users/{id}/documents/{docId}/resolutions). */
export type Resolution =
  ApiPaths["/users/{id}/documents/{docId}/resolutions"]["get"]["responses"][200]["content"]["application/json"][number];
/** What agreeing or changing answers: the recorded resolution and the caller's answer now. */
export type DisputeResolution =
  ApiPaths["/users/{id}/answers/dispute/{questionId}/agree"]["post"]["responses"][200]["content"]["application/json"];
/** The body of "change my answer". */
export type DisputeAnswerChange =
  ApiPaths["/users/{id}/answers/dispute/{questionId}/change"]["post"]["requestBody"]["content"]["application/json"];

/** The user's disputes; waits until `userId` is known. */
export function useDisputes(userId: string | null | undefined) {
  const api = useApiClient();
  return useQuery({ ...disputesQueryOptions(api, userId ?? ""), enabled: Boolean(userId) });
}

/**
 * Starts fetching the disputes (into the cache `useDisputes` reads) while the alignment page still
 * waits for the documents it checks first. A failure is left to `useDisputes`, which shows it.
 */
export function usePrefetchDisputes(userId: string | null | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId) void queryClient.prefetchQuery(disputesQueryOptions(api, userId));
  }, [api, queryClient, userId]);
}

/** GET /users/{id}/documents/{docId}/resolutions */
export function resolutionsQueryOptions(api: ApiClient, userId: string, documentId: string) {
  return api.$api.queryOptions("get", "/users/{id}/documents/{docId}/resolutions", {
    params: { path: { id: userId, docId: documentId } },
  });
}

/** The alignment history of a document, newest first; waits for both ids (and `enabled`, e.g. an opened modal). */
export function useResolutions(
  userId: string | null | undefined,
  documentId: string | null | undefined,
  options: { enabled?: boolean } = {},
) {
  const api = useApiClient();
  return useQuery({
    ...resolutionsQueryOptions(api, userId ?? "", documentId ?? ""),
    enabled: Boolean(userId) && Boolean(documentId) && (options.enabled ?? true),
  });
}

/**
 * Everything a resolved dispute changes: the disputes and the history, the user's answers and the
 * questionnaire's sections, groups and statuses, the attorney rules the answers trigger, and the
 * documents (their will-hire flags follow the answers). Matched by path, so every user and filter.
 */
const PATHS_CHANGED_BY_A_RESOLUTION = [
  "/users/{id}/answers/dispute",
  "/users/{id}/documents/{docId}/resolutions",
  "/users/{id}/answers",
  "/users/{id}/answers/attorney-restrictions",
  "/users/{id}/questionnaire-sections",
  "/users/{id}/questionnaire-sections/{section}",
  "/users/{id}/questionnaire-sections/{section}/groups",
  "/users/{id}/documents",
  "/users/{id}/standing",
] as const;

function afterResolution(queryClient: QueryClient, api: ApiClient, userId: string, questionId: string) {
  // The resolved question leaves the list at once; the refetch below confirms it.
  queryClient.setQueryData<DisputeList>(disputesQueryOptions(api, userId).queryKey, (list) =>
    list ? { ...list, disputes: list.disputes.filter((dispute) => dispute.questionId !== questionId) } : list,
  );
  for (const path of PATHS_CHANGED_BY_A_RESOLUTION) void queryClient.invalidateQueries({ queryKey: getPathKey(path) });
}

/** POST /users/{id}/answers/dispute/{questionId}/agree — takes the partner's answer; the variable is the question id. */
export function useAgreeWithPartner(userId: string | null | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<DisputeResolution, ApiError, string>({
    mutationFn: async (questionId) => {
      if (!userId) throw noSessionError();
      const { data, error } = await api.client.POST("/users/{id}/answers/dispute/{questionId}/agree", {
        params: { path: { id: userId, questionId } },
      });
      if (error) throw error;
      return data;
    },
    onSuccess: (_data, questionId) => afterResolution(queryClient, api, userId ?? "", questionId),
  });
}

/** POST /users/{id}/answers/dispute/{questionId}/change — the caller's new answer to a disputed question. */
export function useChangeMyAnswer(userId: string | null | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<DisputeResolution, ApiError, { questionId: string; answer: DisputeAnswerChange }>({
    mutationFn: async ({ questionId, answer }) => {
      if (!userId) throw noSessionError();
      const { data, error } = await api.client.POST("/users/{id}/answers/dispute/{questionId}/change", {
        params: { path: { id: userId, questionId } },
        body: answer,
      });
      if (error) throw error;
      return data;
    },
    onSuccess: (_data, { questionId }) => afterResolution(queryClient, api, userId ?? "", questionId),
  });
}

// ---- The conversation around each dispute (proposals, counters, acceptances, requests to an attorney) ----

/** GET /documents/{docId}/dispute-threads: one page of thread entries, oldest first. */
export type DisputeThreadEntries =
  ApiPaths["/documents/{docId}/dispute-threads"]["get"]["responses"][200]["content"]["application/json"];
export type DisputeThreadEntry = DisputeThreadEntries["entries"][number];
/** Where a dispute's conversation stands for the viewer (on each dispute of GET /users/{id}/answers/dispute). */
export type DisputeThreadSummary = Dispute["thread"];
/** The body of a proposal or counter-proposal. */
export type DisputeProposalBody =
  ApiPaths["/documents/{docId}/disputes/{questionId}/proposals"]["post"]["requestBody"]["content"]["application/json"];
/** What accepting a proposal answers: the acceptance and the resolution it recorded. */
export type DisputeProposalAccepted =
  ApiPaths["/documents/{docId}/disputes/{questionId}/proposals/{proposalId}/accept"]["post"]["responses"][200]["content"]["application/json"];

/** A thread's page size: the screens show a whole thread (a conversation of a hundred steps is the most they show). */
export const DISPUTE_THREAD_PAGE_SIZE = 100;

/** GET /documents/{docId}/dispute-threads, one question's thread when `questionId` is given. */
export function disputeThreadQueryOptions(api: ApiClient, documentId: string, questionId?: string) {
  return api.$api.queryOptions("get", "/documents/{docId}/dispute-threads", {
    params: {
      path: { docId: documentId },
      query: { ...(questionId ? { questionId } : {}), page: 1, pageSize: DISPUTE_THREAD_PAGE_SIZE },
    },
  });
}

/** The entries of a document's dispute threads (one question's with `questionId`), oldest first; waits for the document id. */
export function useDisputeThread(documentId: string | null | undefined, questionId?: string) {
  const api = useApiClient();
  return useQuery({ ...disputeThreadQueryOptions(api, documentId ?? "", questionId), enabled: Boolean(documentId) });
}

/** What a thread action changes: the threads, the disputes (their summaries), the standing (proposals awaiting). */
function afterThreadAction(queryClient: QueryClient) {
  for (const path of [
    "/documents/{docId}/dispute-threads",
    "/users/{id}/answers/dispute",
    "/users/{id}/standing",
  ] as const) {
    void queryClient.invalidateQueries({ queryKey: getPathKey(path) });
  }
}

/** POST /documents/{docId}/disputes/{questionId}/proposals — a proposal, or a counter to the partner's pending one. */
export function useProposeDisputeAnswer(documentId: string | null | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<DisputeThreadEntry, ApiError, { questionId: string; body: DisputeProposalBody }>({
    mutationFn: async ({ questionId, body }) => {
      if (!documentId) throw noSessionError();
      const { data, error } = await api.client.POST("/documents/{docId}/disputes/{questionId}/proposals", {
        params: { path: { docId: documentId, questionId } },
        body,
      });
      if (error) throw error;
      return data.entry;
    },
    onSuccess: () => afterThreadAction(queryClient),
  });
}

/** POST …/proposals/{proposalId}/accept — both answers become the proposed option: everything a resolution changes. */
export function useAcceptDisputeProposal(userId: string | null | undefined, documentId: string | null | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<DisputeProposalAccepted, ApiError, { questionId: string; proposalId: string }>({
    mutationFn: async ({ questionId, proposalId }) => {
      if (!documentId) throw noSessionError();
      const { data, error } = await api.client.POST(
        "/documents/{docId}/disputes/{questionId}/proposals/{proposalId}/accept",
        {
          params: { path: { docId: documentId, questionId, proposalId } },
        },
      );
      if (error) throw error;
      return data;
    },
    onSuccess: (_data, { questionId }) => {
      // A resolution's changes (the disputes and the standing among them), and the threads.
      afterResolution(queryClient, api, userId ?? "", questionId);
      void queryClient.invalidateQueries({ queryKey: getPathKey("/documents/{docId}/dispute-threads") });
    },
  });
}

/** POST /documents/{docId}/disputes/{questionId}/attorney-request — flags the thread for the caller's attorney; the variable is the question id. */
export function useAskAttorneyAboutDispute(documentId: string | null | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<DisputeThreadEntry, ApiError, string>({
    mutationFn: async (questionId) => {
      if (!documentId) throw noSessionError();
      const { data, error } = await api.client.POST("/documents/{docId}/disputes/{questionId}/attorney-request", {
        params: { path: { docId: documentId, questionId } },
      });
      if (error) throw error;
      return data.entry;
    },
    onSuccess: () => afterThreadAction(queryClient),
  });
}
