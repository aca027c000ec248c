import { attorneyReviews, type Database, type Executor, live } from "@prenup/db";
import type { ReviewStatus } from "@prenup/domain";
import { and, desc, eq, sql } from "drizzle-orm";
import { moderatedReviews } from "./moderated-reviews.read-model.ts";
import type { AdminReviewsQuery } from "./review-moderation.schemas.ts";

export type ModeratedReviewRow = Awaited<ReturnType<typeof moderatedReviews>>[number];

/** The moderation queue and a review's status: attorney_reviews is the attorney-services module's. */
export function createReviewModerationRepository(db: Database) {
  return {
    /** The moderation queue: pending first, then newest; filters by attorney and status; one statement. */
    listReviews(query: AdminReviewsQuery) {
      return moderatedReviews(
        db,
        and(
          query.attorneyId ? eq(attorneyReviews.attorneyId, query.attorneyId) : undefined,
          query.status ? eq(attorneyReviews.status, query.status) : undefined,
        ),
      )
        .orderBy(
          sql`${attorneyReviews.status} = 'PENDING' desc`,
          desc(attorneyReviews.createdAt),
          desc(attorneyReviews.id),
        )
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
    },

    /** One live review, locked (undefined when there is none). */
    async lockReview(executor: Executor, reviewId: string) {
      const [current] = await executor
        .select()
        .from(attorneyReviews)
        .where(and(eq(attorneyReviews.id, reviewId), live(attorneyReviews)))
        .for("update");
      return current;
    },

    async setStatus(
      executor: Executor,
      reviewId: string,
      values: { status: ReviewStatus; updatedAt: Date; updatedById: string },
    ) {
      await executor.update(attorneyReviews).set(values).where(eq(attorneyReviews.id, reviewId));
    },

    /** One review as the queue shows it. */
    async findReview(executor: Executor, reviewId: string) {
      const [row] = await moderatedReviews(executor, eq(attorneyReviews.id, reviewId));
      return row;
    },
  };
}

export type ReviewModerationRepository = ReturnType<typeof createReviewModerationRepository>;
