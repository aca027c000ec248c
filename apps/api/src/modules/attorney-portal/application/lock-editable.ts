import type { Executor } from "@prenup/db";
import { canEditAttorneyProfile, DomainError } from "@prenup/domain";
import type { AttorneyPortalContext } from "../attorney-portal.context.ts";
import { ATTORNEY_PORTAL_MESSAGES, attorneyNotFound } from "../attorney-portal.messages.ts";

/** The attorney's own record, locked, that they may still edit (else the reason). */
export async function lockEditable(ctx: AttorneyPortalContext, tx: Executor, attorneyId: string) {
  const attorney = await ctx.attorneys.lockAttorney(tx, attorneyId);
  if (!attorney) throw attorneyNotFound();
  if (!canEditAttorneyProfile(attorney.stage))
    throw new DomainError("APPLICATION_NOT_EDITABLE", ATTORNEY_PORTAL_MESSAGES.notEditable);
  return attorney;
}
