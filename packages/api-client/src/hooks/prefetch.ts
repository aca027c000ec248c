import { useEffect } from "react";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import type { Auth } from "../auth.ts";
import { useApiClient } from "../api-context.tsx";
import type { ApiClient } from "../client.ts";
import {
  attorneyServicesEligibilityQueryOptions,
  attorneysNeedingReviewsQueryOptions,
  disputesQueryOptions,
} from "./early-reads.ts";
import { userDocumentsQueryOptions } from "./documents.ts";
import { documentInvitesQueryOptions } from "./partners.ts";
import { productsQueryOptions } from "./products.ts";
import { sectionGroupsQueryOptions } from "./questionnaire.ts";
import { standingQueryOptions } from "./standing.ts";
import { currentUserQueryOptions } from "./users.ts";

/** The page a signed-in customer opened, as far as its first reads differ. */
export type StartPage =
  | { kind: "dashboard" }
  | { kind: "section"; section: string }
  | { kind: "alignment" }
  | { kind: "other" };

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
    prefetchStartData(queryClient, api, userId, section ? { kind: "section", section } : ({ kind } as StartPage));
  }, [api, queryClient, userId, kind, section]);
}

/**
 * Runs one read: at once by default; at boot each read in a task of its own (startApp's runFirst),
 * so that no single task builds and sends all of a page's first requests.
 */
export type ScheduleRead = (read: () => void) => void;

const now: ScheduleRead = (read) => read();

/** The reads of usePrefetchStartData, started outside React (also at boot: startSignedInReads), each through `schedule`. */
export function prefetchStartData(
  queryClient: QueryClient,
  api: ApiClient,
  userId: string,
  page: StartPage,
  schedule: ScheduleRead = now,
): void {
  const reads: (() => Promise<void>)[] = [
    () => queryClient.prefetchQuery(standingQueryOptions(api, userId)),
    () => queryClient.prefetchQuery(userDocumentsQueryOptions(api, userId)),
  ];
  if (page.kind === "dashboard")
    reads.push(
      () => queryClient.prefetchQuery(documentInvitesQueryOptions(api, userId)),
      () => queryClient.prefetchQuery(productsQueryOptions(api)),
      () => queryClient.prefetchQuery(attorneyServicesEligibilityQueryOptions(api, userId)),
      () => queryClient.prefetchQuery(attorneysNeedingReviewsQueryOptions(api, userId)),
    );
  if (page.kind === "section")
    reads.push(() => queryClient.prefetchQuery(sectionGroupsQueryOptions(api, userId, page.section)));
  if (page.kind === "alignment") reads.push(() => queryClient.prefetchQuery(disputesQueryOptions(api, userId)));
  for (const read of reads) schedule(() => void read());
}

/** What an app starts at boot for its signed-in user (startSignedInReads), given the user's remembered id. */
export type StartReads = (reads: {
  api: ApiClient;
  queryClient: QueryClient;
  userId: string;
  schedule: ScheduleRead;
}) => void;

/**
 * A page load with a stored session starts its first requests before React renders and before the
 * page's modules arrive: the current user (GET /users/me) at once, and, when this tab already knows
 * the user's id (Auth.rememberedUserId), the app's own first reads under /users/{id}/… beside it.
 * Without a usable session nothing is asked: the sign-in screen needs no data. A remembered id that
 * is no longer right costs only refused reads under keys no screen uses: screens key their reads by
 * the id GET /users/me answers.
 */
export function startSignedInReads({
  api,
  queryClient,
  auth,
  startReads,
  schedule = now,
}: {
  api: ApiClient;
  queryClient: QueryClient;
  auth: Auth;
  startReads?: StartReads;
  /** How the app's own reads are run (each in a task of its own at boot); the current user's starts at once. */
  schedule?: ScheduleRead;
}): void {
  if (auth.peekSession?.().status !== "signed-in") return;
  void queryClient.prefetchQuery(currentUserQueryOptions(api, auth));
  const userId = auth.rememberedUserId?.();
  if (userId && startReads) startReads({ api, queryClient, userId, schedule });
}
