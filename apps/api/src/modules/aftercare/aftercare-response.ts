import { stateLawOf, stateLawRules } from "@prenup/content/runtime";
import {
  checkInYears,
  keepSeparateChecklist,
  nextAftercareReminder,
  residenceNotice,
  type ScheduledEntry,
} from "@prenup/domain";
import type { AftercareFactsOf } from "./aftercare-facts.ts";
import type { AftercareResponse } from "./aftercare.schemas.ts";

/** The matrix cells that say what becomes of property no longer shown to be separate. */
const DEFAULT_LAW_CELLS: readonly string[] = ["division", "separateGrowth"];

/**
 * GET …/aftercare's answer from the facts: the plan with its next reminder, where the spouse lives
 * against the agreement's state (and what that means), and the "keep it separate" checklist from
 * their signed schedules (the latest version of their disclosure).
 */
export function aftercareResponse(
  facts: AftercareFactsOf,
  input: { residenceState: string | null; scheduledEntries: readonly ScheduledEntry[] },
): AftercareResponse {
  const residenceRow = stateLawOf(input.residenceState);
  const residence = residenceRow ? { abbreviation: residenceRow.stateId, name: residenceRow.name } : null;
  const { plan } = facts;
  const agreementRow = stateLawOf(facts.state.abbreviation);
  const next =
    plan && facts.signedOn
      ? nextAftercareReminder(plan, { signedOn: facts.signedOn, sunsetOn: facts.sunsetOn }, facts.today)
      : null;
  return {
    documentId: facts.documentId,
    agreementState: facts.state,
    signedOn: facts.signedOn,
    sunsetOn: facts.sunsetOn,
    agreedReviewYears: facts.agreedReviewYears,
    plan: plan
      ? {
          events: plan.events,
          reviewEveryYears: plan.reviewEveryYears,
          sunsetReminder: plan.sunsetReminder,
          checkInEveryYears: checkInYears(plan),
          optedInAt: plan.optedInAt.toISOString(),
          lastReminderOn: plan.lastReminderOn,
        }
      : null,
    nextReminder: next,
    residence: { state: residence, notice: residenceNotice(facts.state, residence) },
    keepSeparate: facts.signedOn ? keepSeparateChecklist(input.scheduledEntries) : [],
    defaultLaw: agreementRow ? stateLawRules(agreementRow).filter((rule) => DEFAULT_LAW_CELLS.includes(rule.key)) : [],
  };
}
