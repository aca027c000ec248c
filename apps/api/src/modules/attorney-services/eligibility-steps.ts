import type { Executor } from "@prenup/db";
import {
  attorneyServicesEligibility,
  attorneysServing,
  DomainError,
  isPurchaseActive,
  partnerIdOf,
  sideOf,
  type Respondent,
} from "@prenup/domain";
import type { AttorneyServicesContext } from "./attorney-services.context.ts";
import { ATTORNEY_SERVICES_MESSAGES } from "./attorney-services.messages.ts";
import type { ServicesContext } from "./attorney-services.repository.ts";
import type { ServiceType } from "./attorney-services.schemas.ts";

/** The user's and the partner's sides of the agreement, and who serves each. */
export function sidesOf(context: ServicesContext, userId: string) {
  const document = context.document;
  const respondent: Respondent = (document && sideOf(document, userId)) ?? "A";
  const partnerId = document ? partnerIdOf(document, userId) : null;
  const ownDocumentAttorney = document ? (respondent === "A" ? document.attorneyAId : document.attorneyBId) : null;
  const partnerDocumentAttorney = document ? (respondent === "A" ? document.attorneyBId : document.attorneyAId) : null;
  const userAttorneys = attorneysServing({
    personId: userId,
    documentAttorneyId: ownDocumentAttorney,
    purchaseItems: context.purchases,
    lawFirmOf: context.lawFirmOf,
  });
  const partnerAttorneys = attorneysServing({
    personId: partnerId,
    documentAttorneyId: partnerDocumentAttorney,
    purchaseItems: context.purchases,
    lawFirmOf: context.lawFirmOf,
  });
  return { respondent, partnerId, ownDocumentAttorney, userAttorneys, partnerAttorneys };
}

function hasActive(context: ServicesContext, personId: string | null, productType: ServiceType): boolean {
  return (
    personId !== null &&
    context.purchases.some((p) => p.userId === personId && p.productType === productType && isPurchaseActive(p))
  );
}

/** The domain's `attorneyServicesEligibility` for one service, over the facts read, with the sides it used. */
export function eligibilityOf(context: ServicesContext, userId: string, serviceType: ServiceType = "REPRESENTATION") {
  const sides = sidesOf(context, userId);
  const candidates = context.candidates.filter((c) => c.services.includes(serviceType));
  const result = attorneyServicesEligibility({
    attorneySupport: context.document?.attorneySupport ?? null,
    candidates,
    userAttorneys: sides.userAttorneys,
    partnerAttorneys: sides.partnerAttorneys,
    userHasRepresentation: hasActive(context, userId, "REPRESENTATION"),
    hasPartner: sides.partnerId !== null,
    partnerHasRepresentation: hasActive(context, sides.partnerId, "REPRESENTATION"),
  });
  return { ...result, sides };
}

/** The eligibility's facts of the user, whose active agreement must be `documentId` (else 404). */
export async function requireDocument(
  ctx: AttorneyServicesContext,
  userId: string,
  documentId: string,
  executor?: Executor,
) {
  const context = await ctx.repository.loadContext(userId, executor);
  if (!context.document || context.document.id !== documentId)
    throw new DomainError("DOCUMENT_NOT_FOUND", ATTORNEY_SERVICES_MESSAGES.documentNotFound);
  return context;
}
