import { isPurchaseActive } from "@prenup/domain";
import { toCard } from "./attorney-card.ts";
import type { AttorneyServicesContext } from "./attorney-services.context.ts";
import type { ServiceType } from "./attorney-services.schemas.ts";
import { sidesOf } from "./eligibility-steps.ts";

/** GET /users/{id}/attorneys: the attorneys serving the user, with the purchases that link them. */
export async function listUserAttorneys(ctx: AttorneyServicesContext, userId: string) {
  const context = await ctx.repository.loadContext(userId);
  const { userAttorneys, ownDocumentAttorney } = sidesOf(context, userId);
  const { rows } = await ctx.repository.cards(
    userAttorneys.map((a) => a.attorneyId),
    { limit: 50, offset: 0 },
  );
  return rows.map((row) => ({
    ...toCard(row),
    representsUser: row.id === ownDocumentAttorney,
    purchases: context.purchases
      .filter(
        (p) =>
          p.userId === userId &&
          p.attorneyId === row.id &&
          isPurchaseActive(p) &&
          (p.productType === "REPRESENTATION" || p.productType === "Q_A"),
      )
      .map((p) => ({
        purchaseItemId: p.id,
        productType: p.productType as ServiceType,
        bookingStatus: p.bookingStatus,
      })),
  }));
}
