import { PRODUCT_TYPES } from "@prenup/domain";
import { z } from "zod";
import { timestampSchema } from "../../../http/schemas.ts";

export const dashboardResponseSchema = z.object({
  upcomingEvents: z.array(
    z.object({
      id: z.uuid(),
      eventStartAt: timestampSchema,
      client: z.object({ id: z.uuid(), firstName: z.string().nullable(), lastName: z.string().nullable() }),
      productType: z.enum(PRODUCT_TYPES).nullable(),
    }),
  ),
  clientsWaiting: z.int(),
  unreadChats: z.int(),
  payoutsDueInCents: z.int(),
  clientCount: z.int(),
});
