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

/** The law behind the agreement in one state: every rule the product applies there, with its citation and confidence. */
export type StateLaw = ApiPaths["/states/{stateId}/law"]["get"]["responses"][200]["content"]["application/json"];
export type StateLawRule = StateLaw["rules"][number];

/** GET /states/{stateId}/law — public: no sign-in needed; {stateId} is the state's abbreviation. */
export function stateLawQueryOptions(api: ApiClient, stateId: string) {
  return api.$api.queryOptions("get", "/states/{stateId}/law", { params: { path: { stateId } } });
}

/** The law behind the agreement in one state; idle until there is a state. */
export function useStateLaw(stateId: string | null | undefined) {
  const api = useApiClient();
  return useQuery({ ...stateLawQueryOptions(api, stateId ?? ""), enabled: Boolean(stateId) });
}
