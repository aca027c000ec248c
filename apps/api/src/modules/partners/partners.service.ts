import type { Database, Executor } from "@prenup/db";
import { canSendQuestionnaireReminder, DomainError, partnerIdOf, sideOf } from "@prenup/domain";
import type { VerifiedToken } from "../../auth/token-verifier.ts";
import type { Clock } from "../../integrations/clock.ts";
import type { MailMessage, MailPort } from "../../integrations/mail/index.ts";
import { DOCUMENT_MESSAGES, type DocumentsService, type UserDocumentResponse } from "../documents/index.ts";
import type { UsersService } from "../users/index.ts";
import { createInviteToken, verifyInviteToken } from "./invite-token.ts";
import { partnerInviteMail, questionnaireReminderMail } from "./partner-mails.ts";
import { INVITE_MESSAGES, type InvitationPreviewResponse, type InviteResponse } from "./partners.schemas.ts";

export const PARTNER_MESSAGES = {
  noDocument: "Choose your state first: the invitation is for your agreement.",
  partnerAlreadyJoined: "Your partner has already joined your agreement.",
  inviteInvalid: "This invitation link has expired or was replaced. Ask your partner to send a new one.",
  emailMismatch: "This invitation was sent to another e-mail address. Sign in with that address to accept it.",
  emailNotVerified: "Please verify your e-mail address before accepting the invitation.",
  listNotVerified: "Please verify your e-mail address to see the invitations sent to it.",
  ownInvitation: "This is your own invitation. Your partner accepts it with their own account.",
  otherDocument: "You already take part in another agreement. An account can belong to one agreement at a time.",
  customersOnly:
    "Only a customer account can join an agreement. Sign in with your personal account to accept the invitation.",
  reminderNotAllowed:
    "A reminder can be sent once your partner has joined and you have completed your questionnaire, while your partner has not.",
  reminderTooSoon: "A reminder was already sent in the last 24 hours. Please try again tomorrow.",
  inviteTooSoon: "An invitation was sent less than a minute ago. Please wait a moment before sending another.",
  mailUnavailable: "We could not send the e-mail right now. Please try again in a few minutes.",
} as const;

const REMINDER_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** Invitations from one agreement are at least this far apart (nobody's inbox becomes a target). */
const INVITE_INTERVAL_MS = 60 * 1000;

/** "Is this user's questionnaire complete", from the questionnaire module. */
export interface QuestionnaireCompletion {
  isQuestionnaireComplete(userId: string): Promise<boolean>;
}

const inviteInvalid = (): DomainError => new DomainError("INVITE_INVALID", PARTNER_MESSAGES.inviteInvalid);

/** "jordan@example.com" → "j•••@example.com": enough to recognise one's address, not to learn it. */
export function emailHint(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "•••";
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

const sameEmail = (a: string | null | undefined, b: string | null | undefined): boolean =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

export function createPartnersService(deps: {
  db: Database;
  clock: Clock;
  mail: MailPort;
  inviteKey: Uint8Array;
  customerAppUrl: string;
  documents: DocumentsService;
  users: Pick<UsersService, "findPeople">;
  questionnaire: QuestionnaireCompletion;
}) {
  const { db, clock, mail, documents } = deps;

  /**
   * Records the mail with the change, in `run`'s transaction; the mail-delivery job sends it after
   * commit (retried with backoff while the mail server refuses), never inside the request.
   */
  async function withMail<T>(
    run: (tx: Executor, enqueue: (message: MailMessage) => Promise<void>) => Promise<T>,
  ): Promise<T> {
    return db.transaction(async (tx) =>
      run(tx, async (message) => {
        await mail.enqueue(message, tx);
      }),
    );
  }

  return {
    /**
     * Partner A invites partner B by e-mail: a new signed link (14 days, single use) replaces any
     * earlier one, and the mail with it is written to the outbox in the same transaction.
     */
    async invite(actor: { id: string; email: string }, email: string): Promise<UserDocumentResponse> {
      if (sameEmail(email, actor.email)) throw DomainError.invalidField("email", INVITE_MESSAGES.inviteYourself);
      const document = await documents.findActiveDocumentOfUser(actor.id);
      if (!document) throw new DomainError("NO_DOCUMENT", PARTNER_MESSAGES.noDocument);
      if (document.userBId) throw new DomainError("PARTNER_ALREADY_JOINED", PARTNER_MESSAGES.partnerAlreadyJoined);
      const now = clock.now();
      const { token, nonceHash, expiresAt } = await createInviteToken({
        key: deps.inviteKey,
        documentId: document.id,
        now,
      });
      const link = `${deps.customerAppUrl}/invite?${new URLSearchParams({ document: document.id, token }).toString()}`;
      const [inviter] = await deps.users.findPeople([actor.id]);
      // Rendered before the transaction, which then only writes.
      const message = await partnerInviteMail({
        to: email,
        inviter: { id: actor.id, firstName: inviter?.firstName ?? null, lastName: inviter?.lastName ?? null },
        link,
        expiresAt,
        documentId: document.id,
      });
      await withMail(async (tx, enqueue) => {
        // One conditional update decides: at most one invitation a minute, whatever arrives at once.
        // In the mail's transaction: no mail without its link's hash, no new hash without its mail.
        const recorded = await documents.recordInvitation(
          {
            documentId: document.id,
            email,
            now,
            notBefore: new Date(now.getTime() - INVITE_INTERVAL_MS),
            tokenHash: nonceHash,
            expiresAt,
            actorId: actor.id,
          },
          tx,
        );
        if (!recorded) throw new DomainError("INVITE_TOO_SOON", PARTNER_MESSAGES.inviteTooSoon);
        await enqueue(message);
      });
      return documents.documentFor(document.id, actor.id);
    },

    /**
     * What an invitation link says before its holder signs in: the inviter's first name, the state
     * and a hint of the invited address. Only for the current, unexpired, unused link of an agreement
     * still waiting for its partner; anything else is INVITE_INVALID, whichever part failed.
     */
    async previewInvitation(documentId: string, linkToken: string): Promise<InvitationPreviewResponse> {
      const now = clock.now();
      const nonceHash = await verifyInviteToken({ key: deps.inviteKey, token: linkToken, documentId, now });
      if (nonceHash === null) throw inviteInvalid();
      const row = await documents.findDocument(documentId);
      const document = row?.document;
      if (
        !document ||
        !document.isActive ||
        document.userBId ||
        document.invitationTokenHash !== nonceHash ||
        !document.invitationEmail
      ) {
        throw inviteInvalid();
      }
      if (!document.invitationExpiresAt || document.invitationExpiresAt.getTime() <= now.getTime())
        throw inviteInvalid();
      const [inviter] = await deps.users.findPeople([document.userAId]);
      return {
        documentId: document.id,
        invitedBy: { firstName: inviter?.firstName ?? null },
        invitedEmailHint: emailHint(document.invitationEmail),
        state: row.state ? { name: row.state.name, abbreviation: row.state.abbreviation } : null,
        expiresAt: document.invitationExpiresAt.toISOString(),
      };
    },

    /**
     * Open invitations addressed to the caller's e-mail, shown only when the access token says the
     * identity provider verified that very address (an account made from an unverified address
     * learns nothing about the invitations sent to it).
     */
    async listInvites(actor: { id: string; email: string }, token: VerifiedToken): Promise<InviteResponse[]> {
      if (!token.emailVerified || !sameEmail(token.email, actor.email)) {
        throw new DomainError("EMAIL_NOT_VERIFIED", PARTNER_MESSAGES.listNotVerified);
      }
      const rows = await documents.listOpenInvites(actor.email, actor.id, clock.now());
      return rows.map((row) => ({
        documentId: row.documentId,
        invitedBy: { firstName: row.inviterFirstName, lastName: row.inviterLastName },
        sentAt: (row.sentAt ?? row.createdAt).toISOString(),
        expiresAt: row.expiresAt?.toISOString() ?? null,
        state:
          row.stateId && row.stateName && row.stateAbbreviation
            ? { id: row.stateId, name: row.stateName, abbreviation: row.stateAbbreviation }
            : null,
      }));
    },

    /**
     * The invitee joins as partner B: with the link's token (proof of the mailbox), or without one
     * when the access token says the invited e-mail is verified. Either way the account's e-mail
     * must be the invited one. Accepting again as the same partner B answers the document.
     */
    async acceptInvite(
      actor: { id: string; email: string; userType: string },
      token: VerifiedToken,
      documentId: string,
      linkToken: string | undefined,
    ): Promise<UserDocumentResponse> {
      // Attorneys and admins never become a party: staff accounts see agreements through their own rules.
      if (actor.userType !== "CUSTOMER") throw new DomainError("FORBIDDEN", PARTNER_MESSAGES.customersOnly);
      const row = await documents.findDocument(documentId);
      if (!row || !row.document.isActive) throw inviteInvalid();
      const { document } = row;
      const side = sideOf(document, actor.id);
      if (side === "B") return documents.documentFor(document.id, actor.id);
      if (side === "A") throw new DomainError("DOCUMENT_EXISTS", PARTNER_MESSAGES.ownInvitation);
      if (document.userBId || !document.invitationEmail) throw inviteInvalid();

      const now = clock.now();
      let nonceHash: string | null = null;
      if (linkToken !== undefined) {
        nonceHash = await verifyInviteToken({ key: deps.inviteKey, token: linkToken, documentId: document.id, now });
        if (nonceHash === null || nonceHash !== document.invitationTokenHash) throw inviteInvalid();
        if (!sameEmail(actor.email, document.invitationEmail))
          throw new DomainError("INVITE_EMAIL_MISMATCH", PARTNER_MESSAGES.emailMismatch);
      } else {
        if (!sameEmail(actor.email, document.invitationEmail))
          throw new DomainError("INVITE_EMAIL_MISMATCH", PARTNER_MESSAGES.emailMismatch);
        // The verified claim is about the token's address, which must be the invited one too.
        if (!token.emailVerified || !sameEmail(token.email, document.invitationEmail)) {
          throw new DomainError("EMAIL_NOT_VERIFIED", PARTNER_MESSAGES.emailNotVerified);
        }
      }
      if (document.invitationExpiresAt && document.invitationExpiresAt.getTime() <= now.getTime())
        throw inviteInvalid();

      await db.transaction(async (tx) => {
        // The lock POST /documents takes too: two acceptances, or an acceptance and a new agreement, run one at a time.
        await documents.lockDocumentsOfUser(actor.id, tx);
        const other = await documents.findActiveDocumentOfUser(actor.id, tx);
        if (other) throw new DomainError("DOCUMENT_EXISTS", PARTNER_MESSAGES.otherDocument);
        const accepted = await documents.acceptInvitation(
          { documentId: document.id, userId: actor.id, now, nonceHash },
          tx,
        );
        if (!accepted) throw inviteInvalid();
      });
      return documents.documentFor(document.id, actor.id);
    },

    /**
     * Reminds the partner to finish the questionnaire: only when both accounts are linked, the
     * caller is done and the partner is not; at most once per 24 hours per document.
     */
    async sendQuestionnaireReminder(actor: { id: string }): Promise<{ sentAt: string }> {
      const document = await documents.findActiveDocumentOfUser(actor.id);
      if (!document) throw new DomainError("NO_DOCUMENT", PARTNER_MESSAGES.noDocument);
      const partnerId = partnerIdOf(document, actor.id);
      const accountsLinked = partnerId !== null;
      const userDone = accountsLinked && (await deps.questionnaire.isQuestionnaireComplete(actor.id));
      const partnerDone =
        accountsLinked && partnerId !== null && (await deps.questionnaire.isQuestionnaireComplete(partnerId));
      if (!partnerId || !canSendQuestionnaireReminder({ accountsLinked, userDone, partnerDone })) {
        throw new DomainError("REMINDER_NOT_ALLOWED", PARTNER_MESSAGES.reminderNotAllowed);
      }
      const people = new Map((await deps.users.findPeople([actor.id, partnerId])).map((p) => [p.id, p]));
      const sender = people.get(actor.id);
      const partner = people.get(partnerId);
      if (!sender || !partner) throw new DomainError("USER_NOT_FOUND", DOCUMENT_MESSAGES.userNotFound);
      const now = clock.now();
      const message = await questionnaireReminderMail({
        to: partner.email,
        sender,
        link: `${deps.customerAppUrl}/questionnaire`,
        documentId: document.id,
      });
      await withMail(async (tx, enqueue) => {
        const stamped = await documents.stampReminder(
          document.id,
          now,
          new Date(now.getTime() - REMINDER_INTERVAL_MS),
          tx,
        );
        if (!stamped) throw new DomainError("REMINDER_TOO_SOON", PARTNER_MESSAGES.reminderTooSoon);
        // A reminder: the mail port suppresses it when the partner unsubscribed.
        await enqueue({ ...message, category: "reminder" });
      });
      return { sentAt: now.toISOString() };
    },
  };
}

export type PartnersService = ReturnType<typeof createPartnersService>;
