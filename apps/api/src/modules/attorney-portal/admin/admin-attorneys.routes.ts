import {
  disciplinaryRecordBodySchema,
  putAttorneyServicesBodySchema,
  textSchema,
  updateDisciplinaryRecordBodySchema,
} from "@prenup/domain";
import { z } from "zod";
import { access } from "../../../access/rules.ts";
import { requireCurrentUser } from "../../../access/request-context.ts";
import { errorResponses } from "../../../http/schemas.ts";
import type { ApiInstance } from "../../../http/types.ts";
import { adminLawFirmDetailSchema, adminUpdateLawFirmBodySchema } from "../../law-firms/index.ts";
import { adminTags, security } from "../route-access.ts";
import { attorneyServicesResponseSchema } from "../attorney-portal.schemas.ts";
import type { AttorneyPortalContext } from "../attorney-portal.context.ts";
import { listClients } from "../clients/list-clients.ts";
import { clientsQuerySchema, clientsResponseSchema } from "../clients/clients.schemas.ts";
import {
  adminAttorneyDetailSchema,
  adminAttorneyParamsSchema,
  adminAttorneysQuerySchema,
  adminAttorneysResponseSchema,
  adminRecordParamsSchema,
  disciplinaryRecordSchema,
  stageChangeResponseSchema,
} from "./admin-attorneys.schemas.ts";
import { addDisciplinaryRecord } from "./add-disciplinary-record.ts";
import { adminGetAttorney } from "./admin-get-attorney.ts";
import { adminListAttorneys } from "./admin-list-attorneys.ts";
import { adminUpdateLawFirm } from "./admin-update-law-firm.ts";
import { changeStage } from "./change-stage.ts";
import { editDisciplinaryRecord } from "./edit-disciplinary-record.ts";
import { listDisciplinaryRecords } from "./list-disciplinary-records.ts";
import { putServices } from "./put-services.ts";

/** The admin's attorney screens, and the firm edit that names a firm's lead. */
export function registerAdminAttorneysRoutes(app: ApiInstance, deps: { attorneyPortal: AttorneyPortalContext }): void {
  const ctx = deps.attorneyPortal;

  app.get(
    "/admin/attorneys",
    {
      config: { access: access.admin() },
      schema: {
        operationId: "adminListAttorneys",
        tags: adminTags,
        summary: "Attorneys by name, e-mail or firm (search), stage filter, newest first, paginated",
        security,
        querystring: adminAttorneysQuerySchema,
        response: { 200: adminAttorneysResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => adminListAttorneys(ctx, request.query),
  );

  app.get(
    "/admin/attorneys/:id",
    {
      config: { access: access.admin() },
      schema: {
        operationId: "adminGetAttorney",
        tags: adminTags,
        summary:
          "An attorney's application, licences, files, law firm, services, disciplinary records and the stage actions allowed now",
        security,
        params: adminAttorneyParamsSchema,
        response: { 200: adminAttorneyDetailSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => adminGetAttorney(ctx, request.params.id),
  );

  app.get(
    "/admin/attorneys/:id/clients",
    {
      config: { access: access.admin() },
      schema: {
        operationId: "adminListAttorneyClients",
        tags: adminTags,
        summary: "An attorney's clients (as the attorney sees them)",
        security,
        params: adminAttorneyParamsSchema,
        querystring: clientsQuerySchema,
        response: { 200: clientsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => listClients(ctx, request.params.id, request.query),
  );

  app.post(
    "/admin/attorneys/:id/stage",
    {
      config: { access: access.admin() },
      schema: {
        operationId: "adminChangeAttorneyStage",
        tags: adminTags,
        summary: "approve, decline, deactivate or reactivate an attorney (audited, e-mailed to the attorney)",
        description:
          "Allowed: approve UNDER_REVIEW or DECLINED → APPROVED; decline UNDER_REVIEW → DECLINED; deactivate APPROVED → DEACTIVATED; " +
          "reactivate DEACTIVATED → APPROVED. Anything else, or an admin acting on their own record, is 409 ATTORNEY_STAGE_CHANGE_REFUSED.",
        security,
        params: adminAttorneyParamsSchema,
        body: z
          .object({
            action: z.enum(["approve", "decline", "deactivate", "reactivate"], {
              error: "The action is one of approve, decline, deactivate, reactivate",
            }),
            reason: textSchema({ max: 2000 }).optional(),
          })
          .strict(),
        response: { 200: stageChangeResponseSchema, ...errorResponses(401, 403, 404, 409, 415) },
      },
    },
    async (request) =>
      changeStage(
        ctx,
        requireCurrentUser(request).id,
        request.params.id.toLowerCase(),
        request.body.action,
        request.body.reason,
      ),
  );

  app.put(
    "/admin/attorneys/:id/attorney-services",
    {
      config: { access: access.admin() },
      schema: {
        operationId: "adminPutAttorneyServices",
        tags: adminTags,
        summary: "Set the services an attorney offers (Representation, Q&A) and their booking links",
        security,
        params: adminAttorneyParamsSchema,
        body: putAttorneyServicesBodySchema,
        response: { 200: attorneyServicesResponseSchema, ...errorResponses(401, 403, 404, 415) },
      },
    },
    async (request) =>
      putServices(ctx, requireCurrentUser(request).id, request.params.id.toLowerCase(), request.body.services),
  );

  app.get(
    "/admin/attorneys/:id/disciplinary-records",
    {
      config: { access: access.admin() },
      schema: {
        operationId: "adminListDisciplinaryRecords",
        tags: adminTags,
        summary: "An attorney's disciplinary records, newest first",
        security,
        params: adminAttorneyParamsSchema,
        response: { 200: z.array(disciplinaryRecordSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => listDisciplinaryRecords(ctx, request.params.id.toLowerCase()),
  );

  app.post(
    "/admin/attorneys/:id/disciplinary-records",
    {
      config: { access: access.admin() },
      schema: {
        operationId: "adminCreateDisciplinaryRecord",
        tags: adminTags,
        summary: "Record a disciplinary record of an attorney",
        security,
        params: adminAttorneyParamsSchema,
        body: disciplinaryRecordBodySchema,
        response: { 201: disciplinaryRecordSchema, ...errorResponses(401, 403, 404, 415) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await addDisciplinaryRecord(
            ctx,
            requireCurrentUser(request).id,
            request.params.id.toLowerCase(),
            request.body,
          ),
        ),
  );

  app.patch(
    "/admin/attorneys/:id/disciplinary-records/:rid",
    {
      config: { access: access.admin() },
      schema: {
        operationId: "adminUpdateDisciplinaryRecord",
        tags: adminTags,
        summary: "Edit a disciplinary record",
        security,
        params: adminRecordParamsSchema,
        body: updateDisciplinaryRecordBodySchema,
        response: { 200: disciplinaryRecordSchema, ...errorResponses(401, 403, 404, 415) },
      },
    },
    async (request) =>
      editDisciplinaryRecord(
        ctx,
        requireCurrentUser(request).id,
        request.params.id.toLowerCase(),
        request.params.rid,
        request.body,
      ),
  );

  app.patch(
    "/admin/law-firms/:id",
    {
      config: { access: access.admin() },
      schema: {
        operationId: "adminUpdateLawFirm",
        tags: adminTags,
        summary:
          "Edit a law firm: name, contact e-mail, website, payout details, approval, and its lead (leadAttorneyId)",
        description:
          "leadAttorneyId names the firm's lead: one of its attorneys who is not declined or deactivated (400 otherwise, nothing changes); " +
          "the others stop leading. Audited. Without it the lead follows the rule of `lawFirmLead` (the creator, then the longest-standing approved attorney).",
        security,
        params: adminAttorneyParamsSchema,
        body: adminUpdateLawFirmBodySchema,
        response: { 200: adminLawFirmDetailSchema, ...errorResponses(401, 403, 404, 415) },
      },
    },
    async (request) => adminUpdateLawFirm(ctx, requireCurrentUser(request).id, request.params.id, request.body),
  );
}
