import { access } from "../../access/rules.ts";
import { errorResponses } from "../../http/schemas.ts";
import type { ApiInstance } from "../../http/types.ts";
import type { AgreementChangesContext } from "./agreement-changes.context.ts";
import {
  changeEligibilityParamsSchema,
  changeEligibilityQuerySchema,
  changeEligibilitySchema,
} from "./agreement-changes.schemas.ts";
import { checkChangeEligibility } from "./check-change-eligibility.ts";

export function registerAgreementChangesRoutes(
  app: ApiInstance,
  deps: { agreementChanges: AgreementChangesContext },
): void {
  app.get(
    "/users/:id/documents/:docId/change-eligibility",
    {
      config: { access: access.anyOf(access.documentParty("docId"), access.assignedAttorney("docId", "document")) },
      schema: {
        operationId: "getChangeEligibility",
        tags: ["agreement-changes"],
        summary:
          "Whether the couple may amend or revoke their signed agreement, or make one during the marriage, in the state they live in now, and what it requires",
        description:
          "Readers: both partners of the document and its assigned attorneys; anyone else gets 404. {id} is either partner. " +
          "kind: AMENDMENT, REVOCATION or POSTNUP; state: where the couple lives now (two letters, default the agreement's state); " +
          "movedIn: the day they moved there (YYYY-MM-DD, no later than today), which matters where a court's approval is not needed " +
          "for a time after a move. Before the wedding date the outcome is PREMARITAL_REGENERATION (change the answers and generate " +
          "again); after it the state's law decides: BLOCKED with the reason, COURT_PETITION with the court's checklist, or ALLOWED; " +
          "each requirement and the decision name the state-law cell's citation and its confidence (UNVERIFIED: not read in the " +
          "state's own text). An amendment or revocation of an agreement not yet notarized, or a document without a state → 409 " +
          "CHANGE_NOT_AVAILABLE. An illustration of the law, not legal advice.",
        security: [{ bearerAuth: [] }],
        params: changeEligibilityParamsSchema,
        querystring: changeEligibilityQuerySchema,
        response: { 200: changeEligibilitySchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) =>
      checkChangeEligibility(deps.agreementChanges, {
        ownerId: request.params.id,
        documentId: request.params.docId,
        query: request.query,
      }),
  );
}
