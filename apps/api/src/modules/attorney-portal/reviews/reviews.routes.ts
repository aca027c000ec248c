import { errorResponses } from "../../../http/schemas.ts";
import type { ApiInstance } from "../../../http/types.ts";
import { approvedSelf, ownAttorneyId, security, tags } from "../route-access.ts";
import { attorneyParamsSchema } from "../attorney-portal.schemas.ts";
import { attorneyReviewsResponseSchema, reviewsQuerySchema } from "./reviews.schemas.ts";
import type { AttorneyPortalContext } from "../attorney-portal.context.ts";
import { listReviews } from "./list-reviews.ts";

export function registerReviewsRoutes(app: ApiInstance, deps: { attorneyPortal: AttorneyPortalContext }): void {
  const ctx = deps.attorneyPortal;

  app.get(
    "/users/:id/attorneys/:aid/attorney-reviews",
    {
      config: { access: approvedSelf },
      schema: {
        operationId: "listOwnAttorneyReviews",
        tags,
        summary:
          "The attorney's reviews (status filter; includeUser adds the reviewer's name) and the approved reviews' average and stars",
        security,
        params: attorneyParamsSchema,
        querystring: reviewsQuerySchema,
        response: { 200: attorneyReviewsResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => listReviews(ctx, ownAttorneyId(request.params), request.query),
  );
}
