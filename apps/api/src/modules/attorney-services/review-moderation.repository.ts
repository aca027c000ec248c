import { attorneyReviews, live, users, type Database, type Executor } from "@prenup/db";
import type { ReviewStatus } from "@prenup/domain";
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AdminReviewsQuery } from "./review-moderation.schemas.ts";

const reviewer = alias(users, "reviewer");
const attorneyUser = alias(users, "attorney_user");

/** Approved ratings of the review's attorney, as one array (a correlated subquery). */
const approvedRatings = sql<number[]>`(select coalesce(array_agg(r2.rating), '{}') from attorney_reviews r2
  where r2.attorney_id = ${attorneyReviews.attorneyId} and r2.status = 'APPROVED' and ${live("r2")})`;

function selectReviews(executor: Executor, where: SQL | undefined) {
  return executor
    .select({
      review: attorneyReviews,
      reviewerEmail: reviewer.email,
      reviewerFirstName: reviewer.firstName,
      reviewerLastName: reviewer.lastName,
      attorneyEmail: attorneyUser.email,
      attorneyFirstName: attorneyUser.firstName,
      attorneyLastName: attorneyUser.lastName,
      approved: approvedRatings,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(attorneyReviews)
    .innerJoin(reviewer, eq(reviewer.id, attorneyReviews.userId))
    .innerJoin(attorneyUser, eq(attorneyUser.id, attorneyReviews.attorneyId))
    .where(and(sql`${attorneyReviews.deletedAt} is null`, where));
}

export type ModeratedReviewRow = Awaited<ReturnType<typeof selectReviews>>[number];

/** The moderation queue and a review's status: attorney_reviews is the attorney-services module's. */
export function createReviewModerationRepository(db: Database) {
  return {
    /** The moderation queue: pending first, then newest; filters by attorney and status; one statement. */
    listReviews(query: AdminReviewsQuery) {
      return selectReviews(
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
        .where(and(eq(attorneyReviews.id, reviewId), sql`${attorneyReviews.deletedAt} is null`))
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
      const [row] = await selectReviews(executor, eq(attorneyReviews.id, reviewId));
      return row;
    },
  };
}

export type ReviewModerationRepository = ReturnType<typeof createReviewModerationRepository>;
