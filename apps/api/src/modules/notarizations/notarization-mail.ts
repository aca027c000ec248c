import type { Executor } from "@prenup/db";
import { agreementNotarizedEmail, notarizationLateEmail } from "@prenup/emails";
import { enqueueToPartners } from "../../integrations/mail/index.ts";
import type { NotarizationsContext } from "./notarizations.context.ts";
import type { Facts } from "./notarization-steps.ts";

/** The `agreement-notarized` e-mail, rendered before the transaction that completes the notarization. */
export async function notarizedMail(
  ctx: Pick<NotarizationsContext, "mail" | "customerAppUrl">,
  via: "ONLINE" | "PROOF",
) {
  if (!ctx.mail || !ctx.customerAppUrl) return null;
  return {
    via,
    email: await agreementNotarizedEmail({ via, link: `${ctx.customerAppUrl.replace(/\/$/, "")}/congratulations` }),
  };
}

/** The `notarization-late` e-mail: the online session completed outside the signing window. */
export async function lateMail(
  ctx: Pick<NotarizationsContext, "mail" | "customerAppUrl">,
  signedOn: string,
  reason: string,
) {
  if (!ctx.mail || !ctx.customerAppUrl) return null;
  return {
    via: "ONLINE" as const,
    email: await notarizationLateEmail({
      signedOn,
      reason,
      link: `${ctx.customerAppUrl.replace(/\/$/, "")}/notarize/review`,
    }),
  };
}

/** Records that e-mail to both partners, in the transaction that completes the notarization. */
export async function notifyCoupleOfNotarization(
  ctx: Pick<NotarizationsContext, "mail" | "customerAppUrl">,
  facts: Pick<Facts, "id" | "userAId" | "userBId" | "userA" | "userB">,
  mail: Awaited<ReturnType<typeof notarizedMail>>,
  tx: Executor,
) {
  if (!ctx.mail || !mail) return;
  const partners = [
    { id: facts.userAId, email: facts.userA?.email },
    { id: facts.userBId, email: facts.userB?.email },
  ];
  await enqueueToPartners(ctx.mail, mail.email, partners, { documentId: facts.id, via: mail.via }, tx);
}
