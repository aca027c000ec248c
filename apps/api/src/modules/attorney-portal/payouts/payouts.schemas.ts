import { PAYOUT_STATUSES } from "@prenup/domain";
import { z } from "zod";
import { timestampSchema } from "../../../http/schemas.ts";
import { pageQuery } from "../attorney-portal.schemas.ts";

export const payoutsQuerySchema = z.object({ payoutStatus: z.enum(PAYOUT_STATUSES).optional(), ...pageQuery });
export const payoutsResponseSchema = z.object({
  items: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      client: z.object({ id: z.uuid(), firstName: z.string().nullable(), lastName: z.string().nullable() }),
      pricePaidInCents: z.int(),
      feePaidInCents: z.int(),
      payoutDueInCents: z.int(),
      payoutStatus: z.enum(PAYOUT_STATUSES).nullable(),
      paidOutAt: timestampSchema.nullable(),
      purchasedAt: timestampSchema,
    }),
  ),
  totalDueInCents: z.int(),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
