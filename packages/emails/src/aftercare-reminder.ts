import { renderEmail, type RenderedEmail } from "./layout.ts";
import { subjectLine } from "./safety.ts";

/**
 * An aftercare reminder (template `aftercare-reminder`), sent to a spouse who asked for it on their
 * agreement's aftercare page: the check-in on the signing's anniversary, asking about the life events
 * they chose (the questions come from the domain's `AFTERCARE_EVENT_TEXTS`), or the reminder before
 * the agreement's sunset date. The link opens the aftercare page, where reminders are changed or
 * turned off.
 */
export function aftercareReminderEmail(
  input:
    | { kind: "CHECK_IN"; signedOn: string; years: number; questions: readonly string[]; link: string }
    | { kind: "SUNSET"; sunsetOn: string; link: string },
): Promise<RenderedEmail> {
  const reason =
    "You received this e-mail because you asked for aftercare reminders about your prenuptial agreement. Change or turn them off on its aftercare page.";
  if (input.kind === "SUNSET") {
    return renderEmail({
      template: "aftercare-reminder",
      subject: subjectLine(`Your prenuptial agreement ends on ${input.sunsetOn}`),
      preview: "Decide together whether to let it end, or sign an amendment before then.",
      paragraphs: [
        `Your prenuptial agreement has a sunset date: it ends on ${input.sunsetOn}. After that, what you acquire and earn is treated as if you had never signed it.`,
        "If you both want it to last longer, an amendment signed before that day can move or remove the sunset date.",
      ],
      action: { label: "Open your agreement's aftercare", url: input.link },
      after: [],
      reason,
    });
  }
  const since = input.years === 1 ? "a year" : `${input.years} years`;
  return renderEmail({
    template: "aftercare-reminder",
    subject: subjectLine(`It has been ${since} since you signed your prenup: time for a check-in`),
    preview: "Has anything changed that your agreement should say?",
    paragraphs: [
      `You signed your prenuptial agreement on ${input.signedOn}. An agreement that no longer matches your lives is the commonest reason one fails, so take a few minutes together:`,
      ...input.questions.map((question) => `• ${question}`),
      "If anything has changed, you can amend the agreement from what you signed. If nothing has, there is nothing to do.",
    ],
    action: { label: "Open your agreement's aftercare", url: input.link },
    after: [],
    reason,
  });
}
