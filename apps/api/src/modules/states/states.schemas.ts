import { ATTORNEY_SUPPORTS, DISTRIBUTION_LAWS, SPOUSAL_SUPPORT_LAWS } from "@prenup/domain";
import { z } from "zod";
import { apiSchemaRegistry, booleanQuerySchema } from "../../http/schemas.ts";

export const listStatesQuerySchema = z.object({
  /** Only active (true) or only inactive (false) states; both when absent. */
  isActive: booleanQuerySchema.optional(),
});

export const stateResponseSchema = z.object({
  id: z.uuid(),
  countryId: z.uuid(),
  name: z.string(),
  abbreviation: z.string(),
  isActive: z.boolean(),
  icon: z.string().nullable(),
  termForState: z.string().nullable(),
  allowsOnlineNotary: z.boolean(),
  notaryBlockText: z.string().nullable(),
  distributionLaw: z.enum(DISTRIBUTION_LAWS),
  embryoRepRequired: z.boolean(),
  spousalSupportLaw: z.enum(SPOUSAL_SUPPORT_LAWS),
  attorneySupport: z.enum(ATTORNEY_SUPPORTS),
});
apiSchemaRegistry.add(stateResponseSchema, { id: "State" });

export const listStatesResponseSchema = z.array(stateResponseSchema);

export type StateResponse = z.infer<typeof stateResponseSchema>;
