import type { DocumentRecordsContext } from "./documents.context.ts";

export type Couple = { documentId: string | null; partnerId: string | null };

/**
 * Who a customer works with, for the live stream: null when the account is gone, closed or not a
 * customer's; else the partner on their active agreement (null before one joins).
 */
export async function findCouple(
  ctx: Pick<DocumentRecordsContext, "repository">,
  userId: string,
): Promise<Couple | null> {
  const row = await ctx.repository.findCouple(userId);
  if (!row || row.closed || row.userType !== "CUSTOMER") return null;
  return { documentId: row.documentId, partnerId: row.partnerId };
}
