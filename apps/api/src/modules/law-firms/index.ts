/** Approved law firms. */
export { registerLawFirmsRoutes } from "./law-firms.routes.ts";
export { createLawFirmsService, type LawFirmsService } from "./law-firms.service.ts";
export { createLawFirmsRepository } from "./law-firms.repository.ts";
