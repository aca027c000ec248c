import type { Database, Executor } from "@prenup/db";
import {
  attorneyRatingSummary,
  ATTORNEY_REVIEW_MESSAGES,
  attorneyServicesEligibility,
  attorneyServicesOffered,
  attorneysServing,
  DomainError,
  isAttorneyInConflict,
  isPurchaseActive,
  isQaAvailable,
  partnerIdOf,
  qaBookingStatus,
  representationBookingStatus,
  planAttorneyReview,
  servicesNeedingReview,
  sideOf,
  type Respondent,
} from "@prenup/domain";
import type { Clock } from "../../integrations/clock.ts";
import type { AttorneyServicesRepository, CardRow, ServicesContext } from "./attorney-services.repository.ts";
import {
  PUBLIC_ATTORNEYS_SHOWN,
  type AttorneyCard,
  type EligibilityResponse,
  type PublicAttorneysResponse,
  type ServiceType,
} from "./attorney-services.schemas.ts";

export const ATTORNEY_SERVICES_MESSAGES = {
  documentNotFound: "Agreement not found",
  notLicensed: "This attorney is not licensed in your agreement's state.",
  notOffered: "This attorney does not offer this service.",
  conflict:
    "This attorney (or their law firm) already works for your partner. Partners cannot share an attorney: choose another one.",
  sideTaken: "Your agreement already has another attorney representing you.",
  noAttorneyServices: "Attorney services are not offered in your agreement's state.",
} as const;

function toCard(row: CardRow): AttorneyCard {
  const rating = attorneyRatingSummary(row.ratings ?? []);
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    photoUrl: row.photo_url,
    bio: row.bio,
    yearsOfExperience: row.years_of_experience,
    languages: row.languages ?? [],
    practiceAreas: row.practice_areas ?? [],
    lawSchool: row.law_school,
    hasFastTurnaround: row.has_fast_turnaround,
    isEmbryoAttorney: row.is_embryo_attorney,
    responseTimeHours: row.response_time_hours,
    lawFirm: row.law_firm,
    licensedStates: row.licensed_states ?? [],
    services: row.services ?? [],
    averageRating: rating.averageRating,
    stars: rating.stars,
    reviewCount: rating.reviewCount,
  };
}

/** The user's and the partner's sides of the agreement, and who serves each. */
function sidesOf(context: ServicesContext, userId: string) {
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

export function createAttorneyServicesService(deps: {
  db: Database;
  clock: Clock;
  repository: AttorneyServicesRepository;
}) {
  const { repository } = deps;

  async function reviewableOf(userId: string, executor?: Executor) {
    const rows = await repository.completedServices(userId, executor);
    const services = rows.map((row) => ({
      ...row,
      purchaseItemId: row.purchase_item_id,
      attorneyId: row.attorney_id,
      serviceCompletedAt: new Date(row.service_completed_at),
      eventStatus: row.event_status,
    }));
    const reviewed = new Set(rows.filter((row) => row.reviewed).map((row) => row.purchase_item_id));
    return { services, reviewed };
  }

  function eligibilityOf(context: ServicesContext, userId: string, serviceType: ServiceType = "REPRESENTATION") {
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

  async function requireDocument(userId: string, documentId: string, executor?: Executor) {
    const context = await repository.loadContext(userId, executor);
    if (!context.document || context.document.id !== documentId)
      throw new DomainError("DOCUMENT_NOT_FOUND", ATTORNEY_SERVICES_MESSAGES.documentNotFound);
    return context;
  }

  return {
    /** GET /users/{id}/products/attorney-services/eligibility */
    async eligibility(userId: string): Promise<EligibilityResponse> {
      const context = await repository.loadContext(userId);
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
    },

    /** GET /attorneys: the approved attorneys' public cards, best rated first, for visitors. */
    async listPublic(): Promise<PublicAttorneysResponse> {
      const { rows, total } = await repository.publicCards(PUBLIC_ATTORNEYS_SHOWN);
      return { attorneys: rows.map(toCard), total };
    },

    /** GET /users/{id}/documents/{docId}/attorneys: the attorneys the user may choose for the service. */
    async listAvailable(
      userId: string,
      documentId: string,
      query: { serviceType: ServiceType; page: number; pageSize: number },
    ) {
      const context = await requireDocument(userId, documentId);
      const { availableAttorneysForUser } = eligibilityOf(context, userId, query.serviceType);
      const { rows, total } = await repository.cards(
        availableAttorneysForUser.map((a) => a.id),
        { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
      );
      return { attorneys: rows.map(toCard), total, page: query.page, pageSize: query.pageSize };
    },

    /**
     * GET …/attorneys/featured-attorney: the user's own representing attorney when there is one
     * (if they offer the service), else the best-rated attorney the user may choose; null when none.
     */
    async featured(userId: string, documentId: string, serviceType: ServiceType) {
      const context = await requireDocument(userId, documentId);
      const { availableAttorneysForUser, sides } = eligibilityOf(context, userId, serviceType);
      const own =
        sides.ownDocumentAttorney &&
        context.candidates.some((c) => c.id === sides.ownDocumentAttorney && c.services.includes(serviceType))
          ? [sides.ownDocumentAttorney]
          : [];
      const ids = own.length > 0 ? own : availableAttorneysForUser.map((a) => a.id);
      const { rows } = await repository.cards(ids, { limit: 1, offset: 0 });
      return { attorney: rows[0] ? toCard(rows[0]) : null };
    },

    /** GET /users/{id}/attorneys: the attorneys serving the user, with the purchases that link them. */
    async listAssigned(userId: string) {
      const context = await repository.loadContext(userId);
      const { userAttorneys, ownDocumentAttorney } = sidesOf(context, userId);
      const { rows } = await repository.cards(
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
    },

    /** GET /users/{id}/attorneys-needing-reviews: completed services not reviewed yet, oldest first. */
    async attorneysNeedingReviews(userId: string) {
      const { services, reviewed } = await reviewableOf(userId);
      return servicesNeedingReview(services, reviewed).map((s) => ({
        attorneyId: s.attorneyId,
        firstName: s.first_name,
        lastName: s.last_name,
        photoUrl: s.photo_url,
        purchaseItemId: s.purchaseItemId,
        productType: s.product_type,
        serviceCompletedAt: s.serviceCompletedAt.toISOString(),
      }));
    },

    /**
     * POST /users/{id}/attorneys/{aid}/attorney-reviews: only by a customer with a completed service
     * with that attorney, one review per service (the unique index settles two at once), PENDING
     * until an admin approves it.
     */
    async createReview(
      userId: string,
      attorneyId: string,
      body: { rating: number; message?: string | null | undefined; purchaseItemId?: string | undefined },
    ) {
      return deps.db.transaction(async (tx) => {
        const { services, reviewed } = await reviewableOf(userId, tx);
        const plan = planAttorneyReview({
          attorneyId,
          purchaseItemId: body.purchaseItemId,
          services,
          reviewedPurchaseItemIds: reviewed,
        });
        if (!plan.ok) throw new DomainError("REVIEW_NOT_ALLOWED", plan.message);
        const service = services.find((s) => s.purchaseItemId === plan.purchaseItemId)!;
        const now = deps.clock.now();
        const row = await repository.insertReview(tx, {
          attorneyId,
          userId,
          documentId: service.document_id,
          purchaseItemId: plan.purchaseItemId,
          rating: body.rating,
          message: body.message ? body.message : null,
          status: "PENDING",
          createdById: userId,
          updatedById: userId,
          createdAt: now,
          updatedAt: now,
        });
        if (!row) throw new DomainError("REVIEW_NOT_ALLOWED", ATTORNEY_REVIEW_MESSAGES.alreadyReviewed);
        return {
          id: row.id,
          attorneyId: row.attorneyId,
          purchaseItemId: plan.purchaseItemId,
          rating: row.rating,
          message: row.message,
          status: row.status,
          createdAt: row.createdAt.toISOString(),
        };
      });
    },

    /**
     * How many Representation services `userId` may buy now — the eligibility's
     * maxRepresentationProductsUserCanPurchase (the domain's rule: two only when two attorneys of
     * different law firms can serve the two partners). The cart bounds its quantity by it, so the
     * screen's offer and the cart never disagree. Runs in the caller's transaction.
     */
    async maxRepresentationProducts(executor: Executor, userId: string): Promise<number> {
      const context = await repository.loadContext(userId, executor);
      return eligibilityOf(context, userId, "REPRESENTATION").maxRepresentationProductsUserCanPurchase;
    },

    /**
     * Whether `attorneyId` may serve the owner of a purchase (`beneficiaryId`) for this service: approved,
     * licensed in the agreement's state, offering the service, and without a conflict with the
     * partner's attorneys. Returns the refusal message, or null. Runs in the caller's transaction.
     */
    async attorneyChoiceProblem(
      executor: Executor,
      input: { beneficiaryId: string; attorneyId: string; serviceType: ServiceType },
    ): Promise<string | null> {
      const context = await repository.loadContext(input.beneficiaryId, executor);
      if (!attorneyServicesOffered(context.document?.attorneySupport))
        return ATTORNEY_SERVICES_MESSAGES.noAttorneyServices;
      const candidate = context.candidates.find((c) => c.id === input.attorneyId);
      if (!candidate) return ATTORNEY_SERVICES_MESSAGES.notLicensed;
      if (!candidate.services.includes(input.serviceType)) return ATTORNEY_SERVICES_MESSAGES.notOffered;
      const { partnerAttorneys } = sidesOf(context, input.beneficiaryId);
      if (isAttorneyInConflict(candidate, partnerAttorneys)) return ATTORNEY_SERVICES_MESSAGES.conflict;
      return null;
    },
  };
}

export type AttorneyServicesService = ReturnType<typeof createAttorneyServicesService>;
