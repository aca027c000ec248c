import type { Database, Document, Executor, NewDocument, State } from "@prenup/db";
import {
  assessQuestionnaire,
  DEFAULT_DOCUMENT_TERM,
  DomainError,
  partnerIdOf,
  sideOf,
  triggeredRuleTypes,
  willHireFlagAfter,
  willHireFlagOf,
  type Respondent,
} from "@prenup/domain";
import { isoOrNull } from "../../http/schemas.ts";
import type { Clock } from "../../integrations/clock.ts";
import { finalReviewDaysFor } from "@prenup/content/runtime";
import type { ContentService } from "../content/index.ts";
import type { StandingService } from "../standing/index.ts";
import type { StatesService } from "../states/index.ts";
import type { PersonRecord, UsersService } from "../users/index.ts";
import type { DocumentsRepository } from "./documents.repository.ts";
import type {
  CreateDocumentBody,
  ParticipantsResponse,
  AgreementChange,
  UpdateDocumentBody,
  UserDocumentResponse,
  UserStateResponse,
} from "./documents.schemas.ts";
import { agreementChangeOf } from "./documents.schemas.ts";

/** The agreement module applies a review, a finalization or the regenerate confirmation (PATCH /documents/{id} hands them over). */
export interface AgreementChangeHandler {
  applyAgreementChange(documentId: string, actorId: string, change: AgreementChange): Promise<void>;
}

/** The document columns the agreement's lifecycle writes. */
export type AgreementFieldsChange = Partial<
  Pick<
    NewDocument,
    | "userAReviewedAt"
    | "userBReviewedAt"
    | "reviewedAt"
    | "finalizedAt"
    | "priorFinalizedAt"
    | "lastGeneratedInputHash"
    | "lastGeneratedAt"
    | "generatedPdfFileId"
    | "attorneyAApprovedAt"
    | "attorneyBApprovedAt"
    | "priorAttorneyAApprovedAt"
    | "priorAttorneyBApprovedAt"
    | "status"
    | "statusModifiedAt"
    | "updatedById"
  >
>;

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

const documentNotFound = (): DomainError => new DomainError("DOCUMENT_NOT_FOUND", DOCUMENT_MESSAGES.documentNotFound);

/** A document as the API answers it, seen from one side (`respondent`). */
export function toUserDocument(
  document: Document,
  state: State | null,
  respondent: Respondent,
  partner: PersonRecord | null,
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
          finalAgreementReviewDays: finalReviewDaysFor(state.abbreviation),
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
    userAReviewedAt: isoOrNull(document.userAReviewedAt),
    userBReviewedAt: isoOrNull(document.userBReviewedAt),
    reviewedAt: isoOrNull(document.reviewedAt),
    finalizedAt: isoOrNull(document.finalizedAt),
    lastGeneratedAt: isoOrNull(document.lastGeneratedAt),
    lastGeneratedInputHash: document.lastGeneratedInputHash,
    generatedPdfFileId: document.generatedPdfFileId,
    attorneyAApprovedAt: isoOrNull(document.attorneyAApprovedAt),
    attorneyBApprovedAt: isoOrNull(document.attorneyBApprovedAt),
    createdAt: document.createdAt.toISOString(),
  };
}

/** Which side of the document a user is on (`sideOf`); staff (and anyone else) see it as partner A does. */
export function respondentOf(document: Pick<Document, "userAId" | "userBId">, userId: string): Respondent {
  return sideOf(document, userId) ?? "A";
}

/**
 * The document's row as the modules below the documents service use it: the row lock, the agreement
 * module's fields, the representing attorney purchase-items assigns, and the document as a viewer
 * sees it. Needs only the repository and the people's names, so the agreement and purchase-items
 * modules are built on it before the documents service (which hands agreement changes to them).
 */
export function createDocumentRecords(deps: {
  repository: DocumentsRepository;
  users: Pick<UsersService, "findPeople">;
}) {
  const { repository, users } = deps;
  return {
    /** The document as `viewerId` sees it (the other party's names as `partner`). */
    async documentFor(documentId: string, viewerId: string): Promise<UserDocumentResponse> {
      const row = await repository.findDocument(documentId);
      if (!row) throw documentNotFound();
      const respondent = respondentOf(row.document, viewerId);
      const partnerId = respondent === "A" ? row.document.userBId : row.document.userAId;
      const [partner] = partnerId ? await users.findPeople([partnerId]) : [];
      return toUserDocument(row.document, row.state, respondent, partner ?? null);
    },

    lockDocument: repository.lockDocument,
    lockSigningFacts: repository.lockSigningFacts,

    /** The agreement module's writes of the document's agreement fields (generation, review, approvals). */
    updateAgreementFields: (documentId: string, changes: AgreementFieldsChange, executor: Executor) =>
      repository.updateDocument(documentId, changes, executor),

    /** The purchase-items module's assignment of a representing attorney (see the repository). */
    assignRepresentingAttorney: repository.assignRepresentingAttorney,
  };
}

export type DocumentRecords = ReturnType<typeof createDocumentRecords>;

export function createDocumentsService(deps: {
  db: Database;
  repository: DocumentsRepository;
  clock: Clock;
  users: Pick<UsersService, "findPeople">;
  states: Pick<StatesService, "findState">;
  standing: Pick<StandingService, "loadContext" | "standingOf">;
  content: Pick<ContentService, "questionnaire">;
  /** Reviews, finalizations and regenerate confirmations (the agreement module). */
  agreementChanges: AgreementChangeHandler;
}) {
  const { db, repository, clock, users, states, standing, content, agreementChanges } = deps;
  const records = createDocumentRecords({ repository, users });
  const { documentFor } = records;

  /**
   * After a state change each partner's will-hire flag follows the HIRES_ATTORNEY rule in the new
   * state (e.g. "hire through the platform" is not offered where we have no partner attorneys), as
   * the answer writes keep it after every answer.
   */
  async function syncWillHireFlags(document: Document, actorId: string): Promise<void> {
    for (const userId of [document.userAId, document.userBId]) {
      if (!userId) continue;
      const { me, facts } = await standing.loadContext(userId);
      const current = willHireFlagOf(facts.document, userId);
      const next = willHireFlagAfter(current, me.hiresAttorney);
      if (next === current) continue;
      await repository.updateDocument(document.id, {
        ...(respondentOf(document, userId) === "A" ? { userAWillHireAttorney: next } : { userBWillHireAttorney: next }),
        updatedById: actorId,
      });
    }
  }

  /** A live state customers can choose, or a 400 issue on `stateId`. */
  async function requireSelectableState(stateId: string): Promise<State> {
    const state = await states.findState(stateId);
    if (!state || !state.isActive) throw DomainError.invalidField("stateId", DOCUMENT_MESSAGES.stateUnavailable);
    return state;
  }

  return {
    documentFor,
    findParties: (documentId: string) => repository.findParties(documentId),
    /** The lookups behind the access rules (documentParty, partner, assignedAttorney). */
    /**
     * Who a customer works with now, for the live stream: null when the account is gone, closed or
     * not a customer's; else the partner on their active agreement (null before one joins).
     */
    async coupleOf(userId: string): Promise<{ documentId: string | null; partnerId: string | null } | null> {
      const row = await repository.findCouple(userId);
      if (!row || row.closed || row.userType !== "CUSTOMER") return null;
      return { documentId: row.documentId, partnerId: row.partnerId };
    },

    accessLookups: {
      findDocumentParties: (documentId: string) => repository.findParties(documentId),
      arePartners: (userId: string, otherUserId: string) => repository.arePartners(userId, otherUserId),
      isAttorneyAssignedToUser: (attorneyId: string, userId: string) =>
        repository.isAttorneyAssignedToUser(attorneyId, userId),
    },

    /** The user's documents with the state summary and the other partner's names. */
    async listUserDocuments(userId: string): Promise<UserDocumentResponse[]> {
      const rows = await repository.listDocumentsOfUser(userId);
      const partnerIds = rows
        .map(({ document }) => partnerIdOf(document, userId))
        .filter((id): id is string => id !== null);
      // The user's own row comes with the partners' names: one query tells whether the user exists.
      const names = new Map((await users.findPeople([userId, ...partnerIds])).map((row) => [row.id, row]));
      if (!names.has(userId)) throw new DomainError("USER_NOT_FOUND", DOCUMENT_MESSAGES.userNotFound);
      return rows.map(({ document, state }) => {
        const respondent = respondentOf(document, userId);
        const partnerId = partnerIdOf(document, userId);
        return toUserDocument(document, state, respondent, partnerId ? (names.get(partnerId) ?? null) : null);
      });
    },

    /**
     * Partner A starts an agreement in a state. One active agreement per customer: the check and
     * the insert run under a per-user lock, so two tabs cannot both create one.
     */
    async createDocument(actorId: string, body: CreateDocumentBody): Promise<UserDocumentResponse> {
      if (sideOf(body, actorId) !== "A") throw new DomainError("FORBIDDEN", DOCUMENT_MESSAGES.createForYourself);
      const state = await requireSelectableState(body.stateId);
      let templateId: string | null;
      if (body.templateId !== undefined) {
        const template = await repository.findTemplate(body.templateId);
        if (!template) throw DomainError.invalidField("templateId", DOCUMENT_MESSAGES.templateUnknown);
        templateId = template.id;
      } else {
        templateId = (await repository.findCountryTemplate(state.countryId))?.id ?? null;
      }
      const document = await db.transaction(async (tx) => {
        await repository.lockDocumentsOfUser(actorId, tx);
        if (await repository.findActiveDocumentOfUser(actorId, tx))
          throw new DomainError("DOCUMENT_EXISTS", DOCUMENT_MESSAGES.documentExists);
        return repository.insertDocument(
          {
            userAId: actorId,
            stateId: state.id,
            templateId,
            createdById: actorId,
            updatedById: actorId,
            createdAt: clock.now(),
          },
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
     * in proof or notarized) cannot change at all. Both read from the caller's standing.
     */
    async updateDocument(documentId: string, actorId: string, body: UpdateDocumentBody): Promise<UserDocumentResponse> {
      const change = agreementChangeOf(body);
      if (change) {
        await agreementChanges.applyAgreementChange(documentId, actorId, change);
        return documentFor(documentId, actorId);
      }
      const context = await standing.loadContext(actorId, { documentId });
      const document = context.facts.document;
      if (!document) throw documentNotFound();
      const current = standing.standingOf(context);
      if (current.questionnaire.blocked)
        throw new DomainError("QUESTIONNAIRE_LOCKED", DOCUMENT_MESSAGES.questionnaireLocked);
      const next = await requireSelectableState(body.stateId ?? "");
      if (next.id !== document.stateId) {
        if (body.confirmStateChange !== true && current.prenupPaid) {
          throw new DomainError("STATE_CHANGE_NEEDS_CONFIRMATION", DOCUMENT_MESSAGES.stateChangeNeedsConfirmation);
        }
        await repository.updateDocument(document.id, { stateId: next.id, updatedById: actorId });
        const changed = await repository.findDocument(document.id);
        if (changed) await syncWillHireFlags(changed.document, actorId);
      }
      return documentFor(document.id, actorId);
    },

    /** The state as it would apply to this user's agreement: wording, statute, witnesses, attorney rules. */
    async getUserState(userId: string, stateId: string): Promise<UserStateResponse> {
      const context = await standing.loadContext(userId);
      const state = await states.findState(stateId);
      if (!state) throw new DomainError("STATE_NOT_FOUND", DOCUMENT_MESSAGES.stateNotFound);
      const document = context.facts.document ? await repository.findDocument(context.facts.document.id) : null;
      const templateId =
        document?.document.templateId ?? (await repository.findCountryTemplate(state.countryId))?.id ?? null;
      const facts = templateId ? await repository.findTemplateState(templateId, state.id) : null;
      // The user's answers, as the questionnaire engine sees them in that state.
      const there = assessQuestionnaire(await content.questionnaire(context.facts.contentVersion, state.id), {
        answers: context.myAnswers,
        today: clock.now(),
        stateAbbreviation: state.abbreviation,
        reviewDays: finalReviewDaysFor(state.abbreviation),
        background: { hasState: true, firstName: context.facts.user.firstName, lastName: context.facts.user.lastName },
        willHireAttorney: null,
        representationPaid: context.me.representationPaid,
      });
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
        attorneyRuleTypes: triggeredRuleTypes(there).sort(),
      };
    },

    /** Who is on the document: both partners, their attorneys, and the invitation. */
    async getParticipants(documentId: string): Promise<ParticipantsResponse> {
      const row = await repository.findDocument(documentId);
      if (!row) throw documentNotFound();
      const { document } = row;
      const people = new Map(
        (await users.findPeople([document.userAId, ...(document.userBId ? [document.userBId] : [])])).map((p) => [
          p.id,
          p,
        ]),
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

    // What the partners module needs of a document: its invitation and reminder, written here.
    findDocument: repository.findDocument,
    findActiveDocumentOfUser: repository.findActiveDocumentOfUser,
    lockDocumentsOfUser: repository.lockDocumentsOfUser,
    lockDocument: repository.lockDocument,
    /** Admin duplicate resolution: the user's other active agreements become inactive (see the repository). */
    deactivateOtherDocuments: repository.deactivateOtherDocuments,
    recordInvitation: repository.recordInvitation,
    acceptInvitation: repository.acceptInvitation,
    listOpenInvites: repository.listOpenInvites,
    stampReminder: repository.stampReminder,
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
