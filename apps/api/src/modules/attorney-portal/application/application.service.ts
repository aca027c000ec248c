import type { Database, Executor } from "@prenup/db";
import {
  attorneyStageChange,
  canEditAttorneyProfile,
  DomainError,
  type UpdateAttorneyApplication,
  type UpdateOwnAttorneyService,
} from "@prenup/domain";
import type { Clock } from "../../../integrations/clock.ts";
import type { SniffedType } from "../../../integrations/files/index.ts";
import type { AuditRecorder } from "../../audit/index.ts";
import type { FilesService } from "../../files/index.ts";
import type { LawFirmsService } from "../../law-firms/index.ts";
import type { UsersService } from "../../users/index.ts";
import type { AttorneyRecordRepository } from "../attorney-record.repository.ts";
import { ATTORNEY_PORTAL_MESSAGES, attorneyNotFound, type AttorneyRecord } from "../attorney-record.service.ts";
import type { AttorneyProfile } from "../attorney-portal.schemas.ts";
import type { ApplicationRepository } from "./application.repository.ts";

const PHOTO_TYPES: readonly SniffedType[] = ["image/png", "image/jpeg"];
const CERTIFICATE_TYPES: readonly SniffedType[] = ["application/pdf", "image/png", "image/jpeg"];
/** A profile photo is at most 5 MB (and never above the server's upload limit). */
const PHOTO_LIMIT_BYTES = 5 * 1024 * 1024;

/** The path of an attorney's public photo (the API serves it at GET /attorneys/{aid}/photo). */
export const attorneyPhotoPath = (attorneyId: string, fileId: string) => `/attorneys/${attorneyId}/photo?v=${fileId}`;

/**
 * The attorney's application: their record (saved as you go, submitted for review), licences, files
 * and photo, and the law firm they join or create (the firm's lead passes on when they leave it).
 */
export function createApplicationService(deps: {
  db: Database;
  clock: Clock;
  attorneys: AttorneyRecordRepository;
  record: AttorneyRecord;
  repository: ApplicationRepository;
  files: FilesService;
  lawFirms: Pick<LawFirmsService, "findJoinableLawFirm" | "createLawFirm">;
  uploadLimitBytes: number;
  /** Records the audit rows in the change's transaction. */
  audit: AuditRecorder;
  /** Writes users.photo_url (the users module owns the column). */
  users: Pick<UsersService, "setPhotoUrl">;
}) {
  const { db, clock, attorneys, repository } = deps;
  const { profileOf, mailAttorney, settleLawFirmLead } = deps.record;

  /** The attorney's own record, locked, that they may still edit (else the reason). */
  async function lockEditable(tx: Executor, attorneyId: string) {
    const attorney = await attorneys.lockAttorney(tx, attorneyId);
    if (!attorney) throw attorneyNotFound();
    if (!canEditAttorneyProfile(attorney.stage))
      throw new DomainError("APPLICATION_NOT_EDITABLE", ATTORNEY_PORTAL_MESSAGES.notEditable);
    return attorney;
  }

  return {
    getProfile: (attorneyId: string) => profileOf(attorneyId),

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
          const known = await attorneys.knownStates(
            tx,
            states.map((entry) => entry.stateId),
          );
          const unknown = states.findIndex((entry) => !known.has(entry.stateId.toLowerCase()));
          if (unknown >= 0)
            throw DomainError.invalidField(`states.${unknown}.stateId`, ATTORNEY_PORTAL_MESSAGES.unknownState);
          await repository.replaceLicences(tx, attorneyId, states, attorneyId);
        }
        if (Object.keys(columns).length > 0 || submit)
          await attorneys.updateAttorney(tx, attorneyId, columns, attorneyId, now);
        if (submit) {
          const change = attorneyStageChange({
            stage: attorney.stage,
            action: "submit",
            actor: "attorney",
            actorIsSubject: true,
          });
          if (!change.ok) throw new DomainError("ATTORNEY_STAGE_CHANGE_REFUSED", change.reason);
          const current = await profileOf(attorneyId, tx);
          if (current.applicationProblems.length > 0) {
            throw new DomainError(
              "APPLICATION_INCOMPLETE",
              `${ATTORNEY_PORTAL_MESSAGES.incomplete}: ${current.applicationProblems.map((problem) => problem.message).join(". ")}.`,
              {
                issues: current.applicationProblems.map((problem) => ({
                  message: problem.message,
                  path: [problem.path],
                })),
              },
            );
          }
          await attorneys.updateAttorney(tx, attorneyId, { stage: change.stage }, attorneyId, now);
          await deps.audit.record(tx, {
            actorId: attorneyId,
            action: "attorney.stage.submit",
            entityType: "attorney",
            entityId: attorneyId,
            before: { stage: attorney.stage },
            after: { stage: change.stage },
          });
          await mailAttorney(tx, attorneyId, "submitted");
        }
        return profileOf(attorneyId, tx);
      });
    },

    /** Joins an approved firm, or creates one (its creator leads it). Only before approval: afterwards an admin moves attorneys. */
    async setLawFirm(
      attorneyId: string,
      body:
        | { lawFirmId: string }
        | { name: string; contactEmail?: string | null | undefined; website?: string | null | undefined },
    ): Promise<AttorneyProfile> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const attorney = await lockEditable(tx, attorneyId);
        if (attorney.stage === "APPROVED")
          throw new DomainError("APPLICATION_NOT_EDITABLE", ATTORNEY_PORTAL_MESSAGES.firmLocked);
        if ("lawFirmId" in body) {
          const firm = await deps.lawFirms.findJoinableLawFirm(tx, body.lawFirmId);
          if (!firm) throw new DomainError("LAW_FIRM_NOT_FOUND", ATTORNEY_PORTAL_MESSAGES.lawFirmNotFound);
          // Joining the firm they are already in changes nothing (a creator keeps leading it).
          if (firm.id === attorney.lawFirmId) return profileOf(attorneyId, tx);
          await attorneys.updateAttorney(tx, attorneyId, { lawFirmId: firm.id, isLawFirmLead: false }, attorneyId, now);
        } else {
          const firm = await deps.lawFirms.createLawFirm(tx, body, attorneyId);
          await attorneys.updateAttorney(tx, attorneyId, { lawFirmId: firm.id, isLawFirmLead: true }, attorneyId, now);
        }
        // The firm they left: if they led it, the lead passes on (the domain's rule).
        if (attorney.lawFirmId)
          await settleLawFirmLead(
            tx,
            attorney.lawFirmId,
            attorneyId,
            now,
            "attorney-left",
            attorney.isLawFirmLead ? attorneyId : null,
          );
        return profileOf(attorneyId, tx);
      });
    },

    /** The attorney's law firm (none or one). */
    async listOwnLawFirms(attorneyId: string) {
      const profile = await profileOf(attorneyId);
      return profile.lawFirm ? [{ ...profile.lawFirm, isLawFirmLead: profile.isLawFirmLead }] : [];
    },

    async listLicences(attorneyId: string) {
      return (await profileOf(attorneyId)).states;
    },

    async listServices(attorneyId: string) {
      const row = await attorneys.findAdminProfile(attorneyId);
      if (!row) throw attorneyNotFound();
      return row.services ?? [];
    },

    /**
     * The attorney changes the booking link of a service they offer (their own calendar; null: the
     * built-in slots). Which services they offer stays the admin's. Audited in the change's transaction.
     */
    async setServiceBookingLink(attorneyId: string, serviceId: string, body: UpdateOwnAttorneyService) {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const changed = await repository.setBookingLink(tx, attorneyId, serviceId.toLowerCase(), body.bookingLink, now);
        if (!changed) throw new DomainError("NOT_FOUND", ATTORNEY_PORTAL_MESSAGES.serviceNotFound);
        await deps.audit.record(tx, {
          actorId: attorneyId,
          action: "attorney.service.booking-link",
          entityType: "attorney_service",
          entityId: changed.id,
          before: { bookingLink: changed.before },
          after: { bookingLink: body.bookingLink },
        });
      });
      return (await attorneys.findAdminProfile(attorneyId))?.services ?? [];
    },

    /** Stores a profile photo (PNG/JPEG, 5 MB) or the malpractice certificate (PDF/PNG/JPEG), typed by their bytes. */
    async uploadFile(
      attorneyId: string,
      input: { kind: "profile-photo" | "malpractice-certificate"; name: string | undefined; bytes: Uint8Array },
    ): Promise<AttorneyProfile> {
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
            await attorneys.updateAttorney(tx, attorneyId, { profilePhotoId: file.id }, attorneyId, now);
            await deps.users.setPhotoUrl(tx, attorneyId, attorneyPhotoPath(attorneyId, file.id));
          } else {
            await attorneys.updateAttorney(
              tx,
              attorneyId,
              { malpracticeInsuranceFileId: file.id, hasMalpracticeInsurance: true },
              attorneyId,
              now,
            );
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
      const row = await attorneys.findProfile(attorneyId);
      if (!row?.photo_file) throw new DomainError("FILE_NOT_FOUND", "File not found");
      const file = await deps.files.findFile(row.photo_file.id);
      if (!file) throw new DomainError("FILE_NOT_FOUND", "File not found");
      return { bytes: await deps.files.readFile(file), contentType: file.contentType };
    },
  };
}

export type ApplicationService = ReturnType<typeof createApplicationService>;
