import { DomainError, type UpdateOwnAttorneyService } from "@prenup/domain";
import type { AttorneyPortalContext } from "../attorney-portal.context.ts";
import { ATTORNEY_PORTAL_MESSAGES } from "../attorney-portal.messages.ts";

/**
 * PATCH /users/{id}/attorneys/{aid}/attorney-services/{serviceId}: the attorney changes the booking
 * link of a service they offer (their own calendar; null: the built-in slots). Which services they
 * offer stays the admin's. Audited in the change's transaction.
 */
export async function setServiceBookingLink(
  ctx: AttorneyPortalContext,
  attorneyId: string,
  serviceId: string,
  body: UpdateOwnAttorneyService,
) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const changed = await ctx.applicationRepository.setBookingLink(
      tx,
      attorneyId,
      serviceId.toLowerCase(),
      body.bookingLink,
      now,
    );
    if (!changed) throw new DomainError("NOT_FOUND", ATTORNEY_PORTAL_MESSAGES.serviceNotFound);
    await ctx.audit.record(tx, {
      actorId: attorneyId,
      action: "attorney.service.booking-link",
      entityType: "attorney_service",
      entityId: changed.id,
      before: { bookingLink: changed.before },
      after: { bookingLink: body.bookingLink },
    });
  });
  return (await ctx.attorneys.findAdminProfile(attorneyId))?.services ?? [];
}
