import { attorneyEarningTotals } from "@prenup/domain";
import type { Clock } from "../../../integrations/clock.ts";
import { earningOf } from "../payouts/payouts.service.ts";
import { iso } from "../sql-rows.ts";
import type { DashboardRepository } from "./dashboard.repository.ts";

/** The attorney's dashboard: upcoming calls, clients waiting, unread chat messages, client count and payouts due. */
export function createDashboardService(deps: { clock: Clock; repository: DashboardRepository }) {
  const { clock, repository } = deps;

  return {
    async dashboard(attorneyId: string) {
      const row = await repository.dashboard(attorneyId, clock.now());
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
        payoutsDueInCents: attorneyEarningTotals(row.sales.map(earningOf)).dueInCents,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
