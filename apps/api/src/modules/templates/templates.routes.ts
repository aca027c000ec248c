import { access } from "../../access/rules.ts";
import { errorResponses } from "../../http/schemas.ts";
import type { ApiInstance } from "../../http/types.ts";
import {
  clauseTemplatesResponseSchema,
  documentTemplatesResponseSchema,
  documentTemplateStatesParamsSchema,
  documentTemplateStatesQuerySchema,
  documentTemplateStatesResponseSchema,
  listClauseTemplatesQuerySchema,
  listDocumentTemplatesQuerySchema,
  listSectionTemplatesQuerySchema,
  sectionTemplatesResponseSchema,
} from "./templates.schemas.ts";
import { listClauseTemplates } from "./list-clause-templates.ts";
import { listDocumentTemplates } from "./list-document-templates.ts";
import { listSectionTemplates } from "./list-section-templates.ts";
import { listTemplateStates } from "./list-template-states.ts";
import type { TemplatesContext } from "./templates.context.ts";

const security = [{ bearerAuth: [] }];
const tags = ["templates"];
/** The attorney editor and the admin portal read templates; couples never need them. */
const templateReaders = () => access.anyOf(access.approvedAttorney(), access.admin());

export function registerTemplatesRoutes(app: ApiInstance, deps: { templates: TemplatesContext }): void {
  const ctx = deps.templates;

  app.get(
    "/templates/document-templates",
    {
      config: { access: templateReaders() },
      schema: {
        operationId: "listDocumentTemplates",
        tags,
        summary: "Agreement templates (paginated)",
        security,
        querystring: listDocumentTemplatesQuerySchema,
        response: { 200: documentTemplatesResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => listDocumentTemplates(ctx, request.query),
  );

  app.get(
    "/templates/section-templates",
    {
      config: { access: templateReaders() },
      schema: {
        operationId: "listSectionTemplates",
        tags,
        summary: "Section templates (articles) in order, optionally of one document template (paginated)",
        security,
        querystring: listSectionTemplatesQuerySchema,
        response: { 200: sectionTemplatesResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => listSectionTemplates(ctx, request.query),
  );

  app.get(
    "/templates/clause-templates",
    {
      config: { access: templateReaders() },
      schema: {
        operationId: "listClauseTemplates",
        tags,
        summary: "Clause templates, by section or document template, library clauses or not (paginated)",
        description: "`isLibraryOnly`: a library group offers the clause in the editor; generation never selects it.",
        security,
        querystring: listClauseTemplatesQuerySchema,
        response: { 200: clauseTemplatesResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => listClauseTemplates(ctx, request.query),
  );

  app.get(
    "/templates/document-template-states/:id",
    {
      config: { access: templateReaders() },
      schema: {
        operationId: "listDocumentTemplateStates",
        tags,
        summary: "A document template's per-state settings: the agreement's name, statute and witness rule",
        description: "`id` is the document template's id; `stateId` narrows the list to one state.",
        security,
        params: documentTemplateStatesParamsSchema,
        querystring: documentTemplateStatesQuerySchema,
        response: { 200: documentTemplateStatesResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      listTemplateStates(ctx, { documentTemplateId: request.params.id, stateId: request.query.stateId }),
  );
}
