import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../api-context.tsx";
import type { ApiClient, ApiPaths } from "../client.ts";

// The front page's one read of the attorneys, apart from the signed-in attorney-services hooks: the
// front page loads at start-up, and a module it imports comes whole into the start-up bundle.

export type PublicAttorneys = ApiPaths["/attorneys"]["get"]["responses"][200]["content"]["application/json"];

/** GET /attorneys — the approved attorneys' public cards (best rated first) and their number: the front page's list, open to visitors. */
export function publicAttorneysQueryOptions(api: ApiClient) {
  return api.$api.queryOptions("get", "/attorneys");
}

export function usePublicAttorneys() {
  const api = useApiClient();
  return useQuery(publicAttorneysQueryOptions(api));
}
