import type { Executor } from "@prenup/db";
import { DomainError } from "@prenup/domain";
import type { MailMessage } from "../../integrations/mail/index.ts";
import type { PartnersContext } from "./partners.context.ts";
import { PARTNER_MESSAGES } from "./partners.messages.ts";

export const REMINDER_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** Invitations from one agreement are at least this far apart (nobody's inbox becomes a target). */
export const INVITE_INTERVAL_MS = 60 * 1000;

/** 404 INVITE_INVALID, whichever part of the link failed. */
export const inviteInvalid = (): DomainError => new DomainError("INVITE_INVALID", PARTNER_MESSAGES.inviteInvalid);

/** "jordan@example.com" → "j•••@example.com": enough to recognise one's address, not to learn it. */
export function emailHint(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "•••";
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

/** The same address, whatever the case and surrounding spaces. */
export const sameEmail = (a: string | null | undefined, b: string | null | undefined): boolean =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Records the mail with the change, in `run`'s transaction; the mail-delivery job sends it after
 * commit (retried with backoff while the mail server refuses), never inside the request.
 */
export async function withMail<T>(
  ctx: PartnersContext,
  run: (tx: Executor, enqueue: (message: MailMessage) => Promise<void>) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction(async (tx) =>
    run(tx, async (message) => {
      await ctx.mail.enqueue(message, tx);
    }),
  );
}
