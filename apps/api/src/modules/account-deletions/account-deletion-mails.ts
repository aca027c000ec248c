import { formatDate, readerTimeZone } from "@prenup/domain";
import { accountDeletionScheduledEmail, agreementClosedEmail } from "@prenup/emails";

/** The once-key prefix of the e-mail that confirms a scheduled deletion. */
export const ACCOUNT_DELETION_SCHEDULED_MAIL = "account-deletion-scheduled";

type Person = { email: string; firstName: string | null; lastName: string | null };

/** The e-mail that says when the account will be deleted and how to cancel. */
export function scheduledMail(account: Person, dueAt: Date, customerAppUrl: string) {
  return accountDeletionScheduledEmail({
    user: account,
    deletionOn: formatDate(dueAt, readerTimeZone()),
    accountUrl: `${customerAppUrl}/account`,
  });
}

/** The e-mail that tells a partner their agreement closed because the other partner left (no details). */
export function agreementClosedMail(partner: Person, customerAppUrl: string) {
  return agreementClosedEmail({ user: partner, dashboardUrl: `${customerAppUrl}/` });
}
