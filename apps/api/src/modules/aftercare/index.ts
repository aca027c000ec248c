/**
 * Aftercare: after the signing, each spouse's reminders (check-ins on the signing's anniversary
 * about the life events they chose, and before the sunset date), where they live against the
 * agreement's state, and what to keep separate from their signed schedules. One use case per file,
 * each a function of the module's context and its input.
 */
export type { AftercareContext } from "./aftercare.context.ts";
export { createAftercareRepository, type AftercareRepository } from "./aftercare.repository.ts";
