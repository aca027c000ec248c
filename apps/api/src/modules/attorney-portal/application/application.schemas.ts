import { fileNameSchema } from "@prenup/domain";
import { z } from "zod";

export const uploadQuerySchema = z.object({
  kind: z.enum(["profile-photo", "malpractice-certificate"], {
    error: "kind is profile-photo or malpractice-certificate",
  }),
  name: fileNameSchema.optional(),
});
