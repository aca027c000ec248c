/**
 * Financial disclosure: each partner's entries of eight kinds per agreement (read by both partners,
 * written by their owner), joint accounts confirmed by the other partner, totals in USD, and the
 * disclosure the agreement's schedules print (`disclosureSource`).
 */
export { createFinancialDisclosureRepository } from "./financial-disclosure.repository.ts";
export { createFinancialDisclosureService, type FinancialDisclosureService } from "./financial-disclosure.service.ts";
export { registerFinancialDisclosureRoutes } from "./financial-disclosure.routes.ts";
