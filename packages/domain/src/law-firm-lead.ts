import type { AttorneyStage } from "./enums.ts";

/**
 * Who leads a law firm (the attorney-portal issue). A firm's creator leads it; the lead alone sets
 * up the firm's payouts. When the lead leaves (joins or creates another firm) or can no longer act
 * (declined, deactivated), the lead passes on, so a firm is never left with two leads, nor with
 * none while it has an approved attorney.
 *
 * The rule, over the firm's attorneys after the change:
 * 1. A current lead who may still lead (any stage but DECLINED or DEACTIVATED) keeps the lead: an
 *    applicant who created the firm leads it while their application is reviewed. Should a firm
 *    somehow have several, the longest-standing one keeps it and the others lose it.
 * 2. Otherwise the longest-standing APPROVED attorney becomes the lead: someone the firm has had
 *    the longest and whom an admin has checked. Applicants do not inherit a firm.
 * 3. Otherwise nobody leads until an attorney is approved (rule 2 then names them) or an admin
 *    names one.
 * "Longest-standing" is the earliest `since` (the server passes when the attorney record was
 * created: the database keeps no date of joining a firm), ties broken by id so the answer is stable.
 */

export type LawFirmMember = { id: string; stage: AttorneyStage; isLawFirmLead: boolean; since: Date | string };

export const LAW_FIRM_LEAD_MESSAGES = {
  notMember: "The lead must be one of this law firm's attorneys",
  cannotLead: "A declined or deactivated attorney cannot lead a law firm",
} as const;

/** Declined and deactivated attorneys never lead; applicants and approved attorneys may. */
export function canLeadLawFirm(stage: AttorneyStage): boolean {
  return stage !== "DECLINED" && stage !== "DEACTIVATED";
}

const time = (value: Date | string) => (value instanceof Date ? value : new Date(value)).getTime();
const bySeniority = (a: LawFirmMember, b: LawFirmMember) =>
  time(a.since) - time(b.since) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The id of the attorney who leads the firm by the rule above, or null when nobody does. */
export function lawFirmLead(members: readonly LawFirmMember[]): string | null {
  const ordered = [...members].sort(bySeniority);
  const current = ordered.find((member) => member.isLawFirmLead && canLeadLawFirm(member.stage));
  if (current) return current.id;
  return ordered.find((member) => member.stage === "APPROVED")?.id ?? null;
}

/**
 * The members whose lead flag must change so that exactly `leadId` leads (none when null): the
 * server writes only these.
 */
export function lawFirmLeadChanges(
  members: readonly LawFirmMember[],
  leadId: string | null,
): { id: string; isLawFirmLead: boolean }[] {
  return members
    .filter((member) => member.isLawFirmLead !== (member.id === leadId))
    .map((member) => ({ id: member.id, isLawFirmLead: member.id === leadId }));
}

/** Why an admin cannot name `attorneyId` the firm's lead (null: they can). */
export function lawFirmLeadProblem(members: readonly LawFirmMember[], attorneyId: string): string | null {
  const member = members.find((candidate) => candidate.id === attorneyId.toLowerCase());
  if (!member) return LAW_FIRM_LEAD_MESSAGES.notMember;
  if (!canLeadLawFirm(member.stage)) return LAW_FIRM_LEAD_MESSAGES.cannotLead;
  return null;
}
