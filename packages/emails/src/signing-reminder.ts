import { renderEmail, type RenderedEmail } from "./layout.ts";
import { subjectLine } from "./safety.ts";

/**
 * The signing deadline's reminder (template `signing-reminder`), so many days before the last day to
 * sign, to a partner with a part of their own left; or its last warning (`tooLate`) once signing in
 * time is no longer possible, with what the couple can do. The texts of the date, the countdown and
 * what is still needed come from the domain (`signByText`, `stillNeeded`): the same words the
 * couple's dashboard shows.
 */
export function signingReminderEmail(
  input:
    | {
        tooLate: false;
        headline: string;
        countdown: string;
        note: string | null;
        needed: readonly string[];
        link: string;
      }
    | { tooLate: true; why: string; link: string },
): Promise<RenderedEmail> {
  const reason =
    "You received this e-mail because you are a party to this prenuptial agreement and its last day to sign is near. We remind you at most four times: 60, 30, 14 and 7 days before that day.";
  if (input.tooLate) {
    return renderEmail({
      template: "signing-reminder",
      subject: subjectLine("Your prenup can no longer be signed in time for your wedding"),
      preview: "What you can do now: a later wedding date or a postnuptial agreement.",
      paragraphs: [
        input.why,
        "If your wedding date has moved, change it in your questionnaire and we count from the new date. If not, a postnuptial agreement, signed after the wedding, can do much of what a prenup does.",
      ],
      action: { label: "See your options", url: input.link },
      after: [],
      reason,
    });
  }
  return renderEmail({
    template: "signing-reminder",
    subject: subjectLine(`${input.headline}: ${input.countdown}`),
    preview: `${input.headline}. Here is what is still needed.`,
    paragraphs: [
      `${input.headline} (${input.countdown.toLowerCase()}) for your prenuptial agreement to count under your state's law.`,
      ...(input.note ? [input.note] : []),
      "Still needed before you can sign:",
      ...input.needed.map((line) => `• ${line}`),
    ],
    action: { label: "Open your prenup", url: input.link },
    after: [],
    reason,
  });
}
