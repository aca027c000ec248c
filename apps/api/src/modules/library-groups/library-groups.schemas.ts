import { z } from "zod";
import { apiSchemaRegistry, pageQueryFields, pageResponseFields } from "../../http/schemas.ts";

export const libraryGroupSchema = z.object({
  id: z.uuid(),
  key: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  order: z.int(),
  /** The states it is offered in; empty: every state. */
  states: z.array(z.object({ id: z.uuid(), abbreviation: z.string() })),
  sections: z.array(z.object({ id: z.uuid(), key: z.string(), title: z.string() })),
  clauses: z.array(
    z.object({ id: z.uuid(), key: z.string(), title: z.string().nullable(), text: z.string().nullable() }),
  ),
});
apiSchemaRegistry.add(libraryGroupSchema, { id: "LibraryGroup" });

export const listLibraryGroupsQuerySchema = z.object({
  stateId: z.uuid().optional(),
  ...pageQueryFields({ maxPageSize: 100, defaultPageSize: 50 }),
});
export const listLibraryGroupsResponseSchema = z.object({
  items: z.array(libraryGroupSchema),
  ...pageResponseFields(),
});

type RenderedClause = {
  clauseTemplateId: string;
  key: string;
  title: string | null;
  text: string;
  listStyle: string;
  textStyle: string | null;
  order: number;
  children: RenderedClause[];
};
export const renderedClauseSchema: z.ZodType<RenderedClause> = z.lazy(() =>
  z.object({
    clauseTemplateId: z.uuid(),
    key: z.string(),
    title: z.string().nullable(),
    text: z.string(),
    listStyle: z.string(),
    textStyle: z.string().nullable(),
    order: z.int(),
    children: z.array(renderedClauseSchema),
  }),
);
// Recursive: named, so the OpenAPI document refers to one component.
apiSchemaRegistry.add(renderedClauseSchema, { id: "RenderedLibraryClause" });
export const renderParamsSchema = z.object({ docId: z.uuid(), groupId: z.uuid() });
export const renderResponseSchema = z.object({
  group: z.object({ id: z.uuid(), key: z.string(), name: z.string() }),
  /** The clauses with the parties' names, the state's terms and the couple's answers filled in. */
  clauses: z.array(renderedClauseSchema),
  /** Questions a placeholder asked for that neither partner answered (shown as a blank line). */
  missingAnswers: z.array(z.string()),
});
