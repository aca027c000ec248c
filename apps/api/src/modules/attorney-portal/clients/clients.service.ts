import { CLIENT_STAGES, clientStage, DomainError, type ClientStage } from "@prenup/domain";
import type { Clock } from "../../../integrations/clock.ts";
import { iso, isoOrNull } from "../sql-rows.ts";
import { ATTORNEY_PORTAL_MESSAGES } from "../attorney-record.service.ts";
import type { ClientDetail } from "./clients.schemas.ts";
import type { ClientRow, ClientsRepository } from "./clients.repository.ts";

const clientNotFound = () => new DomainError("CLIENT_NOT_FOUND", ATTORNEY_PORTAL_MESSAGES.clientNotFound);

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

function toClientSummary(row: ClientRow) {
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

/** The questionnaire module's read-only calls, as an attorney reads a client's answers. */
export interface ClientQuestionnaire {
  listSections(
    userId: string,
    options: { includeStatus: boolean; stateOverride?: { id: string; abbreviation: string } | null },
  ): Promise<unknown>;
  getSectionGroups(input: { userId: string; section: string; documentId?: string | undefined }): Promise<unknown>;
  findState(stateId: string): Promise<{ id: string; abbreviation: string } | null>;
}

/** The attorney's clients (the partners on their side of live documents), their internal notes and their questionnaire, read-only. */
export function createClientsService(deps: {
  clock: Clock;
  repository: ClientsRepository;
  questionnaire: ClientQuestionnaire;
}) {
  const { clock, repository } = deps;

  return {
    /** The clients matching the search, then the stage (`clientStage`), one page of them with the count of each stage. */
    async listClients(
      attorneyId: string,
      query: { search?: string | undefined; stage?: ClientStage | undefined; page: number; pageSize: number },
    ) {
      const all = (await repository.listClients(attorneyId, { search: query.search }, clock.now())).map(
        toClientSummary,
      );
      const matching = query.stage ? all.filter((client) => client.stage === query.stage) : all;
      const start = (query.page - 1) * query.pageSize;
      const stageCounts = Object.fromEntries(CLIENT_STAGES.map((stage) => [stage, 0])) as Record<ClientStage, number>;
      for (const client of all) stageCounts[client.stage] += 1;
      return {
        clients: matching.slice(start, start + query.pageSize),
        stageCounts,
        total: matching.length,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async getClient(attorneyId: string, clientId: string): Promise<ClientDetail> {
      const row = await repository.findClient(attorneyId, clientId, clock.now());
      if (!row) throw clientNotFound();
      return {
        ...toClientSummary(row),
        phoneNumber: row.phone_number,
        document: {
          id: row.document_id,
          status: row.status,
          reviewedAt: isoOrNull(row.reviewed_at),
          finalizedAt: isoOrNull(row.finalized_at),
          lastGeneratedAt: isoOrNull(row.last_generated_at),
          editorPath: `/documents/${row.document_id}/editor`,
        },
        services: (row.services ?? []).map((service) => ({ ...service, purchasedAt: iso(service.purchasedAt) })),
        events: (row.events ?? []).map((event) => ({
          ...event,
          eventStartAt: iso(event.eventStartAt),
          eventEndAt: iso(event.eventEndAt),
          serviceCompletedAt: isoOrNull(event.serviceCompletedAt),
        })),
      };
    },

    async listNotes(attorneyId: string, clientId: string) {
      const notes = await repository.listNotes(attorneyId, clientId);
      if (!notes) throw clientNotFound();
      return notes.map((note) => ({ ...note, createdAt: iso(note.createdAt), updatedAt: iso(note.updatedAt) }));
    },

    /** One note: 404 when the person is not the attorney's client or the note is not theirs about this client. */
    async getNote(attorneyId: string, clientId: string, noteId: string) {
      const { isClient, note } = await repository.findNote(attorneyId, clientId, noteId);
      if (!isClient) throw clientNotFound();
      if (!note) throw new DomainError("INTERNAL_NOTE_NOT_FOUND", ATTORNEY_PORTAL_MESSAGES.noteNotFound);
      return { ...note, createdAt: iso(note.createdAt), updatedAt: iso(note.updatedAt) };
    },

    async addNote(attorneyId: string, clientId: string, message: string) {
      const row = await repository.insertNote(attorneyId, clientId, message, clock.now());
      if (!row) throw clientNotFound();
      return {
        id: row.id,
        clientId: row.client_user_id,
        message: row.message,
        createdAt: iso(row.created_at),
        updatedAt: iso(row.updated_at),
      };
    },

    async editNote(attorneyId: string, clientId: string, noteId: string, message: string) {
      const row = await repository.updateNote(attorneyId, clientId, noteId, message, clock.now());
      if (!row) throw new DomainError("INTERNAL_NOTE_NOT_FOUND", ATTORNEY_PORTAL_MESSAGES.noteNotFound);
      return {
        id: row.id,
        clientId: row.client_user_id!,
        message: row.message,
        createdAt: iso(row.created_at),
        updatedAt: iso(row.updated_at),
      };
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
      return deps.questionnaire.getSectionGroups({
        userId: input.userId,
        section: input.section,
        documentId: input.documentId,
      });
    },
  };
}

export type ClientsService = ReturnType<typeof createClientsService>;
