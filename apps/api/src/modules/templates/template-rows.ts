import type { ClauseConditions } from "@prenup/domain";

/** The repository's page of a query's page number and size. */
export const pageOf = (query: { page: number; pageSize: number }) => ({
  limit: query.pageSize,
  offset: (query.page - 1) * query.pageSize,
});

/** A section's or clause's stored conditions ({} when none). */
export const conditionsOf = (value: unknown): ClauseConditions =>
  value && typeof value === "object" ? (value as ClauseConditions) : {};
