import {
  libraryGroupClauses,
  libraryGroups,
  libraryGroupSections,
  libraryGroupStates,
  live,
  type Database,
  type Executor,
} from "@prenup/db";
import { and, eq, sql, type SQL } from "drizzle-orm";
import { stateRefOf } from "../states/states.queries.ts";
import { clauseTemplateRefOf, sectionTemplateRefOf } from "../templates/templates.queries.ts";

export type GroupRow = {
  id: string;
  key: string;
  name: string;
  description: string | null;
  order: number;
  states: { id: string; abbreviation: string }[];
  sections: { id: string; key: string; title: string }[];
  clauses: { id: string; key: string; title: string | null; text: string | null }[];
  total: number;
};

/**
 * Live groups with their links as json (each state and section and clause template as its owner
 * publishes it; a link whose row is missing is left out), in one statement, filtered by `where` on
 * group `g`, with the total.
 */
function groupRows(db: Database, where: SQL, page: { limit: number; offset: number }) {
  return db.execute<GroupRow>(sql`
    select g.id, g.key, g.name, g.description, g."order",
      coalesce((select json_agg(x.s order by x.s->>'abbreviation')
        from (select ${stateRefOf(sql`gs.state_id`)} as s from ${libraryGroupStates} gs where gs.library_group_id = g.id and ${live("gs")}) x
        where x.s is not null), '[]') as states,
      coalesce((select json_agg(x.t order by x."order", x.t->>'key')
        from (select l."order", ${sectionTemplateRefOf(sql`l.section_template_id`)} as t from ${libraryGroupSections} l where l.library_group_id = g.id and ${live("l")}) x
        where x.t is not null), '[]') as sections,
      coalesce((select json_agg(x.t order by x."order", x.t->>'key')
        from (select l."order", ${clauseTemplateRefOf(sql`l.clause_template_id`)} as t from ${libraryGroupClauses} l where l.library_group_id = g.id and ${live("l")}) x
        where x.t is not null), '[]') as clauses,
      count(*) over ()::int as total
    from ${libraryGroups} g
    where ${live("g")} and ${where}
    order by g."order", g.name, g.id
    limit ${page.limit} offset ${page.offset}`);
}

/** The library's tables (library_groups and their section, clause and state links). */
export function createLibraryGroupsRepository(db: Database) {
  return {
    async list(filter: { stateId?: string | undefined }, page: { limit: number; offset: number }) {
      const where = filter.stateId
        ? sql`(not exists (select 1 from ${libraryGroupStates} x where x.library_group_id = g.id and ${live("x")})
               or exists (select 1 from ${libraryGroupStates} x where x.library_group_id = g.id and ${live("x")} and x.state_id = ${filter.stateId}))`
        : sql`true`;
      return (await groupRows(db, where, page)).rows;
    },

    async find(id: string) {
      return (await groupRows(db, sql`g.id = ${id}`, { limit: 1, offset: 0 })).rows[0] ?? null;
    },

    async insertGroup(
      executor: Executor,
      values: { key: string; name: string; description: string | null; order: number; actorId: string },
    ) {
      const [row] = await executor
        .insert(libraryGroups)
        .values({
          key: values.key,
          name: values.name,
          description: values.description,
          order: values.order,
          createdById: values.actorId,
          updatedById: values.actorId,
        })
        .returning({ id: libraryGroups.id });
      return row!.id;
    },

    async updateGroup(
      executor: Executor,
      id: string,
      values: { name?: string; description?: string | null; order?: number; actorId: string; now: Date },
    ) {
      const { actorId, now, ...fields } = values;
      const rows = await executor
        .update(libraryGroups)
        .set({ ...fields, updatedById: actorId, updatedAt: now })
        .where(and(eq(libraryGroups.id, id), live(libraryGroups)))
        .returning({ id: libraryGroups.id });
      return rows.length > 0;
    },

    /** Replaces one kind of the group's links (states, sections or clauses) with the given ids, in order. */
    async replaceLinks(
      executor: Executor,
      id: string,
      kind: "states" | "sections" | "clauses",
      ids: string[],
      actorId: string,
    ) {
      if (kind === "states") {
        await executor.delete(libraryGroupStates).where(eq(libraryGroupStates.libraryGroupId, id));
        if (ids.length)
          await executor
            .insert(libraryGroupStates)
            .values(
              ids.map((stateId) => ({ libraryGroupId: id, stateId, createdById: actorId, updatedById: actorId })),
            );
      } else if (kind === "sections") {
        await executor.delete(libraryGroupSections).where(eq(libraryGroupSections.libraryGroupId, id));
        if (ids.length)
          await executor.insert(libraryGroupSections).values(
            ids.map((sectionTemplateId, order) => ({
              libraryGroupId: id,
              sectionTemplateId,
              order,
              createdById: actorId,
              updatedById: actorId,
            })),
          );
      } else {
        await executor.delete(libraryGroupClauses).where(eq(libraryGroupClauses.libraryGroupId, id));
        if (ids.length)
          await executor.insert(libraryGroupClauses).values(
            ids.map((clauseTemplateId, order) => ({
              libraryGroupId: id,
              clauseTemplateId,
              order,
              createdById: actorId,
              updatedById: actorId,
            })),
          );
      }
    },
  };
}

export type LibraryGroupsRepository = ReturnType<typeof createLibraryGroupsRepository>;
