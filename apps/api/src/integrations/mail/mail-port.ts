import type { Executor } from "@prenup/db";
import type { EmailOptOutKind } from "@prenup/domain";

/** One e-mail the API sends: what the recipient reads, and which template produced it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** The template's name (`partner-invite`, `questionnaire-reminder`). */
  template: string;
  templateData?: Record<string, unknown>;
  /** The user the mail is about or from, when there is one. */
  userId?: string | null;
  /**
   * What kind of mail it is. `reminder`, `notification` (news of the partner's doings, e.g. a
   * proposal on a dispute) and `marketing` mails to a user who unsubscribed
   * (`users.email_unsubscribed_at`, the recipient matched by address, whatever the letter case) are recorded as suppressed and
   * never delivered; `transactional` (the default: receipts, invitations, resets) always go.
   */
  category?: "transactional" | "reminder" | "notification" | "marketing";
  /**
   * The milestone kind a recipient can turn off on their account page (`users.muted_email_kinds`):
   * a mail of a kind its recipient turned off is recorded as suppressed, like an unsubscribe.
   * Receipts and security mails have none.
   */
  optOutKind?: EmailOptOutKind;
}

/**
 * The e-mail port. Every adapter first records the mail in `mail_outbox` (in the caller's
 * transaction when one is given, so a mail exists exactly when the change that caused it does);
 * `deliver` then hands the recorded mails to the world once that transaction has committed.
 */
export interface MailPort {
  /** Names the adapter in the start-up log. */
  readonly kind: string;
  /** Records the mail; returns the outbox row id. Pass `deliver` the ids after commit. */
  enqueue(message: MailMessage, executor?: Executor): Promise<string>;
  /**
   * Records a mail that goes at most once per `onceKey`, ever (the outbox's unique index decides, so
   * two callers at once record one); null when one was recorded before.
   */
  enqueueOnce(message: MailMessage, onceKey: string, executor?: Executor): Promise<string | null>;
  /** Delivers recorded mails (marks them sent, or records the failure and throws MailDeliveryError). */
  deliver(ids: string[]): Promise<void>;
}

/** The mail server refused or could not be reached; the outbox row keeps the error. */
export class MailDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "MailDeliveryError";
  }
}

/** Records and delivers in one step, for callers without a transaction of their own. */
export async function sendMail(port: MailPort, message: MailMessage): Promise<string> {
  const id = await port.enqueue(message);
  await port.deliver([id]);
  return id;
}

/**
 * Records one rendered e-mail to each partner of an agreement who has an account and an address,
 * in the caller's transaction (a partner not yet joined is skipped). Returns the outbox ids.
 */
export async function enqueueToPartners(
  port: Pick<MailPort, "enqueue">,
  email: Omit<MailMessage, "to" | "userId" | "templateData">,
  partners: readonly { id: string | null; email: string | null | undefined }[],
  templateData: Record<string, unknown>,
  executor: Executor,
): Promise<string[]> {
  const ids: string[] = [];
  for (const partner of partners) {
    if (!partner.id || !partner.email) continue;
    ids.push(await port.enqueue({ ...email, to: partner.email, userId: partner.id, templateData }, executor));
  }
  return ids;
}

/**
 * The link in a milestone e-mail that turns its kind off: the customer app's account page, which
 * offers to turn the named kind off once the recipient has signed in.
 */
export function turnOffLink(customerAppUrl: string, kind: EmailOptOutKind): string {
  return `${customerAppUrl.replace(/\/$/, "")}/profile?turnOff=${kind}`;
}
