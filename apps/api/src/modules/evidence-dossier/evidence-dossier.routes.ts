import { access } from "../../access/rules.ts";
import { errorResponses } from "../../http/schemas.ts";
import type { ApiInstance } from "../../http/types.ts";
import { sendPrivateFile } from "../../http/private-file.ts";
import type { EvidenceDossierContext } from "./evidence-dossier.context.ts";
import { dossierParamsSchema, dossierResponseSchema } from "./evidence-dossier.schemas.ts";
import { downloadDossier } from "./download-dossier.ts";

export function registerEvidenceDossierRoutes(
  app: ApiInstance,
  deps: { evidenceDossier: EvidenceDossierContext },
): void {
  app.get(
    "/documents/:id/evidence-dossier",
    {
      config: {
        access: access.anyOf(access.documentParty("id"), access.assignedAttorney("id", "document"), access.admin()),
      },
      schema: {
        operationId: "downloadEvidenceDossier",
        tags: ["agreement"],
        summary: "The agreement's evidence dossier: one PDF exhibit of its disclosure, counsel, signing and record",
        description:
          "For the couple, their assigned attorneys and admins. A PDF built on request: a cover with the parties, the " +
          "state, the final text's SHA-256 and a QR code of its public verification link; a table of contents; the " +
          "timeline (accounts, invitation, each disclosure version and acknowledgement, disagreements and how they " +
          "were settled, counsel, generation, review, finalization, the signing and the notary's session record); " +
          "the days between the last acknowledgement, the final text, the signing and the wedding; the state's " +
          "requirements (from the state-law matrix, each with its citation) and how each was met; the disclosure " +
          "versions; and the record's entries with their hashes and the chain's verification. 404 for an agreement " +
          "that does not exist.",
        security: [{ bearerAuth: [] }],
        params: dossierParamsSchema,
        produces: ["application/pdf"],
        response: { 200: dossierResponseSchema, ...errorResponses(401, 403, 404, 503) },
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await downloadDossier(deps.evidenceDossier, request.params.id);
      return sendPrivateFile(reply, { bytes: pdf, name: fileName, contentType: "application/pdf" });
    },
  );
}
