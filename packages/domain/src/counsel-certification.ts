/**
 * A partner's own attorney on record: a partner who answered that their own attorney reviews the
 * agreement (`attorney_plan` OWN_ATTORNEY) and has no attorney assigned through the platform signs
 * only once that attorney's certification of the current text is on record — the agreement's
 * attorney certification page, signed by the attorney and uploaded by the partner with the
 * attorney's name, e-mail and bar admission. Or the partner changes their answer and signs without
 * an attorney: the agreement is generated again with what their state requires for a partner who does.
 */
import { z } from "zod";
import type { AttorneyPlan } from "./counsel-plan.ts";
import type { CounselCertificationState } from "./documents.ts";
import { STATE_ABBREVIATIONS } from "./state-law.ts";
import { textSchema } from "./text.ts";

/** The most bytes a signed certification may have: a scanned page or two. */
export const COUNSEL_CERTIFICATION_MAX_BYTES = 10 * 1024 * 1024;

export const COUNSEL_CERTIFICATION_MESSAGES = {
  attorneyName: "Enter your attorney's full name as it appears on the certification.",
  attorneyEmail: "Enter your attorney's e-mail address (for example, name@lawfirm.com).",
  barNumber: "Enter your attorney's bar number (up to 40 letters, digits or dashes).",
  barState: "Choose the state where your attorney is admitted to the bar.",
  notOwnAttorney:
    "Only a partner who said their own attorney reviews the agreement records that attorney's certification. Change your answer under Your own attorney first.",
  notGenerated: "Generate your agreement first: your attorney certifies its final text.",
  notarized: "Your agreement is already notarized: its counsel record can no longer change.",
  recordedTwice: "Your attorney's certification was just recorded from another window. Reload the page to see it.",
  notYours: "Only the partner who recorded this certification can withdraw it.",
} as const;

/** The attorney's details recorded with a certification (the upload's query; the file is its body). */
export const counselCertificationSchema = z.object({
  attorneyName: textSchema({
    max: 200,
    trim: true,
    messages: {
      notText: COUNSEL_CERTIFICATION_MESSAGES.attorneyName,
      tooLong: COUNSEL_CERTIFICATION_MESSAGES.attorneyName,
    },
  }).pipe(z.string().min(2, { error: COUNSEL_CERTIFICATION_MESSAGES.attorneyName })),
  attorneyEmail: z.email({ error: COUNSEL_CERTIFICATION_MESSAGES.attorneyEmail }).max(254),
  barNumber: z
    .string({ error: COUNSEL_CERTIFICATION_MESSAGES.barNumber })
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{0,39}$/, { error: COUNSEL_CERTIFICATION_MESSAGES.barNumber }),
  barState: z.enum(STATE_ABBREVIATIONS, { error: COUNSEL_CERTIFICATION_MESSAGES.barState }),
});
export type CounselCertificationInput = z.infer<typeof counselCertificationSchema>;

export function counselCertificationState(input: {
  attorneyPlan: AttorneyPlan | null;
  /** An attorney is assigned to the partner on the document through the platform. */
  attorneyOnRecord: boolean;
  /** The partner's own attorney's certification of the agreement's current text is on record. */
  certifiedCurrentText: boolean;
}): CounselCertificationState {
  if (input.attorneyPlan !== "OWN_ATTORNEY" || input.attorneyOnRecord) return "NOT_NEEDED";
  return input.certifiedCurrentText ? "ON_RECORD" : "NEEDED";
}

/**
 * Whether a certification covers the agreement's current text: it was recorded against the latest
 * commit (a generation or an attorney's edit); any later text needs a new one.
 */
export function certifiesCurrentText(
  certifiedTextAt: Date | string | null | undefined,
  latestCommitAt: Date | string | null | undefined,
): boolean {
  if (!certifiedTextAt || !latestCommitAt) return false;
  return new Date(certifiedTextAt).getTime() === new Date(latestCommitAt).getTime();
}
