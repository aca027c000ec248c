import {
  attorneyLawFirmBodySchema,
  textSchema,
  updateAttorneyApplicationSchema,
  updateOwnAttorneyServiceBodySchema,
} from "@prenup/domain";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../access/rules.ts";
import { errorResponses } from "../../../http/schemas.ts";
import type { ApiInstance } from "../../../http/types.ts";
import { approvedSelf, ownAttorneyId, ownRecord, security, tags } from "../route-access.ts";
import {
  attorneyParamsSchema,
  attorneyProfileSchema,
  attorneyServicesResponseSchema,
  lawFirmSummarySchema,
  licenceResponseSchema,
} from "../attorney-portal.schemas.ts";
import { uploadQuerySchema } from "./application.schemas.ts";
import type { AttorneyPortalContext } from "../attorney-portal.context.ts";
import { getPhoto } from "./get-photo.ts";
import { getProfile } from "./get-profile.ts";
import { listLicences } from "./list-licences.ts";
import { listOwnLawFirms } from "./list-own-law-firms.ts";
import { listServices } from "./list-services.ts";
import { setLawFirm } from "./set-law-firm.ts";
import { setServiceBookingLink } from "./set-service-booking-link.ts";
import { updateApplication } from "./update-application.ts";
import { uploadFile } from "./upload-file.ts";

const UPLOAD_CONTENT_TYPES = ["application/octet-stream", "application/pdf", "image/png", "image/jpeg"];

/** The attorney's application: their record, law firm, licences, services, files and public photo. */
export function registerApplicationRoutes(app: ApiInstance, deps: { attorneyPortal: AttorneyPortalContext }): void {
  const ctx = deps.attorneyPortal;

  app.get(
    "/users/:id/attorneys/:aid",
    {
      config: { access: ownRecord },
      schema: {
        operationId: "getOwnAttorney",
        tags,
        summary:
          "The attorney's own record: application, licences, files, law firm, stage and what keeps the application from being submitted",
        security,
        params: attorneyParamsSchema,
        response: { 200: attorneyProfileSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getProfile(ctx, ownAttorneyId(request.params)),
  );

  app.patch(
    "/users/:id/attorneys/:aid",
    {
      config: { access: ownRecord },
      schema: {
        operationId: "updateOwnAttorney",
        tags,
        summary:
          "Save any part of the application (save as you go); `states` replaces the licences; `submit: true` sends it for review",
        description:
          "The stage is never a field: `submit: true` moves FORM_MISSING to UNDER_REVIEW (with an e-mail) when the application is complete, " +
          "otherwise 409 APPLICATION_INCOMPLETE lists every problem and nothing is saved. Declined or deactivated attorneys cannot edit (409).",
        security,
        params: attorneyParamsSchema,
        body: updateAttorneyApplicationSchema,
        response: { 200: attorneyProfileSchema, ...errorResponses(401, 403, 404, 409, 415) },
      },
    },
    async (request) => updateApplication(ctx, ownAttorneyId(request.params), request.body),
  );

  app.get(
    "/users/:id/attorneys/:aid/law-firms",
    {
      config: { access: ownRecord },
      schema: {
        operationId: "listOwnLawFirms",
        tags,
        summary: "The attorney's law firm (an empty list before they join or create one)",
        security,
        params: attorneyParamsSchema,
        response: {
          200: z.array(lawFirmSummarySchema.extend({ isLawFirmLead: z.boolean() })),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => listOwnLawFirms(ctx, ownAttorneyId(request.params)),
  );

  app.post(
    "/users/:id/attorneys/:aid/law-firms",
    {
      config: { access: ownRecord },
      schema: {
        operationId: "setOwnLawFirm",
        tags,
        summary:
          "Join an approved law firm ({ lawFirmId }) or create one ({ name, contactEmail, website }: its creator leads it)",
        description: "Only before approval; afterwards an admin moves attorneys between firms (409).",
        security,
        params: attorneyParamsSchema,
        body: attorneyLawFirmBodySchema,
        response: { 200: attorneyProfileSchema, ...errorResponses(401, 403, 404, 409, 415) },
      },
    },
    async (request) => setLawFirm(ctx, ownAttorneyId(request.params), request.body),
  );

  app.get(
    "/users/:id/attorneys/:aid/attorney-states",
    {
      config: { access: ownRecord },
      schema: {
        operationId: "listOwnAttorneyStates",
        tags,
        summary: "The states the attorney is licensed in, with bar licence numbers, in their order",
        security,
        params: attorneyParamsSchema,
        response: { 200: z.array(licenceResponseSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => listLicences(ctx, ownAttorneyId(request.params)),
  );

  app.get(
    "/users/:id/attorneys/:aid/attorney-services",
    {
      config: { access: ownRecord },
      schema: {
        operationId: "listOwnAttorneyServices",
        tags,
        summary:
          "The services the attorney offers and their booking links (an admin sets which services; the attorney sets the links)",
        security,
        params: attorneyParamsSchema,
        response: { 200: attorneyServicesResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => listServices(ctx, ownAttorneyId(request.params)),
  );

  app.patch(
    "/users/:id/attorneys/:aid/attorney-services/:serviceId",
    {
      config: { access: approvedSelf },
      schema: {
        operationId: "updateOwnAttorneyService",
        tags,
        summary:
          "An approved attorney sets the booking link of a service they offer (their own calendar; null: the built-in slots)",
        description:
          "Which services are offered stays the admin's (PUT /admin/attorneys/{id}/attorney-services). A link must be a full https:// address (400). Audited.",
        security,
        params: attorneyParamsSchema.extend({ serviceId: z.uuid() }),
        body: updateOwnAttorneyServiceBodySchema,
        response: { 200: attorneyServicesResponseSchema, ...errorResponses(401, 403, 404, 415) },
      },
    },
    async (request) =>
      setServiceBookingLink(ctx, ownAttorneyId(request.params), request.params.serviceId, request.body),
  );

  // Uploads are raw bytes, read as such in a scope of their own.
  void app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      UPLOAD_CONTENT_TYPES,
      { parseAs: "buffer", bodyLimit: ctx.uploadLimitBytes },
      (_request, body, done) => done(null, body),
    );
    scope.post(
      "/users/:id/attorneys/:aid/files",
      {
        config: { access: ownRecord },
        bodyLimit: ctx.uploadLimitBytes,
        schema: {
          operationId: "uploadOwnAttorneyFile",
          tags,
          summary:
            "Upload the profile photo (PNG or JPEG, 5 MB) or the malpractice insurance certificate (PDF, PNG or JPEG)",
          description:
            "The body is the file's bytes; `kind` says which; what the file is comes from its bytes (415 otherwise); too large is 413.",
          security,
          params: attorneyParamsSchema,
          querystring: uploadQuerySchema,
          consumes: UPLOAD_CONTENT_TYPES,
          body: z.unknown().meta({ type: "string", format: "binary", description: "The file's bytes" }),
          response: { 200: attorneyProfileSchema, ...errorResponses(401, 403, 404, 409, 413, 415, 503) },
        },
      },
      async (request) => {
        const attorneyId = ownAttorneyId(request.params);
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return uploadFile(ctx, attorneyId, {
          kind: request.query.kind,
          name: request.query.name,
          bytes: new Uint8Array(body.buffer, body.byteOffset, body.byteLength),
        });
      },
    );
  });

  app.get(
    "/attorneys/:aid/photo",
    {
      config: { access: access.anonymous() },
      schema: {
        operationId: "getAttorneyPhoto",
        tags,
        summary: "An attorney's profile photo (public: it is on their card)",
        params: z.object({ aid: z.uuid() }),
        querystring: z.object({ v: textSchema({ max: 100 }).optional() }),
        produces: ["image/png", "image/jpeg"],
        response: { 200: z.unknown().meta({ type: "string", format: "binary" }), ...errorResponses(404, 503) },
      },
    },
    async (request, reply) => {
      const photo = await getPhoto(ctx, request.params.aid);
      return reply
        .header("content-type", photo.contentType)
        .header("cache-control", "public, max-age=3600")
        .send(Buffer.from(photo.bytes));
    },
  );
}
