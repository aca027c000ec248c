import type { Database, Executor } from "@prenup/db";
import {
  adminStageActionsFor,
  applicationProblems,
  attorneyRatingSummary,
  attorneyStageChange,
  canEditAttorneyProfile,
  DomainError,
  lawFirmLead,
  lawFirmLeadChanges,
  lawFirmLeadProblem,
  payoutAvailableCents,
  starCount,
  type AdminAttorneyStageAction,
  type AttorneyStage,
  type PayoutStatus,
  type ReviewStatus,
  type UpdateAttorneyApplication,
} from "@prenup/domain";
import { attorneyApplicationEmail, type AttorneyApplicationEvent } from "@prenup/emails";
import type { Clock } from "../../integrations/clock.ts";
import type { MailPort } from "../../integrations/mail/index.ts";
import type { SniffedType } from "../../integrations/files/index.ts";
import type { AuditRecorder } from "../audit/index.ts";
import type { FilesService } from "../files/index.ts";
import type { LawFirmFields, LawFirmsService } from "../law-firms/index.ts";
import type { UsersService } from "../users/index.ts";
import type { AttorneyPortalRepository, ClientRow, ProfileRow } from "./attorney-portal.repository.ts";
import type { AttorneyProfile, ClientDetail } from "./attorney-portal.schemas.ts";

export const ATTORNEY_PORTAL_MESSAGES = {
  attorneyNotFound: "No attorney found",
  notEditable: "Your application has been declined or deactivated. Please contact support if you have any questions.",
  firmLocked: "Ask an admin to move you to another law firm.",
  lawFirmNotFound: "Law firm not found",
  clientNotFound: "Client not found",
  noteNotFound: "Note not found",
  recordNotFound: "Disciplinary record not found",
  unknownState: "Unknown state",
  unknownProduct: "Only Representation and Q&A can be offered as attorney services",
  incomplete: "Your application is not complete yet",
  leadOnly: "Only your law firm's lead attorney can set up payouts. Ask them, or contact support.",
} as const;

const PHOTO_TYPES: readonly SniffedType[] = ["image/png", "image/jpeg"];
const CERTIFICATE_TYPES: readonly SniffedType[] = ["application/pdf", "image/png", "image/jpeg"];
/** A profile photo is at most 5 MB (and never above the server's upload limit). */
const PHOTO_LIMIT_BYTES = 5 * 1024 * 1024;

const notFound = () => new DomainError("ATTORNEY_NOT_FOUND", ATTORNEY_PORTAL_MESSAGES.attorneyNotFound);
const clientNotFound = () => new DomainError("CLIENT_NOT_FOUND", ATTORNEY_PORTAL_MESSAGES.clientNotFound);

/** The path of an attorney's public photo (the API serves it at GET /attorneys/{aid}/photo). */
export const attorneyPhotoPath = (attorneyId: string, fileId: string) => `/attorneys/${attorneyId}/photo?v=${fileId}`;

export function toProfile(row: ProfileRow, repository: Pick<AttorneyPortalRepository, "iso">): AttorneyProfile {
  const states = row.states.map((state) => ({ ...state, order: Number(state.order) }));
  const file = (value: ProfileRow["photo_file"]) => (value ? { ...value, size: Number(value.size) } : null);
  return {
    id: row.id,
    stage: row.stage,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phoneNumber: row.phone_number,
    photoUrl: row.photo_url,
    bio: row.bio,
    yearsOfExperience: row.years_of_experience,
    lawSchool: row.law_school,
    languages: row.languages,
    practiceAreas: row.practice_areas,
    professionalAssociations: row.professional_associations,
    responseTimeHours: row.response_time_hours,
    hasFastTurnaround: row.has_fast_turnaround,
    isEmbryoAttorney: row.is_embryo_attorney,
    hasMalpracticeInsurance: row.has_malpractice_insurance,
    malpracticeInsuranceFile: file(row.malpractice_file),
    profilePhoto: file(row.photo_file),
    lawFirm: row.law_firm,
    isLawFirmLead: row.is_law_firm_lead,
    states,
    applicationProblems: applicationProblems({
      bio: row.bio,
      yearsOfExperience: row.years_of_experience,
      lawSchool: row.law_school,
      languages: row.languages,
      practiceAreas: row.practice_areas,
      responseTimeHours: row.response_time_hours,
      hasMalpracticeInsurance: row.has_malpractice_insurance,
      malpracticeInsuranceFileId: row.malpractice_file?.id ?? null,
      profilePhotoId: row.photo_file?.id ?? null,
      lawFirmId: row.law_firm?.id ?? null,
      states,
    }),
    createdAt: repository.iso(row.created_at),
    updatedAt: repository.iso(row.updated_at),
  };
}

function toClientSummary(row: ClientRow, repository: AttorneyPortalRepository) {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    documentId: row.document_id,
    side: row.side,
    state: row.state_id && row.state_name && row.state_abbreviation ? { id: row.state_id, name: row.state_name, abbreviation: row.state_abbreviation } : null,
    partner: row.partner_id ? { id: row.partner_id, firstName: row.partner_first_name, lastName: row.partner_last_name } : null,
    documentStatus: row.status,
    nextEventAt: repository.isoOrNull(row.next_event_at),
    openServices: Number(row.open_services),
  };
}

/** The law firms module's calls: the firm an attorney joins or creates, its payout account, the admin's firm edit. */
export type LawFirmDirectory = Pick<LawFirmsService, "findJoinableLawFirm" | "createLawFirm" | "payoutAccountStatus" | "onboardingLink" | "updateLawFirm" | "adminLawFirmDetail">;

/** The questionnaire module's read-only calls, as an attorney reads a client's answers. */
export interface ClientQuestionnaire {
  listSections(userId: string, options: { includeStatus: boolean; stateOverride?: { id: string; abbreviation: string } | null }): Promise<unknown>;
  getSectionGroups(input: { userId: string; section: string; documentId?: string | undefined }): Promise<unknown>;
  findState(stateId: string): Promise<{ id: string; abbreviation: string } | null>;
}

export function createAttorneyPortalService(deps: {
  db: Database;
  clock: Clock;
  repository: AttorneyPortalRepository;
  files: FilesService;
  mail: MailPort;
  lawFirms: LawFirmDirectory;
  questionnaire: ClientQuestionnaire;
  attorneyAppUrl: string;
  uploadLimitBytes: number;
  /** Records the audit rows in the change's transaction. */
  audit: AuditRecorder;
  /** Writes users.photo_url (the users module owns the column). */
  users: Pick<UsersService, "setPhotoUrl">;
}) {
  const { db, clock, repository } = deps;

  async function profileOf(attorneyId: string, executor?: Executor): Promise<AttorneyProfile> {
    const row = await repository.findProfile(attorneyId, executor);
    if (!row) throw notFound();
    return toProfile(row, repository);
  }

  /** Records the attorney's application e-mail in the change's transaction; the mail-delivery job sends it after commit. */
  async function mailAttorney(executor: Executor, attorneyId: string, event: AttorneyApplicationEvent): Promise<void> {
    const row = await repository.findProfile(attorneyId, executor);
    if (!row) return;
    const link = `${deps.attorneyAppUrl}${event === "submitted" ? "/attorney/form" : event === "approved" || event === "reactivated" ? "/" : "/attorney/account"}`;
    const email = await attorneyApplicationEmail({ event, attorney: { firstName: row.first_name, lastName: row.last_name }, link });
    await deps.mail.enqueue({ to: row.email, subject: email.subject, text: email.text, html: email.html, template: email.template, userId: attorneyId }, executor);
  }

  /** The attorney's own record, locked, that they may still edit (else the reason). */
  async function lockEditable(tx: Executor, attorneyId: string) {
    const attorney = await repository.lockAttorney(tx, attorneyId);
    if (!attorney) throw notFound();
    if (!canEditAttorneyProfile(attorney.stage)) throw new DomainError("APPLICATION_NOT_EDITABLE", ATTORNEY_PORTAL_MESSAGES.notEditable);
    return attorney;
  }

  /**
   * Applies the domain's lead rule (`lawFirmLead`) to a firm after one of its attorneys left it or
   * changed stage, in the caller's transaction: the flags that change are written in one statement
   * and the passing of the lead is audited. A firm never keeps two leads.
   */
  async function settleLawFirmLead(tx: Executor, lawFirmId: string, actorId: string, now: Date, cause: string, departedLeadId: string | null = null) {
    const members = await repository.lockLawFirmMembers(tx, lawFirmId);
    const lead = lawFirmLead(members);
    const changes = lawFirmLeadChanges(members, lead);
    if (changes.length === 0 && !departedLeadId) return;
    const before = [...(departedLeadId ? [departedLeadId] : []), ...members.filter((member) => member.isLawFirmLead).map((member) => member.id)];
    if (changes.length > 0) await repository.setLawFirmLead(tx, lawFirmId, lead, actorId, now);
    await deps.audit.record(tx, {
      actorId,
      action: "law-firm.lead.pass",
      entityType: "law-firm",
      entityId: lawFirmId,
      subjectUserId: lead,
      before: { leadAttorneyIds: before },
      after: { leadAttorneyId: lead, cause },
    });
  }

  /**
   * An admin names the firm's lead (in the firm edit's transaction): one of the firm's attorneys who
   * may lead, else a 400 on leadAttorneyId and nothing changes. The others stop leading; audited when
   * it changes anything.
   */
  async function appointLawFirmLead(tx: Executor, lawFirmId: string, attorneyId: string, adminId: string) {
    const members = await repository.lockLawFirmMembers(tx, lawFirmId);
    const problem = lawFirmLeadProblem(members, attorneyId);
    if (problem) throw DomainError.invalidField("leadAttorneyId", problem);
    const lead = attorneyId.toLowerCase();
    if (lawFirmLeadChanges(members, lead).length === 0) return;
    await repository.setLawFirmLead(tx, lawFirmId, lead, adminId, clock.now());
    await deps.audit.record(tx, {
      actorId: adminId,
      action: "law-firm.lead.set",
      entityType: "law-firm",
      entityId: lawFirmId,
      subjectUserId: lead,
      before: { leadAttorneyIds: members.filter((member) => member.isLawFirmLead).map((member) => member.id) },
      after: { leadAttorneyId: lead },
    });
  }

  return {
    getProfile: (attorneyId: string) => profileOf(attorneyId),

    /**
     * An admin edits a firm (PATCH /admin/law-firms/{id}): its fields through the law firms module and,
     * with leadAttorneyId, its lead, in one transaction; a refusal changes nothing.
     */
    async adminUpdateLawFirm(adminId: string, lawFirmId: string, changes: LawFirmFields & { leadAttorneyId?: string | undefined }) {
      const { leadAttorneyId, ...fields } = changes;
      return db.transaction(async (tx) => {
        const firm = await deps.lawFirms.updateLawFirm(tx, adminId, lawFirmId, fields);
        if (leadAttorneyId) await appointLawFirmLead(tx, firm.id, leadAttorneyId, adminId);
        return deps.lawFirms.adminLawFirmDetail(lawFirmId, tx);
      });
    },

    /**
     * Saves any part of the application (save as you go); `states` replaces the licences.
     * `submit: true` then sends a complete application for review (FORM_MISSING → UNDER_REVIEW,
     * audited, with an e-mail); an incomplete one is refused with every problem and nothing saved.
     */
    async updateApplication(attorneyId: string, body: UpdateAttorneyApplication): Promise<AttorneyProfile> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const attorney = await lockEditable(tx, attorneyId);
        const { states, submit, ...columns } = body;
        if (states) {
          const known = await repository.knownStates(tx, states.map((entry) => entry.stateId));
          const unknown = states.findIndex((entry) => !known.has(entry.stateId.toLowerCase()));
          if (unknown >= 0) throw DomainError.invalidField(`states.${unknown}.stateId`, ATTORNEY_PORTAL_MESSAGES.unknownState);
          await repository.replaceLicences(tx, attorneyId, states, attorneyId);
        }
        if (Object.keys(columns).length > 0 || submit) await repository.updateAttorney(tx, attorneyId, columns, attorneyId, now);
        if (submit) {
          const change = attorneyStageChange({ stage: attorney.stage, action: "submit", actor: "attorney", actorIsSubject: true });
          if (!change.ok) throw new DomainError("ATTORNEY_STAGE_CHANGE_REFUSED", change.reason);
          const current = await profileOf(attorneyId, tx);
          if (current.applicationProblems.length > 0) {
            throw new DomainError("APPLICATION_INCOMPLETE", `${ATTORNEY_PORTAL_MESSAGES.incomplete}: ${current.applicationProblems.map((problem) => problem.message).join(". ")}.`, {
              issues: current.applicationProblems.map((problem) => ({ message: problem.message, path: [problem.path] })),
            });
          }
          await repository.updateAttorney(tx, attorneyId, { stage: change.stage }, attorneyId, now);
          await deps.audit.record(tx, { actorId: attorneyId, action: "attorney.stage.submit", entityType: "attorney", entityId: attorneyId, before: { stage: attorney.stage }, after: { stage: change.stage } });
          await mailAttorney(tx, attorneyId, "submitted");
        }
        return profileOf(attorneyId, tx);
      });
    },

    /** Joins an approved firm, or creates one (its creator leads it). Only before approval: afterwards an admin moves attorneys. */
    async setLawFirm(attorneyId: string, body: { lawFirmId: string } | { name: string; contactEmail?: string | null | undefined; website?: string | null | undefined }): Promise<AttorneyProfile> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const attorney = await lockEditable(tx, attorneyId);
        if (attorney.stage === "APPROVED") throw new DomainError("APPLICATION_NOT_EDITABLE", ATTORNEY_PORTAL_MESSAGES.firmLocked);
        if ("lawFirmId" in body) {
          const firm = await deps.lawFirms.findJoinableLawFirm(tx, body.lawFirmId);
          if (!firm) throw new DomainError("LAW_FIRM_NOT_FOUND", ATTORNEY_PORTAL_MESSAGES.lawFirmNotFound);
          // Joining the firm they are already in changes nothing (a creator keeps leading it).
          if (firm.id === attorney.lawFirmId) return profileOf(attorneyId, tx);
          await repository.updateAttorney(tx, attorneyId, { lawFirmId: firm.id, isLawFirmLead: false }, attorneyId, now);
        } else {
          const firm = await deps.lawFirms.createLawFirm(tx, body, attorneyId);
          await repository.updateAttorney(tx, attorneyId, { lawFirmId: firm.id, isLawFirmLead: true }, attorneyId, now);
        }
        // The firm they left: if they led it, the lead passes on (the domain's rule).
        if (attorney.lawFirmId) await settleLawFirmLead(tx, attorney.lawFirmId, attorneyId, now, "attorney-left", attorney.isLawFirmLead ? attorneyId : null);
        return profileOf(attorneyId, tx);
      });
    },

    /** The attorney's law firm (none or one). */
    async listOwnLawFirms(attorneyId: string) {
      const profile = await profileOf(attorneyId);
      return profile.lawFirm ? [{ ...profile.lawFirm, isLawFirmLead: profile.isLawFirmLead }] : [];
    },

    /** The payout account of the attorney's own law firm. */
    async accountStatus(attorneyId: string, lawFirmId: string) {
      const profile = await profileOf(attorneyId);
      if (profile.lawFirm?.id !== lawFirmId.toLowerCase()) throw new DomainError("LAW_FIRM_NOT_FOUND", ATTORNEY_PORTAL_MESSAGES.lawFirmNotFound);
      return deps.lawFirms.payoutAccountStatus(profile.lawFirm.id);
    },

    /** The payment provider's onboarding link for the firm; only its lead attorney sets payouts up. */
    async onboardingLink(attorneyId: string, lawFirmId: string) {
      const profile = await profileOf(attorneyId);
      if (profile.lawFirm?.id !== lawFirmId.toLowerCase()) throw new DomainError("LAW_FIRM_NOT_FOUND", ATTORNEY_PORTAL_MESSAGES.lawFirmNotFound);
      if (!profile.isLawFirmLead) throw new DomainError("FORBIDDEN", ATTORNEY_PORTAL_MESSAGES.leadOnly);
      return deps.lawFirms.onboardingLink(profile.lawFirm.id);
    },

    async listLicences(attorneyId: string) {
      return (await profileOf(attorneyId)).states;
    },

    async listServices(attorneyId: string) {
      const row = await repository.findAdminProfile(attorneyId);
      if (!row) throw notFound();
      return row.services ?? [];
    },

    /** Stores a profile photo (PNG/JPEG, 5 MB) or the malpractice certificate (PDF/PNG/JPEG), typed by their bytes. */
    async uploadFile(attorneyId: string, input: { kind: "profile-photo" | "malpractice-certificate"; name: string | undefined; bytes: Uint8Array }): Promise<AttorneyProfile> {
      const now = clock.now();
      const isPhoto = input.kind === "profile-photo";
      const prepared = await deps.files.prepareFile({
        bytes: input.bytes,
        name: input.name?.trim() || (isPhoto ? "profile-photo" : "malpractice-certificate"),
        actorId: attorneyId,
        allowedTypes: isPhoto ? PHOTO_TYPES : CERTIFICATE_TYPES,
        maxBytes: isPhoto ? Math.min(PHOTO_LIMIT_BYTES, deps.uploadLimitBytes) : deps.uploadLimitBytes,
      });
      try {
        return await db.transaction(async (tx) => {
          await lockEditable(tx, attorneyId);
          const file = await deps.files.recordFile(prepared, tx);
          if (isPhoto) {
            await repository.updateAttorney(tx, attorneyId, { profilePhotoId: file.id }, attorneyId, now);
            await deps.users.setPhotoUrl(tx, attorneyId, attorneyPhotoPath(attorneyId, file.id));
          } else {
            await repository.updateAttorney(tx, attorneyId, { malpracticeInsuranceFileId: file.id, hasMalpracticeInsurance: true }, attorneyId, now);
          }
          return profileOf(attorneyId, tx);
        });
      } catch (error) {
        await deps.files.discardBytes([prepared.key]).catch(() => undefined);
        throw error;
      }
    },

    /** The attorney's profile photo (anyone may see it: it is on their public card). */
    async photo(attorneyId: string) {
      const row = await repository.findProfile(attorneyId);
      if (!row?.photo_file) throw new DomainError("FILE_NOT_FOUND", "File not found");
      const file = await deps.files.findFile(row.photo_file.id);
      if (!file) throw new DomainError("FILE_NOT_FOUND", "File not found");
      return { bytes: await deps.files.readFile(file), contentType: file.contentType };
    },

    async listReviews(attorneyId: string, query: { status?: ReviewStatus | undefined; includeUser?: boolean | undefined; page: number; pageSize: number }) {
      const { rows, approvedRatings } = await repository.listReviews(attorneyId, { status: query.status, limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
      return {
        reviews: rows.map((row) => ({
          id: row.id,
          rating: row.rating,
          stars: starCount(row.rating),
          message: row.message,
          status: row.status,
          createdAt: repository.iso(row.created_at),
          user: query.includeUser ? { id: row.user_id, firstName: row.first_name, lastName: row.last_name } : null,
        })),
        summary: attorneyRatingSummary(approvedRatings),
        total: Number(rows[0]?.total ?? 0),
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async listClients(attorneyId: string, query: { search?: string | undefined; page: number; pageSize: number }) {
      const rows = await repository.listClients(attorneyId, { search: query.search, limit: query.pageSize, offset: (query.page - 1) * query.pageSize }, clock.now());
      return { clients: rows.map((row) => toClientSummary(row, repository)), total: Number(rows[0]?.total ?? 0), page: query.page, pageSize: query.pageSize };
    },

    async getClient(attorneyId: string, clientId: string): Promise<ClientDetail> {
      const row = await repository.findClient(attorneyId, clientId, clock.now());
      if (!row) throw clientNotFound();
      return {
        ...toClientSummary(row, repository),
        phoneNumber: row.phone_number,
        document: {
          id: row.document_id,
          status: row.status,
          reviewedAt: repository.isoOrNull(row.reviewed_at),
          finalizedAt: repository.isoOrNull(row.finalized_at),
          lastGeneratedAt: repository.isoOrNull(row.last_generated_at),
          editorPath: `/documents/${row.document_id}/editor`,
        },
        services: (row.services ?? []).map((service) => ({ ...service, purchasedAt: repository.iso(service.purchasedAt) })),
        events: (row.events ?? []).map((event) => ({
          ...event,
          eventStartAt: repository.iso(event.eventStartAt),
          eventEndAt: repository.iso(event.eventEndAt),
          serviceCompletedAt: repository.isoOrNull(event.serviceCompletedAt),
        })),
      };
    },

    async listNotes(attorneyId: string, clientId: string) {
      const notes = await repository.listNotes(attorneyId, clientId);
      if (!notes) throw clientNotFound();
      return notes.map((note) => ({ ...note, createdAt: repository.iso(note.createdAt), updatedAt: repository.iso(note.updatedAt) }));
    },

    async addNote(attorneyId: string, clientId: string, message: string) {
      const row = await repository.insertNote(attorneyId, clientId, message, clock.now());
      if (!row) throw clientNotFound();
      return { id: row.id, clientId: row.client_user_id, message: row.message, createdAt: repository.iso(row.created_at), updatedAt: repository.iso(row.updated_at) };
    },

    async editNote(attorneyId: string, clientId: string, noteId: string, message: string) {
      const row = await repository.updateNote(attorneyId, clientId, noteId, message, clock.now());
      if (!row) throw new DomainError("INTERNAL_NOTE_NOT_FOUND", ATTORNEY_PORTAL_MESSAGES.noteNotFound);
      return { id: row.id, clientId: row.client_user_id!, message: row.message, createdAt: repository.iso(row.created_at), updatedAt: repository.iso(row.updated_at) };
    },

    /** The questionnaire's sections as in `stateId`, or a client's (userId) with their status. */
    async clientSections(attorneyId: string, query: { stateId?: string | undefined; userId?: string | undefined }) {
      const state = query.stateId ? await deps.questionnaire.findState(query.stateId) : null;
      if (query.stateId && !state) throw DomainError.invalidField("stateId", ATTORNEY_PORTAL_MESSAGES.unknownState);
      if (query.userId) {
        if (!(await repository.findClientDocument(attorneyId, query.userId))) throw clientNotFound();
        return deps.questionnaire.listSections(query.userId, { includeStatus: true, stateOverride: state });
      }
      return deps.questionnaire.listSections(attorneyId, { includeStatus: false, stateOverride: state });
    },

    /** A client's answers in one section, read-only; the document must be the one they share with the attorney. */
    async clientSectionGroups(attorneyId: string, input: { section: string; documentId: string; userId: string }) {
      const client = await repository.findClientDocument(attorneyId, input.userId);
      if (!client || client.documentId !== input.documentId.toLowerCase()) throw clientNotFound();
      return deps.questionnaire.getSectionGroups({ userId: input.userId, section: input.section, documentId: input.documentId });
    },

    async listPayouts(attorneyId: string, query: { payoutStatus?: PayoutStatus | undefined; page: number; pageSize: number }) {
      const { rows, dueRows } = await repository.listPayouts(attorneyId, { payoutStatus: query.payoutStatus, limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
      const due = (row: { price_paid_in_cents: number; fee_paid_in_cents: number; amount_refunded_in_cents: number }) =>
        payoutAvailableCents({ pricePaidInCents: row.price_paid_in_cents, feePaidInCents: row.fee_paid_in_cents, amountRefundedInCents: row.amount_refunded_in_cents });
      return {
        items: rows.map((row) => ({
          id: row.id,
          title: row.title,
          client: { id: row.user_id, firstName: row.first_name, lastName: row.last_name },
          pricePaidInCents: row.price_paid_in_cents,
          feePaidInCents: row.fee_paid_in_cents,
          payoutDueInCents: due(row),
          payoutStatus: row.payout_status,
          paidOutAt: repository.isoOrNull(row.paid_out_at),
          purchasedAt: repository.iso(row.created_at),
        })),
        totalDueInCents: dueRows.reduce((sum, row) => sum + due(row), 0),
        total: Number(rows[0]?.total ?? 0),
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async dashboard(attorneyId: string) {
      const row = await repository.dashboard(attorneyId, clock.now());
      return {
        upcomingEvents: row.upcoming.map((event) => ({
          id: event.id,
          eventStartAt: repository.iso(event.eventStartAt),
          client: { id: event.clientId, firstName: event.firstName, lastName: event.lastName },
          productType: event.productType,
        })),
        clientsWaiting: Number(row.clients_waiting),
        unreadChats: Number(row.unread_chats),
        clientCount: Number(row.client_count),
        payoutsDueInCents: row.due.reduce(
          (sum, item) => sum + payoutAvailableCents({ pricePaidInCents: item.price_paid_in_cents, feePaidInCents: item.fee_paid_in_cents, amountRefundedInCents: item.amount_refunded_in_cents }),
          0,
        ),
      };
    },

    // --- admin ----------------------------------------------------------------------------------

    async adminListAttorneys(query: { search?: string | undefined; stage?: AttorneyStage | undefined; page: number; pageSize: number }) {
      const rows = await repository.listAttorneys({ search: query.search, stage: query.stage, limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
      return {
        attorneys: rows.map((row) => ({
          id: row.id,
          firstName: row.first_name,
          lastName: row.last_name,
          email: row.email,
          stage: row.stage,
          lawFirm: row.law_firm,
          states: row.states ?? [],
          createdAt: repository.iso(row.created_at),
        })),
        total: Number(rows[0]?.total ?? 0),
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async adminGetAttorney(attorneyId: string) {
      const row = await repository.findAdminProfile(attorneyId);
      if (!row) throw notFound();
      return {
        ...toProfile(row, repository),
        services: row.services ?? [],
        disciplinaryRecords: (row.disciplinary_records ?? []).map((record) => ({ ...record, createdAt: repository.iso(record.createdAt) })),
        stageActions: adminStageActionsFor(row.stage),
      };
    },

    /** approve, decline, deactivate or reactivate: by the domain's transitions, audited, with an e-mail to the attorney. */
    async changeStage(adminId: string, attorneyId: string, action: AdminAttorneyStageAction, reason: string | undefined) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const attorney = await repository.lockAttorneyAndFirm(tx, attorneyId);
        if (!attorney) throw notFound();
        const change = attorneyStageChange({ stage: attorney.stage, action, actor: "admin", actorIsSubject: adminId === attorneyId });
        if (!change.ok) throw new DomainError("ATTORNEY_STAGE_CHANGE_REFUSED", change.reason);
        await repository.updateAttorney(tx, attorneyId, { stage: change.stage }, adminId, now);
        if (action === "approve") await repository.addDefaultServices(tx, attorneyId, adminId);
        // A declined or deactivated lead passes the lead on; an approved attorney leads a firm nobody leads.
        if (attorney.lawFirmId) await settleLawFirmLead(tx, attorney.lawFirmId, adminId, now, `attorney-${action}`);
        await deps.audit.record(tx, {
          actorId: adminId,
          action: `attorney.stage.${action}`,
          entityType: "attorney",
          entityId: attorneyId,
          before: { stage: attorney.stage },
          after: { stage: change.stage, ...(reason ? { reason } : {}) },
        });
        const event: AttorneyApplicationEvent = action === "approve" ? "approved" : action === "decline" ? "declined" : action === "deactivate" ? "deactivated" : "reactivated";
        await mailAttorney(tx, attorneyId, event);
        return { id: attorneyId, stage: change.stage };
      });
    },

    async listDisciplinaryRecords(attorneyId: string) {
      if (!(await repository.findProfile(attorneyId))) throw notFound();
      return (await repository.listDisciplinaryRecords(attorneyId)).map(toRecord);
    },

    async addDisciplinaryRecord(adminId: string, attorneyId: string, body: { description: string; stateId?: string | null | undefined; occurredOn?: string | null | undefined; resolution?: string | null | undefined }) {
      return db.transaction(async (tx) => {
        if (!(await repository.lockAttorney(tx, attorneyId))) throw notFound();
        if (body.stateId && !(await repository.knownStates(tx, [body.stateId])).has(body.stateId.toLowerCase())) throw DomainError.invalidField("stateId", ATTORNEY_PORTAL_MESSAGES.unknownState);
        const row = await repository.insertDisciplinaryRecord(tx, {
          attorneyId,
          description: body.description,
          stateId: body.stateId ?? null,
          occurredOn: body.occurredOn ?? null,
          resolution: body.resolution ?? null,
          updatedById: adminId,
        });
        await deps.audit.record(tx, { actorId: adminId, action: "attorney.disciplinary-record.create", entityType: "attorney", entityId: attorneyId, after: { recordId: row.id } });
        return toRecord(row);
      });
    },

    /** Edits a record (any subset of its fields), audited with the changed fields before and after. */
    async editDisciplinaryRecord(adminId: string, attorneyId: string, recordId: string, body: Partial<{ description: string; stateId: string | null; occurredOn: string | null; resolution: string | null }>) {
      return db.transaction(async (tx) => {
        const current = await repository.lockDisciplinaryRecord(tx, attorneyId, recordId);
        if (!current) throw new DomainError("DISCIPLINARY_RECORD_NOT_FOUND", ATTORNEY_PORTAL_MESSAGES.recordNotFound);
        if (body.stateId && !(await repository.knownStates(tx, [body.stateId])).has(body.stateId.toLowerCase())) throw DomainError.invalidField("stateId", ATTORNEY_PORTAL_MESSAGES.unknownState);
        const changes = { ...body, ...(body.stateId ? { stateId: body.stateId.toLowerCase() } : {}) };
        const row = await repository.updateDisciplinaryRecord(tx, attorneyId, recordId, { ...changes, updatedAt: clock.now(), updatedById: adminId });
        if (!row) throw new DomainError("DISCIPLINARY_RECORD_NOT_FOUND", ATTORNEY_PORTAL_MESSAGES.recordNotFound);
        const fields = (Object.keys(changes) as (keyof typeof changes)[]).filter((field) => current[field] !== changes[field]);
        await deps.audit.record(tx, {
          actorId: adminId,
          action: "attorney.disciplinary-record.update",
          entityType: "attorney",
          entityId: attorneyId,
          subjectUserId: attorneyId,
          before: { recordId, ...Object.fromEntries(fields.map((field) => [field, current[field]])) },
          after: { recordId, ...Object.fromEntries(fields.map((field) => [field, changes[field]])) },
        });
        return toRecord(row);
      });
    },

    /** Replaces the attorney's services and their booking links (admin). */
    async putServices(adminId: string, attorneyId: string, services: { productId: string; bookingLink: string | null }[]) {
      const now = clock.now();
      await db.transaction(async (tx) => {
        if (!(await repository.lockAttorney(tx, attorneyId))) throw notFound();
        const known = await repository.serviceProducts(tx, services.map((service) => service.productId));
        const unknown = services.findIndex((service) => !known.has(service.productId.toLowerCase()));
        if (unknown >= 0) throw DomainError.invalidField(`services.${unknown}.productId`, ATTORNEY_PORTAL_MESSAGES.unknownProduct);
        await repository.replaceServices(tx, attorneyId, services.map((service) => ({ ...service, productId: service.productId.toLowerCase() })), adminId, now);
        await deps.audit.record(tx, { actorId: adminId, action: "attorney.services.update", entityType: "attorney", entityId: attorneyId, after: { services } });
      });
      const row = await repository.findAdminProfile(attorneyId);
      return row?.services ?? [];
    },
  };
}

function toRecord(row: { id: string; stateId: string | null; description: string; occurredOn: string | null; resolution: string | null; createdAt: Date }) {
  return { id: row.id, stateId: row.stateId, description: row.description, occurredOn: row.occurredOn, resolution: row.resolution, createdAt: row.createdAt.toISOString() };
}

export type AttorneyPortalService = ReturnType<typeof createAttorneyPortalService>;
