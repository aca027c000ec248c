import { attorneyReviews, live, users, type Executor } from "@prenup/db";
import { and, eq, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

const reviewer = alias(users, "reviewer");
const attorneyUser = alias(users, "attorney_user");

/** Approved ratings of the review's attorney, as one array (a correlated subquery). */
const approvedRatings = sql<number[]>`(select coalesce(array_agg(r2.rating), '{}') from attorney_reviews r2
  where r2.attorney_id = ${attorneyReviews.attorneyId} and r2.status = 'APPROVED' and ${live("r2")})`;

/**
 * The reviews matching `where`, each with its reviewer (named while their account is open) and
 * attorney (the users' table) and the total (one statement).
 */
export function moderatedReviews(executor: Executor, where: SQL | undefined) {
  return executor
    .select({
      review: attorneyReviews,
      reviewerEmail: reviewer.email,
      // A review stays without its reviewer's name once their account is closed (deleted or anonymised).
      reviewerFirstName: sql<string | null>`case when ${live(reviewer)} then ${reviewer.firstName} end`,
      reviewerLastName: sql<string | null>`case when ${live(reviewer)} then ${reviewer.lastName} end`,
      attorneyEmail: attorneyUser.email,
      attorneyFirstName: attorneyUser.firstName,
      attorneyLastName: attorneyUser.lastName,
      approved: approvedRatings,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(attorneyReviews)
    .innerJoin(reviewer, eq(reviewer.id, attorneyReviews.userId))
    .innerJoin(attorneyUser, eq(attorneyUser.id, attorneyReviews.attorneyId))
    .where(and(live(attorneyReviews), where));
}
