import type { Executor } from "@prenup/db";
import type { EmailOptOutKind } from "@prenup/domain";
import { partnerIdOf, sideOf } from "@prenup/domain";
import {
  agreementFinalizedEmail,
  agreementGeneratedEmail,
  readyToFinalizeEmail,
  reviewAwaitedEmail,
  type RenderedEmail,
} from "@prenup/emails";
import { turnOffLink } from "../../integrations/mail/index.ts";
import type { AgreementContext } from "./agreement.context.ts";
import type { GenerationFacts } from "./agreement.repository.ts";

/** A mail rendered ahead, recorded by the write's transaction (its id; null when its once key was recorded already). */
export type MailInTransaction = (tx: Executor) => Promise<string | null>;

/** The milestones of the agreement that need the other partner, each with where its e-mail links. */
const MILESTONES = {
  AGREEMENT_GENERATED: { path: "/documents/review", render: agreementGeneratedEmail },
  REVIEW_AWAITED: {
    path: "/documents/review",
    render: (input: { by: { firstName: string | null }; link: string; turnOffLink: string }) =>
      reviewAwaitedEmail({ reviewer: input.by, link: input.link, turnOffLink: input.turnOffLink }),
  },
  READY_TO_FINALIZE: { path: "/documents/review", render: readyToFinalizeEmail },
  AGREEMENT_FINALIZED: { path: "/notarize", render: agreementFinalizedEmail },
} as const satisfies Partial<
  Record<
    EmailOptOutKind,
    {
      path: string;
      render: (input: {
        by: { firstName: string | null };
        link: string;
        turnOffLink: string;
      }) => Promise<RenderedEmail>;
    }
  >
>;

/**
 * The other partner's e-mail about a milestone the actor reached (generated, reviewed, finalized),
 * rendered before the write and recorded in its transaction: a notification of its opt-out kind,
 * so the outbox suppresses it for a partner who unsubscribed or turned the kind off. With `onceKey`
 * the outbox records it once per key (`enqueueOnce`), so a request sent again adds no second mail.
 * Null when the actor is not one of the partners, or the other has no account or address yet.
 */
export async function partnerMilestoneMail(
  deps: Pick<AgreementContext, "mail" | "customerAppUrl">,
  facts: Pick<GenerationFacts, "documentId" | "userAId" | "userBId" | "names">,
  actorId: string,
  kind: keyof typeof MILESTONES,
  onceKey?: string,
): Promise<MailInTransaction | null> {
  const side = sideOf(facts, actorId);
  if (!side || !deps.mail || !deps.customerAppUrl) return null;
  const partnerId = partnerIdOf(facts, actorId);
  const partner = side === "A" ? facts.names.B : facts.names.A;
  if (!partnerId || !partner?.email) return null;
  const base = deps.customerAppUrl.replace(/\/$/, "");
  const milestone = MILESTONES[kind];
  const email = await milestone.render({
    by: { firstName: facts.names[side]?.firstName ?? null },
    link: `${base}${milestone.path}`,
    turnOffLink: turnOffLink(base, kind),
  });
  const mail = deps.mail;
  const to = partner.email;
  const message = {
    to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    template: email.template,
    userId: partnerId,
    templateData: { documentId: facts.documentId },
    category: "notification" as const,
    optOutKind: kind,
  };
  return async (tx) => (onceKey ? await mail.enqueueOnce(message, onceKey, tx) : await mail.enqueue(message, tx));
}
