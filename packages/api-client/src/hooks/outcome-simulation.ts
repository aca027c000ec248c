import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useApiClient } from "../api-context.tsx";
import type { ApiClient, ApiPaths } from "../client.ts";

type SimulationPath = ApiPaths["/users/{id}/documents/{docId}/outcome-simulation"]["get"];
/** GET /users/{id}/documents/{docId}/outcome-simulation: 30 years of both scenarios. */
export type OutcomeSimulation = SimulationPath["responses"][200]["content"]["application/json"];
/** The assumptions a caller may set (each optional: the server's defaults fill the rest). */
export type OutcomeSimulationAssumptions = NonNullable<SimulationPath["parameters"]["query"]>;

export function outcomeSimulationQueryOptions(
  api: ApiClient,
  userId: string,
  documentId: string,
  assumptions: OutcomeSimulationAssumptions = {},
) {
  return api.$api.queryOptions("get", "/users/{id}/documents/{docId}/outcome-simulation", {
    params: { path: { id: userId, docId: documentId }, query: assumptions },
  });
}

/**
 * The outcome simulation for the couple's document, all 30 years in one answer (the year slider
 * reads it without a request). Changing an assumption asks again, keeping the previous figures on
 * screen until the new ones arrive. Waits for both ids.
 */
export function useOutcomeSimulation(
  userId: string | null | undefined,
  documentId: string | null | undefined,
  assumptions: OutcomeSimulationAssumptions = {},
) {
  const api = useApiClient();
  return useQuery({
    ...outcomeSimulationQueryOptions(api, userId ?? "", documentId ?? "", assumptions),
    enabled: Boolean(userId) && Boolean(documentId),
    placeholderData: keepPreviousData,
  });
}
