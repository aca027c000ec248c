import type { AttorneyPortalContext } from "../attorney-portal.context.ts";
import { iso, isoOrNull } from "../sql-rows.ts";
import { clientNotFound, toClientSummary } from "./client-summary.ts";
import type { ClientDetail } from "./clients.schemas.ts";

/** GET …/clients/{clientId}: one client with their agreement, the services they bought from the attorney and their calls. */
export async function getClient(
  ctx: AttorneyPortalContext,
  attorneyId: string,
  clientId: string,
): Promise<ClientDetail> {
  const row = await ctx.clientsRepository.findClient(attorneyId, clientId, ctx.clock.now());
  if (!row) throw clientNotFound();
  return {
    ...toClientSummary(row),
    phoneNumber: row.phone_number,
    document: {
      id: row.document_id,
      status: row.status,
      reviewedAt: isoOrNull(row.reviewed_at),
      finalizedAt: isoOrNull(row.finalized_at),
      lastGeneratedAt: isoOrNull(row.last_generated_at),
      editorPath: `/documents/${row.document_id}/editor`,
    },
    services: (row.services ?? []).map((service) => ({ ...service, purchasedAt: iso(service.purchasedAt) })),
    events: (row.events ?? []).map((event) => ({
      ...event,
      eventStartAt: iso(event.eventStartAt),
      eventEndAt: iso(event.eventEndAt),
      serviceCompletedAt: isoOrNull(event.serviceCompletedAt),
    })),
  };
}
