import { proposalBodySchema } from "@prenup/domain";
import { requireCurrentUser } from "../../access/request-context.ts";
import { access } from "../../access/rules.ts";
import { errorResponses, idParamsSchema } from "../../http/schemas.ts";
import type { ApiInstance } from "../../http/types.ts";
import { answerBodySchema } from "../answers/index.ts";
import {
  acceptProposalResponseSchema,
  listThreadEntriesQuerySchema,
  listThreadEntriesResponseSchema,
  proposalParamsSchema,
  threadEntryResponseSchema,
  threadParamsSchema,
  threadsParamsSchema,
  disputeParamsSchema,
  disputesResponseSchema,
  listResolutionsResponseSchema,
  resolutionsParamsSchema,
  resolveDisputeResponseSchema,
} from "./alignment.schemas.ts";
import type { AlignmentContext } from "./alignment.context.ts";
import { acceptProposal } from "./accept-proposal.ts";
import { agreeWithPartner } from "./agree-with-partner.ts";
import { askAttorney } from "./ask-attorney.ts";
import { changeDisputedAnswer } from "./change-disputed-answer.ts";
import { listDisputes } from "./list-disputes.ts";
import { listResolutions } from "./list-resolutions.ts";
import { listThreadEntries } from "./list-thread-entries.ts";
import { proposeOption } from "./propose-option.ts";

const security = [{ bearerAuth: [] }];
const tags = ["alignment"];

export function registerAlignmentRoutes(app: ApiInstance, deps: { alignment: AlignmentContext }): void {
  const ctx = deps.alignment;

  app.get(
    "/users/:id/answers/dispute",
    {
      config: { access: access.self() },
      schema: {
        operationId: "listDisputes",
        tags,
        summary: "The questions on which the partners' answers differ",
        description:
          "Only questions that generate disputes and that both partners answered, sorted by section, group and " +
          "question order. This is the only place a partner sees the other's answers.",
        security,
        params: idParamsSchema,
        response: { 200: disputesResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => listDisputes(ctx, request.params.id),
  );

  app.get(
    "/users/:id/documents/:docId/resolutions",
    {
      config: { access: access.allOf(access.self(), access.documentParty("docId")) },
      schema: {
        operationId: "listResolutions",
        tags,
        summary: "The alignment history of the document, newest first",
        description: "404 when the user is not a party of the document.",
        security,
        params: resolutionsParamsSchema,
        response: { 200: listResolutionsResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => listResolutions(ctx, request.params.docId),
  );

  app.post(
    "/users/:id/answers/dispute/:questionId/agree",
    {
      config: { access: access.self(), live: "alignment", liveAction: "agreed-with-partner" },
      schema: {
        operationId: "agreeWithPartner",
        tags,
        summary: "Resolve a dispute by taking the partner's answer",
        description: "404 DISPUTE_NOT_FOUND when there is no dispute on this question.",
        security,
        params: disputeParamsSchema,
        response: { 200: resolveDisputeResponseSchema, ...errorResponses(401, 402, 403, 404, 409, 422) },
      },
    },
    async (request) => agreeWithPartner(ctx, { userId: request.params.id, questionId: request.params.questionId }),
  );

  app.post(
    "/users/:id/answers/dispute/:questionId/change",
    {
      config: { access: access.self(), live: "alignment", liveAction: "changed-disputed-answer" },
      schema: {
        operationId: "changeDisputedAnswer",
        tags,
        summary: "Resolve a dispute by writing a new answer of one's own",
        description:
          "Validated like PATCH /users/{id}/answers, except that an invalid typed value, or an empty answer, is a 400 issue. " +
          "404 DISPUTE_NOT_FOUND when there is no dispute on this question.",
        security,
        params: disputeParamsSchema,
        body: answerBodySchema,
        response: { 200: resolveDisputeResponseSchema, ...errorResponses(401, 402, 403, 404, 409, 413, 415, 422) },
      },
    },
    async (request) =>
      changeDisputedAnswer(ctx, {
        userId: request.params.id,
        questionId: request.params.questionId,
        body: request.body,
      }),
  );

  // ---- The conversation around each dispute: the parties act, their assigned attorneys read ----
  const threadReaders = access.anyOf(access.documentParty("docId"), access.assignedAttorney("docId", "document"));
  const threadParties = access.documentParty("docId");

  app.get(
    "/documents/:docId/dispute-threads",
    {
      config: { access: threadReaders },
      schema: {
        operationId: "listDisputeThreadEntries",
        tags,
        summary:
          "The conversation around the couple's disputes: proposals, counters, acceptances, requests to an attorney",
        description:
          "Oldest first, paginated; `questionId` keeps one question's thread. Threads stay readable after the dispute is " +
          "resolved. The partners and the attorneys assigned to them read it (attorneys read only).",
        security,
        params: threadsParamsSchema,
        querystring: listThreadEntriesQuerySchema,
        response: { 200: listThreadEntriesResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => listThreadEntries(ctx, { documentId: request.params.docId, ...request.query }),
  );

  app.post(
    "/documents/:docId/disputes/:questionId/proposals",
    {
      config: { access: threadParties, live: "alignment", liveAction: "proposed" },
      schema: {
        operationId: "proposeDisputeAnswer",
        tags,
        summary: "Propose one of the question's options, with a comment, to resolve a dispute",
        description:
          "When the partner's proposal is pending this is a counter-proposal: theirs is superseded. Refused while the " +
          "caller's own proposal waits (409 PROPOSAL_PENDING), with the option the partner proposed (409 " +
          "PROPOSAL_NOT_ALLOWED: accept it instead), on a question answered in words (409 PROPOSAL_NOT_ALLOWED) and when " +
          "the question is no longer disputed (404 DISPUTE_NOT_FOUND). The partner is told by e-mail (one per few minutes). " +
          "Like every thread action, refused once answers are locked (in the editor, in proof, notarized, reviewed or " +
          "finalized: 409 QUESTIONNAIRE_LOCKED), storing and telling nothing.",
        security,
        params: threadParamsSchema,
        body: proposalBodySchema,
        response: { 201: threadEntryResponseSchema, ...errorResponses(401, 402, 403, 404, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const entry = await proposeOption(ctx, {
        actorId: requireCurrentUser(request).id,
        documentId: request.params.docId,
        questionId: request.params.questionId,
        body: request.body,
      });
      return reply.code(201).send({ entry });
    },
  );

  app.post(
    "/documents/:docId/disputes/:questionId/proposals/:proposalId/accept",
    {
      config: { access: threadParties, live: "alignment", liveAction: "accepted-proposal" },
      schema: {
        operationId: "acceptDisputeProposal",
        tags,
        summary: "Accept the partner's pending proposal: both answers become its option and the dispute is resolved",
        description:
          "Only the other partner, only the pending proposal (409 PROPOSAL_NOT_PENDING for a superseded or accepted one, " +
          "409 PROPOSAL_PENDING for one's own). The resolution (kind PROPOSAL) joins the alignment history. Refused once " +
          "answers are locked (409 QUESTIONNAIRE_LOCKED).",
        security,
        params: proposalParamsSchema,
        response: { 200: acceptProposalResponseSchema, ...errorResponses(401, 402, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      acceptProposal(ctx, {
        actorId: requireCurrentUser(request).id,
        documentId: request.params.docId,
        questionId: request.params.questionId,
        proposalId: request.params.proposalId,
      }),
  );

  app.post(
    "/documents/:docId/disputes/:questionId/attorney-request",
    {
      config: { access: threadParties, live: "alignment", liveAction: "asked-attorney" },
      schema: {
        operationId: "askAttorneyAboutDispute",
        tags,
        summary: "Flag a dispute's thread for the caller's attorney",
        description:
          "Only a partner with an attorney assigned to them (409 ATTORNEY_NOT_ASSIGNED), once per question (409 " +
          "ATTORNEY_ALREADY_ASKED), while the question is disputed and answers are not locked (409 QUESTIONNAIRE_LOCKED). " +
          "The attorney sees the thread on their client's page.",
        security,
        params: threadParamsSchema,
        response: { 201: threadEntryResponseSchema, ...errorResponses(401, 402, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const entry = await askAttorney(ctx, {
        actorId: requireCurrentUser(request).id,
        documentId: request.params.docId,
        questionId: request.params.questionId,
      });
      return reply.code(201).send({ entry });
    },
  );
}
