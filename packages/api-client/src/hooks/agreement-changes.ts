import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../api-context.tsx";
import type { ApiClient, ApiPaths } from "../client.ts";
import type { ApiError } from "../errors.ts";

type EligibilityPath = ApiPaths["/users/{id}/documents/{docId}/change-eligibility"]["get"];
/** GET /users/{id}/documents/{docId}/change-eligibility: what the couple's state allows after the signing. */
export type ChangeEligibility = EligibilityPath["responses"][200]["content"]["application/json"];
/** What the couple asks about: the kind of change, where they live now, when they moved there. */
export type ChangeEligibilityQuery = EligibilityPath["parameters"]["query"];

export function changeEligibilityQueryOptions(
  api: ApiClient,
  userId: string,
  documentId: string,
  query: ChangeEligibilityQuery,
) {
  return api.$api.queryOptions("get", "/users/{id}/documents/{docId}/change-eligibility", {
    params: { path: { id: userId, docId: documentId }, query },
  });
}

/**
 * Whether the couple may amend or revoke their signed agreement (or make one during the marriage)
 * in the state they live in now, and what it requires. A changed question keeps the previous
 * answer on screen until the new one arrives. Waits for both ids.
 */
export function useChangeEligibility(
  userId: string | null | undefined,
  documentId: string | null | undefined,
  query: ChangeEligibilityQuery,
) {
  const api = useApiClient();
  return useQuery({
    ...changeEligibilityQueryOptions(api, userId ?? "", documentId ?? "", query),
    enabled: Boolean(userId) && Boolean(documentId),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

type DraftsPath = ApiPaths["/users/{id}/documents/{docId}/changes"];
/** GET /users/{id}/documents/{docId}/changes: the document's draft and signed amendments and revocations, newest first. */
export type ChangeDrafts = DraftsPath["get"]["responses"][200]["content"]["application/json"];
export type ChangeDraft = ChangeDrafts["items"][number];
/** POST /users/{id}/documents/{docId}/changes: the kind, the state the couple lives in now, an amendment's changes. */
export type NewChangeDraft = DraftsPath["post"]["requestBody"]["content"]["application/json"];

export function changeDraftsQueryOptions(api: ApiClient, userId: string, documentId: string) {
  return api.$api.queryOptions("get", "/users/{id}/documents/{docId}/changes", {
    params: { path: { id: userId, docId: documentId } },
  });
}

/** The couple's draft and signed amendments and revocations of their agreement. Waits for both ids. */
export function useChangeDrafts(userId: string | null | undefined, documentId: string | null | undefined) {
  const api = useApiClient();
  return useQuery({
    ...changeDraftsQueryOptions(api, userId ?? "", documentId ?? ""),
    enabled: Boolean(userId) && Boolean(documentId),
  });
}

/**
 * POST …/changes: a partner starts the couple's draft amendment or revocation (409 when the state's
 * law does not allow it now or a draft already exists); the list is read again after it.
 */
export function useCreateChangeDraft(userId: string | null | undefined, documentId: string | null | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<ChangeDraft, ApiError, NewChangeDraft>({
    mutationFn: async (body) => {
      const { data, error } = await api.client.POST("/users/{id}/documents/{docId}/changes", {
        params: { path: { id: userId ?? "", docId: documentId ?? "" } },
        body,
      });
      if (error) throw error;
      return data;
    },
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: changeDraftsQueryOptions(api, userId ?? "", documentId ?? "").queryKey,
      }),
  });
}
