import { EARNING_STATUSES } from "@prenup/domain";
import { z } from "zod";
import { timestampSchema, pageResponseFields } from "../../../http/schemas.ts";
import { pageQuery } from "../attorney-portal.schemas.ts";

const earningAmounts = {
  earnedInCents: z.int().meta({ description: "Price paid − platform fee − refunds, never below zero" }),
  refundedInCents: z.int().meta({ description: "Refunded to the buyer" }),
  dueInCents: z.int().meta({ description: "Still to be paid to the attorney's firm" }),
  paidInCents: z.int().meta({ description: "Paid to the attorney's firm" }),
  onHoldInCents: z.int().meta({ description: "Held while the buyer disputes the charge" }),
  withheldInCents: z.int().meta({ description: "Not paid by a payout that paid less than was earned" }),
};

export const payoutsQuerySchema = z.object({ status: z.enum(EARNING_STATUSES).optional(), ...pageQuery });
export const payoutsResponseSchema = z.object({
  items: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      client: z.object({ id: z.uuid(), firstName: z.string().nullable(), lastName: z.string().nullable() }),
      purchasedAt: timestampSchema,
      pricePaidInCents: z.int(),
      feePaidInCents: z.int(),
      status: z.enum(EARNING_STATUSES),
      ...earningAmounts,
      paidOutAt: timestampSchema.nullable(),
    }),
  ),
  totals: z.object(earningAmounts).meta({ description: "The sums over every sale, whatever the filter and page" }),
  ...pageResponseFields(),
});
