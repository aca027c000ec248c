import { stateLawOf } from "@prenup/content/runtime";
import type { Executor } from "@prenup/db";
import { residenceNotice } from "@prenup/domain";
import { residenceNoticeEmail } from "@prenup/emails";
import { userEmail } from "../users/users.queries.ts";
import type { AftercareContext } from "./aftercare.context.ts";

/** The residence notice's mail template; its once key names the agreement, the spouse and the new state. */
export const RESIDENCE_NOTICE_TEMPLATE = "residence-notice";

/**
 * When a spouse sets the state they live in (PATCH /users/{id}, in the profile's transaction): once
 * per agreement and new state, the notice that their signed agreement was made under another
 * state's law (the domain's `residenceNotice`), e-mailed with the way to the aftercare page. Nothing
 * for an agreement not signed yet, or when they live in its state. The outbox's once key keeps a
 * second move to the same state, or a retried request, from sending it again.
 */
export async function tellOfMove(
  ctx: AftercareContext,
  executor: Executor,
  input: { userId: string; residenceState: string },
): Promise<void> {
  const context = await ctx.standing.loadContext(input.userId, { executor });
  const { document, state, notarization } = context.facts;
  if (!document || !state || !notarization?.notarizationCompletedAt) return;
  const agreementRow = stateLawOf(state.abbreviation);
  const residenceRow = stateLawOf(input.residenceState);
  if (!agreementRow || !residenceRow) return;
  const notice = residenceNotice(
    { abbreviation: agreementRow.stateId, name: agreementRow.name },
    { abbreviation: residenceRow.stateId, name: residenceRow.name },
  );
  if (!notice) return;
  const to = await userEmail(executor, input.userId);
  if (!to) return;
  const email = await residenceNoticeEmail({
    notice,
    residenceStateName: residenceRow.name,
    link: `${ctx.customerAppUrl.replace(/\/$/, "")}/aftercare`,
  });
  await ctx.mail.enqueueOnce(
    {
      to,
      subject: email.subject,
      text: email.text,
      html: email.html,
      template: email.template,
      templateData: { documentId: document.id, residenceState: residenceRow.stateId },
      userId: input.userId,
      category: "reminder",
    },
    `${RESIDENCE_NOTICE_TEMPLATE}:${document.id}:${input.userId}:${residenceRow.stateId}`,
    executor,
  );
}
