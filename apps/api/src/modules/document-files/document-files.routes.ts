import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../access/rules.ts";
import { requireActor } from "../../access/request-context.ts";
import { booleanQuerySchema, errorResponses, idParamsSchema } from "../../http/schemas.ts";
import { sendPrivateFile } from "../../http/private-file.ts";
import type { ApiInstance } from "../../http/types.ts";
import {
  documentFileParamsSchema,
  documentFileSchema,
  downloadResponseSchema,
  listDocumentFilesQuerySchema,
  listDocumentFilesResponseSchema,
  uploadBodySchema,
  uploadDocumentFileQuerySchema,
} from "./document-files.schemas.ts";
import type { DocumentFilesContext } from "./document-files.context.ts";
import { deleteDocumentFile } from "./delete-document-file.ts";
import { downloadDocumentFile } from "./download-document-file.ts";
import { listDocumentFiles } from "./list-document-files.ts";
import { uploadDocumentFile } from "./upload-document-file.ts";

const security = [{ bearerAuth: [] }];
const tags = ["documents"];
/** The parties, their assigned attorneys and admins: the people of the agreement. */
const documentPeople = () =>
  access.anyOf(access.documentParty("id"), access.assignedAttorney("id", "document"), access.admin());
const UPLOAD_CONTENT_TYPES = ["application/octet-stream", "application/pdf", "image/png", "image/jpeg"];

export function registerDocumentFilesRoutes(
  app: ApiInstance,
  deps: { documentFiles: DocumentFilesContext; uploadLimitBytes: number },
): void {
  const ctx = deps.documentFiles;

  app.get(
    "/documents/:id/files",
    {
      config: { access: documentPeople() },
      schema: {
        operationId: "listDocumentFiles",
        tags,
        summary: "The agreement's files: generated PDFs and DOCX, and uploads (newest first, paginated)",
        security,
        params: idParamsSchema,
        querystring: listDocumentFilesQuerySchema,
        response: { 200: listDocumentFilesResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => listDocumentFiles(ctx, request.params.id, requireActor(request), request.query),
  );

  app.get(
    "/documents/:id/files/:fileId",
    {
      config: { access: documentPeople() },
      schema: {
        operationId: "downloadDocumentFile",
        tags,
        summary: "Download one of the agreement's files",
        description:
          "The bytes with their content type and `Content-Disposition: attachment` naming the file (a generated " +
          "agreement: partner A's full name, partner B's full name and the document term). `inline=true` asks for " +
          "`inline` instead. A partner's first download of the current generated PDF is recorded as the final " +
          "agreement being presented to them.",
        security,
        params: documentFileParamsSchema,
        querystring: z.object({ inline: booleanQuerySchema.optional() }),
        produces: [
          "application/pdf",
          "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
          "image/png",
          "image/jpeg",
        ],
        response: { 200: downloadResponseSchema, ...errorResponses(401, 403, 404, 503) },
      },
    },
    async (request, reply) => {
      const file = await downloadDocumentFile(ctx, request.params.id, request.params.fileId, requireActor(request));
      return sendPrivateFile(reply, file, { disposition: request.query.inline ? "inline" : "attachment" });
    },
  );

  app.delete(
    "/documents/:id/files/:fileId",
    {
      config: { access: documentPeople() },
      schema: {
        operationId: "deleteDocumentFile",
        tags,
        summary: "Delete an uploaded file (its uploader, or an admin)",
        description: "Generated agreements cannot be deleted (409 FILE_PROTECTED); someone else's upload is 403.",
        security,
        params: documentFileParamsSchema,
        response: { 204: downloadResponseSchema.optional(), ...errorResponses(401, 403, 404, 409, 503) },
      },
    },
    async (request, reply) => {
      await deleteDocumentFile(ctx, request.params.id, request.params.fileId, requireActor(request));
      return reply.code(204).send();
    },
  );

  // Uploads are raw bytes (a PDF, PNG or JPEG as the body), in a scope that reads them as such.
  void app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      UPLOAD_CONTENT_TYPES,
      { parseAs: "buffer", bodyLimit: deps.uploadLimitBytes },
      (_request, body, done) => done(null, body),
    );
    scope.post(
      "/documents/:id/files",
      {
        config: { access: documentPeople() },
        bodyLimit: deps.uploadLimitBytes,
        schema: {
          operationId: "uploadDocumentFile",
          tags,
          summary: "Upload a file to the agreement (PDF, PNG or JPEG)",
          description:
            "The body is the file's bytes (Content-Type application/octet-stream, application/pdf, image/png or " +
            "image/jpeg); `name` names it. What the file is comes from its bytes: anything but a PDF, PNG or JPEG " +
            "is 415 FILE_TYPE_NOT_ALLOWED; over the upload limit is 413. The storage key is the server's.",
          security,
          params: idParamsSchema,
          querystring: uploadDocumentFileQuerySchema,
          consumes: UPLOAD_CONTENT_TYPES,
          body: uploadBodySchema,
          response: { 201: documentFileSchema, ...errorResponses(401, 403, 404, 413, 415, 503) },
        },
      },
      async (request, reply) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const file = await uploadDocumentFile(ctx, request.params.id, requireActor(request), {
          bytes: new Uint8Array(body.buffer, body.byteOffset, body.byteLength),
          name: request.query.name,
          kind: request.query.kind,
        });
        return reply.code(201).send(file);
      },
    );
  });
}
