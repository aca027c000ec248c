/** Attorney ratings and payouts. Ratings are stored 0..100. */

/**
 * The average shown for an attorney: the mean of the ratings within 0..100, divided by 10, to one
 * decimal (e.g. [80, 95] → 8.8). Values outside 0..100 (and non-numbers) are ignored; null when no
 * rating is left.
 */
export function averageRating(ratings: readonly number[]): number | null {
  const valid = ratings.filter((rating) => Number.isFinite(rating) && rating >= 0 && rating <= 100);
  if (valid.length === 0) return null;
  const mean = valid.reduce((sum, rating) => sum + rating, 0) / valid.length;
  // Rounding the mean to a whole number is rounding mean / 10 to one decimal, without float noise.
  return Math.round(mean) / 10;
}

/** Stars to show: rating / 10, floored, clamped to 1..5 (a 0..100 rating of 45 → 4; 72 → 5). */
export function starCount(rating: number): 1 | 2 | 3 | 4 | 5 {
  const stars = Number.isFinite(rating) ? Math.floor(rating / 10) : 1;
  return Math.min(5, Math.max(1, stars)) as 1 | 2 | 3 | 4 | 5;
}

/** What is due to the attorney: price paid minus fee paid, in cents. */
export function payoutDueCents(item: { pricePaidInCents: number; feePaidInCents: number }): number {
  return item.pricePaidInCents - item.feePaidInCents;
}
