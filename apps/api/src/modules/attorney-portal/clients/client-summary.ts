import { clientStage, DomainError, type ClientStage } from "@prenup/domain";
import { ATTORNEY_PORTAL_MESSAGES } from "../attorney-portal.messages.ts";
import { isoOrNull } from "../sql-rows.ts";
import type { ClientRow } from "./clients.repository.ts";

/** 404 for a person who is not the attorney's client (no existence told). */
export const clientNotFound = () => new DomainError("CLIENT_NOT_FOUND", ATTORNEY_PORTAL_MESSAGES.clientNotFound);

/** The facts `clientStage` reads, from a client row. */
export function stageOf(
  row: Pick<ClientRow, "represents" | "waiting_services" | "last_generated_at" | "approved_by_me" | "finalized_at">,
): ClientStage {
  return clientStage({
    represents: row.represents,
    waitingForCall: Number(row.waiting_services) > 0,
    generated: row.last_generated_at !== null && row.last_generated_at !== undefined,
    approvedByAttorney: row.approved_by_me,
    finalized: row.finalized_at !== null && row.finalized_at !== undefined,
  });
}

/** A client as the attorney's list shows them, with their stage. */
export function toClientSummary(row: ClientRow) {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    documentId: row.document_id,
    side: row.side,
    representation: row.represents,
    state:
      row.state_id && row.state_name && row.state_abbreviation
        ? { id: row.state_id, name: row.state_name, abbreviation: row.state_abbreviation }
        : null,
    partner: row.partner_id
      ? { id: row.partner_id, firstName: row.partner_first_name, lastName: row.partner_last_name }
      : null,
    documentStatus: row.status,
    nextEventAt: isoOrNull(row.next_event_at),
    openServices: Number(row.open_services),
    stage: stageOf(row),
  };
}
