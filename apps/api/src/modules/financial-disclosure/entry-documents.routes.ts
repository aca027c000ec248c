import { EDITABLE_DISCLOSURE_KINDS, ENTRY_DOCUMENT_MAX_BYTES, ENTRY_DOCUMENTS_PER_ENTRY } from "@prenup/domain";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor, requireCurrentUser } from "../../access/request-context.ts";
import { errorResponses } from "../../http/schemas.ts";
import type { ApiInstance } from "../../http/types.ts";
import { sendPrivateFile } from "../../http/private-file.ts";
import { attachEntryDocument } from "./attach-entry-document.ts";
import { deleteEntryDocument } from "./delete-entry-document.ts";
import { downloadEntryDocument } from "./download-entry-document.ts";
import { KIND_CONFIG } from "./entry-kinds.ts";
import type { FinancialDisclosureContext } from "./financial-disclosure.context.ts";
import {
  entryDocumentParamsSchema,
  entryDocumentSchema,
  entryDocumentUploadQuerySchema,
  entryParamsSchema,
} from "./financial-disclosure.schemas.ts";
import { READ_DESCRIPTION, READ_RULE, security, tags, WRITE_RULE } from "./route-access.ts";

/** What an entry's document may be sent as; what it is comes from its bytes. */
const DOCUMENT_UPLOAD_TYPES = ["application/octet-stream", "application/pdf", "image/png", "image/jpeg"];
/** A document's bytes, with Content-Disposition naming it. */
const binarySchema = z.unknown().meta({ type: "string", format: "binary", description: "The file's bytes" });

/**
 * The documents behind an entry (statements, valuations, pay slips) of the seven editable kinds:
 * download for the entry's readers; attach and remove for its owner.
 */
export function registerEntryDocumentsRoutes(
  app: ApiInstance,
  deps: { financialDisclosure: FinancialDisclosureContext },
): void {
  const ctx = deps.financialDisclosure;

  for (const kind of EDITABLE_DISCLOSURE_KINDS) {
    const { one } = KIND_CONFIG[kind].operation;
    const label = KIND_CONFIG[kind].label;
    const base = `/users/:id/documents/:docId/${kind}/:entryId/documents`;

    app.get(
      `${base}/:attachmentId`,
      {
        config: { access: READ_RULE },
        schema: {
          operationId: `download${one}Document`,
          tags,
          summary: `Download a document attached to one of a partner's ${label} entries`,
          description:
            `${READ_DESCRIPTION} The bytes with their content type and Content-Disposition naming the file; ` +
            "a document removed, or of a deleted entry → 404 ENTRY_DOCUMENT_NOT_FOUND. The entry's `documents` list them.",
          security,
          params: entryDocumentParamsSchema,
          produces: ["application/pdf", "image/png", "image/jpeg"],
          response: { 200: binarySchema, ...errorResponses(401, 403, 404, 503) },
        },
      },
      async (request, reply) => {
        const file = await downloadEntryDocument(ctx, kind, {
          ownerId: request.params.id,
          documentId: request.params.docId,
          entryId: request.params.entryId,
          attachmentId: request.params.attachmentId,
          viewer: requireActor(request),
        });
        return sendPrivateFile(reply, file);
      },
    );

    app.delete(
      `${base}/:attachmentId`,
      {
        config: { access: WRITE_RULE, live: "disclosure" },
        schema: {
          operationId: `delete${one}Document`,
          tags,
          summary: `Remove a document from one of the partner's own ${label} entries`,
          description:
            "Only the partner themself. A change of the disclosure (a new version for the other partner to acknowledge). " +
            "Refused with 402 PRENUP_NOT_PAID while the prenup is not paid.",
          security,
          params: entryDocumentParamsSchema,
          response: {
            204: z.unknown().optional().meta({ description: "Removed (no body)" }),
            ...errorResponses(401, 402, 403, 404),
          },
        },
      },
      async (request, reply) => {
        await deleteEntryDocument(ctx, kind, {
          ownerId: request.params.id,
          documentId: request.params.docId,
          entryId: request.params.entryId,
          attachmentId: request.params.attachmentId,
          actorId: requireCurrentUser(request).id,
        });
        return reply.code(204).send();
      },
    );

    // The upload is the raw bytes (a PDF, PNG or JPEG as the body), in a scope that reads them as such.
    void app.register(async (plain) => {
      const scope = plain.withTypeProvider<ZodTypeProvider>();
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser(
        DOCUMENT_UPLOAD_TYPES,
        { parseAs: "buffer", bodyLimit: ENTRY_DOCUMENT_MAX_BYTES },
        (_request, body, done) => done(null, body),
      );
      scope.post(
        base,
        {
          config: { access: WRITE_RULE, live: "disclosure" },
          bodyLimit: ENTRY_DOCUMENT_MAX_BYTES,
          schema: {
            operationId: `attach${one}Document`,
            tags,
            summary: `Attach a document (a statement, a valuation, a pay slip) to one of the partner's own ${label} entries`,
            description:
              "Only the partner themself. The body is the file's bytes (Content-Type application/octet-stream, application/pdf, " +
              "image/png or image/jpeg); `name` names it. What the file is comes from its bytes: anything but a PDF, PNG or " +
              `JPEG is 415 FILE_TYPE_NOT_ALLOWED; an empty file 400; over ${ENTRY_DOCUMENT_MAX_BYTES / (1024 * 1024)} MB 413; ` +
              `an entry carrying ${ENTRY_DOCUMENTS_PER_ENTRY} documents 409 ENTRY_DOCUMENTS_FULL. Stored with its SHA-256, which ` +
              "the schedules print. A change of the disclosure (a new version for the other partner to acknowledge). " +
              "Refused with 402 PRENUP_NOT_PAID while the prenup is not paid. A refusal stores nothing.",
            security,
            params: entryParamsSchema,
            querystring: entryDocumentUploadQuerySchema,
            consumes: DOCUMENT_UPLOAD_TYPES,
            body: binarySchema,
            response: { 201: entryDocumentSchema, ...errorResponses(401, 402, 403, 404, 409, 413, 415, 503) },
          },
        },
        async (request, reply) => {
          const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const document = await attachEntryDocument(ctx, kind, {
            ownerId: request.params.id,
            documentId: request.params.docId,
            entryId: request.params.entryId,
            bytes: new Uint8Array(body.buffer, body.byteOffset, body.byteLength),
            name: request.query.name,
            actorId: requireCurrentUser(request).id,
          });
          return reply.code(201).send(document);
        },
      );
    });
  }
}
