import { renderEmail, type RenderedEmail } from "./layout.ts";
import { subjectLine } from "./safety.ts";

/**
 * The notice a spouse receives once when the state they say they live in (their account page) is
 * not the state their signed agreement was made under (template `residence-notice`): the domain's
 * `residenceNotice` sentence, and a link to the agreement's aftercare page, which says it again and
 * leads to a change of the agreement.
 */
export function residenceNoticeEmail(input: {
  notice: string;
  residenceStateName: string;
  link: string;
}): Promise<RenderedEmail> {
  return renderEmail({
    template: "residence-notice",
    subject: subjectLine(`You now live in ${input.residenceStateName}: check your agreement`),
    preview: "Your agreement was made under another state's law.",
    paragraphs: [
      input.notice,
      "Your agreement's aftercare page shows what each state's law does without an agreement, and where to start an amendment if you need one.",
    ],
    action: { label: "Open your agreement's aftercare", url: input.link },
    after: [],
    reason:
      "You received this e-mail because you changed the state you live in on your account page, and your signed agreement was made under another state's law.",
  });
}
