import {
  clauseTemplates,
  libraryGroupClauses,
  libraryGroups,
  libraryGroupSections,
  libraryGroupStates,
  live,
  sectionTemplates,
  states,
  type Database,
} from "@prenup/db";
import { sql, type SQL } from "drizzle-orm";

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
 * Live groups with their links as json (states, section and clause templates: the states' and the
 * templates' tables), in one statement, filtered by `where` on group `g`, with the total.
 */
export function libraryGroupRows(db: Database, where: SQL, page: { limit: number; offset: number }) {
  return db.execute<GroupRow>(sql`
    select g.id, g.key, g.name, g.description, g."order",
      coalesce((select json_agg(json_build_object('id', s.id, 'abbreviation', s.abbreviation) order by s.abbreviation)
        from ${libraryGroupStates} gs join ${states} s on s.id = gs.state_id where gs.library_group_id = g.id and ${live("gs")}), '[]') as states,
      coalesce((select json_agg(json_build_object('id', t.id, 'key', t.key, 'title', t.title) order by l."order", t.key)
        from ${libraryGroupSections} l join ${sectionTemplates} t on t.id = l.section_template_id where l.library_group_id = g.id and ${live("l")}), '[]') as sections,
      coalesce((select json_agg(json_build_object('id', t.id, 'key', t.key, 'title', t.title, 'text', t.text) order by l."order", t.key)
        from ${libraryGroupClauses} l join ${clauseTemplates} t on t.id = l.clause_template_id where l.library_group_id = g.id and ${live("l")}), '[]') as clauses,
      count(*) over ()::int as total
    from ${libraryGroups} g
    where ${live("g")} and ${where}
    order by g."order", g.name, g.id
    limit ${page.limit} offset ${page.offset}`);
}
