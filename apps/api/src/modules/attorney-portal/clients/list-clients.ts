import { CLIENT_STAGES, type ClientStage } from "@prenup/domain";
import type { AttorneyPortalContext } from "../attorney-portal.context.ts";
import { toClientSummary } from "./client-summary.ts";

/**
 * GET …/clients (and the admin's GET /admin/attorneys/{id}/clients): the clients matching the
 * search, then the stage (`clientStage`), one page of them with the count of each stage.
 */
export async function listClients(
  ctx: AttorneyPortalContext,
  attorneyId: string,
  query: { search?: string | undefined; stage?: ClientStage | undefined; page: number; pageSize: number },
) {
  const all = (await ctx.clientsRepository.listClients(attorneyId, { search: query.search }, ctx.clock.now())).map(
    toClientSummary,
  );
  const matching = query.stage ? all.filter((client) => client.stage === query.stage) : all;
  const start = (query.page - 1) * query.pageSize;
  const stageCounts = Object.fromEntries(CLIENT_STAGES.map((stage) => [stage, 0])) as Record<ClientStage, number>;
  for (const client of all) stageCounts[client.stage] += 1;
  return {
    clients: matching.slice(start, start + query.pageSize),
    stageCounts,
    total: matching.length,
    page: query.page,
    pageSize: query.pageSize,
  };
}
