import { z } from "zod";

export const markPaidResponseSchema = z.object({
  /** The PRENUP purchase item that makes the prenup paid (the existing one when it already was). */
  purchaseItemId: z.uuid(),
  alreadyPaid: z.boolean(),
});

export type MarkPaidResponse = z.infer<typeof markPaidResponseSchema>;
