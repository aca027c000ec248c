import { DomainError } from "@prenup/domain";
import type { AttorneyPortalContext } from "../attorney-portal.context.ts";
import { ATTORNEY_PORTAL_MESSAGES, attorneyNotFound } from "../attorney-portal.messages.ts";

/** PUT /admin/attorneys/{id}/attorney-services: replaces the attorney's services and their booking links, audited. */
export async function putServices(
  ctx: AttorneyPortalContext,
  adminId: string,
  attorneyId: string,
  services: { productId: string; bookingLink: string | null }[],
) {
  const { attorneys, adminRepository } = ctx;
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    if (!(await attorneys.lockAttorney(tx, attorneyId))) throw attorneyNotFound();
    const known = await adminRepository.serviceProducts(
      tx,
      services.map((service) => service.productId),
    );
    const unknown = services.findIndex((service) => !known.has(service.productId.toLowerCase()));
    if (unknown >= 0)
      throw DomainError.invalidField(`services.${unknown}.productId`, ATTORNEY_PORTAL_MESSAGES.unknownProduct);
    await adminRepository.replaceServices(
      tx,
      attorneyId,
      services.map((service) => ({ ...service, productId: service.productId.toLowerCase() })),
      adminId,
      now,
    );
    await ctx.audit.record(tx, {
      actorId: adminId,
      action: "attorney.services.update",
      entityType: "attorney",
      entityId: attorneyId,
      after: { services },
    });
  });
  const row = await attorneys.findAdminProfile(attorneyId);
  return row?.services ?? [];
}
