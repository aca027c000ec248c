import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useApiClient } from "../api-context.tsx";
import type { ApiClient, ApiPaths } from "../client.ts";

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
