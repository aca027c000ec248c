import { access } from "../../access/rules.ts";
import { errorResponses } from "../../http/schemas.ts";
import type { ApiInstance } from "../../http/types.ts";
import type { VerificationContext } from "./verification.context.ts";
import { verificationParamsSchema, verificationResponseSchema } from "./verification.schemas.ts";
import { verifyAgreement } from "./verify-agreement.ts";

/** Requests per client address and minute to GET /verification/{sha256}, below the API's default limit. */
export const VERIFICATION_RATE_LIMIT = { max: 30, timeWindowMs: 60_000 } as const;

export function registerVerificationRoutes(app: ApiInstance, deps: { verification: VerificationContext }): void {
  app.get(
    "/verification/:sha256",
    {
      config: {
        access: access.anonymous(),
        // Its own counter per client address, signed in or not: guessing hashes is slow.
        rateLimit: {
          max: VERIFICATION_RATE_LIMIT.max,
          timeWindow: VERIFICATION_RATE_LIMIT.timeWindowMs,
          keyGenerator: (request) => `verification-ip:${request.ip}`,
        },
      },
      schema: {
        operationId: "verifyAgreement",
        tags: ["verification"],
        summary: "Whether a file is a final agreement the product recorded, by its SHA-256",
        description:
          "Public. {sha256} is the SHA-256 of the PDF in 64 lowercase hexadecimal characters (else 400). " +
          "recorded: true only for the PDF of the text a couple finalized (kind final-agreement), with the state's name, when it " +
          "was finalized, the date of signing (null until a notarization counts) and whether the agreement's enforceability " +
          "record verifies. A draft, a superseded copy, a changed or re-saved PDF, or an unknown hash: recorded: false. " +
          `At most ${VERIFICATION_RATE_LIMIT.max} requests a minute per client address (429 beyond).`,
        params: verificationParamsSchema,
        response: { 200: verificationResponseSchema, ...errorResponses() },
      },
    },
    async (request) => verifyAgreement(deps.verification, request.params.sha256),
  );
}
