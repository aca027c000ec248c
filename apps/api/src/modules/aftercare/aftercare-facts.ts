import { stateLawOf } from "@prenup/content/runtime";
import {
  agreedYears,
  calendarDayIn,
  isDocumentParty,
  REVIEW_YEARS_KEY,
  sunsetDateOf,
  SUNSET_YEARS_KEY,
  timeZoneOfState,
} from "@prenup/domain";
import { notFound } from "../../http/errors.ts";
import type { AftercareContext } from "./aftercare.context.ts";
import type { StoredAftercarePlan } from "./aftercare.repository.ts";

/** What aftercare knows of one spouse's agreement: its state, the day it was signed, its sunset and review terms, the plan. */
export type AftercareFactsOf = {
  documentId: string;
  state: { abbreviation: string; name: string };
  /** The day the agreement was signed, as its record holds it (null: not signed yet). */
  signedOn: string | null;
  sunsetOn: string | null;
  /** The periodic review the agreement itself provides for (years; null: none). */
  agreedReviewYears: number | null;
  plan: StoredAftercarePlan | null;
  /** Today in the agreement's state. */
  today: string;
};

/**
 * One spouse's aftercare facts for a document they are a party of (404 otherwise): the standing's
 * context (one statement: the agreement, its state, the answers) and the plan with the signed
 * record's day (one statement). The sunset date is the wedding's anniversary the couple chose.
 */
export async function aftercareFactsOf(
  ctx: AftercareContext,
  input: { userId: string; documentId: string },
): Promise<AftercareFactsOf> {
  const context = await ctx.standing.loadContext(input.userId, { documentId: input.documentId });
  const { document, state } = context.facts;
  const documentId = input.documentId.toLowerCase();
  if (!document || document.id !== documentId || !isDocumentParty(document, input.userId)) throw notFound();
  const { plan, signedRecord } = await ctx.repository.planAndRecord(documentId, input.userId);
  const row = stateLawOf(state?.abbreviation);
  const abbreviation = row?.stateId ?? state?.abbreviation ?? "";
  const sunsetYears = agreedYears(SUNSET_YEARS_KEY, context.questionnaire, context.me);
  return {
    documentId,
    state: { abbreviation, name: row?.name ?? state?.name ?? abbreviation },
    signedOn: signedRecord?.signedOn ?? null,
    sunsetOn: sunsetDateOf(ctx.standing.weddingDateOf(context), sunsetYears),
    agreedReviewYears: agreedYears(REVIEW_YEARS_KEY, context.questionnaire, context.me),
    plan,
    today: calendarDayIn(ctx.clock.now(), timeZoneOfState(abbreviation || null)),
  };
}
