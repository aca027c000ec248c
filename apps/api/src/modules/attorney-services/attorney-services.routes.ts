import { access } from "../../access/rules.ts";
import { errorResponses, idParamsSchema } from "../../http/schemas.ts";
import type { ApiInstance } from "../../http/types.ts";
import { attorneyReviewBodySchema } from "@prenup/domain";
import {
  assignedAttorneysResponseSchema,
  attorneyParamsSchema,
  attorneyReviewResponseSchema,
  attorneysNeedingReviewsResponseSchema,
  attorneyPageResponseSchema,
  eligibilityResponseSchema,
  featuredAttorneyQuerySchema,
  featuredAttorneyResponseSchema,
  listAttorneysQuerySchema,
  publicAttorneysResponseSchema,
  userDocumentParamsSchema,
} from "./attorney-services.schemas.ts";
import type { AttorneyServicesContext } from "./attorney-services.context.ts";
import { createAttorneyReview } from "./create-attorney-review.ts";
import { getEligibility } from "./get-eligibility.ts";
import { getFeaturedAttorney } from "./get-featured-attorney.ts";
import { listAttorneysNeedingReviews } from "./list-attorneys-needing-reviews.ts";
import { listAvailableAttorneys } from "./list-available-attorneys.ts";
import { listPublicAttorneys } from "./list-public-attorneys.ts";
import { listUserAttorneys } from "./list-user-attorneys.ts";

export function registerAttorneyServicesRoutes(
  app: ApiInstance,
  deps: { attorneyServices: AttorneyServicesContext },
): void {
  const ctx = deps.attorneyServices;

  app.get(
    "/attorneys",
    {
      config: { access: access.anonymous() },
      schema: {
        operationId: "listPublicAttorneys",
        tags: ["attorney-services"],
        summary:
          "The approved attorneys' public card fields, best rated first (at most 6), and how many there are: the front page's list",
        description:
          "Read-only and open to visitors: names, experience, languages, practice areas, law firm, licensed states, services and approved ratings; never contact or payout details.",
        response: { 200: publicAttorneysResponseSchema, ...errorResponses() },
      },
    },
    async () => listPublicAttorneys(ctx),
  );

  app.get(
    "/users/:id/products/attorney-services/eligibility",
    {
      config: { access: access.anyOf(access.self(), access.admin()) },
      schema: {
        operationId: "getAttorneyServicesEligibility",
        tags: ["attorney-services"],
        summary:
          "Who may buy representation (the user, the partner, how many) and Q&A, and which attorneys the user may choose",
        description:
          "Computed from the agreement's state (attorneySupport PARTNER), the approved attorneys licensed there, both partners' " +
          "purchases and the domain's quantity rules. Never offers the partner's attorney or anyone of the partner's law firm.",
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        response: { 200: eligibilityResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => getEligibility(ctx, request.params.id),
  );

  app.get(
    "/users/:id/documents/:docId/attorneys",
    {
      config: { access: access.allOf(access.self(), access.documentParty("docId")) },
      schema: {
        operationId: "listAvailableAttorneys",
        tags: ["attorney-services"],
        summary:
          "The attorneys the user may choose for a service on their agreement: public card fields, best rated first, paginated",
        security: [{ bearerAuth: [] }],
        params: userDocumentParamsSchema,
        querystring: listAttorneysQuerySchema,
        response: { 200: attorneyPageResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => listAvailableAttorneys(ctx, request.params.id, request.params.docId, request.query),
  );

  app.get(
    "/users/:id/documents/:docId/attorneys/featured-attorney",
    {
      config: { access: access.allOf(access.self(), access.documentParty("docId")) },
      schema: {
        operationId: "getFeaturedAttorney",
        tags: ["attorney-services"],
        summary:
          "The attorney to feature: the user's own representing attorney, else the best-rated one they may choose (null: none)",
        security: [{ bearerAuth: [] }],
        params: userDocumentParamsSchema,
        querystring: featuredAttorneyQuerySchema,
        response: { 200: featuredAttorneyResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getFeaturedAttorney(ctx, request.params.id, request.params.docId, request.query.serviceType),
  );

  app.get(
    "/users/:id/attorneys",
    {
      config: { access: access.anyOf(access.self(), access.admin()) },
      schema: {
        operationId: "listUserAttorneys",
        tags: ["attorney-services"],
        summary: "The attorneys serving the user (their representing attorney and their services' attorneys), as cards",
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        response: { 200: assignedAttorneysResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => listUserAttorneys(ctx, request.params.id),
  );

  app.get(
    "/users/:id/attorneys-needing-reviews",
    {
      config: { access: access.self() },
      schema: {
        operationId: "listAttorneysNeedingReviews",
        tags: ["attorney-services"],
        summary: "The user's completed services not reviewed yet (the review prompt), oldest first",
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        response: { 200: attorneysNeedingReviewsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => listAttorneysNeedingReviews(ctx, request.params.id),
  );

  app.post(
    "/users/:id/attorneys/:aid/attorney-reviews",
    {
      config: { access: access.allOf(access.self(), access.customer()) },
      schema: {
        operationId: "createAttorneyReview",
        tags: ["attorney-services"],
        summary:
          "Review an attorney after a completed service: rating 0–100 and a message; PENDING until an admin approves it",
        description:
          "Only after a completed service with that attorney, one review per service (409 REVIEW_NOT_ALLOWED with the reason).",
        security: [{ bearerAuth: [] }],
        params: attorneyParamsSchema,
        body: attorneyReviewBodySchema,
        response: { 201: attorneyReviewResponseSchema, ...errorResponses(401, 403, 409, 415) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createAttorneyReview(ctx, request.params.id, request.params.aid, request.body)),
  );
}
