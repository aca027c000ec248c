import { attentionQueue, attorneyEarningTotals } from "@prenup/domain";
import type { Clock } from "../../../integrations/clock.ts";
import { earningOf } from "../payouts/payouts.service.ts";
import { iso } from "../sql-rows.ts";
import type { DashboardRepository } from "./dashboard.repository.ts";

/** How many items of the attention queue the dashboard lists. */
export const ATTENTION_LIMIT = 20;

/** The attorney's dashboard: upcoming calls, clients waiting, unread chat messages, client count, payouts due and what needs them. */
export function createDashboardService(deps: { clock: Clock; repository: DashboardRepository }) {
  const { clock, repository } = deps;

  return {
    async dashboard(attorneyId: string) {
      const row = await repository.dashboard(attorneyId, clock.now());
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
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
