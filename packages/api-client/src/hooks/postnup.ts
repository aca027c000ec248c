import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../api-context.tsx";
import type { ApiPaths } from "../client.ts";

type PostnupEligibilityPath = ApiPaths["/users/{id}/postnup-eligibility"]["get"];
/** What a married couple asks about before a postnup: the state they live in, and when they moved there. */
export type PostnupEligibilityQuery = PostnupEligibilityPath["parameters"]["query"];

/**
 * GET /users/{id}/postnup-eligibility: whether the couple may make a postnuptial agreement in the
 * state, and what it requires (the change-eligibility answer's shape). Waits for a user and a state.
 */
export function usePostnupEligibility(userId: string | null | undefined, query: Partial<PostnupEligibilityQuery>) {
  const api = useApiClient();
  const { state, movedIn } = query;
  return useQuery({
    ...api.$api.queryOptions("get", "/users/{id}/postnup-eligibility", {
      // Fetched only with a state (enabled below).
      params: {
        path: { id: userId ?? "" },
        query: { state: state as PostnupEligibilityQuery["state"], ...(movedIn ? { movedIn } : {}) },
      },
    }),
    enabled: Boolean(userId) && Boolean(state),
    retry: false,
  });
}
