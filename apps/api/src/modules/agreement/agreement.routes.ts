import { access } from "../../access/rules.ts";
import { requireCurrentUser } from "../../access/request-context.ts";
import { errorResponses } from "../../http/schemas.ts";
import type { ApiInstance } from "../../http/types.ts";
import { userDocumentResponseSchema } from "../documents/index.ts";
import {
  commitParamsSchema,
  documentParamsSchema,
  generateResponseSchema,
  historyQuerySchema,
  historyResponseSchema,
  regenerationStatusSchema,
  snapshotResponseSchema,
} from "./agreement.schemas.ts";
import { agreementHistory, agreementSnapshot } from "./agreement-history.ts";
import type { AgreementContext } from "./agreement.context.ts";
import { changeApproval } from "./change-approval.ts";
import { generateAgreement } from "./generate-agreement.ts";
import { regenerationStatus } from "./regeneration-status.ts";

const security = [{ bearerAuth: [] }];
const tags = ["agreement"];
/** The parties, their assigned attorneys and admins. */
const documentPeople = () =>
  access.anyOf(access.documentParty("id"), access.assignedAttorney("id", "document"), access.admin());

/** The agreement's routes; `agreement` is the module's context, each handler calls its use case with it. */
export function registerAgreementRoutes(app: ApiInstance, deps: { agreement: AgreementContext }): void {
  const ctx = deps.agreement;

  app.post(
    "/documents/:id/generate",
    {
      config: { access: access.anyOf(access.documentParty("id"), access.admin()), live: "agreement" },
      schema: {
        operationId: "generateAgreement",
        tags,
        summary: "Generate the agreement: its sections and clauses, the PDF and DOCX, a history snapshot, the record",
        description:
          "Evaluates every section and clause template against both partners' answers, the state (terms, statute, " +
          "witnesses, property law) and the disclosure, stores the document's own sections and clauses, renders the " +
          "PDF and DOCX off the request thread, and records the generation. 409 GENERATION_NOT_READY with what is " +
          "missing (the prenup paid, both questionnaires complete, no open disputes, the agreement not reviewed, " +
          "finalized, with the attorneys or in notarization), or when nothing changed since the last generation; " +
          "409 REGENERATION_NOT_OFFERED after the wedding date. A new generation clears the review, the " +
          "finalization and the attorneys' approvals.",
        security,
        params: documentParamsSchema,
        response: { 201: generateResponseSchema, ...errorResponses(401, 403, 404, 409, 503) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await generateAgreement(ctx, { documentId: request.params.id, actorId: requireCurrentUser(request).id })),
  );

  app.get(
    "/documents/:id/regeneration-status",
    {
      config: { access: documentPeople() },
      schema: {
        operationId: "getRegenerationStatus",
        tags,
        summary: "Whether the agreement must be generated again, why, and which partner changed what",
        security,
        params: documentParamsSchema,
        response: { 200: regenerationStatusSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => regenerationStatus(ctx, request.params.id, requireCurrentUser(request).id),
  );

  for (const action of ["grant", "rescind"] as const) {
    app.post(
      `/documents/:id/approval/${action}`,
      {
        config: { access: access.assignedAttorney("id", "document"), live: "agreement" },
        schema: {
          operationId: action === "grant" ? "grantApproval" : "rescindApproval",
          tags,
          summary:
            action === "grant"
              ? "The assigned attorney approves the agreement for their client"
              : "The assigned attorney withdraws their approval",
          description:
            action === "grant"
              ? "Status NOT_APPROVED → PARTIALLY_APPROVED → FULLY_APPROVED (both attorneys when both partners are " +
                "represented, the one when only one is). 409 DOCUMENT_NOT_GENERATED, DOCUMENT_NEEDS_REGENERATION " +
                "(the inputs changed since generation), ALREADY_APPROVED; AGREEMENT_LOCKED once notarization started."
              : "Back from FULLY_APPROVED or PARTIALLY_APPROVED; the approval's time is kept as the prior approval. 409 NOT_APPROVED.",
          security,
          params: documentParamsSchema,
          response: { 200: userDocumentResponseSchema, ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request) => changeApproval(ctx, request.params.id, requireCurrentUser(request).id, action),
    );
  }

  app.get(
    "/documents/:id/history",
    {
      config: { access: documentPeople() },
      schema: {
        operationId: "getAgreementHistory",
        tags,
        summary: "Every version of the agreement (generations, attorney commits) and the enforceability record",
        description:
          "Commits newest first (paginated). The record is whole: each entry with its hash and the previous one's, " +
          "in words, and whether the chain verifies.",
        security,
        params: documentParamsSchema,
        querystring: historyQuerySchema,
        response: { 200: historyResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => agreementHistory(ctx, request.params.id, request.query),
  );

  app.get(
    "/documents/:id/history/:commitAt",
    {
      config: { access: documentPeople() },
      schema: {
        operationId: "getAgreementSnapshot",
        tags,
        summary:
          "The agreement as it stood at one commit: sections, clauses and each article's plain-language explanation",
        security,
        params: commitParamsSchema,
        response: { 200: snapshotResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => agreementSnapshot(ctx, request.params.id, request.params.commitAt),
  );
}
