import { toCard } from "./attorney-card.ts";
import type { AttorneyServicesContext } from "./attorney-services.context.ts";
import type { ServiceType } from "./attorney-services.schemas.ts";
import { eligibilityOf, requireDocument } from "./eligibility-steps.ts";

/**
 * GET …/attorneys/featured-attorney: the user's own representing attorney when there is one
 * (if they offer the service), else the best-rated attorney the user may choose; null when none.
 */
export async function getFeaturedAttorney(
  ctx: AttorneyServicesContext,
  userId: string,
  documentId: string,
  serviceType: ServiceType,
) {
  const context = await requireDocument(ctx, userId, documentId);
  const { availableAttorneysForUser, sides } = eligibilityOf(context, userId, serviceType);
  const own =
    sides.ownDocumentAttorney &&
    context.candidates.some((c) => c.id === sides.ownDocumentAttorney && c.services.includes(serviceType))
      ? [sides.ownDocumentAttorney]
      : [];
  const ids = own.length > 0 ? own : availableAttorneysForUser.map((a) => a.id);
  const { rows } = await ctx.repository.cards(ids, { limit: 1, offset: 0 });
  return { attorney: rows[0] ? toCard(rows[0]) : null };
}
