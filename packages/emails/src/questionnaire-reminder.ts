import { renderEmail, type RenderedEmail } from "./layout.ts";
import { displayName, subjectLine } from "./safety.ts";

/** The nudge to finish the questionnaire (template `questionnaire-reminder`). */
export function questionnaireReminderEmail(input: {
  sender: { firstName: string | null; lastName: string | null };
  link: string;
}): Promise<RenderedEmail> {
  const who = displayName(input.sender, "Your partner");
  return renderEmail({
    template: "questionnaire-reminder",
    subject: subjectLine(`${who} is waiting for you to finish your questionnaire`),
    preview: "Finish your questionnaire so you can align your answers together.",
    paragraphs: [
      `${who} has finished their questionnaire and is waiting for you.`,
      "Complete yours, and you can go through the answers you see differently together.",
    ],
    action: { label: "Complete your questionnaire", url: input.link },
    after: [],
    reason: "You received this e-mail because your partner asked us to remind you. We send at most one reminder a day.",
  });
}
