import { isoTimestamp, type Executor } from "@prenup/db";
import { DomainError } from "@prenup/domain";
import type { LawFirmsContext } from "./law-firms.context.ts";
import { LAW_FIRM_NOT_FOUND } from "./law-firms.messages.ts";
import type { AdminLawFirmRow } from "./law-firms.repository.ts";

/** A firm as the admin's list shows it. */
export function toAdminLawFirm(row: AdminLawFirmRow) {
  return {
    id: row.id,
    name: row.name,
    contactEmail: row.contact_email,
    website: row.website,
    payoutDetails: row.payout_details,
    isApproved: row.is_approved,
    stripeAccountId: row.stripe_account_id,
    attorneyCount: Number(row.attorney_count),
    lead: row.lead,
    createdAt: isoTimestamp(row.created_at as string | Date),
  };
}

/** The admin's view of a firm (its attorneys and lead), read in the caller's transaction when given; 404 without one. */
export async function adminLawFirmDetail(ctx: LawFirmsContext, id: string, executor?: Executor) {
  const row = await ctx.repository.adminFindLawFirm(id, executor);
  if (!row) throw new DomainError("LAW_FIRM_NOT_FOUND", LAW_FIRM_NOT_FOUND);
  return { ...toAdminLawFirm(row), attorneys: row.attorneys ?? [] };
}
