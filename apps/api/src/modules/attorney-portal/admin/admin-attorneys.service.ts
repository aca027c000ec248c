import type { Database, Executor } from "@prenup/db";
import {
  adminStageActionsFor,
  attorneyStageChange,
  DomainError,
  lawFirmLeadChanges,
  lawFirmLeadProblem,
  type AdminAttorneyStageAction,
  type AttorneyStage,
} from "@prenup/domain";
import type { AttorneyApplicationEvent } from "@prenup/emails";
import type { Clock } from "../../../integrations/clock.ts";
import type { AuditRecorder } from "../../audit/index.ts";
import type { LawFirmFields, LawFirmsService } from "../../law-firms/index.ts";
import { type AttorneyRecordRepository } from "../attorney-record.repository.ts";
import { iso } from "../sql-rows.ts";
import {
  ATTORNEY_PORTAL_MESSAGES,
  attorneyNotFound,
  toProfile,
  type AttorneyRecord,
} from "../attorney-record.service.ts";
import type { AdminAttorneysRepository } from "./admin-attorneys.repository.ts";

/**
 * The admin's attorney screens: the list and detail, stage changes (the domain's transitions),
 * services, disciplinary records, and the firm edit that names a firm's lead (the portal owns the
 * lead flags; the firm's own fields are written through the law firms module in the same transaction).
 */
export function createAdminAttorneysService(deps: {
  db: Database;
  clock: Clock;
  attorneys: AttorneyRecordRepository;
  record: AttorneyRecord;
  repository: AdminAttorneysRepository;
  lawFirms: Pick<LawFirmsService, "updateLawFirm" | "adminLawFirmDetail">;
  /** Records the audit rows in the change's transaction. */
  audit: AuditRecorder;
}) {
  const { db, clock, attorneys, repository } = deps;
  const { mailAttorney, settleLawFirmLead } = deps.record;

  /**
   * An admin names the firm's lead (in the firm edit's transaction): one of the firm's attorneys who
   * may lead, else a 400 on leadAttorneyId and nothing changes. The others stop leading; audited when
   * it changes anything.
   */
  async function appointLawFirmLead(tx: Executor, lawFirmId: string, attorneyId: string, adminId: string) {
    const members = await attorneys.lockLawFirmMembers(tx, lawFirmId);
    const problem = lawFirmLeadProblem(members, attorneyId);
    if (problem) throw DomainError.invalidField("leadAttorneyId", problem);
    const lead = attorneyId.toLowerCase();
    if (lawFirmLeadChanges(members, lead).length === 0) return;
    await attorneys.setLawFirmLead(tx, lawFirmId, lead, adminId, clock.now());
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
    /**
     * An admin edits a firm (PATCH /admin/law-firms/{id}): its fields through the law firms module and,
     * with leadAttorneyId, its lead, in one transaction; a refusal changes nothing.
     */
    async adminUpdateLawFirm(
      adminId: string,
      lawFirmId: string,
      changes: LawFirmFields & { leadAttorneyId?: string | undefined },
    ) {
      const { leadAttorneyId, ...fields } = changes;
      return db.transaction(async (tx) => {
        const firm = await deps.lawFirms.updateLawFirm(tx, adminId, lawFirmId, fields);
        if (leadAttorneyId) await appointLawFirmLead(tx, firm.id, leadAttorneyId, adminId);
        return deps.lawFirms.adminLawFirmDetail(lawFirmId, tx);
      });
    },

    async adminListAttorneys(query: {
      search?: string | undefined;
      stage?: AttorneyStage | undefined;
      page: number;
      pageSize: number;
    }) {
      const rows = await repository.listAttorneys({
        search: query.search,
        stage: query.stage,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return {
        attorneys: rows.map((row) => ({
          id: row.id,
          firstName: row.first_name,
          lastName: row.last_name,
          email: row.email,
          stage: row.stage,
          lawFirm: row.law_firm,
          states: row.states ?? [],
          createdAt: iso(row.created_at),
        })),
        total: Number(rows[0]?.total ?? 0),
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async adminGetAttorney(attorneyId: string) {
      const row = await attorneys.findAdminProfile(attorneyId);
      if (!row) throw attorneyNotFound();
      return {
        ...toProfile(row),
        services: row.services ?? [],
        disciplinaryRecords: (row.disciplinary_records ?? []).map((record) => ({
          ...record,
          createdAt: iso(record.createdAt),
        })),
        stageActions: adminStageActionsFor(row.stage),
      };
    },

    /** approve, decline, deactivate or reactivate: by the domain's transitions, audited, with an e-mail to the attorney. */
    async changeStage(
      adminId: string,
      attorneyId: string,
      action: AdminAttorneyStageAction,
      reason: string | undefined,
    ) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const attorney = await repository.lockAttorneyAndFirm(tx, attorneyId);
        if (!attorney) throw attorneyNotFound();
        const change = attorneyStageChange({
          stage: attorney.stage,
          action,
          actor: "admin",
          actorIsSubject: adminId === attorneyId,
        });
        if (!change.ok) throw new DomainError("ATTORNEY_STAGE_CHANGE_REFUSED", change.reason);
        await attorneys.updateAttorney(tx, attorneyId, { stage: change.stage }, adminId, now);
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
        const event: AttorneyApplicationEvent =
          action === "approve"
            ? "approved"
            : action === "decline"
              ? "declined"
              : action === "deactivate"
                ? "deactivated"
                : "reactivated";
        await mailAttorney(tx, attorneyId, event);
        return { id: attorneyId, stage: change.stage };
      });
    },

    async listDisciplinaryRecords(attorneyId: string) {
      if (!(await attorneys.findProfile(attorneyId))) throw attorneyNotFound();
      return (await repository.listDisciplinaryRecords(attorneyId)).map(toRecord);
    },

    async addDisciplinaryRecord(
      adminId: string,
      attorneyId: string,
      body: {
        description: string;
        stateId?: string | null | undefined;
        occurredOn?: string | null | undefined;
        resolution?: string | null | undefined;
      },
    ) {
      return db.transaction(async (tx) => {
        if (!(await attorneys.lockAttorney(tx, attorneyId))) throw attorneyNotFound();
        if (body.stateId && !(await attorneys.knownStates(tx, [body.stateId])).has(body.stateId.toLowerCase()))
          throw DomainError.invalidField("stateId", ATTORNEY_PORTAL_MESSAGES.unknownState);
        const row = await repository.insertDisciplinaryRecord(tx, {
          attorneyId,
          description: body.description,
          stateId: body.stateId ?? null,
          occurredOn: body.occurredOn ?? null,
          resolution: body.resolution ?? null,
          updatedById: adminId,
        });
        await deps.audit.record(tx, {
          actorId: adminId,
          action: "attorney.disciplinary-record.create",
          entityType: "attorney",
          entityId: attorneyId,
          after: { recordId: row.id },
        });
        return toRecord(row);
      });
    },

    /** Edits a record (any subset of its fields), audited with the changed fields before and after. */
    async editDisciplinaryRecord(
      adminId: string,
      attorneyId: string,
      recordId: string,
      body: Partial<{
        description: string;
        stateId: string | null;
        occurredOn: string | null;
        resolution: string | null;
      }>,
    ) {
      return db.transaction(async (tx) => {
        const current = await repository.lockDisciplinaryRecord(tx, attorneyId, recordId);
        if (!current) throw new DomainError("DISCIPLINARY_RECORD_NOT_FOUND", ATTORNEY_PORTAL_MESSAGES.recordNotFound);
        if (body.stateId && !(await attorneys.knownStates(tx, [body.stateId])).has(body.stateId.toLowerCase()))
          throw DomainError.invalidField("stateId", ATTORNEY_PORTAL_MESSAGES.unknownState);
        const changes = { ...body, ...(body.stateId ? { stateId: body.stateId.toLowerCase() } : {}) };
        const row = await repository.updateDisciplinaryRecord(tx, attorneyId, recordId, {
          ...changes,
          updatedAt: clock.now(),
          updatedById: adminId,
        });
        if (!row) throw new DomainError("DISCIPLINARY_RECORD_NOT_FOUND", ATTORNEY_PORTAL_MESSAGES.recordNotFound);
        const fields = (Object.keys(changes) as (keyof typeof changes)[]).filter(
          (field) => current[field] !== changes[field],
        );
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
    async putServices(
      adminId: string,
      attorneyId: string,
      services: { productId: string; bookingLink: string | null }[],
    ) {
      const now = clock.now();
      await db.transaction(async (tx) => {
        if (!(await attorneys.lockAttorney(tx, attorneyId))) throw attorneyNotFound();
        const known = await repository.serviceProducts(
          tx,
          services.map((service) => service.productId),
        );
        const unknown = services.findIndex((service) => !known.has(service.productId.toLowerCase()));
        if (unknown >= 0)
          throw DomainError.invalidField(`services.${unknown}.productId`, ATTORNEY_PORTAL_MESSAGES.unknownProduct);
        await repository.replaceServices(
          tx,
          attorneyId,
          services.map((service) => ({ ...service, productId: service.productId.toLowerCase() })),
          adminId,
          now,
        );
        await deps.audit.record(tx, {
          actorId: adminId,
          action: "attorney.services.update",
          entityType: "attorney",
          entityId: attorneyId,
          after: { services },
        });
      });
      const row = await attorneys.findAdminProfile(attorneyId);
      return row?.services ?? [];
    },
  };
}

function toRecord(row: {
  id: string;
  stateId: string | null;
  description: string;
  occurredOn: string | null;
  resolution: string | null;
  createdAt: Date;
}) {
  return {
    id: row.id,
    stateId: row.stateId,
    description: row.description,
    occurredOn: row.occurredOn,
    resolution: row.resolution,
    createdAt: row.createdAt.toISOString(),
  };
}

export type AdminAttorneysService = ReturnType<typeof createAdminAttorneysService>;
