import { z } from "zod";

export const templateStateParamsSchema = z.object({
  stateId: z.uuid({ error: "stateId must be a state id" }),
  templateId: z.uuid({ error: "templateId must be a document template id" }),
});
export type TemplateStateParams = z.infer<typeof templateStateParamsSchema>;
