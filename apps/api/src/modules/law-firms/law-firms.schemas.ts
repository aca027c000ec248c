import { z } from "zod";
import { apiSchemaRegistry } from "../../http/schemas.ts";

/** What anyone may know of an approved law firm. */
export const lawFirmResponseSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  website: z.string().nullable(),
  contactEmail: z.string().nullable(),
});
apiSchemaRegistry.add(lawFirmResponseSchema, { id: "LawFirm" });

export const listLawFirmsResponseSchema = z.array(lawFirmResponseSchema);

export type LawFirmResponse = z.infer<typeof lawFirmResponseSchema>;
