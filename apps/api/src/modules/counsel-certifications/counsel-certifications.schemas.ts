import { counselCertificationSchema, fileNameSchema } from "@prenup/domain";
import { z } from "zod";
import { apiSchemaRegistry, timestampSchema, uuidSchema } from "../../http/schemas.ts";

export const certificationParamsSchema = z.object({ id: uuidSchema, docId: uuidSchema });
export const oneCertificationParamsSchema = certificationParamsSchema.extend({ certificationId: uuidSchema });

/** The upload's query: the signed file's name and the attorney who signed it. */
export const certificationUploadQuerySchema = counselCertificationSchema.extend({ name: fileNameSchema });

/** A partner's own attorney on record, with the certification they signed (never its bytes). */
export const counselCertificationResponseSchema = z.object({
  id: z.uuid(),
  /** The partner the attorney represents. */
  userId: z.uuid(),
  attorneyName: z.string(),
  attorneyEmail: z.string().nullable(),
  barNumber: z.string().nullable(),
  barState: z.string().nullable(),
  file: z.object({ name: z.string(), size: z.int(), sha256: z.string().nullable() }).nullable(),
  /** The certification covers the agreement's current text; a later text (a new generation or an attorney's edit) needs a new one. */
  current: z.boolean(),
  recordedAt: timestampSchema,
});
apiSchemaRegistry.add(counselCertificationResponseSchema, { id: "CounselCertification" });
export type CounselCertificationResponse = z.infer<typeof counselCertificationResponseSchema>;

export const counselCertificationListSchema = z.object({ items: z.array(counselCertificationResponseSchema) });
