import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../api-context.tsx";
import { attorneyServicesEligibilityQueryOptions, attorneysNeedingReviewsQueryOptions, disputesQueryOptions } from "./early-reads.ts";
import { userDocumentsQueryOptions } from "./documents.ts";
import { documentInvitesQueryOptions } from "./partners.ts";
import { productsQueryOptions } from "./products.ts";
import { sectionGroupsQueryOptions } from "./questionnaire.ts";
import { standingQueryOptions } from "./standing.ts";

/** The page a signed-in customer opened, as far as its first reads differ. */
export type StartPage = { kind: "dashboard" } | { kind: "section"; section: string } | { kind: "alignment" } | { kind: "other" };

/**
 * Starts the signed-in customer's first requests as soon as the current user is known, all at once
 * and beside the page's module instead of after its code has run: the standing and the agreements
 * (the shell's header and menu, and every page's gates) always; on the dashboard its cards' own
 * reads (the partner invitations, the products, the attorney-services card's eligibility, the
 * review prompt's services); on a questionnaire section its questions; on /alignment the
 * disagreements. The pages read the same queries, so nothing is fetched twice.
 */
export function usePrefetchStartData(userId: string | null | undefined, page: StartPage): void {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const section = page.kind === "section" ? page.section : null;
  const { kind } = page;
  useEffect(() => {
    if (!userId) return;
    void queryClient.prefetchQuery(standingQueryOptions(api, userId));
    void queryClient.prefetchQuery(userDocumentsQueryOptions(api, userId));
    if (kind === "dashboard") {
      void queryClient.prefetchQuery(documentInvitesQueryOptions(api, userId));
      void queryClient.prefetchQuery(productsQueryOptions(api));
      void queryClient.prefetchQuery(attorneyServicesEligibilityQueryOptions(api, userId));
      void queryClient.prefetchQuery(attorneysNeedingReviewsQueryOptions(api, userId));
    }
    if (section) void queryClient.prefetchQuery(sectionGroupsQueryOptions(api, userId, section));
    if (kind === "alignment") void queryClient.prefetchQuery(disputesQueryOptions(api, userId));
  }, [api, queryClient, userId, kind, section]);
}
