import { access } from "../../access/rules.ts";
import { errorResponses, idParamsSchema } from "../../http/schemas.ts";
import type { ApiInstance, ModuleDeps } from "../../http/types.ts";
import { createDocumentsRepository } from "./documents.repository.ts";
import { listUserDocumentsResponseSchema } from "./documents.schemas.ts";
import { createDocumentsService } from "./documents.service.ts";

export function registerDocumentsRoutes(app: ApiInstance, deps: ModuleDeps): void {
  const service = createDocumentsService({ repository: createDocumentsRepository(deps.db) });

  app.get(
    "/users/:id/documents",
    {
      config: { access: access.anyOf(access.self(), access.admin()) },
      schema: {
        operationId: "listUserDocuments",
        tags: ["documents"],
        summary: "The user's agreements (as partner A or B), newest first",
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        response: { 200: listUserDocumentsResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => service.listUserDocuments(request.params.id),
  );
}
