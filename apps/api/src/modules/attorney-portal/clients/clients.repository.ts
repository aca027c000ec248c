import { internalNotes, live, type Database } from "@prenup/db";
import { and, eq, sql } from "drizzle-orm";
import { selectRows } from "../sql-rows.ts";
import { clientDetail } from "./client-detail.read-model.ts";
import { clientDocument } from "./client-document.read-model.ts";
import { clientOf } from "./client-of.read-model.ts";
import { clientList } from "./client-page.read-model.ts";

import type { ClientRow } from "./client-page.read-model.ts";
export type { ClientRow };

/** The attorney's clients, a client's detail, the client check and the internal notes: one statement each. */
export function createClientsRepository(db: Database) {
  const rows = selectRows;

  return {
    async listClients(attorneyId: string, query: { search?: string | undefined }, now: Date): Promise<ClientRow[]> {
      const search = query.search?.trim()
        ? `%${query.search.trim().replace(/[\\%_]/g, (match) => `\\${match}`)}%`
        : null;
      return clientList(db, attorneyId, { search }, now);
    },

    async findClient(attorneyId: string, clientId: string, now: Date): Promise<ClientRow | null> {
      const found = await clientDetail(db, attorneyId, clientId, now);
      return found[0] ?? null;
    },

    /** The client's document and state, when the client is the attorney's (else null). */
    async findClientDocument(
      attorneyId: string,
      clientId: string,
    ): Promise<{ documentId: string; stateId: string | null } | null> {
      const found = await clientDocument(db, attorneyId, clientId);
      return found[0] ? { documentId: found[0].id, stateId: found[0].state_id } : null;
    },

    /** The attorney's notes about the client, newest first; null when the person is not their client. */
    async listNotes(attorneyId: string, clientId: string) {
      const [row] = await rows<{
        is_client: boolean;
        notes: { id: string; clientId: string; message: string; createdAt: string; updatedAt: string }[];
      }>(
        db,
        sql`select ${clientOf(attorneyId, clientId)} as is_client,
                   coalesce((select json_agg(json_build_object('id', n.id, 'clientId', n.client_user_id, 'message', n.message, 'createdAt', n.created_at, 'updatedAt', n.updated_at) order by n.created_at desc, n.id)
                               from internal_notes n
                              where n.attorney_id = ${attorneyId}::uuid and n.client_user_id = ${clientId}::uuid and ${live("n")}), '[]'::json) as notes`,
      );
      return row?.is_client ? row.notes : null;
    },

    /** One of the attorney's notes about the client, with whether the person is their client (one statement). */
    async findNote(attorneyId: string, clientId: string, noteId: string) {
      const [row] = await rows<{
        is_client: boolean;
        note: { id: string; clientId: string; message: string; createdAt: string; updatedAt: string } | null;
      }>(
        db,
        sql`select ${clientOf(attorneyId, clientId)} as is_client,
                   (select json_build_object('id', n.id, 'clientId', n.client_user_id, 'message', n.message, 'createdAt', n.created_at, 'updatedAt', n.updated_at)
                      from internal_notes n
                     where n.id = ${noteId}::uuid and n.attorney_id = ${attorneyId}::uuid and n.client_user_id = ${clientId}::uuid and ${live("n")}) as note`,
      );
      return { isClient: row?.is_client ?? false, note: row?.note ?? null };
    },

    /** Adds a note in one statement, only when the person is the attorney's client (else null). */
    async insertNote(attorneyId: string, clientId: string, message: string, now: Date) {
      const [row] = await rows<{
        id: string;
        client_user_id: string;
        message: string;
        created_at: unknown;
        updated_at: unknown;
      }>(
        db,
        sql`insert into internal_notes (attorney_id, client_user_id, message, created_at, updated_at, created_by_id, updated_by_id)
            select ${attorneyId}::uuid, ${clientId}::uuid, ${message}, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz, ${attorneyId}::uuid, ${attorneyId}::uuid
             where ${clientOf(attorneyId, clientId)}
            returning id, client_user_id, message, created_at, updated_at`,
      );
      return row ?? null;
    },

    async updateNote(attorneyId: string, clientId: string, noteId: string, message: string, now: Date) {
      const [row] = await db
        .update(internalNotes)
        .set({ message, updatedAt: now, updatedById: attorneyId })
        .where(
          and(
            eq(internalNotes.id, noteId),
            eq(internalNotes.attorneyId, attorneyId),
            eq(internalNotes.clientUserId, clientId),
            live(internalNotes),
            clientOf(attorneyId, clientId),
          ),
        )
        .returning({
          id: internalNotes.id,
          client_user_id: internalNotes.clientUserId,
          message: internalNotes.message,
          created_at: internalNotes.createdAt,
          updated_at: internalNotes.updatedAt,
        });
      return row ?? null;
    },
  };
}

export type ClientsRepository = ReturnType<typeof createClientsRepository>;
