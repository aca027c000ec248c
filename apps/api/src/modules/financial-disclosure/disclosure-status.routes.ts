import { access } from "../../access/rules.ts";
import { requireActor, requireCurrentUser } from "../../access/request-context.ts";
import { errorResponses } from "../../http/schemas.ts";
import type { ApiInstance } from "../../http/types.ts";
import { acknowledgeDisclosure } from "./acknowledge-disclosure.ts";
import { answerJointAsset } from "./answer-joint-asset.ts";
import { declareDisclosure } from "./declare-disclosure.ts";
import type { FinancialDisclosureContext } from "./financial-disclosure.context.ts";
import {
  acknowledgementBodySchema,
  acknowledgementResultSchema,
  declarationBodySchema,
  disclosureDeclarationSchema,
  disclosureParamsSchema,
  disclosureSummarySchema,
  entryParamsSchema,
  entrySchemas,
  jointConfirmationBodySchema,
} from "./financial-disclosure.schemas.ts";
import { getFinancialSummary } from "./get-financial-summary.ts";
import { READ_DESCRIPTION, READ_RULE, security, tags, WRITE_RULE } from "./route-access.ts";

/**
 * Where the disclosure stands and what moves it: the partner's answer to a joint entry's
 * percentages, the summary (totals, each partner's status and acknowledgement), the owner's
 * declaration and the other partner's acknowledgement.
 */
export function registerDisclosureStatusRoutes(
  app: ApiInstance,
  deps: { financialDisclosure: FinancialDisclosureContext },
): void {
  const ctx = deps.financialDisclosure;

  app.post(
    "/users/:id/documents/:docId/assets/:entryId/joint-confirmation",
    {
      config: { access: access.documentParty("docId"), live: "disclosure" },
      schema: {
        operationId: "answerJointAsset",
        tags,
        summary: "Confirm a joint account or asset's percentages, or propose others",
        description:
          "{id} is the entry's owner. The partner who did not set the percentages last answers: CONFIRM settles them (the pending " +
          "financial dispute ends); PROPOSE sets other percentages (adding up to 100), which the other partner then confirms. " +
          "Answering one's own percentages → 409 JOINT_CONFIRMATION_NOT_YOURS; an entry that is not joint → 409 JOINT_ENTRY_NOT_JOINT.",
        security,
        params: entryParamsSchema,
        body: jointConfirmationBodySchema,
        response: { 200: entrySchemas.assets, ...errorResponses(401, 402, 403, 404, 409, 415) },
      },
    },
    async (request) =>
      answerJointAsset(ctx, {
        ownerId: request.params.id,
        documentId: request.params.docId,
        entryId: request.params.entryId,
        decision: request.body,
        actorId: requireCurrentUser(request).id,
      }),
  );

  app.get(
    "/users/:id/documents/:docId/financial-summary",
    {
      config: { access: READ_RULE },
      schema: {
        operationId: "getFinancialSummary",
        tags,
        summary:
          "Both partners' totals per kind (entry currencies and USD), net worth, income completeness and pending joint entries",
        description:
          `${READ_DESCRIPTION} {id} is either partner. USD figures use the exchange-rate table; rateDate is the oldest rate used. ` +
          "Net worth = assets (accounts and assets, real estate at assessed value, vehicles at market value, businesses, " +
          "inheritances and trusts, legacy joint property) − debts (debts, mortgages, vehicle loans); a joint account counts " +
          "for each partner by their percentage. Every sum is exact to the cent: totals a number cannot carry exactly (only " +
          "thousands of entries at the ceiling, or amounts stored before it) answer 422 AMOUNTS_OUT_OF_RANGE.",
        security,
        params: disclosureParamsSchema,
        response: { 200: disclosureSummarySchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      getFinancialSummary(ctx, {
        ownerId: request.params.id,
        documentId: request.params.docId,
        viewer: requireActor(request),
      }),
  );

  app.put(
    "/users/:id/documents/:docId/disclosure-declaration",
    {
      config: { access: WRITE_RULE, live: "disclosure" },
      schema: {
        operationId: "declareDisclosure",
        tags,
        summary:
          "Mark one's own disclosure complete, declare there is nothing to disclose, or withdraw the declaration (null)",
        description:
          "Only the partner themself. COMPLETE needs at least one entry; NOTHING_TO_DISCLOSE needs none and is stored with its time " +
          "(adding an entry later withdraws it); otherwise 409 DISCLOSURE_DECLARATION_REFUSED. The agreement is generated only " +
          "when both partners' disclosures are COMPLETED or NOTHING_TO_DISCLOSE. Refused with 402 PRENUP_NOT_PAID while the prenup is not paid.",
        security,
        params: disclosureParamsSchema,
        body: declarationBodySchema,
        response: { 200: disclosureDeclarationSchema, ...errorResponses(401, 402, 403, 404, 409, 415) },
      },
    },
    async (request) =>
      declareDisclosure(ctx, {
        ownerId: request.params.id,
        documentId: request.params.docId,
        declaration: request.body.declaration,
        actorId: requireCurrentUser(request).id,
      }),
  );

  app.post(
    "/users/:id/documents/:docId/disclosure-acknowledgement",
    {
      config: { access: WRITE_RULE, live: "disclosure" },
      schema: {
        operationId: "acknowledgeDisclosure",
        tags,
        summary: "Acknowledge having received and reviewed the partner's financial disclosure, naming its version",
        description:
          "Only the partner themself ({id}), for the other partner's disclosure. `version` is the number the summary's " +
          "`acknowledgement.currentVersion` gave (a disclosure changed since is frozen as that version now). 409 " +
          "DISCLOSURE_NOT_GIVEN while the partner's disclosure is not given; 409 DISCLOSURE_VERSION_CHANGED when it changed " +
          "since (the message names the current version); nothing is stored then. Acknowledging a version again changes " +
          "nothing. A later change lapses the acknowledgement, and the agreement is generated only when each partner " +
          "acknowledged the other's current version. Refused with 402 PRENUP_NOT_PAID while the prenup is not paid.",
        security,
        params: disclosureParamsSchema,
        body: acknowledgementBodySchema,
        response: { 200: acknowledgementResultSchema, ...errorResponses(401, 402, 403, 404, 409, 415) },
      },
    },
    async (request) =>
      acknowledgeDisclosure(ctx, {
        readerId: request.params.id,
        documentId: request.params.docId,
        version: request.body.version,
      }),
  );
}
