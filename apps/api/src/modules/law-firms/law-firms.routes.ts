import { access } from "../../access/rules.ts";
import { errorResponses } from "../../http/schemas.ts";
import type { ApiInstance, ModuleDeps } from "../../http/types.ts";
import { createLawFirmsRepository } from "./law-firms.repository.ts";
import { listLawFirmsResponseSchema } from "./law-firms.schemas.ts";
import { createLawFirmsService } from "./law-firms.service.ts";

export function registerLawFirmsRoutes(app: ApiInstance, deps: ModuleDeps): void {
  const service = createLawFirmsService({ repository: createLawFirmsRepository(deps.db) });

  app.get(
    "/law-firms",
    {
      config: { access: access.anonymous() },
      schema: {
        operationId: "listLawFirms",
        tags: ["reference"],
        summary: "Approved law firms",
        response: { 200: listLawFirmsResponseSchema, ...errorResponses() },
      },
    },
    async () => service.listLawFirms(),
  );
}
