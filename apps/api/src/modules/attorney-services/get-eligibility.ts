import {
  attorneyServicesOffered,
  isPurchaseActive,
  isQaAvailable,
  qaBookingStatus,
  representationBookingStatus,
} from "@prenup/domain";
import type { AttorneyServicesContext } from "./attorney-services.context.ts";
import type { EligibilityResponse } from "./attorney-services.schemas.ts";
import { eligibilityOf } from "./eligibility-steps.ts";

/** GET /users/{id}/products/attorney-services/eligibility */
export async function getEligibility(ctx: AttorneyServicesContext, userId: string): Promise<EligibilityResponse> {
  const context = await ctx.repository.loadContext(userId);
  const representation = eligibilityOf(context, userId, "REPRESENTATION");
  const qa = eligibilityOf(context, userId, "Q_A");
  const qaStatus = qaBookingStatus(context.purchases, userId);
  const own = context.purchases.filter(
    (p) => p.userId === userId && p.productType === "REPRESENTATION" && isPurchaseActive(p),
  );
  return {
    attorneySupport: context.document?.attorneySupport ?? null,
    availableAttorneysForUser: representation.availableAttorneysForUser.map(({ id, lawFirmId }) => ({
      id,
      lawFirmId,
    })),
    userAssignedAttorneyAndLawFirmIds: representation.userAssignedAttorneyAndLawFirmIds,
    maxRepresentationProductsUserCanPurchase: representation.maxRepresentationProductsUserCanPurchase,
    userCanPurchase: representation.userCanPurchase,
    fianceCanPurchase: representation.fianceCanPurchase,
    qaAvailable:
      attorneyServicesOffered(context.document?.attorneySupport) &&
      isQaAvailable({
        qaStatus,
        availableAttorneyCount: qa.availableAttorneysForUser.length,
        hasAssignedAttorneyOrLawFirm: qa.userAssignedAttorneyAndLawFirmIds.attorneyIds.length > 0,
      }),
    representationBookingStatus: representationBookingStatus(context.purchases, userId),
    qaBookingStatus: qaStatus,
    representationBoughtByPartner: own.some((p) => p.buyerId !== null && p.buyerId !== userId),
  };
}
