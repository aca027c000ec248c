import { z } from "zod";
import { access } from "../../access/rules.ts";
import { requireToken } from "../../access/request-context.ts";
import { errorResponses } from "../../http/schemas.ts";
import type { ApiInstance } from "../../http/types.ts";
import { sendPrivateFile } from "../../http/private-file.ts";
import type { DataExportsContext } from "./data-exports.context.ts";
import {
  dataExportParamsSchema,
  dataExportResponseSchema,
  dataExportTokenParamsSchema,
} from "./data-exports.schemas.ts";
import { downloadDataExport } from "./download-data-export.ts";
import { requestDataExport } from "./request-data-export.ts";

const tags = ["users"];
const binarySchema = z.unknown().meta({ type: "string", format: "binary", description: "The ZIP's bytes" });

export function registerDataExportsRoutes(app: ApiInstance, deps: { dataExports: DataExportsContext }): void {
  const ctx = deps.dataExports;

  app.post(
    "/users/:id/data-exports",
    {
      config: { access: access.self() },
      schema: {
        operationId: "requestDataExport",
        tags,
        summary: "Ask for a copy of one's own data",
        description:
          "Only the user themself, signed in within the last 15 minutes (the token's `auth_time`, else its `iat`; older → " +
          "403 RECENT_SIGN_IN_REQUIRED). A background job builds a ZIP of the user's own data and e-mails a link that works " +
          "once, for 24 hours. While a request is in progress (being built, or its link not yet used or expired) → 409 " +
          "DATA_EXPORT_IN_PROGRESS. A refusal stores nothing.",
        security: [{ bearerAuth: [] }],
        params: dataExportParamsSchema,
        response: { 202: dataExportResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const result = await requestDataExport(ctx, {
        userId: request.params.id,
        signedInAt: requireToken(request).signedInAt ?? null,
      });
      return reply.code(202).send(result);
    },
  );

  app.get(
    "/data-exports/:token",
    {
      config: { access: access.anonymous() },
      schema: {
        operationId: "downloadDataExport",
        tags,
        summary: "Download one's data with the link from the e-mail",
        description:
          "Public: the token in the link is the credential. Answers the ZIP once; the link used, expired (24 hours) or " +
          "unknown → 410 DATA_EXPORT_LINK_GONE.",
        params: dataExportTokenParamsSchema,
        produces: ["application/zip"],
        response: { 200: binarySchema, ...errorResponses(410, 503) },
      },
    },
    async (request, reply) => {
      const file = await downloadDataExport(ctx, request.params.token);
      return sendPrivateFile(
        reply,
        { bytes: file.bytes, name: file.name, contentType: "application/zip" },
        { headers: { "referrer-policy": "no-referrer" } },
      );
    },
  );
}
