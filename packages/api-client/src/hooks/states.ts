import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../api-context.tsx";
import type { ApiClient } from "../client.ts";

/** GET /states (all, or only the active or inactive ones). */
export function statesQueryOptions(api: ApiClient, filter: { isActive?: boolean } = {}) {
  return api.$api.queryOptions(
    "get",
    "/states",
    filter.isActive === undefined ? {} : { params: { query: { isActive: filter.isActive ? "true" : "false" } } },
  );
}

export function useStates(filter: { isActive?: boolean } = {}) {
  const api = useApiClient();
  return useQuery(statesQueryOptions(api, filter));
}
