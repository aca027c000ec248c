import { useQuery, type QueryClient } from "@tanstack/react-query";
import { useApiClient } from "../api-context.tsx";
import type { ApiClient, ApiPaths } from "../client.ts";

/** GET /users/{id}/standing: every fact the customer screens gate on, computed on the server. */
export type Standing = ApiPaths["/users/{id}/standing"]["get"]["responses"][200]["content"]["application/json"];
export type StandingSection = Standing["questionnaire"]["sections"][number];

export function standingQueryOptions(api: ApiClient, userId: string) {
  return api.$api.queryOptions("get", "/users/{id}/standing", { params: { path: { id: userId } } });
}

/** The user's standing; waits until `userId` is known. Screens read it as it is: they never re-derive its facts. */
export function useStanding(userId: string | null | undefined) {
  const api = useApiClient();
  return useQuery({ ...standingQueryOptions(api, userId ?? ""), enabled: Boolean(userId) });
}

/** Reads the standing again after a write that can change it (an answer, a name, the state, a partner). */
export function invalidateStanding(queryClient: QueryClient, api: ApiClient, userId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: standingQueryOptions(api, userId).queryKey });
}
