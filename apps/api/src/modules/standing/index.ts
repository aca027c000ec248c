/**
 * A customer's context and standing in their agreement: the read model that loads everything about
 * one user in one statement, the domain engine's assessment of their answers, and GET
 * /users/{id}/standing. Other modules read a user's context through `StandingService.loadContext`.
 */
export { registerStandingRoutes } from "./standing.routes.ts";
export {
  createStandingService,
  type ContextOptions,
  type StandingService,
  type UserContext,
} from "./standing.service.ts";
export type { ContextAnswer, ContextDocument, ContextProposal, UserFacts } from "./standing.repository.ts";
export {
  createNotarizationReadyNotice,
  NOTARIZATION_READY_TEMPLATE,
  type NotarizationReadyNotice,
} from "./notarization-ready-notice.ts";
export {
  createSigningReminders,
  SIGNING_REMINDER_TEMPLATE,
  SIGNING_REMINDERS_JOB,
  type SigningReminders,
} from "./signing-reminders.ts";
