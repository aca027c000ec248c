import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../api-context.tsx";
import type { ApiClient, ApiPaths } from "../client.ts";

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

export type UserStateDetail =
  ApiPaths["/users/{id}/state/{stateId}"]["get"]["responses"][200]["content"]["application/json"];

/** GET /users/{id}/state/{stateId}: the state as it would apply to this user (term, statute, witness rule, attorney rules triggered). */
export function userStateQueryOptions(api: ApiClient, userId: string, stateId: string) {
  return api.$api.queryOptions("get", "/users/{id}/state/{stateId}", { params: { path: { id: userId, stateId } } });
}

export function useUserState(userId: string | null | undefined, stateId: string | null | undefined) {
  const api = useApiClient();
  return useQuery({
    ...userStateQueryOptions(api, userId ?? "", stateId ?? ""),
    enabled: Boolean(userId) && Boolean(stateId),
  });
}
