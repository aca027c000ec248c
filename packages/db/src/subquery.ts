import { sql, type SQL } from "drizzle-orm";

/**
 * A parenthesised subquery as one SQL value, for a module's published reads:
 * `subquery<string | null>\`select ${users.email} from ${users} where ${users.id} = ${key}\``.
 *
 * The subquery is kept as a nested SQL object. A drizzle select over a single table writes the
 * columns of its own select fields without their table names; a column written directly in such a
 * field's SQL would lose its table too, and `"id" = "id"` inside the subquery binds both sides to the
 * subquery's table (every row matches). Nested, every column of the subquery and the asking
 * statement's key keep their tables.
 */
export function subquery<T = unknown>(strings: TemplateStringsArray, ...params: unknown[]): SQL<T> {
  return sql<T>`(${sql(strings, ...params)})`;
}
