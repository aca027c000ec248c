import { access } from "../../access/rules.ts";
import { requireCurrentUser } from "../../access/request-context.ts";
import { errorResponses, idParamsSchema } from "../../http/schemas.ts";
import type { ApiInstance } from "../../http/types.ts";
import {
  adminReviewSchema,
  adminReviewsQuerySchema,
  adminReviewsResponseSchema,
  updateReviewBodySchema,
} from "./review-moderation.schemas.ts";
import { adminListAttorneyReviews } from "./admin-list-attorney-reviews.ts";
import { adminUpdateAttorneyReview } from "./admin-update-attorney-review.ts";
import type { AttorneyServicesContext } from "./attorney-services.context.ts";

export function registerReviewModerationRoutes(
  app: ApiInstance,
  deps: { attorneyServices: AttorneyServicesContext },
): void {
  const ctx = deps.attorneyServices;
  app.get(
    "/admin/attorney-reviews",
    {
      config: { access: access.admin() },
      schema: {
        operationId: "adminListAttorneyReviews",
        tags: ["admin"],
        summary: "The review moderation queue (pending first), by attorney and status, paged",
        security: [{ bearerAuth: [] }],
        querystring: adminReviewsQuerySchema,
        response: { 200: adminReviewsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => adminListAttorneyReviews(ctx, request.query),
  );
  app.patch(
    "/admin/attorney-reviews/:id",
    {
      config: { access: access.admin() },
      schema: {
        operationId: "adminUpdateAttorneyReview",
        tags: ["admin"],
        summary: "Approve, disable or reset a review (audited); the attorney's average follows",
        description: "Only APPROVED reviews count in the attorney's rating; the answer carries the new average.",
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        body: updateReviewBodySchema,
        response: { 200: adminReviewSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      adminUpdateAttorneyReview(ctx, request.params.id, request.body.status, requireCurrentUser(request), {
        id: request.id,
        ip: request.ip,
      }),
  );
}
