import { ATTORNEY_DECLINED_MESSAGE, DomainError } from "@prenup/domain";

/** The refusals of the attorney portal. */
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
