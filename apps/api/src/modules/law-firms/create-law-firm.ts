import type { Executor } from "@prenup/db";
import type { LawFirmsContext } from "./law-firms.context.ts";

export type LawFirmInput = {
  name: string;
  contactEmail?: string | null | undefined;
  website?: string | null | undefined;
};

/** A firm an applicant creates, in the caller's transaction: not approved until an admin says so. */
export function createLawFirm(ctx: LawFirmsContext, executor: Executor, input: LawFirmInput, actorId: string) {
  return ctx.repository.insertLawFirm(executor, {
    name: input.name,
    contactEmail: input.contactEmail ?? null,
    website: input.website ?? null,
    isApproved: false,
    createdById: actorId,
    updatedById: actorId,
  });
}
