import { access } from "../../access/rules.ts";
import { requireCurrentUser } from "../../access/request-context.ts";
import { errorResponses, idParamsSchema } from "../../http/schemas.ts";
import type { ApiInstance } from "../../http/types.ts";
import {
  createDocumentBodySchema,
  documentIdParamsSchema,
  listUserDocumentsResponseSchema,
  participantsResponseSchema,
  updateDocumentBodySchema,
  userDocumentResponseSchema,
  userStateParamsSchema,
  userStateResponseSchema,
} from "./documents.schemas.ts";
import type { DocumentsContext } from "./documents.context.ts";
import { createDocument } from "./create-document.ts";
import { getDocument } from "./get-document.ts";
import { getParticipants } from "./get-participants.ts";
import { getUserState } from "./get-user-state.ts";
import { listUserDocuments } from "./list-user-documents.ts";
import { updateDocument } from "./update-document.ts";

const security = [{ bearerAuth: [] }];

/** A party of the document, an APPROVED attorney assigned to it, or an admin. */
const documentReaders = () =>
  access.anyOf(access.documentParty("id"), access.assignedAttorney("id", "document"), access.admin());

export function registerDocumentsRoutes(
  app: ApiInstance,
  deps: {
    /** The module's context: each handler calls its use case with it. */
    documents: DocumentsContext;
  },
): void {
  const ctx = deps.documents;

  app.get(
    "/users/:id/documents",
    {
      config: { access: access.anyOf(access.self(), access.admin()) },
      schema: {
        operationId: "listUserDocuments",
        tags: ["documents"],
        summary: "The user's agreements (as partner A or B), newest first",
        security,
        params: idParamsSchema,
        response: { 200: listUserDocumentsResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => listUserDocuments(ctx, { userId: request.params.id }),
  );

  app.post(
    "/documents",
    {
      config: { access: access.customer() },
      schema: {
        operationId: "createDocument",
        tags: ["documents"],
        summary: "Start the signed-in customer's agreement (as partner A) in a state",
        description:
          "`userAId` must be the caller (403 otherwise). 409 DOCUMENT_EXISTS when the caller is already a party " +
          "of an active agreement. An unknown or inactive state is a 400 issue on `stateId`. The template " +
          "defaults to the state's country template.",
        security,
        body: createDocumentBodySchema,
        response: { 201: userDocumentResponseSchema, ...errorResponses(401, 403, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const actor = requireCurrentUser(request);
      return reply.code(201).send(await createDocument(ctx, { actorId: actor.id, body: request.body }));
    },
  );

  app.get(
    "/documents/:id",
    {
      config: { access: documentReaders() },
      schema: {
        operationId: "getDocument",
        tags: ["documents"],
        summary: "One agreement",
        description: "`respondent` is the caller's side for a party; staff see it as partner A does.",
        security,
        params: documentIdParamsSchema,
        response: { 200: userDocumentResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getDocument(ctx, { documentId: request.params.id, viewerId: requireCurrentUser(request).id }),
  );

  app.patch(
    "/documents/:id",
    {
      config: { access: access.documentParty("id"), live: "agreement" },
      schema: {
        operationId: "updateDocument",
        tags: ["documents"],
        summary: "Change the agreement: its state, a review, the finalization, or the regenerate confirmation",
        description:
          "One change per request. `stateId`: once the prenup is paid, changing it needs `confirmStateChange: true` " +
          "(409 STATE_CHANGE_NEEDS_CONFIRMATION otherwise); 409 QUESTIONNAIRE_LOCKED while the agreement is in the " +
          "editor, reviewed, finalized, in proof or notarized; an unknown or inactive state is a 400 issue on `stateId`. " +
          "`reviewedAt` (the current time): the party marks the generated, up-to-date agreement reviewed (409 " +
          "DOCUMENT_NOT_GENERATED, DOCUMENT_NEEDS_REGENERATION, DOCUMENT_ALREADY_REVIEWED). `finalizedAt` (the current " +
          "time): with attorneys, once every assigned attorney approved (409 APPROVAL_NOT_READY); without, once " +
          "reviewed and — in California — 7 days after the review (409 CALIFORNIA_WAIT). `reviewedAt`, " +
          "`lastGeneratedInputHash` and `lastGeneratedAt` all null: the regenerate confirmation, which clears them " +
          "(and the finalization and approvals) so the agreement is generated again; only while the wedding date is " +
          "ahead (409 REGENERATION_NOT_OFFERED) and before notarization (409 AGREEMENT_LOCKED). The times recorded are the server's.",
        security,
        params: documentIdParamsSchema,
        body: updateDocumentBodySchema,
        response: { 200: userDocumentResponseSchema, ...errorResponses(401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) =>
      updateDocument(ctx, {
        documentId: request.params.id,
        actorId: requireCurrentUser(request).id,
        body: request.body,
      }),
  );

  app.get(
    "/users/:id/state/:stateId",
    {
      config: { access: access.anyOf(access.self(), access.admin()) },
      schema: {
        operationId: "getUserState",
        tags: ["documents"],
        summary: "A state as it would apply to the user's agreement",
        description:
          "The agreement's name, statute and witness rule in that state (from the user's template, or the " +
          "country template before there is an agreement), and the attorney rules the user's current answers " +
          "would trigger there — what the state-change confirmation warns about.",
        security,
        params: userStateParamsSchema,
        response: { 200: userStateResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getUserState(ctx, { userId: request.params.id, stateId: request.params.stateId }),
  );

  app.get(
    "/documents/:id/participants",
    {
      config: { access: documentReaders() },
      schema: {
        operationId: "getDocumentParticipants",
        tags: ["documents"],
        summary: "The agreement's partners, their attorneys and the invitation",
        security,
        params: documentIdParamsSchema,
        response: { 200: participantsResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getParticipants(ctx, { documentId: request.params.id }),
  );
}
