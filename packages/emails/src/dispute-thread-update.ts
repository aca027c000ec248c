import type { ThreadEventKind } from "@prenup/domain";
import { renderEmail, type RenderedEmail } from "./layout.ts";
import { turnOffLinkOf } from "./milestone-footer.ts";
import { displayName, subjectLine } from "./safety.ts";

export type DisputeThreadMailEvent = {
  kind: Exclude<ThreadEventKind, "ASKED_ATTORNEY">;
  by: { firstName: string | null; lastName: string | null };
  questionTitle: string;
  optionValue: string;
};

/** What the partner did, as one sentence. */
function line(event: DisputeThreadMailEvent): string {
  const who = displayName({ firstName: event.by.firstName }, "Your partner");
  switch (event.kind) {
    case "PROPOSED":
      return `${who} proposed "${event.optionValue}" for "${event.questionTitle}".`;
    case "COUNTERED":
      return `${who} answered your proposal on "${event.questionTitle}" with another: "${event.optionValue}".`;
    case "ACCEPTED":
      return `${who} accepted "${event.optionValue}" for "${event.questionTitle}". You now agree on it.`;
  }
}

/**
 * The batched news of the couple's dispute threads (template `dispute-thread-update`): every
 * proposal, counter-proposal and acceptance the partner made since the last such e-mail, oldest first.
 */
export function disputeThreadUpdateEmail(input: {
  events: readonly DisputeThreadMailEvent[];
  link: string;
  turnOffLink?: string | undefined;
}): Promise<RenderedEmail> {
  const first = input.events[0];
  const who = first ? displayName({ firstName: first.by.firstName }, "Your partner") : "Your partner";
  const awaiting = input.events.some((event) => event.kind !== "ACCEPTED");
  return renderEmail({
    template: "dispute-thread-update",
    subject: subjectLine(
      awaiting ? `${who} proposed an answer on your prenup` : `${who} accepted your proposal on your prenup`,
    ),
    preview: awaiting ? "A proposal is waiting for your answer." : "You now agree on the answers below.",
    paragraphs: [
      ...input.events.map(line),
      ...(awaiting ? ["Open alignment to accept a proposal or to propose another answer."] : []),
    ],
    action: { label: "Open alignment", url: input.link },
    after: [],
    reason:
      "You received this e-mail because your partner answered on your prenup's alignment. Several updates within a few minutes come as one e-mail. Unsubscribed users don't receive these updates.",
    ...(input.turnOffLink ? { turnOff: turnOffLinkOf("DISPUTE_PROPOSALS", input.turnOffLink) } : {}),
  });
}
