import type { SQL } from "drizzle-orm";
import type { PgDialect, PgPreparedQuery, PgSession, PreparedQueryConfig } from "drizzle-orm/pg-core";
import type { Executor } from "./client.ts";

/** How many texts one `preparedStatement` names; texts past it run unnamed (a text that varies without bound). */
export const MAX_STATEMENT_SHAPES = 64;

type Internals = { dialect: PgDialect; _: { session: PgSession } };

/**
 * A statement run on every request, built once: its SQL text is compiled a single time (values come
 * from `sql.placeholder("name")`), and on PostgreSQL it runs as a named prepared statement, so the
 * server parses and plans it once per connection. Works on a database or inside a transaction, on
 * both drivers (PGlite runs the same text with its parameters).
 *
 *   const findUser = preparedQuery<{ id: string }>("find_user", () => sql`select id from users where id = ${sql.placeholder("id")}`);
 *   const rows = await findUser(db, { id });
 *
 * Rows come back as the driver gives them (column names as written in the SQL; timestamps as
 * PostgreSQL text on node-postgres, json columns parsed): shape them in the repository.
 */
export function preparedQuery<Row extends Record<string, unknown>>(name: string, build: () => SQL) {
  let compiled: { sql: string; params: unknown[] } | undefined;
  // One prepared query object per session (the pool's, or a transaction's).
  const bySession = new WeakMap<PgSession, PgPreparedQuery<PreparedQueryConfig>>();
  return async (executor: Executor, values: Record<string, unknown> = {}): Promise<Row[]> => {
    const { dialect, _ } = executor as unknown as Internals;
    compiled ??= dialect.sqlToQuery(build());
    let prepared = bySession.get(_.session);
    if (!prepared) {
      prepared = _.session.prepareQuery(compiled, undefined, name, false);
      bySession.set(_.session, prepared);
    }
    const result = (await prepared.execute(values)) as { rows: Row[] };
    return result.rows;
  };
}

/**
 * A statement built on each call with its values inline (`sql\`… ${value}\``), run on PostgreSQL as a
 * named prepared statement: each distinct text it is given gets a name of its own (`name_0`,
 * `name_1`…), so the server parses and plans each shape once per connection. For statements whose
 * text depends on the input (a table per kind, an optional filter) and so cannot be built once with
 * placeholders like `preparedQuery`. The shapes must be few: past `MAX_STATEMENT_SHAPES` texts, a new
 * text runs unnamed. Rows come back as from `preparedQuery`.
 *
 *   const listEntries = preparedStatement("entries_list");
 *   const rows = await listEntries<EntryRow>(db, sql`select * from ${sql.identifier(table)} where user_id = ${userId}`);
 */
export function preparedStatement(name: string) {
  const names = new Map<string, string>();
  return async <Row extends Record<string, unknown>>(executor: Executor, statement: SQL): Promise<Row[]> => {
    const { dialect, _ } = executor as unknown as Internals;
    const compiled = dialect.sqlToQuery(statement);
    let statementName = names.get(compiled.sql);
    if (statementName === undefined && names.size < MAX_STATEMENT_SHAPES) {
      statementName = `${name}_${names.size}`;
      names.set(compiled.sql, statementName);
    }
    const prepared = _.session.prepareQuery(compiled, undefined, statementName, false);
    const result = (await prepared.execute()) as { rows: Row[] };
    return result.rows;
  };
}
