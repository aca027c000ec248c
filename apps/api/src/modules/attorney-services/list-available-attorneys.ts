import { toCard } from "./attorney-card.ts";
import type { AttorneyServicesContext } from "./attorney-services.context.ts";
import type { ServiceType } from "./attorney-services.schemas.ts";
import { eligibilityOf, requireDocument } from "./eligibility-steps.ts";

/** GET /users/{id}/documents/{docId}/attorneys: the attorneys the user may choose for the service. */
export async function listAvailableAttorneys(
  ctx: AttorneyServicesContext,
  userId: string,
  documentId: string,
  query: { serviceType: ServiceType; page: number; pageSize: number },
) {
  const context = await requireDocument(ctx, userId, documentId);
  const { availableAttorneysForUser } = eligibilityOf(context, userId, query.serviceType);
  const { rows, total } = await ctx.repository.cards(
    availableAttorneysForUser.map((a) => a.id),
    { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
  );
  return { attorneys: rows.map(toCard), total, page: query.page, pageSize: query.pageSize };
}
