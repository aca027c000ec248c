import {
  ACKNOWLEDGEMENT_STATES,
  ATTORNEY_RULE_TYPES,
  ATTORNEY_SERVICES,
  BOOKING_STATUSES,
  DOCUMENT_STATUSES,
  GENERATION_REQUIREMENT_KEYS,
  REPRESENTATION_TYPES,
  RESPONDENTS,
  SECTION_STATUSES,
  type CounselCertificationState,
  type NotarizationBlockerReason,
  type Standing,
} from "@prenup/domain";
import { z } from "zod";
import { apiSchemaRegistry, timestampSchema } from "../../http/schemas.ts";

const BLOCKER_REASONS = [
  "NOT_GENERATED",
  "OWN_ATTORNEY_NOT_BOOKED",
  "PARTNER_ATTORNEY_NOT_BOOKED",
  "NOT_FULLY_APPROVED",
  "NOT_REVIEWED",
  "PARTNER_NOT_REVIEWED",
  "OWN_COUNSEL_NOT_ON_RECORD",
  "PARTNER_COUNSEL_NOT_ON_RECORD",
] as const satisfies readonly NotarizationBlockerReason[];
const COUNSEL_CERTIFICATION_STATES = [
  "NOT_NEEDED",
  "NEEDED",
  "ON_RECORD",
] as const satisfies readonly CounselCertificationState[];

const partnerStandingSchema = z.object({
  wantsAttorney: z.boolean(),
  attorneyRuleTypes: z.array(z.enum(ATTORNEY_RULE_TYPES)),
  attorneyRequired: z.boolean(),
  representationPaid: z.boolean(),
  representationBookingStatus: z.enum(BOOKING_STATUSES).nullable(),
  qaBookingStatus: z.enum(["WAITING", "SCHEDULED"]).nullable(),
  questionnaireComplete: z.boolean(),
});

/** A customer's standing in their agreement, computed on the server; the screens read it as it is. */
export const standingResponseSchema = z.object({
  documentId: z.uuid().nullable(),
  respondent: z.enum(RESPONDENTS).nullable(),
  hasState: z.boolean(),
  partnerJoined: z.boolean(),
  prenupPaid: z.boolean(),
  notarizationPaid: z.boolean(),
  representationType: z.enum(REPRESENTATION_TYPES),
  me: partnerStandingSchema,
  /** What the user may know of the partner's progress, with how many questionnaire sections they have left. */
  partner: z
    .object({ questionnaireComplete: z.boolean(), attorneyRequired: z.boolean(), sectionsLeft: z.int() })
    .nullable(),
  questionnaire: z.object({
    blocked: z.boolean(),
    complete: z.boolean(),
    sections: z.array(
      z.object({
        id: z.uuid(),
        key: z.string(),
        label: z.string(),
        name: z.string(),
        description: z.string().nullable(),
        path: z.string(),
        order: z.int(),
        status: z.enum(SECTION_STATUSES),
        locked: z.boolean(),
        hasAttorneyRules: z.boolean(),
      }),
    ),
    resumePath: z.string().nullable(),
  }),
  alignment: z.object({
    openDisputes: z.int(),
    complete: z.boolean(),
    canSendReminder: z.boolean(),
    proposalsAwaitingMe: z.int(),
  }),
  financialsComplete: z.boolean(),
  /** The user's acknowledgement of the partner's current disclosure version; null before the partner joined. */
  partnerDisclosureAcknowledgement: z
    .object({
      state: z.enum(ACKNOWLEDGEMENT_STATES),
      currentVersion: z.int().nullable(),
      currentIsNew: z.boolean(),
      acknowledgedVersion: z.int().nullable(),
    })
    .nullable(),
  /** Joint accounts or assets on the agreement whose percentages a partner has yet to confirm. */
  pendingFinancialDisputes: z.int(),
  document: z
    .object({
      generated: z.boolean(),
      inEditor: z.boolean(),
      reviewed: z.boolean(),
      finalized: z.boolean(),
      inProof: z.boolean(),
      notarizationComplete: z.boolean(),
    })
    .nullable(),
  progress: z.object({ step: z.int().min(0).max(5), percent: z.int(), label: z.string() }),
  gates: z.object({
    financialDisclosure: z.boolean(),
    alignment: z.boolean(),
    documents: z.boolean(),
    reviewAndNotarize: z.boolean(),
  }),
  notarization: z.object({
    blocker: z.object({ reason: z.enum(BLOCKER_REASONS), title: z.string(), message: z.string() }).nullable(),
    /** Each partner's own attorney's certification before signing: NOT_NEEDED, NEEDED (not on record for the current text), ON_RECORD. */
    counselCertification: z.object({
      mine: z.enum(COUNSEL_CERTIFICATION_STATES),
      partner: z.enum(COUNSEL_CERTIFICATION_STATES),
    }),
    waitUntil: timestampSchema.nullable(),
    /**
     * Where the state sets no review period: the days the product recommends between the final text
     * and the signing (a recommendation, not law), from when (`since`; null until the text is final)
     * to when (`until`), and whether signing now is early (starting online then asks the couple to
     * choose it: 409 EARLY_SIGNING_NOT_CONFIRMED otherwise). Null where the state sets a period.
     */
    reflection: z
      .object({
        days: z.int().min(1),
        since: timestampSchema.nullable(),
        until: timestampSchema.nullable(),
        early: z.boolean(),
      })
      .nullable(),
    /** A review period with attorneys (California's 7 days): it starts at finalization, which has not happened yet (notarization waits). */
    awaitingFinalization: z.boolean(),
    /** The wedding-day cutoff: finalizing and starting a notarization close on `lastDay`'s end (message: why, once closed). */
    signingCutoff: z.object({ maySign: z.boolean(), lastDay: z.iso.date().nullable(), message: z.string().nullable() }),
    /**
     * The sign-by date (the window's last day) and the calendar days left to it in the state's time
     * zone (negative once passed); where the state has a review period before signing (`reviewDays`,
     * California's 7), while it has not started, the last day it may start (`startWaitBy`) and what
     * starts it. Null once notarized or without a wedding date.
     */
    signBy: z
      .object({
        lastDay: z.iso.date(),
        daysLeft: z.int(),
        startWaitBy: z.iso.date().nullable(),
        reviewDays: z.int().min(0),
        stateName: z.string().nullable(),
        waitStartsWith: z.enum(["REVIEW", "FINALIZATION"]),
      })
      .nullable(),
  }),
  attorneyServicesButton: z.boolean(),
  /** The attorney services still worth offering the user: none once they chose to sign without an attorney or the agreement is notarized, no Representation once it is finalized. */
  attorneyServices: z.array(z.enum(ATTORNEY_SERVICES)),
  /** The agreement's lifecycle (null before there is a document). */
  agreement: z
    .object({
      /** The attorneys' approval of the agreement. */
      status: z.enum(DOCUMENT_STATUSES),
      /**
       * What generation needs, in order, met or not (`path`: where in the app it is done). The questions
       * nobody chose an answer to (ANSWERS_CHOSEN) are the disputes list's `suggestions`.
       */
      generation: z.object({
        ready: z.boolean(),
        requirements: z.array(
          z.object({ key: z.enum(GENERATION_REQUIREMENT_KEYS), met: z.boolean(), label: z.string(), path: z.string() }),
        ),
      }),
      /** Regenerate is offered: the wedding date is still ahead. */
      canOfferRegenerate: z.boolean(),
      /** The state's days between receiving the final agreement and signing it (California's 7). */
      californiaWait: z.object({
        applies: z.boolean(),
        /** The period's length in calendar days, from the state-law matrix (0: the state sets none). */
        days: z.number().int(),
        startsAt: z.enum(["REVIEW", "FINALIZATION"]),
        waitUntil: timestampSchema.nullable(),
        mustWait: z.boolean(),
        /** When the couple first had the final agreement, where a correction that leaves the terms kept the 7 days counting from then. */
        keptFrom: timestampSchema.nullable(),
      }),
      /** When the user and their partner reviewed the current text (null: not yet); the agreement is finalized only once both did. */
      reviews: z.object({ mine: timestampSchema.nullable(), partner: timestampSchema.nullable() }),
    })
    .nullable(),
});
apiSchemaRegistry.add(standingResponseSchema, { id: "Standing" });

export type StandingResponse = z.infer<typeof standingResponseSchema>;

export function toStandingResponse(standing: Standing): StandingResponse {
  return {
    ...standing,
    // The domain's section list is frozen and shared between reads; the response type's is its own.
    questionnaire: { ...standing.questionnaire, sections: [...standing.questionnaire.sections] },
    notarization: {
      ...standing.notarization,
      waitUntil: standing.notarization.waitUntil?.toISOString() ?? null,
      reflection: standing.notarization.reflection
        ? {
            ...standing.notarization.reflection,
            since: standing.notarization.reflection.since?.toISOString() ?? null,
            until: standing.notarization.reflection.until?.toISOString() ?? null,
          }
        : null,
    },
    agreement: standing.agreement
      ? {
          ...standing.agreement,
          californiaWait: {
            ...standing.agreement.californiaWait,
            waitUntil: standing.agreement.californiaWait.waitUntil?.toISOString() ?? null,
            keptFrom: standing.agreement.californiaWait.keptFrom?.toISOString() ?? null,
          },
          reviews: {
            mine: standing.agreement.reviews.mine?.toISOString() ?? null,
            partner: standing.agreement.reviews.partner?.toISOString() ?? null,
          },
        }
      : null,
  };
}
