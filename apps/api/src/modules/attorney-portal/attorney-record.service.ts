import type { Executor } from "@prenup/db";
import {
  applicationProblems,
  ATTORNEY_DECLINED_MESSAGE,
  DomainError,
  lawFirmLead,
  lawFirmLeadChanges,
} from "@prenup/domain";
import { attorneyApplicationEmail, type AttorneyApplicationEvent } from "@prenup/emails";
import type { MailPort } from "../../integrations/mail/index.ts";
import type { AuditRecorder } from "../audit/index.ts";
import { type AttorneyRecordRepository, type ProfileRow } from "./attorney-record.repository.ts";
import { iso } from "./sql-rows.ts";
import type { AttorneyProfile } from "./attorney-portal.schemas.ts";

export const ATTORNEY_PORTAL_MESSAGES = {
  attorneyNotFound: "No attorney found",
  notEditable: ATTORNEY_DECLINED_MESSAGE,
  firmLocked: "Ask an admin to move you to another law firm.",
  lawFirmNotFound: "Law firm not found",
  clientNotFound: "Client not found",
  noteNotFound: "Note not found",
  recordNotFound: "Disciplinary record not found",
  serviceNotFound: "Service not found",
  unknownState: "Unknown state",
  unknownProduct: "Only Representation and Q&A can be offered as attorney services",
  incomplete: "Your application is not complete yet",
  leadOnly: "Only your law firm's lead attorney can set up payouts. Ask them, or contact support.",
} as const;

export const attorneyNotFound = () => new DomainError("ATTORNEY_NOT_FOUND", ATTORNEY_PORTAL_MESSAGES.attorneyNotFound);

export function toProfile(row: ProfileRow): AttorneyProfile {
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
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/**
 * What the portal's parts share about an attorney: their profile, the application e-mails and the
 * firm's lead rule, each in the caller's transaction when given one.
 */
export function createAttorneyRecord(deps: {
  attorneys: AttorneyRecordRepository;
  mail: MailPort;
  attorneyAppUrl: string;
  audit: AuditRecorder;
}) {
  const { attorneys } = deps;

  async function profileOf(attorneyId: string, executor?: Executor): Promise<AttorneyProfile> {
    const row = await attorneys.findProfile(attorneyId, executor);
    if (!row) throw attorneyNotFound();
    return toProfile(row);
  }

  /** Records the attorney's application e-mail in the change's transaction; the mail-delivery job sends it after commit. */
  async function mailAttorney(executor: Executor, attorneyId: string, event: AttorneyApplicationEvent): Promise<void> {
    const row = await attorneys.findProfile(attorneyId, executor);
    if (!row) return;
    const link = `${deps.attorneyAppUrl}${event === "submitted" ? "/attorney/form" : event === "approved" || event === "reactivated" ? "/" : "/attorney/account"}`;
    const email = await attorneyApplicationEmail({
      event,
      attorney: { firstName: row.first_name, lastName: row.last_name },
      link,
    });
    await deps.mail.enqueue(
      {
        to: row.email,
        subject: email.subject,
        text: email.text,
        html: email.html,
        template: email.template,
        userId: attorneyId,
      },
      executor,
    );
  }

  /**
   * Applies the domain's lead rule (`lawFirmLead`) to a firm after one of its attorneys left it or
   * changed stage, in the caller's transaction: the flags that change are written in one statement
   * and the passing of the lead is audited. A firm never keeps two leads.
   */
  async function settleLawFirmLead(
    tx: Executor,
    lawFirmId: string,
    actorId: string,
    now: Date,
    cause: string,
    departedLeadId: string | null = null,
  ) {
    const members = await attorneys.lockLawFirmMembers(tx, lawFirmId);
    const lead = lawFirmLead(members);
    const changes = lawFirmLeadChanges(members, lead);
    if (changes.length === 0 && !departedLeadId) return;
    const before = [
      ...(departedLeadId ? [departedLeadId] : []),
      ...members.filter((member) => member.isLawFirmLead).map((member) => member.id),
    ];
    if (changes.length > 0) await attorneys.setLawFirmLead(tx, lawFirmId, lead, actorId, now);
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

  return { profileOf, mailAttorney, settleLawFirmLead };
}

export type AttorneyRecord = ReturnType<typeof createAttorneyRecord>;
