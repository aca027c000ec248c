import { textSchema } from "@prenup/domain";
import { z } from "zod";

export const termParamsSchema = z.object({
  key: textSchema({ max: 100, messages: { tooLong: "key is at most 100 characters" } }).min(1),
  stateId: z.uuid({ error: "stateId must be a state id" }),
  documentTemplateId: z.uuid({ error: "documentTemplateId must be a document template id" }),
});
export type TermParams = z.infer<typeof termParamsSchema>;
