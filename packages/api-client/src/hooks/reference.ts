import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../api-context.tsx";
import type { ApiClient, ApiPaths } from "../client.ts";

type TermsQuery = NonNullable<ApiPaths["/terms"]["get"]["parameters"]["query"]>;

/** GET /terms for a state and/or agreement template. */
export function termsQueryOptions(api: ApiClient, filter: TermsQuery = {}) {
  return api.$api.queryOptions("get", "/terms", Object.keys(filter).length === 0 ? {} : { params: { query: filter } });
}

export function useTerms(filter: TermsQuery = {}) {
  const api = useApiClient();
  return useQuery(termsQueryOptions(api, filter));
}

/** GET /law-firms */
export function lawFirmsQueryOptions(api: ApiClient) {
  return api.$api.queryOptions("get", "/law-firms");
}

export function useLawFirms() {
  const api = useApiClient();
  return useQuery(lawFirmsQueryOptions(api));
}
