import { sha256HexSchema } from "@prenup/domain";
import { z } from "zod";
import { apiSchemaRegistry } from "../../http/schemas.ts";

export const verificationParamsSchema = z.object({ sha256: sha256HexSchema });

/**
 * Which recorded file the hash matched: the finalized text's PDF (the agreement the couple downloaded
 * to sign), or the notarized copy a completed notarization stored (the notary's PDF, or the scan a
 * couple uploaded as proof of an in-person notarization).
 */
export const VERIFIED_FILE_KINDS = ["final-agreement", "notarized-copy"] as const;

export const verificationResponseSchema = z
  .union([
    z.object({
      recorded: z.literal(true),
      kind: z.enum(VERIFIED_FILE_KINDS),
      state: z.string().nullable().describe("The name of the agreement's state"),
      finalizedAt: z.iso.datetime().describe("When the couple finalized the agreement"),
      signedAt: z.iso
        .date()
        .nullable()
        .describe("The date of signing of the notarization that counts (YYYY-MM-DD); null until one does"),
      recordVerifies: z.boolean().describe("The hash chain of the agreement's enforceability record verifies"),
    }),
    z.object({ recorded: z.literal(false) }),
  ])
  .describe("Whether the file is a final agreement the product recorded; nothing about the couple");
apiSchemaRegistry.add(verificationResponseSchema, { id: "AgreementVerification" });

export type VerificationResponse = z.infer<typeof verificationResponseSchema>;
