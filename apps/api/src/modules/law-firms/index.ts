/**
 * Law firms: the public list of approved firms, the admin's firm screens, the firms attorneys join or
 * create, payout onboarding. One use case per file, each a function of the module's context and its
 * input (`onboardingLink(ctx, id)`); the routes call them directly.
 */
import type { Executor } from "@prenup/db";
import { adminLawFirmDetail } from "./admin-law-firm-detail.ts";
import { createLawFirm, type LawFirmInput } from "./create-law-firm.ts";
import { findJoinableLawFirm } from "./find-joinable-law-firm.ts";
import type { LawFirmsContext } from "./law-firms.context.ts";
import { onboardingLink } from "./onboarding-link.ts";
import { payoutAccountStatus } from "./payout-account-status.ts";
import { updateLawFirm, type LawFirmFields } from "./update-law-firm.ts";

export type { LawFirmsContext } from "./law-firms.context.ts";
export { LAW_FIRM_NOT_FOUND } from "./law-firms.messages.ts";
export type { LawFirmFields } from "./update-law-firm.ts";
export { createLawFirmsRepository, type LawFirmAttorneyReads } from "./law-firms.repository.ts";
export {
  adminLawFirmDetailSchema,
  adminUpdateLawFirmBodySchema,
  payoutAccountStatusSchema,
} from "./law-firms.schemas.ts";

/**
 * What other modules call (the attorney portal's application, account and admin screens), on the
 * context its manifest built: each name is the use case of the same name.
 */
export function lawFirmsService(ctx: LawFirmsContext) {
  return {
    findJoinableLawFirm: (executor: Executor, id: string) => findJoinableLawFirm(ctx, executor, id),
    createLawFirm: (executor: Executor, input: LawFirmInput, actorId: string) =>
      createLawFirm(ctx, executor, input, actorId),
    updateLawFirm: (executor: Executor, adminId: string, id: string, fields: LawFirmFields) =>
      updateLawFirm(ctx, executor, adminId, id, fields),
    adminLawFirmDetail: (id: string, executor?: Executor) => adminLawFirmDetail(ctx, id, executor),
    payoutAccountStatus: (id: string) => payoutAccountStatus(ctx, id),
    onboardingLink: (id: string) => onboardingLink(ctx, id),
  };
}

export type LawFirmsService = ReturnType<typeof lawFirmsService>;
