import type { Executor } from "@prenup/db";
import { DomainError } from "@prenup/domain";
import type { LawFirmsContext } from "./law-firms.context.ts";
import { LAW_FIRM_NOT_FOUND } from "./law-firms.messages.ts";

/** The firm's own fields an admin edits. */
export type LawFirmFields = Partial<{
  name: string;
  contactEmail: string | null;
  website: string | null;
  payoutDetails: string | null;
  isApproved: boolean;
}>;

/**
 * Edits the firm's fields in the caller's transaction (404 when there is no such firm). The
 * admin's edit that also names the firm's lead is the attorney portal's (it owns the lead flags).
 */
export async function updateLawFirm(
  ctx: LawFirmsContext,
  executor: Executor,
  adminId: string,
  id: string,
  fields: LawFirmFields,
): Promise<{ id: string }> {
  const row = await ctx.repository.updateLawFirm(executor, id, {
    ...fields,
    updatedAt: ctx.clock.now(),
    updatedById: adminId,
  });
  if (!row) throw new DomainError("LAW_FIRM_NOT_FOUND", LAW_FIRM_NOT_FOUND);
  return row;
}
