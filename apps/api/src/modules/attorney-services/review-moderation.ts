/**
 * Review moderation for admins (issue 18): the queue of attorney reviews and the status change
 * (PENDING, APPROVED, DISABLED). Only APPROVED reviews count in an attorney's rating, which is
 * computed from them on every read (`attorneyRatingSummary`), so the average follows a change at once.
 * Kept apart from the customer-facing service; the attorney-services module owns attorney_reviews.
 */
import { attorneyReviews, users, type Database, type Executor } from "@prenup/db";
import { attorneyRatingSummary, DomainError, fullName, REVIEW_STATUSES, type ReviewStatus } from "@prenup/domain";
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Clock } from "../../integrations/clock.ts";
import { timestampSchema } from "../../http/schemas.ts";
import type { AuditRecorder, AuditRequest } from "../audit/index.ts";

export const REVIEW_MODERATION_MESSAGES = {
  reviewNotFound: "Review not found",
  status: "status must be PENDING, APPROVED or DISABLED",
} as const;

export const adminReviewsQuerySchema = z.object({
  attorneyId: z.uuid({ error: "attorneyId must be an attorney's id" }).optional(),
  status: z.enum(REVIEW_STATUSES, { error: REVIEW_MODERATION_MESSAGES.status }).optional(),
  page: z.coerce.number({ error: "page must be a whole number from 1" }).int().min(1, "page must be a whole number from 1").default(1),
  pageSize: z.coerce.number({ error: "pageSize must be from 1 to 100" }).int().min(1, "pageSize must be from 1 to 100").max(100, "pageSize must be from 1 to 100").default(25),
});

export const updateReviewBodySchema = z.strictObject(
  { status: z.enum(REVIEW_STATUSES, { error: REVIEW_MODERATION_MESSAGES.status }) },
  { error: (issue) => (issue.code === "unrecognized_keys" ? `Only status can be changed: ${issue.keys.join(", ")}` : REVIEW_MODERATION_MESSAGES.status) },
);

const person = z.object({ id: z.uuid(), name: z.string(), email: z.string() });
export const adminReviewSchema = z.object({
  id: z.uuid(),
  attorney: person,
  reviewer: person,
  rating: z.number().int(),
  message: z.string().nullable(),
  status: z.enum(REVIEW_STATUSES),
  createdAt: timestampSchema,
  /** The attorney's rating over approved reviews, as the customers' cards show it. */
  attorneyRating: z.object({ averageRating: z.number().nullable(), reviewCount: z.number().int() }),
});
export const adminReviewsResponseSchema = z.object({ items: z.array(adminReviewSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

export type AdminReview = z.infer<typeof adminReviewSchema>;

const reviewer = alias(users, "reviewer");
const attorneyUser = alias(users, "attorney_user");

/** Approved ratings of the review's attorney, as one array (a correlated subquery). */
const approvedRatings = sql<number[]>`(select coalesce(array_agg(r2.rating), '{}') from attorney_reviews r2
  where r2.attorney_id = ${attorneyReviews.attorneyId} and r2.status = 'APPROVED' and r2.deleted_at is null)`;

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

type Row = Awaited<ReturnType<typeof selectReviews>>[number];

function toReview(row: Row): AdminReview {
  const summary = attorneyRatingSummary((row.approved ?? []).map(Number));
  return {
    id: row.review.id,
    attorney: { id: row.review.attorneyId, email: row.attorneyEmail, name: fullName({ firstName: row.attorneyFirstName, lastName: row.attorneyLastName }) || row.attorneyEmail },
    reviewer: { id: row.review.userId, email: row.reviewerEmail, name: fullName({ firstName: row.reviewerFirstName, lastName: row.reviewerLastName }) || row.reviewerEmail },
    rating: row.review.rating,
    message: row.review.message,
    status: row.review.status,
    createdAt: row.review.createdAt.toISOString(),
    attorneyRating: { averageRating: summary.averageRating, reviewCount: summary.reviewCount },
  };
}

export function createReviewModerationService(deps: { db: Database; clock: Clock; audit: AuditRecorder }) {
  const { db, clock, audit } = deps;
  return {
    /** The moderation queue: pending first, then newest; filters by attorney and status; one statement. */
    async listReviews(query: z.infer<typeof adminReviewsQuerySchema>) {
      const rows = await selectReviews(
        db,
        and(query.attorneyId ? eq(attorneyReviews.attorneyId, query.attorneyId) : undefined, query.status ? eq(attorneyReviews.status, query.status) : undefined),
      )
        .orderBy(sql`${attorneyReviews.status} = 'PENDING' desc`, desc(attorneyReviews.createdAt), desc(attorneyReviews.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      return { items: rows.map(toReview), total: rows[0]?.total ?? 0, page: query.page, pageSize: query.pageSize };
    },

    /** Sets a review's status under its row lock, audited; answers the review with the attorney's new rating. */
    async updateReviewStatus(reviewId: string, status: ReviewStatus, admin: { id: string }, request: AuditRequest): Promise<AdminReview> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(attorneyReviews).where(and(eq(attorneyReviews.id, reviewId), sql`${attorneyReviews.deletedAt} is null`)).for("update");
        if (!current) throw new DomainError("REVIEW_NOT_FOUND", REVIEW_MODERATION_MESSAGES.reviewNotFound);
        if (current.status !== status) {
          const now = clock.now();
          await tx.update(attorneyReviews).set({ status, updatedAt: now, updatedById: admin.id }).where(eq(attorneyReviews.id, reviewId));
          await audit.record(tx, {
            actorId: admin.id,
            action: "attorney-review.status",
            entityType: "attorney_review",
            entityId: reviewId,
            documentId: current.documentId,
            subjectUserId: current.attorneyId,
            before: { status: current.status },
            after: { status },
            request,
            at: now,
          });
        }
        const [row] = await selectReviews(tx, eq(attorneyReviews.id, reviewId));
        return toReview(row!);
      });
    },
  };
}

export type ReviewModerationService = ReturnType<typeof createReviewModerationService>;
