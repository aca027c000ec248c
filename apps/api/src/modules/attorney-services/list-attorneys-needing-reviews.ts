import { servicesNeedingReview } from "@prenup/domain";
import type { AttorneyServicesContext } from "./attorney-services.context.ts";
import { reviewableServices } from "./reviewable-services.ts";

/** GET /users/{id}/attorneys-needing-reviews: completed services not reviewed yet, oldest first. */
export async function listAttorneysNeedingReviews(ctx: AttorneyServicesContext, userId: string) {
  const { services, reviewed } = await reviewableServices(ctx, userId);
  return servicesNeedingReview(services, reviewed).map((s) => ({
    attorneyId: s.attorneyId,
    firstName: s.first_name,
    lastName: s.last_name,
    photoUrl: s.photo_url,
    purchaseItemId: s.purchaseItemId,
    productType: s.product_type,
    serviceCompletedAt: s.serviceCompletedAt.toISOString(),
  }));
}
