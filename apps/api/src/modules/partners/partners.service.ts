import type { Database, Executor } from "@prenup/db";
import { canSendQuestionnaireReminder } from "@prenup/domain";
import type { VerifiedToken } from "../../auth/token-verifier.ts";
import { conflict, forbidden, HttpError, notFound, ValidationFailure } from "../../http/errors.ts";
import type { Clock } from "../../integrations/clock.ts";
import { MailDeliveryError, type MailMessage, type MailPort } from "../../integrations/mail/index.ts";
import type { DocumentsRepository } from "../documents/documents.repository.ts";
import { DOCUMENT_MESSAGES, type createDocumentsService } from "../documents/documents.service.ts";
import type { UserDocumentResponse } from "../documents/documents.schemas.ts";
import { createInviteToken, verifyInviteToken } from "./invite-token.ts";
import { partnerInviteMail, questionnaireReminderMail } from "./partners.mails.ts";
import type { PartnersRepository } from "./partners.repository.ts";
import { INVITE_MESSAGES, type InviteResponse } from "./partners.schemas.ts";

export const PARTNER_MESSAGES = {
  noDocument: "Choose your state first: the invitation is for your agreement.",
  partnerAlreadyJoined: "Your partner has already joined your agreement.",
  inviteInvalid: "This invitation link has expired or was replaced. Ask your partner to send a new one.",
  emailMismatch: "This invitation was sent to another e-mail address. Sign in with that address to accept it.",
  emailNotVerified: "Please verify your e-mail address before accepting the invitation.",
  ownInvitation: "This is your own invitation. Your partner accepts it with their own account.",
  otherDocument: "You already take part in another agreement. An account can belong to one agreement at a time.",
  customersOnly: "Only a customer account can join an agreement. Sign in with your personal account to accept the invitation.",
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

const sameEmail = (a: string | null | undefined, b: string | null | undefined): boolean =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

export function createPartnersService(deps: {
  db: Database;
  clock: Clock;
  mail: MailPort;
  inviteKey: Uint8Array;
  customerAppUrl: string;
  documents: DocumentsRepository;
  documentsService: Pick<ReturnType<typeof createDocumentsService>, "documentFor">;
  repository: PartnersRepository;
  questionnaire: QuestionnaireCompletion;
}) {
  const { db, clock, mail, repository } = deps;

  /** Records the mail with the change (in `run`'s transaction), then delivers it once committed. */
  async function withMail<T>(
    run: (tx: Executor, enqueue: (message: MailMessage) => Promise<void>) => Promise<T>,
  ): Promise<T> {
    const ids: string[] = [];
    const result = await db.transaction(async (tx) =>
      run(tx, async (message) => {
        ids.push(await mail.enqueue(message, tx));
      }),
    );
    try {
      await mail.deliver(ids);
    } catch (error) {
      if (error instanceof MailDeliveryError) throw new HttpError(503, "MAIL_UNAVAILABLE", PARTNER_MESSAGES.mailUnavailable);
      throw error;
    }
    return result;
  }

  return {
    /**
     * Partner A invites partner B by e-mail: a new signed link (14 days, single use) replaces any
     * earlier one, and the mail with it is written to the outbox in the same transaction.
     */
    async invite(actor: { id: string; email: string }, email: string): Promise<UserDocumentResponse> {
      if (sameEmail(email, actor.email)) {
        throw new ValidationFailure([{ message: INVITE_MESSAGES.inviteYourself, path: ["email"] }]);
      }
      const document = await deps.documents.findActiveDocumentOfUser(actor.id);
      if (!document) throw conflict(PARTNER_MESSAGES.noDocument, "NO_DOCUMENT");
      if (document.userBId) throw conflict(PARTNER_MESSAGES.partnerAlreadyJoined, "PARTNER_ALREADY_JOINED");
      const now = clock.now();
      if (document.invitationSentAt && now.getTime() - new Date(document.invitationSentAt).getTime() < INVITE_INTERVAL_MS) {
        throw conflict(PARTNER_MESSAGES.inviteTooSoon, "INVITE_TOO_SOON");
      }
      const { token, nonceHash, expiresAt } = await createInviteToken({ key: deps.inviteKey, documentId: document.id, now });
      const link = `${deps.customerAppUrl}/invite?${new URLSearchParams({ document: document.id, token }).toString()}`;
      const [inviter] = await deps.documents.findPeople([actor.id]);
      await withMail(async (tx, enqueue) => {
        await deps.documents.updateDocument(
          document.id,
          {
            invitationEmail: email,
            invitationSentAt: now,
            invitationTokenHash: nonceHash,
            invitationExpiresAt: expiresAt,
            updatedById: actor.id,
          },
          // In the mail's transaction: no mail without its link's hash, no new hash without its mail.
          tx,
        );
        await enqueue(
          partnerInviteMail({
            to: email,
            inviter: { id: actor.id, firstName: inviter?.firstName ?? null, lastName: inviter?.lastName ?? null },
            link,
            expiresAt,
            documentId: document.id,
          }),
        );
      });
      return deps.documentsService.documentFor(document.id, actor.id);
    },

    /** Open invitations addressed to the caller's e-mail. */
    async listInvites(actor: { id: string; email: string }): Promise<InviteResponse[]> {
      const rows = await repository.listOpenInvites(actor.email, actor.id, clock.now());
      return rows.map((row) => ({
        documentId: row.documentId,
        invitedBy: { firstName: row.inviterFirstName, lastName: row.inviterLastName },
        sentAt: (row.sentAt ?? row.createdAt).toISOString(),
        expiresAt: row.expiresAt?.toISOString() ?? null,
        state: row.stateId && row.stateName && row.stateAbbreviation
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
      if (actor.userType !== "CUSTOMER") throw forbidden(PARTNER_MESSAGES.customersOnly);
      const row = await deps.documents.findDocument(documentId);
      if (!row || !row.document.isActive) throw conflict(PARTNER_MESSAGES.inviteInvalid, "INVITE_INVALID");
      const { document } = row;
      if (document.userBId === actor.id) return deps.documentsService.documentFor(document.id, actor.id);
      if (document.userAId === actor.id) throw conflict(PARTNER_MESSAGES.ownInvitation, "DOCUMENT_EXISTS");
      if (document.userBId || !document.invitationEmail) throw conflict(PARTNER_MESSAGES.inviteInvalid, "INVITE_INVALID");

      const now = clock.now();
      let nonceHash: string | null = null;
      if (linkToken !== undefined) {
        nonceHash = await verifyInviteToken({ key: deps.inviteKey, token: linkToken, documentId: document.id, now });
        if (nonceHash === null || nonceHash !== document.invitationTokenHash) {
          throw conflict(PARTNER_MESSAGES.inviteInvalid, "INVITE_INVALID");
        }
        if (!sameEmail(actor.email, document.invitationEmail)) {
          throw forbidden(PARTNER_MESSAGES.emailMismatch, "INVITE_EMAIL_MISMATCH");
        }
      } else {
        if (!sameEmail(actor.email, document.invitationEmail)) {
          throw forbidden(PARTNER_MESSAGES.emailMismatch, "INVITE_EMAIL_MISMATCH");
        }
        // The verified claim is about the token's address, which must be the invited one too.
        if (!token.emailVerified || !sameEmail(token.email, document.invitationEmail)) {
          throw forbidden(PARTNER_MESSAGES.emailNotVerified, "EMAIL_NOT_VERIFIED");
        }
      }
      if (document.invitationExpiresAt && document.invitationExpiresAt.getTime() <= now.getTime()) {
        throw conflict(PARTNER_MESSAGES.inviteInvalid, "INVITE_INVALID");
      }

      await db.transaction(async (tx) => {
        // The lock POST /documents takes too: two acceptances, or an acceptance and a new agreement, run one at a time.
        await deps.documents.lockDocumentsOfUser(actor.id, tx);
        const other = await deps.documents.findActiveDocumentOfUser(actor.id, tx);
        if (other) throw conflict(PARTNER_MESSAGES.otherDocument, "DOCUMENT_EXISTS");
        const accepted = await repository.acceptInvitation({ documentId: document.id, userId: actor.id, now, nonceHash }, tx);
        if (!accepted) throw conflict(PARTNER_MESSAGES.inviteInvalid, "INVITE_INVALID");
      });
      return deps.documentsService.documentFor(document.id, actor.id);
    },

    /**
     * Reminds the partner to finish the questionnaire: only when both accounts are linked, the
     * caller is done and the partner is not; at most once per 24 hours per document.
     */
    async sendQuestionnaireReminder(actor: { id: string }): Promise<{ sentAt: string }> {
      const document = await deps.documents.findActiveDocumentOfUser(actor.id);
      if (!document) throw conflict(PARTNER_MESSAGES.noDocument, "NO_DOCUMENT");
      const partnerId = document.userAId === actor.id ? document.userBId : document.userAId;
      const accountsLinked = partnerId !== null;
      const userDone = accountsLinked && (await deps.questionnaire.isQuestionnaireComplete(actor.id));
      const partnerDone = accountsLinked && partnerId !== null && (await deps.questionnaire.isQuestionnaireComplete(partnerId));
      if (!partnerId || !canSendQuestionnaireReminder({ accountsLinked, userDone, partnerDone })) {
        throw conflict(PARTNER_MESSAGES.reminderNotAllowed, "REMINDER_NOT_ALLOWED");
      }
      const people = new Map((await deps.documents.findPeople([actor.id, partnerId])).map((p) => [p.id, p]));
      const sender = people.get(actor.id);
      const partner = people.get(partnerId);
      if (!sender || !partner) throw notFound(DOCUMENT_MESSAGES.userNotFound, "USER_NOT_FOUND");
      const now = clock.now();
      await withMail(async (tx, enqueue) => {
        const stamped = await repository.stampReminder(document.id, now, new Date(now.getTime() - REMINDER_INTERVAL_MS), tx);
        if (!stamped) throw conflict(PARTNER_MESSAGES.reminderTooSoon, "REMINDER_TOO_SOON");
        await enqueue(
          questionnaireReminderMail({
            to: partner.email,
            sender,
            link: `${deps.customerAppUrl}/questionnaire`,
            documentId: document.id,
          }),
        );
      });
      return { sentAt: now.toISOString() };
    },
  };
}
