import type { Executor } from "@prenup/db";
import {
  disclosureAcknowledgementOf,
  disclosureStatus,
  isDisclosureGiven,
  type DisclosureAcknowledgement,
} from "@prenup/domain";
import { disclosureToAcknowledgeEmail } from "@prenup/emails";
import { turnOffLink, type MailPort } from "../../integrations/mail/index.ts";

const KIND = "DISCLOSURE_TO_ACKNOWLEDGE";

/**
 * The owner's disclosure as it stood before a write, read in the write's locking statement
 * (`ownerAcknowledgementFacts` of the repository): the declaration, the live entry count, the
 * change time and count, the latest version and the version the other partner last acknowledged, with who
 * would be told (`acknowledgementReader`).
 */
export type AcknowledgementFacts = {
  lastChangedAt: string | null;
  changeCount: number;
  completedAt: string | null;
  nothingToDiscloseAt: string | null;
  entryCount: number;
  latestVersion: { number: number; asOfChange: number } | null;
  acknowledgedVersion: number | null;
  reader: { ownerFirstName: string | null; partner: { id: string; email: string | null } | null };
};

/** Where the other partner's acknowledgement stood before the write. */
export function acknowledgementBefore(facts: AcknowledgementFacts): DisclosureAcknowledgement {
  return disclosureAcknowledgementOf({
    given: isDisclosureGiven(disclosureStatus(facts)),
    latest: facts.latestVersion,
    ownerChangeCount: facts.changeCount,
    acknowledgedVersion: facts.acknowledgedVersion,
  });
}

/**
 * Where it stands after an entry write of the owner's (one more change: an entry added, which
 * withdraws "nothing to disclose", or removed, or changed in place), no version being frozen by the write.
 */
export function acknowledgementAfterEntryWrite(
  facts: AcknowledgementFacts,
  change: { entryDelta: -1 | 0 | 1 },
): DisclosureAcknowledgement {
  return disclosureAcknowledgementOf({
    given: isDisclosureGiven(
      disclosureStatus({
        entryCount: facts.entryCount + change.entryDelta,
        completedAt: facts.completedAt,
        nothingToDiscloseAt: change.entryDelta === 1 ? null : facts.nothingToDiscloseAt,
      }),
    ),
    latest: facts.latestVersion,
    ownerChangeCount: facts.changeCount + 1,
    acknowledgedVersion: facts.acknowledgedVersion,
  });
}

/**
 * The write made the disclosure wait for the other partner when it did not: before, it was not
 * given or they had acknowledged it as it stood; after, it is given and their acknowledgement is
 * missing (AWAITED) or of an earlier version (LAPSED). Further changes while it waits tell nobody.
 */
export function startsWaiting(before: DisclosureAcknowledgement, after: DisclosureAcknowledgement): boolean {
  return (
    (before.state === "NOT_GIVEN" || before.state === "CURRENT") &&
    (after.state === "AWAITED" || after.state === "LAPSED")
  );
}

export type AcknowledgementMailDeps = { mail?: Pick<MailPort, "enqueueOnce">; customerAppUrl?: string };

/**
 * Records, in the write's transaction, the other partner's e-mail that the owner's disclosure waits
 * for their acknowledgement (`disclosure-to-acknowledge`), when the write started the wait
 * (`startsWaiting`): a notification of the kind DISCLOSURE_TO_ACKNOWLEDGE, suppressed by the outbox
 * for a partner who turned it off, recorded once per version to read (two writes at once record
 * one). Nothing when the partner has not joined or has no address.
 */
export async function mailPartnerToAcknowledge(
  deps: AcknowledgementMailDeps,
  tx: Executor,
  input: {
    documentId: string;
    ownerId: string;
    facts: AcknowledgementFacts;
    before: DisclosureAcknowledgement;
    after: DisclosureAcknowledgement;
  },
): Promise<void> {
  const { mail, customerAppUrl } = deps;
  const partner = input.facts.reader.partner;
  const version = input.after.currentVersion;
  if (!mail || !customerAppUrl || !partner?.email || version === null) return;
  if (!startsWaiting(input.before, input.after)) return;
  const base = customerAppUrl.replace(/\/$/, "");
  const email = await disclosureToAcknowledgeEmail({
    owner: { firstName: input.facts.reader.ownerFirstName },
    version,
    lapsedVersion: input.after.acknowledgedVersion,
    link: `${base}/financial-disclosure`,
    turnOffLink: turnOffLink(base, KIND),
  });
  await mail.enqueueOnce(
    {
      to: partner.email,
      subject: email.subject,
      text: email.text,
      html: email.html,
      template: email.template,
      userId: partner.id,
      templateData: { documentId: input.documentId, ownerId: input.ownerId, version },
      category: "notification",
      optOutKind: KIND,
    },
    `${email.template}:${input.documentId}:${input.ownerId}:${version}`,
    tx,
  );
}

/** `mailPartnerToAcknowledge` after an entry write of the owner's (an entry or a document behind one), from the facts its locking statement read. */
export async function mailAfterEntryWrite(
  deps: AcknowledgementMailDeps,
  tx: Executor,
  input: { ownerId: string; documentId: string },
  facts: AcknowledgementFacts | null,
  change: { entryDelta: -1 | 0 | 1 },
): Promise<void> {
  if (!facts) return;
  await mailPartnerToAcknowledge(deps, tx, {
    documentId: input.documentId,
    ownerId: input.ownerId,
    facts,
    before: acknowledgementBefore(facts),
    after: acknowledgementAfterEntryWrite(facts, change),
  });
}
