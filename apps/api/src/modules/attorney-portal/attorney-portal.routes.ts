import {
  attorneyLawFirmBodySchema,
  DomainError,
  disciplinaryRecordBodySchema,
  internalNoteBodySchema,
  putAttorneyServicesBodySchema,
  textSchema,
  updateAttorneyApplicationSchema,
  updateDisciplinaryRecordBodySchema,
} from "@prenup/domain";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../access/rules.ts";
import { requireCurrentUser } from "../../http/request-context.ts";
import { errorResponses } from "../../http/schemas.ts";
import type { ApiInstance } from "../../http/types.ts";
import {
  adminAttorneyDetailSchema,
  adminAttorneyParamsSchema,
  adminAttorneysQuerySchema,
  adminAttorneysResponseSchema,
  adminRecordParamsSchema,
  attorneyParamsSchema,
  accountStatusParamsSchema,
  attorneyProfileSchema,
  attorneyReviewsResponseSchema,
  attorneySectionGroupsParamsSchema,
  attorneySectionGroupsQuerySchema,
  attorneySectionsQuerySchema,
  attorneyServicesResponseSchema,
  clientDetailSchema,
  clientParamsSchema,
  clientsQuerySchema,
  clientsResponseSchema,
  dashboardResponseSchema,
  disciplinaryRecordSchema,
  internalNoteSchema,
  internalNotesResponseSchema,
  lawFirmSummarySchema,
  licenceResponseSchema,
  noteListParamsSchema,
  noteParamsSchema,
  payoutsQuerySchema,
  payoutsResponseSchema,
  reviewsQuerySchema,
  stageChangeResponseSchema,
  uploadQuerySchema,
} from "./attorney-portal.schemas.ts";
import { ATTORNEY_PORTAL_MESSAGES, type AttorneyPortalService } from "./attorney-portal.service.ts";
import { adminLawFirmDetailSchema, adminUpdateLawFirmBodySchema, payoutAccountStatusSchema } from "../law-firms/index.ts";
import { listSectionsResponseSchema, sectionGroupsSchema } from "../questionnaire/index.ts";

const tags = ["attorney-portal"];
const security = [{ bearerAuth: [] }];
const UPLOAD_CONTENT_TYPES = ["application/octet-stream", "application/pdf", "image/png", "image/jpeg"];

/**
 * The attorney's own record and work. An attorney's id is their user id: `aid` must be `id`
 * (the signed-in user, `self`), otherwise the record is not theirs (404, no existence told).
 * The application routes are open to an applicant of any stage (the service refuses edits once
 * declined or deactivated); everything about clients needs the APPROVED stage.
 */
const ownRecord = access.self();
const approvedSelf = access.allOf(access.self(), access.approvedAttorney());

function ownAttorneyId(params: { id: string; aid: string }): string {
  if (params.id.toLowerCase() !== params.aid.toLowerCase()) throw new DomainError("ATTORNEY_NOT_FOUND", ATTORNEY_PORTAL_MESSAGES.attorneyNotFound);
  return params.aid.toLowerCase();
}

export function registerAttorneyPortalRoutes(app: ApiInstance, deps: { service: AttorneyPortalService; uploadLimitBytes: number }): void {
  const { service } = deps;

  // --- the application and the account ----------------------------------------------------------

  app.get(
    "/users/:id/attorneys/:aid",
    {
      config: { access: ownRecord },
      schema: {
        operationId: "getOwnAttorney",
        tags,
        summary: "The attorney's own record: application, licences, files, law firm, stage and what keeps the application from being submitted",
        security,
        params: attorneyParamsSchema,
        response: { 200: attorneyProfileSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => service.getProfile(ownAttorneyId(request.params)),
  );

  app.patch(
    "/users/:id/attorneys/:aid",
    {
      config: { access: ownRecord },
      schema: {
        operationId: "updateOwnAttorney",
        tags,
        summary: "Save any part of the application (save as you go); `states` replaces the licences; `submit: true` sends it for review",
        description:
          "The stage is never a field: `submit: true` moves FORM_MISSING to UNDER_REVIEW (with an e-mail) when the application is complete, " +
          "otherwise 409 APPLICATION_INCOMPLETE lists every problem and nothing is saved. Declined or deactivated attorneys cannot edit (409).",
        security,
        params: attorneyParamsSchema,
        body: updateAttorneyApplicationSchema,
        response: { 200: attorneyProfileSchema, ...errorResponses(401, 403, 404, 409, 415) },
      },
    },
    async (request) => service.updateApplication(ownAttorneyId(request.params), request.body),
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
        response: { 200: z.array(lawFirmSummarySchema.extend({ isLawFirmLead: z.boolean() })), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => service.listOwnLawFirms(ownAttorneyId(request.params)),
  );

  app.post(
    "/users/:id/attorneys/:aid/law-firms",
    {
      config: { access: ownRecord },
      schema: {
        operationId: "setOwnLawFirm",
        tags,
        summary: "Join an approved law firm ({ lawFirmId }) or create one ({ name, contactEmail, website }: its creator leads it)",
        description: "Only before approval; afterwards an admin moves attorneys between firms (409).",
        security,
        params: attorneyParamsSchema,
        body: attorneyLawFirmBodySchema,
        response: { 200: attorneyProfileSchema, ...errorResponses(401, 403, 404, 409, 415) },
      },
    },
    async (request) => service.setLawFirm(ownAttorneyId(request.params), request.body),
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
    async (request) => service.listLicences(ownAttorneyId(request.params)),
  );

  app.get(
    "/users/:id/attorneys/:aid/attorney-services",
    {
      config: { access: ownRecord },
      schema: {
        operationId: "listOwnAttorneyServices",
        tags,
        summary: "The services the attorney offers and their booking links (an admin sets them)",
        security,
        params: attorneyParamsSchema,
        response: { 200: attorneyServicesResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => service.listServices(ownAttorneyId(request.params)),
  );

  // Uploads are raw bytes, read as such in a scope of their own.
  void app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(UPLOAD_CONTENT_TYPES, { parseAs: "buffer", bodyLimit: deps.uploadLimitBytes }, (_request, body, done) => done(null, body));
    scope.post(
      "/users/:id/attorneys/:aid/files",
      {
        config: { access: ownRecord },
        bodyLimit: deps.uploadLimitBytes,
        schema: {
          operationId: "uploadOwnAttorneyFile",
          tags,
          summary: "Upload the profile photo (PNG or JPEG, 5 MB) or the malpractice insurance certificate (PDF, PNG or JPEG)",
          description: "The body is the file's bytes; `kind` says which; what the file is comes from its bytes (415 otherwise); too large is 413.",
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
        return service.uploadFile(attorneyId, { kind: request.query.kind, name: request.query.name, bytes: new Uint8Array(body.buffer, body.byteOffset, body.byteLength) });
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
      const photo = await service.photo(request.params.aid);
      return reply.header("content-type", photo.contentType).header("cache-control", "public, max-age=3600").send(Buffer.from(photo.bytes));
    },
  );

  app.get(
    "/users/:id/attorneys/:aid/law-firms/:lawFirmId/account-status",
    {
      config: { access: approvedSelf },
      schema: {
        operationId: "getLawFirmAccountStatus",
        tags,
        summary: "Where the attorney's law firm's payout account stands at the payment provider (details submitted, payouts enabled)",
        security,
        params: accountStatusParamsSchema,
        response: { 200: payoutAccountStatusSchema, ...errorResponses(401, 403, 404, 503) },
      },
    },
    async (request) => service.accountStatus(ownAttorneyId(request.params), request.params.lawFirmId),
  );

  app.post(
    "/users/:id/attorneys/:aid/law-firms/:lawFirmId/onboarding-link",
    {
      config: { access: approvedSelf },
      schema: {
        operationId: "createLawFirmOnboardingLink",
        tags,
        summary: "A one-time link to the payment provider's onboarding for the firm's payout account (created on first use); the lead attorney only",
        description: "Stripe Connect Express account links, or the embedded local gateway's simulated onboarding page. The refresh URL is /attorney/stripe-onboarding-refresh.",
        security,
        params: accountStatusParamsSchema,
        response: { 200: z.object({ url: z.string() }), ...errorResponses(401, 403, 404, 503) },
      },
    },
    async (request) => service.onboardingLink(ownAttorneyId(request.params), request.params.lawFirmId),
  );

  // --- approved attorneys: reviews, clients, notes, the questionnaire, payouts --------------------

  app.get(
    "/users/:id/attorneys/:aid/attorney-reviews",
    {
      config: { access: approvedSelf },
      schema: {
        operationId: "listOwnAttorneyReviews",
        tags,
        summary: "The attorney's reviews (status filter; includeUser adds the reviewer's name) and the approved reviews' average and stars",
        security,
        params: attorneyParamsSchema,
        querystring: reviewsQuerySchema,
        response: { 200: attorneyReviewsResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => service.listReviews(ownAttorneyId(request.params), request.query),
  );

  app.get(
    "/users/:id/attorneys/:aid/dashboard",
    {
      config: { access: approvedSelf },
      schema: {
        operationId: "getAttorneyDashboard",
        tags,
        summary: "Upcoming calls, clients waiting for a call, unread chat messages and payouts due",
        security,
        params: attorneyParamsSchema,
        response: { 200: dashboardResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => service.dashboard(ownAttorneyId(request.params)),
  );

  app.get(
    "/users/:id/attorneys/:aid/clients",
    {
      config: { access: approvedSelf },
      schema: {
        operationId: "listAttorneyClients",
        tags,
        summary: "The attorney's clients: each partner whose side of an agreement names them (search by name or e-mail, paginated)",
        security,
        params: attorneyParamsSchema,
        querystring: clientsQuerySchema,
        response: { 200: clientsResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => service.listClients(ownAttorneyId(request.params), request.query),
  );

  app.get(
    "/users/:id/attorneys/:aid/clients/:clientId",
    {
      config: { access: approvedSelf },
      schema: {
        operationId: "getAttorneyClient",
        tags,
        summary: "One client: their agreement, state, the services they bought from the attorney and their calls",
        security,
        params: clientParamsSchema,
        response: { 200: clientDetailSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => service.getClient(ownAttorneyId(request.params), request.params.clientId.toLowerCase()),
  );

  app.get(
    "/users/:id/attorneys/:aid/clients/:cid/internal-notes",
    {
      config: { access: approvedSelf },
      schema: {
        operationId: "listInternalNotes",
        tags,
        summary: "The attorney's internal notes about a client, newest first (never shown to customers)",
        security,
        params: noteListParamsSchema,
        response: { 200: internalNotesResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => service.listNotes(ownAttorneyId(request.params), request.params.cid.toLowerCase()),
  );

  app.post(
    "/users/:id/attorneys/:aid/clients/:cid/internal-notes",
    {
      config: { access: approvedSelf },
      schema: {
        operationId: "createInternalNote",
        tags,
        summary: "Add an internal note about a client",
        security,
        params: noteListParamsSchema,
        body: internalNoteBodySchema,
        response: { 201: internalNoteSchema, ...errorResponses(401, 403, 404, 415) },
      },
    },
    async (request, reply) => reply.code(201).send(await service.addNote(ownAttorneyId(request.params), request.params.cid.toLowerCase(), request.body.message)),
  );

  app.patch(
    "/users/:id/attorneys/:aid/clients/:cid/internal-notes/:noteId",
    {
      config: { access: approvedSelf },
      schema: {
        operationId: "updateInternalNote",
        tags,
        summary: "Edit one of the attorney's internal notes about a client",
        security,
        params: noteParamsSchema,
        body: internalNoteBodySchema,
        response: { 200: internalNoteSchema, ...errorResponses(401, 403, 404, 415) },
      },
    },
    async (request) => service.editNote(ownAttorneyId(request.params), request.params.cid.toLowerCase(), request.params.noteId, request.body.message),
  );

  app.get(
    "/users/:id/attorneys/:aid/questionnaire-sections",
    {
      config: { access: approvedSelf },
      schema: {
        operationId: "attorneyListQuestionnaireSections",
        tags,
        summary: "The questionnaire's sections as offered in stateId; with userId, a client's sections with their status (read-only)",
        security,
        params: attorneyParamsSchema,
        querystring: attorneySectionsQuerySchema,
        response: { 200: listSectionsResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => (await service.clientSections(ownAttorneyId(request.params), request.query)) as z.infer<typeof listSectionsResponseSchema>,
  );

  app.get(
    "/users/:id/attorneys/:aid/questionnaire-sections/:sid/groups",
    {
      config: { access: approvedSelf },
      schema: {
        operationId: "attorneyGetQuestionnaireSectionGroups",
        tags,
        summary: "A client's answers in one section (read-only): documentId is the agreement they share with the attorney, userId the client",
        security,
        params: attorneySectionGroupsParamsSchema,
        querystring: attorneySectionGroupsQuerySchema,
        response: { 200: sectionGroupsSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      (await service.clientSectionGroups(ownAttorneyId(request.params), {
        section: request.params.sid,
        documentId: request.query.documentId,
        userId: request.query.userId.toLowerCase(),
      })) as z.infer<typeof sectionGroupsSchema>,
  );

  app.get(
    "/users/:id/attorneys/:aid/payouts",
    {
      config: { access: approvedSelf },
      schema: {
        operationId: "listAttorneyPayouts",
        tags,
        summary: "The attorney's sold services: price paid, fee, payout due (price paid − fee − refunds) and payout status",
        security,
        params: attorneyParamsSchema,
        querystring: payoutsQuerySchema,
        response: { 200: payoutsResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => service.listPayouts(ownAttorneyId(request.params), request.query),
  );

  // --- admin ------------------------------------------------------------------------------------

  const adminTags = ["admin"];

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
    async (request) => service.adminListAttorneys(request.query),
  );

  app.get(
    "/admin/attorneys/:id",
    {
      config: { access: access.admin() },
      schema: {
        operationId: "adminGetAttorney",
        tags: adminTags,
        summary: "An attorney's application, licences, files, law firm, services, disciplinary records and the stage actions allowed now",
        security,
        params: adminAttorneyParamsSchema,
        response: { 200: adminAttorneyDetailSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => service.adminGetAttorney(request.params.id),
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
    async (request) => service.listClients(request.params.id, request.query),
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
        body: z.object({ action: z.enum(["approve", "decline", "deactivate", "reactivate"], { error: "The action is one of approve, decline, deactivate, reactivate" }), reason: textSchema({ max: 2000 }).optional() }).strict(),
        response: { 200: stageChangeResponseSchema, ...errorResponses(401, 403, 404, 409, 415) },
      },
    },
    async (request) => service.changeStage(requireCurrentUser(request).id, request.params.id.toLowerCase(), request.body.action, request.body.reason),
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
    async (request) => service.putServices(requireCurrentUser(request).id, request.params.id.toLowerCase(), request.body.services),
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
    async (request) => service.listDisciplinaryRecords(request.params.id.toLowerCase()),
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
    async (request, reply) => reply.code(201).send(await service.addDisciplinaryRecord(requireCurrentUser(request).id, request.params.id.toLowerCase(), request.body)),
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
    async (request) => service.editDisciplinaryRecord(requireCurrentUser(request).id, request.params.id.toLowerCase(), request.params.rid, request.body),
  );

  app.patch(
    "/admin/law-firms/:id",
    {
      config: { access: access.admin() },
      schema: {
        operationId: "adminUpdateLawFirm",
        tags: adminTags,
        summary: "Edit a law firm: name, contact e-mail, website, payout details, approval, and its lead (leadAttorneyId)",
        description:
          "leadAttorneyId names the firm's lead: one of its attorneys who is not declined or deactivated (400 otherwise, nothing changes); " +
          "the others stop leading. Audited. Without it the lead follows the rule of `lawFirmLead` (the creator, then the longest-standing approved attorney).",
        security,
        params: adminAttorneyParamsSchema,
        body: adminUpdateLawFirmBodySchema,
        response: { 200: adminLawFirmDetailSchema, ...errorResponses(401, 403, 404, 415) },
      },
    },
    async (request) => service.adminUpdateLawFirm(requireCurrentUser(request).id, request.params.id, request.body),
  );
}
