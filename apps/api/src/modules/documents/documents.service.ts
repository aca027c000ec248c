import { createQuestionnaireRepository } from "../questionnaire/questionnaire.repository.ts";
import { loadUserContext } from "../questionnaire/questionnaire.service.ts";
import type { Database, Document, State } from "@prenup/db";
import { DEFAULT_DOCUMENT_TERM, documentFlags, isQuestionnaireBlocked, type Respondent } from "@prenup/domain";
import { conflict, forbidden, notFound, ValidationFailure } from "../../http/errors.ts";
import { isoOrNull } from "../../http/schemas.ts";
import type { Clock } from "../../integrations/clock.ts";
import type { DocumentsRepository } from "./documents.repository.ts";
import type {
  CreateDocumentBody,
  ParticipantsResponse,
  UpdateDocumentBody,
  UserDocumentResponse,
  UserStateResponse,
} from "./documents.schemas.ts";

export const DOCUMENT_MESSAGES = {
  createForYourself: "You can only create an agreement for yourself.",
  documentExists: "You already have an agreement. Continue with it from your dashboard.",
  stateUnavailable: "Choose one of the available states.",
  templateUnknown: "This agreement template does not exist.",
  stateChangeNeedsConfirmation: "Your prenup is already paid. Confirm that you want to change the state.",
  questionnaireLocked:
    "Your questionnaire can no longer be changed: your agreement is being reviewed, finalized or notarized.",
  documentNotFound: "Agreement not found",
  stateNotFound: "State not found",
  userNotFound: "User not found",
} as const;

type PersonName = { id: string; firstName: string | null; middleName: string | null; lastName: string | null; suffix: string | null };

/** A document as the API answers it, seen from one side (`respondent`). */
export function toUserDocument(
  document: Document,
  state: State | null,
  respondent: Respondent,
  partner: PersonName | null,
): UserDocumentResponse {
  return {
    id: document.id,
    isActive: document.isActive,
    templateId: document.templateId,
    respondent,
    userAId: document.userAId,
    userBId: document.userBId,
    attorneyAId: document.attorneyAId,
    attorneyBId: document.attorneyBId,
    userAWillHireAttorney: document.userAWillHireAttorney,
    userBWillHireAttorney: document.userBWillHireAttorney,
    stateId: document.stateId,
    state: state
      ? {
          id: state.id,
          name: state.name,
          abbreviation: state.abbreviation,
          termForState: state.termForState,
          allowsOnlineNotary: state.allowsOnlineNotary,
          distributionLaw: state.distributionLaw,
          spousalSupportLaw: state.spousalSupportLaw,
          attorneySupport: state.attorneySupport,
        }
      : null,
    partner: partner
      ? {
          id: partner.id,
          firstName: partner.firstName,
          middleName: partner.middleName,
          lastName: partner.lastName,
          suffix: partner.suffix,
        }
      : null,
    status: document.status,
    statusModifiedAt: isoOrNull(document.statusModifiedAt),
    invitationEmail: document.invitationEmail,
    invitationSentAt: isoOrNull(document.invitationSentAt),
    invitationExpiresAt: document.userBId ? null : isoOrNull(document.invitationExpiresAt),
    invitationAcceptedAt: isoOrNull(document.invitationAcceptedAt),
    questionnaireReminderSentAt: isoOrNull(document.questionnaireReminderSentAt),
    reviewedAt: isoOrNull(document.reviewedAt),
    finalizedAt: isoOrNull(document.finalizedAt),
    lastGeneratedAt: isoOrNull(document.lastGeneratedAt),
    lastGeneratedInputHash: document.lastGeneratedInputHash,
    createdAt: document.createdAt.toISOString(),
  };
}

/** Which side of the document a user is on; staff (and anyone else) see it as partner A does. */
export function respondentOf(document: Pick<Document, "userBId">, userId: string): Respondent {
  return document.userBId === userId ? "B" : "A";
}

export function createDocumentsService(deps: { db: Database; repository: DocumentsRepository; clock: Clock }) {
  const { db, repository, clock } = deps;

  /**
   * After a state change each partner's will-hire flag follows the HIRES_ATTORNEY rule in the new
   * state (e.g. "hire through the platform" is not offered where we have no partner attorneys), as
   * the answer routes keep it after every answer.
   */
  async function syncWillHireFlags(documentId: string, actorId: string): Promise<void> {
    const row = await repository.findDocument(documentId);
    if (!row) return;
    const { document } = row;
    for (const [userId, respondent] of [
      [document.userAId, "A"],
      [document.userBId, "B"],
    ] as const) {
      if (!userId) continue;
      const { standing } = await loadUserContext(createQuestionnaireRepository(db), clock, { userId });
      const hires = standing.triggers.some((trigger) => trigger.type === "HIRES_ATTORNEY");
      const current = respondent === "A" ? document.userAWillHireAttorney : document.userBWillHireAttorney;
      if (current === null && !hires) continue;
      if (current !== hires) {
        await repository.updateDocument(document.id, {
          ...(respondent === "A" ? { userAWillHireAttorney: hires } : { userBWillHireAttorney: hires }),
          updatedById: actorId,
        });
      }
    }
  }

  /** A live state customers can choose, or a 400 issue on `stateId`. */
  async function requireSelectableState(stateId: string): Promise<State> {
    const state = await repository.findState(stateId);
    if (!state || !state.isActive) {
      throw new ValidationFailure([{ message: DOCUMENT_MESSAGES.stateUnavailable, path: ["stateId"] }]);
    }
    return state;
  }

  /** The document as `viewerId` sees it (the other party's names as `partner`). */
  async function documentFor(documentId: string, viewerId: string): Promise<UserDocumentResponse> {
    const row = await repository.findDocument(documentId);
    if (!row) throw notFound(DOCUMENT_MESSAGES.documentNotFound, "DOCUMENT_NOT_FOUND");
    const respondent = respondentOf(row.document, viewerId);
    const partnerId = respondent === "A" ? row.document.userBId : row.document.userAId;
    const [partner] = partnerId ? await repository.findPeople([partnerId]) : [];
    return toUserDocument(row.document, row.state, respondent, partner ?? null);
  }

  /** True when the couple's prenup is paid (a counting PRENUP purchase of either partner). */
  async function isPrenupPaid(document: Document): Promise<boolean> {
    return (await repository.findPrenupPurchases(document)).length > 0;
  }

  return {
    documentFor,
    isPrenupPaid,

    /** The user's documents with the state summary and the other partner's names. */
    async listUserDocuments(userId: string): Promise<UserDocumentResponse[]> {
      const rows = await repository.listDocumentsOfUser(userId);
      const partnerIds = rows
        .map(({ document }) => (document.userAId === userId ? document.userBId : document.userAId))
        .filter((id): id is string => id !== null);
      // The user's own row comes with the partners' names: one query tells whether the user exists.
      const names = new Map((await repository.findPeople([...new Set([userId, ...partnerIds])])).map((row) => [row.id, row]));
      if (!names.has(userId)) throw notFound(DOCUMENT_MESSAGES.userNotFound, "USER_NOT_FOUND");
      return rows.map(({ document, state }) => {
        const respondent = document.userAId === userId ? "A" : "B";
        const partnerId = respondent === "A" ? document.userBId : document.userAId;
        return toUserDocument(document, state, respondent, partnerId ? (names.get(partnerId) ?? null) : null);
      });
    },

    /**
     * Partner A starts an agreement in a state. One active agreement per customer: the check and
     * the insert run under a per-user lock, so two tabs cannot both create one.
     */
    async createDocument(actorId: string, body: CreateDocumentBody): Promise<UserDocumentResponse> {
      if (body.userAId !== actorId) throw forbidden(DOCUMENT_MESSAGES.createForYourself);
      const state = await requireSelectableState(body.stateId);
      let templateId: string | null;
      if (body.templateId !== undefined) {
        const template = await repository.findTemplate(body.templateId);
        if (!template) throw new ValidationFailure([{ message: DOCUMENT_MESSAGES.templateUnknown, path: ["templateId"] }]);
        templateId = template.id;
      } else {
        templateId = (await repository.findCountryTemplate(state.countryId))?.id ?? null;
      }
      const document = await db.transaction(async (tx) => {
        await repository.lockDocumentsOfUser(actorId, tx);
        if (await repository.findActiveDocumentOfUser(actorId, tx)) {
          throw conflict(DOCUMENT_MESSAGES.documentExists, "DOCUMENT_EXISTS");
        }
        return repository.insertDocument(
          { userAId: actorId, stateId: state.id, templateId, createdById: actorId, updatedById: actorId, createdAt: clock.now() },
          tx,
        );
      });
      return toUserDocument(document, state, "A", null);
    },

    /** The document for a party (their side), an assigned attorney or an admin (side A). */
    getDocument: (documentId: string, viewerId: string) => documentFor(documentId, viewerId),

    /**
     * A party changes the document's state. Once the prenup is paid a change needs
     * `confirmStateChange: true`; a questionnaire that is blocked (in editor, reviewed, finalized,
     * in proof or notarized) cannot change at all.
     */
    async updateDocument(documentId: string, actorId: string, body: UpdateDocumentBody): Promise<UserDocumentResponse> {
      const row = await repository.findDocument(documentId);
      if (!row) throw notFound(DOCUMENT_MESSAGES.documentNotFound, "DOCUMENT_NOT_FOUND");
      const { document, state } = row;
      const notarization = await repository.findNotarization(document.id);
      const flags = documentFlags({ document, notarization, stateAllowsOnlineNotary: state?.allowsOnlineNotary ?? false });
      if (isQuestionnaireBlocked(flags)) throw conflict(DOCUMENT_MESSAGES.questionnaireLocked, "QUESTIONNAIRE_LOCKED");
      const next = await requireSelectableState(body.stateId);
      if (next.id !== document.stateId) {
        if (body.confirmStateChange !== true && (await isPrenupPaid(document))) {
          throw conflict(DOCUMENT_MESSAGES.stateChangeNeedsConfirmation, "STATE_CHANGE_NEEDS_CONFIRMATION");
        }
        await repository.updateDocument(document.id, { stateId: next.id, updatedById: actorId });
        await syncWillHireFlags(document.id, actorId);
      }
      return documentFor(document.id, actorId);
    },

    /** The state as it would apply to this user's document: wording, statute, witnesses, attorney rules. */
    async getUserState(userId: string, stateId: string): Promise<UserStateResponse> {
      const [user] = await repository.findPeople([userId]);
      if (!user) throw notFound(DOCUMENT_MESSAGES.userNotFound, "USER_NOT_FOUND");
      const state = await repository.findState(stateId);
      if (!state) throw notFound(DOCUMENT_MESSAGES.stateNotFound, "STATE_NOT_FOUND");
      const document = await repository.findActiveDocumentOfUser(userId);
      const templateId = document?.templateId ?? (await repository.findCountryTemplate(state.countryId))?.id ?? null;
      const facts = templateId ? await repository.findTemplateState(templateId, state.id) : null;
      const attorneyRuleTypes = await repository.findTriggeredAttorneyRuleTypes(userId, document?.id ?? null, state.id);
      return {
        state: {
          id: state.id,
          countryId: state.countryId,
          name: state.name,
          abbreviation: state.abbreviation,
          isActive: state.isActive,
          icon: state.icon,
          termForState: state.termForState,
          allowsOnlineNotary: state.allowsOnlineNotary,
          notaryBlockText: state.notaryBlockText,
          distributionLaw: state.distributionLaw,
          embryoRepRequired: state.embryoRepRequired,
          spousalSupportLaw: state.spousalSupportLaw,
          attorneySupport: state.attorneySupport,
        },
        termForDocument: facts?.termForDocument ?? DEFAULT_DOCUMENT_TERM,
        statute: facts?.statute ?? null,
        witnessRequired: facts?.witnessRequired ?? false,
        attorneyRuleTypes: [...attorneyRuleTypes].sort(),
      };
    },

    /** Who is on the document: both partners, their attorneys, and the invitation. */
    async getParticipants(documentId: string): Promise<ParticipantsResponse> {
      const row = await repository.findDocument(documentId);
      if (!row) throw notFound(DOCUMENT_MESSAGES.documentNotFound, "DOCUMENT_NOT_FOUND");
      const { document } = row;
      const people = new Map(
        (await repository.findPeople([document.userAId, ...(document.userBId ? [document.userBId] : [])])).map((p) => [p.id, p]),
      );
      const attorneyIds = [document.attorneyAId, document.attorneyBId].filter((id): id is string => id !== null);
      const attorneys = new Map((await repository.findAttorneys(attorneyIds)).map((a) => [a.id, a]));
      const participant = (userId: string | null, respondent: Respondent) => {
        const person = userId ? people.get(userId) : undefined;
        return person ? { ...person, respondent } : null;
      };
      const userA = participant(document.userAId, "A");
      if (!userA) throw new Error(`document ${document.id} names a user A that does not exist`);
      return {
        userA,
        userB: participant(document.userBId, "B"),
        attorneyA: (document.attorneyAId && attorneys.get(document.attorneyAId)) || null,
        attorneyB: (document.attorneyBId && attorneys.get(document.attorneyBId)) || null,
        invitation: document.invitationEmail
          ? {
              email: document.invitationEmail,
              sentAt: isoOrNull(document.invitationSentAt),
              acceptedAt: isoOrNull(document.invitationAcceptedAt),
              expiresAt: document.userBId ? null : isoOrNull(document.invitationExpiresAt),
            }
          : null,
      };
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
