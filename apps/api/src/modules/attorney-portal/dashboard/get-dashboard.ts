import { attentionQueue, attorneyEarningTotals } from "@prenup/domain";
import type { AttorneyPortalContext } from "../attorney-portal.context.ts";
import { earningOf } from "../payouts/earning-of.ts";
import { iso } from "../sql-rows.ts";

/** How many items of the attention queue the dashboard lists. */
export const ATTENTION_LIMIT = 20;

/**
 * GET …/dashboard: upcoming calls, clients waiting, unread chat messages, client count, payouts due
 * and what needs the attorney (`attentionQueue`), in one statement.
 */
export async function getDashboard(ctx: AttorneyPortalContext, attorneyId: string) {
  const row = await ctx.dashboardRepository.dashboard(attorneyId, ctx.clock.now());
  const earnings = row.sales.map(earningOf);
  const payoutsDueInCents = attorneyEarningTotals(earnings).dueInCents;
  const queue = attentionQueue({
    clients: row.attention.map((client) => ({ ...client, approvedByAttorney: client.approvedByMe })),
    payoutsDueInCents,
    payoutsDueCount: earnings.filter((earning) => earning.dueInCents > 0).length,
  });
  return {
    upcomingEvents: row.upcoming.map((event) => ({
      id: event.id,
      eventStartAt: iso(event.eventStartAt),
      client: { id: event.clientId, firstName: event.firstName, lastName: event.lastName },
      productType: event.productType,
    })),
    clientsWaiting: Number(row.clients_waiting),
    unreadChats: Number(row.unread_chats),
    clientCount: Number(row.client_count),
    payoutsDueInCents,
    attention: {
      items: queue.slice(0, ATTENTION_LIMIT).map((item) => ({
        kind: item.kind,
        client: item.client,
        count: item.count,
        amountInCents: item.kind === "PAYOUTS_DUE" ? item.amountInCents : null,
      })),
      total: queue.length,
    },
  };
}
