import { ATTENTION_KINDS, PRODUCT_TYPES } from "@prenup/domain";
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
  /** What needs the attorney (`attentionQueue`), most pressing first: the first `ATTENTION_LIMIT` items and how many there are. */
  attention: z.object({
    items: z.array(
      z.object({
        kind: z.enum(ATTENTION_KINDS),
        client: z
          .object({ id: z.uuid(), firstName: z.string().nullable(), lastName: z.string().nullable() })
          .nullable(),
        count: z.int(),
        amountInCents: z.int().nullable(),
      }),
    ),
    total: z.int(),
  }),
});
