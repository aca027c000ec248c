/**
 * The query options of reads a page starts before its own module has loaded (usePrefetchStartData),
 * for pages whose hooks live in lazily loaded modules. They sit apart from those hooks so that the
 * start-up bundle carries these few lines and not the modules themselves; the hooks use them too,
 * so the keys are one.
 */
import type { ApiClient } from "../client.ts";

/** GET /users/{id}/answers/dispute (the /alignment page). */
export function disputesQueryOptions(api: ApiClient, userId: string) {
  return api.$api.queryOptions("get", "/users/{id}/answers/dispute", { params: { path: { id: userId } } });
}

/** GET /users/{id}/products/attorney-services/eligibility (the dashboard's attorney-services card). */
export function attorneyServicesEligibilityQueryOptions(api: ApiClient, userId: string) {
  return api.$api.queryOptions("get", "/users/{id}/products/attorney-services/eligibility", {
    params: { path: { id: userId } },
  });
}

/** GET /users/{id}/attorneys-needing-reviews (the dashboard's review prompt). */
export function attorneysNeedingReviewsQueryOptions(api: ApiClient, userId: string) {
  return api.$api.queryOptions("get", "/users/{id}/attorneys-needing-reviews", { params: { path: { id: userId } } });
}
