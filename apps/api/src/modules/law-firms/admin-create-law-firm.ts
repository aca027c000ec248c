import { adminLawFirmDetail } from "./admin-law-firm-detail.ts";
import type { LawFirmInput } from "./create-law-firm.ts";
import type { LawFirmsContext } from "./law-firms.context.ts";

/** POST /admin/law-firms: a firm the admin creates (approved unless they say otherwise). */
export async function adminCreateLawFirm(
  ctx: LawFirmsContext,
  adminId: string,
  input: LawFirmInput & { payoutDetails?: string | null | undefined; isApproved?: boolean | undefined },
) {
  return ctx.db.transaction(async (tx) => {
    const { id } = await ctx.repository.insertLawFirm(tx, {
      name: input.name,
      contactEmail: input.contactEmail ?? null,
      website: input.website ?? null,
      payoutDetails: input.payoutDetails ?? null,
      isApproved: input.isApproved ?? true,
      createdById: adminId,
      updatedById: adminId,
    });
    return adminLawFirmDetail(ctx, id, tx);
  });
}
