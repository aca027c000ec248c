import { access } from "../../access/rules.ts";
import { errorResponses } from "../../http/schemas.ts";
import type { ApiInstance } from "../../http/types.ts";
import { listLawFirmsResponseSchema } from "./law-firms.schemas.ts";
import type { LawFirmsService } from "./law-firms.service.ts";

export function registerLawFirmsRoutes(app: ApiInstance, deps: { service: LawFirmsService }): void {
  const { service } = deps;

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
