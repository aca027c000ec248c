import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../api-context.tsx";
import { attorneyServicesEligibilityQueryOptions, attorneysNeedingReviewsQueryOptions } from "./attorney-services.ts";
import { userDocumentsQueryOptions } from "./documents.ts";
import { documentInvitesQueryOptions } from "./partners.ts";
import { productsQueryOptions } from "./products.ts";
import { standingQueryOptions } from "./standing.ts";

/**
 * Starts the signed-in customer's first requests as soon as the current user is known, beside the
 * page's module instead of after its code has run: the standing (the shell's header and menu, and
 * every page's gates) always, and with `dashboard` the dashboard cards' own reads (the document,
 * the partner invitations, the products, the attorney-services card's eligibility and the review
 * prompt's services). The pages read the same queries, so nothing is fetched twice.
 */
export function usePrefetchStartData(userId: string | null | undefined, options: { dashboard: boolean }): void {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { dashboard } = options;
  useEffect(() => {
    if (!userId) return;
    void queryClient.prefetchQuery(standingQueryOptions(api, userId));
    if (!dashboard) return;
    void queryClient.prefetchQuery(userDocumentsQueryOptions(api, userId));
    void queryClient.prefetchQuery(documentInvitesQueryOptions(api, userId));
    void queryClient.prefetchQuery(productsQueryOptions(api));
    void queryClient.prefetchQuery(attorneyServicesEligibilityQueryOptions(api, userId));
    void queryClient.prefetchQuery(attorneysNeedingReviewsQueryOptions(api, userId));
  }, [api, queryClient, userId, dashboard]);
}
