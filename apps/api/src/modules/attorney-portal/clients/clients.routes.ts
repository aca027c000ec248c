import { internalNoteBodySchema } from "@prenup/domain";
import type { z } from "zod";
import { errorResponses } from "../../../http/schemas.ts";
import type { ApiInstance } from "../../../http/types.ts";
import { listSectionsResponseSchema, sectionGroupsSchema } from "../../questionnaire/index.ts";
import { approvedSelf, ownAttorneyId, security, tags } from "../route-access.ts";
import { attorneyParamsSchema } from "../attorney-portal.schemas.ts";
import {
  attorneySectionGroupsParamsSchema,
  attorneySectionGroupsQuerySchema,
  attorneySectionsQuerySchema,
  clientDetailSchema,
  clientParamsSchema,
  clientsQuerySchema,
  clientsResponseSchema,
  internalNoteSchema,
  internalNotesResponseSchema,
  noteListParamsSchema,
  noteParamsSchema,
} from "./clients.schemas.ts";
import type { AttorneyPortalContext } from "../attorney-portal.context.ts";
import { addNote } from "./add-note.ts";
import { editNote } from "./edit-note.ts";
import { getClient } from "./get-client.ts";
import { getClientSectionGroups } from "./get-client-section-groups.ts";
import { getNote } from "./get-note.ts";
import { listClientSections } from "./list-client-sections.ts";
import { listClients } from "./list-clients.ts";
import { listNotes } from "./list-notes.ts";

/** The attorney's clients, their internal notes and the clients' questionnaire (read-only). */
export function registerClientsRoutes(app: ApiInstance, deps: { attorneyPortal: AttorneyPortalContext }): void {
  const ctx = deps.attorneyPortal;

  app.get(
    "/users/:id/attorneys/:aid/clients",
    {
      config: { access: approvedSelf },
      schema: {
        operationId: "listAttorneyClients",
        tags,
        summary:
          "The attorney's clients: each partner whose side of an agreement names them (search by name or e-mail, paginated)",
        security,
        params: attorneyParamsSchema,
        querystring: clientsQuerySchema,
        response: { 200: clientsResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => listClients(ctx, ownAttorneyId(request.params), request.query),
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
    async (request) => getClient(ctx, ownAttorneyId(request.params), request.params.clientId.toLowerCase()),
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
    async (request) => listNotes(ctx, ownAttorneyId(request.params), request.params.cid.toLowerCase()),
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
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await addNote(ctx, ownAttorneyId(request.params), request.params.cid.toLowerCase(), request.body.message),
        ),
  );

  app.get(
    "/users/:id/attorneys/:aid/clients/:cid/internal-notes/:noteId",
    {
      config: { access: approvedSelf },
      schema: {
        operationId: "getInternalNote",
        tags,
        summary: "One of the attorney's internal notes about a client",
        security,
        params: noteParamsSchema,
        response: { 200: internalNoteSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      getNote(
        ctx,
        ownAttorneyId(request.params),
        request.params.cid.toLowerCase(),
        request.params.noteId.toLowerCase(),
      ),
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
    async (request) =>
      editNote(
        ctx,
        ownAttorneyId(request.params),
        request.params.cid.toLowerCase(),
        request.params.noteId,
        request.body.message,
      ),
  );

  app.get(
    "/users/:id/attorneys/:aid/questionnaire-sections",
    {
      config: { access: approvedSelf },
      schema: {
        operationId: "attorneyListQuestionnaireSections",
        tags,
        summary:
          "The questionnaire's sections as offered in stateId; with userId, a client's sections with their status (read-only)",
        security,
        params: attorneyParamsSchema,
        querystring: attorneySectionsQuerySchema,
        response: { 200: listSectionsResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      (await listClientSections(ctx, ownAttorneyId(request.params), request.query)) as z.infer<
        typeof listSectionsResponseSchema
      >,
  );

  app.get(
    "/users/:id/attorneys/:aid/questionnaire-sections/:sid/groups",
    {
      config: { access: approvedSelf },
      schema: {
        operationId: "attorneyGetQuestionnaireSectionGroups",
        tags,
        summary:
          "A client's answers in one section (read-only): documentId is the agreement they share with the attorney, userId the client",
        security,
        params: attorneySectionGroupsParamsSchema,
        querystring: attorneySectionGroupsQuerySchema,
        response: { 200: sectionGroupsSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      (await getClientSectionGroups(ctx, ownAttorneyId(request.params), {
        section: request.params.sid,
        documentId: request.query.documentId,
        userId: request.query.userId.toLowerCase(),
      })) as z.infer<typeof sectionGroupsSchema>,
  );
}
