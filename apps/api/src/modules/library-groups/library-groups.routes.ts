import { createLibraryGroupSchema, updateLibraryGroupSchema } from "@prenup/domain";
import { access } from "../../access/rules.ts";
import { requireCurrentUser } from "../../access/request-context.ts";
import { errorResponses, idParamsSchema } from "../../http/schemas.ts";
import type { ApiInstance } from "../../http/types.ts";
import {
  libraryGroupSchema,
  listLibraryGroupsQuerySchema,
  listLibraryGroupsResponseSchema,
  renderParamsSchema,
  renderResponseSchema,
} from "./library-groups.schemas.ts";
import { createLibraryGroup } from "./create-library-group.ts";
import { getLibraryGroup } from "./get-library-group.ts";
import type { LibraryGroupsContext } from "./library-groups.context.ts";
import { listLibraryGroups } from "./list-library-groups.ts";
import { renderLibraryGroup } from "./render-library-group.ts";
import { updateLibraryGroup } from "./update-library-group.ts";

const security = [{ bearerAuth: [] }];
const tags = ["library-groups"];
/** Editors read the library (approved attorneys and admins); admins keep it. */
const readers = () => access.anyOf(access.approvedAttorney(), access.admin());

export function registerLibraryGroupsRoutes(app: ApiInstance, deps: { libraryGroups: LibraryGroupsContext }): void {
  const ctx = deps.libraryGroups;

  app.get(
    "/library-groups",
    {
      config: { access: readers() },
      schema: {
        operationId: "listLibraryGroups",
        tags,
        summary: "Library groups (optional sections and clauses), those offered in a state with stateId, paginated",
        security,
        querystring: listLibraryGroupsQuerySchema,
        response: { 200: listLibraryGroupsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => listLibraryGroups(ctx, request.query),
  );

  app.post(
    "/library-groups",
    {
      config: { access: access.admin() },
      schema: {
        operationId: "createLibraryGroup",
        tags,
        summary: "Admin: a new library group with its states, sections and clauses",
        description:
          "409 LIBRARY_GROUP_EXISTS for a key in use; 400 when a state, section or clause named does not exist.",
        security,
        body: createLibraryGroupSchema,
        response: { 201: libraryGroupSchema, ...errorResponses(401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createLibraryGroup(ctx, { body: request.body, actorId: requireCurrentUser(request).id })),
  );

  app.get(
    "/library-groups/:id",
    {
      config: { access: readers() },
      schema: {
        operationId: "getLibraryGroup",
        tags,
        summary: "One library group with its states, sections and clauses",
        security,
        params: idParamsSchema,
        response: { 200: libraryGroupSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getLibraryGroup(ctx, request.params.id),
  );

  app.patch(
    "/library-groups/:id",
    {
      config: { access: access.admin() },
      schema: {
        operationId: "updateLibraryGroup",
        tags,
        summary: "Admin: change a library group (a list given replaces its links)",
        security,
        params: idParamsSchema,
        body: updateLibraryGroupSchema,
        response: { 200: libraryGroupSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      updateLibraryGroup(ctx, { id: request.params.id, body: request.body, actorId: requireCurrentUser(request).id }),
  );

  app.get(
    "/documents/:docId/library-groups/:groupId/render",
    {
      config: { access: access.anyOf(access.assignedAttorney("docId", "document"), access.admin()) },
      schema: {
        operationId: "renderLibraryGroup",
        tags,
        summary: "A library group's clauses written for this agreement, ready to insert in the editor",
        description:
          "The parties' names, the state's terms and the couple's answers filled in. 404 when the group is not offered in the agreement's state.",
        security,
        params: renderParamsSchema,
        response: { 200: renderResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) =>
      renderLibraryGroup(ctx, {
        documentId: request.params.docId,
        groupId: request.params.groupId,
        actorId: requireCurrentUser(request).id,
      }),
  );
}
