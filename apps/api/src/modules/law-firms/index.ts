/** Law firms: the public list of approved firms, the admin's firm screens, the firms attorneys join or create. */
export { registerLawFirmsRoutes } from "./law-firms.routes.ts";
export {
  createLawFirmsService,
  LAW_FIRM_NOT_FOUND,
  type LawFirmFields,
  type LawFirmsService,
} from "./law-firms.service.ts";
export { createLawFirmsRepository } from "./law-firms.repository.ts";
export {
  adminLawFirmDetailSchema,
  adminUpdateLawFirmBodySchema,
  payoutAccountStatusSchema,
} from "./law-firms.schemas.ts";
