import { COUNSEL_CERTIFICATION_MAX_BYTES } from "@prenup/domain";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../access/rules.ts";
import { requireCurrentUser } from "../../access/request-context.ts";
import { errorResponses } from "../../http/schemas.ts";
import type { ApiInstance } from "../../http/types.ts";
import { sendPrivateFile } from "../../http/private-file.ts";
import type { CounselCertificationsContext } from "./counsel-certifications.context.ts";
import {
  certificationParamsSchema,
  certificationUploadQuerySchema,
  counselCertificationListSchema,
  counselCertificationResponseSchema,
  oneCertificationParamsSchema,
} from "./counsel-certifications.schemas.ts";
import { downloadCertification } from "./download-certification.ts";
import { listCertifications } from "./list-certifications.ts";
import { recordCertification } from "./record-certification.ts";
import { withdrawCertification } from "./withdraw-certification.ts";

const security = [{ bearerAuth: [] }];
const tags = ["documents"];

/** Reading: the document's partners, its assigned attorneys and admins. */
const READ_RULE = access.anyOf(
  access.documentParty("docId"),
  access.assignedAttorney("docId", "document"),
  access.admin(),
);
/** Writing: only the partner themself, on a document they are a party of. */
const WRITE_RULE = access.allOf(access.self(), access.documentParty("docId"));
/** What the signed certification may be sent as; what it is comes from its bytes (a PDF). */
const UPLOAD_TYPES = ["application/octet-stream", "application/pdf"];
const binarySchema = z.unknown().meta({ type: "string", format: "binary", description: "The file's bytes" });

export function registerCounselCertificationRoutes(
  app: ApiInstance,
  deps: { counselCertifications: CounselCertificationsContext },
): void {
  const ctx = deps.counselCertifications;
  const base = "/users/:id/documents/:docId/counsel-certifications";

  app.get(
    base,
    {
      config: { access: READ_RULE },
      schema: {
        operationId: "listCounselCertifications",
        tags,
        summary: "The partners' own attorneys on record, with the certifications they signed",
        description:
          "Readers: both partners, the document's assigned attorneys and admins. {id} is either partner. `current` says " +
          "whether a certification covers the agreement's current text (a new generation or an attorney's edit needs a new one).",
        security,
        params: certificationParamsSchema,
        response: { 200: counselCertificationListSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => listCertifications(ctx, { documentId: request.params.docId }),
  );

  app.get(
    `${base}/:certificationId/file`,
    {
      config: { access: READ_RULE },
      schema: {
        operationId: "downloadCounselCertification",
        tags,
        summary: "Download the certification a partner's own attorney signed",
        description: "Readers as for the list. A withdrawn certification, or none by that id → 404.",
        security,
        params: oneCertificationParamsSchema,
        produces: ["application/pdf"],
        response: { 200: binarySchema, ...errorResponses(401, 403, 404, 503) },
      },
    },
    async (request, reply) => {
      const file = await downloadCertification(ctx, {
        documentId: request.params.docId,
        certificationId: request.params.certificationId,
      });
      return sendPrivateFile(reply, file);
    },
  );

  app.delete(
    `${base}/:certificationId`,
    {
      config: { access: WRITE_RULE, live: "notarization" },
      schema: {
        operationId: "withdrawCounselCertification",
        tags,
        summary: "Withdraw one's own attorney's certification before signing",
        description:
          "Only the partner it belongs to (another's → 403), before the agreement is notarized (409 NOTARIZATION_COMPLETE). " +
          "The file is kept; signing waits again for a certification while the partner's answer is their own attorney.",
        security,
        params: oneCertificationParamsSchema,
        response: {
          204: z.unknown().optional().meta({ description: "Withdrawn (no body)" }),
          ...errorResponses(401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      await withdrawCertification(ctx, {
        partnerId: request.params.id,
        documentId: request.params.docId,
        certificationId: request.params.certificationId,
        actorId: requireCurrentUser(request).id,
      });
      return reply.code(204).send();
    },
  );

  // The upload is the raw bytes (a PDF as the body), in a scope that reads them as such.
  void app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      UPLOAD_TYPES,
      { parseAs: "buffer", bodyLimit: COUNSEL_CERTIFICATION_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.post(
      base,
      {
        config: { access: WRITE_RULE, live: "notarization" },
        bodyLimit: COUNSEL_CERTIFICATION_MAX_BYTES,
        schema: {
          operationId: "recordCounselCertification",
          tags,
          summary: "Put one's own attorney on record with the certification they signed of the current text",
          description:
            "Only the partner themself, whose answer is that their own attorney reviews the agreement and who has no attorney " +
            "through the platform (else 409 COUNSEL_NOT_OWN_ATTORNEY); the agreement generated (409 DOCUMENT_NOT_GENERATED) " +
            "and not notarized (409 NOTARIZATION_COMPLETE). The body is the signed certification as a PDF (Content-Type " +
            "application/pdf or application/octet-stream; anything else by its bytes → 415); the query names the file and " +
            `the attorney (name, e-mail, bar number and state). Over ${COUNSEL_CERTIFICATION_MAX_BYTES / (1024 * 1024)} MB → 413. ` +
            "It replaces the partner's earlier certification and covers the agreement's current text. A refusal stores nothing.",
          security,
          params: certificationParamsSchema,
          querystring: certificationUploadQuerySchema,
          consumes: UPLOAD_TYPES,
          body: binarySchema,
          response: { 201: counselCertificationResponseSchema, ...errorResponses(401, 403, 404, 409, 413, 415, 503) },
        },
      },
      async (request, reply) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const { name, ...attorney } = request.query;
        const certification = await recordCertification(ctx, {
          partnerId: request.params.id,
          documentId: request.params.docId,
          actorId: requireCurrentUser(request).id,
          bytes: new Uint8Array(body.buffer, body.byteOffset, body.byteLength),
          fileName: name,
          attorney,
        });
        return reply.code(201).send(certification);
      },
    );
  });
}
