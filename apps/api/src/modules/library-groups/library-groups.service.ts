import type { Database } from "@prenup/db";
import { DomainError, type CreateLibraryGroup, type UpdateLibraryGroup } from "@prenup/domain";
import { isForeignKeyViolation, isUniqueViolation } from "../../db/db-errors.ts";
import type { Clock } from "../../integrations/clock.ts";
import type { LibraryGroupsRepository } from "./library-groups.repository.ts";

export const LIBRARY_GROUP_MESSAGES = {
  notFound: "Library group not found",
  keyTaken: "Another library group already has this key.",
  unknownLink: "One of the states, sections or clauses named does not exist.",
} as const;

/** Writes a group's clauses for one agreement (the agreement module's `renderClausesFor`, wired by the composition root). */
export type ClauseRenderer = {
  renderClausesFor(
    documentId: string,
    actorId: string,
    clauseTemplateIds: readonly string[],
  ): Promise<{ stateId: string | null; clauses: RenderedClause[]; missingAnswers: string[] }>;
};
export type RenderedClause = {
  clauseTemplateId: string;
  key: string;
  title: string | null;
  text: string;
  listStyle: string;
  textStyle: string | null;
  order: number;
  children: RenderedClause[];
};

/** Library groups: optional sections and clauses per state, for the editor to insert (admins keep them). */
export function createLibraryGroupsService(deps: {
  db: Database;
  clock: Clock;
  repository: LibraryGroupsRepository;
  clauses: ClauseRenderer;
}) {
  const { db, clock, repository } = deps;
  const strip = <T extends { total?: number }>(row: T) => {
    const { total: _total, ...rest } = row;
    return rest;
  };

  async function get(id: string) {
    const row = await repository.find(id);
    if (!row) throw new DomainError("LIBRARY_GROUP_NOT_FOUND", LIBRARY_GROUP_MESSAGES.notFound);
    return strip(row);
  }

  async function write<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error, "library_groups_key_unique"))
        throw new DomainError("LIBRARY_GROUP_EXISTS", LIBRARY_GROUP_MESSAGES.keyTaken);
      if (isForeignKeyViolation(error)) throw DomainError.invalidField("links", LIBRARY_GROUP_MESSAGES.unknownLink);
      throw error;
    }
  }

  return {
    async list(query: { stateId?: string | undefined; page: number; pageSize: number }) {
      const rows = await repository.list(
        { stateId: query.stateId },
        { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
      );
      return { items: rows.map(strip), total: rows[0]?.total ?? 0, page: query.page, pageSize: query.pageSize };
    },

    get,

    /** GET /documents/{docId}/library-groups/{groupId}/render: the group's clauses as they would read in this agreement. */
    async renderFor(documentId: string, groupId: string, actorId: string) {
      const group = await get(groupId);
      const rendered = await deps.clauses.renderClausesFor(
        documentId,
        actorId,
        group.clauses.map((clause) => clause.id),
      );
      if (group.states.length > 0 && !group.states.some((state) => state.id === rendered.stateId)) {
        throw new DomainError(
          "LIBRARY_GROUP_NOT_FOUND",
          "This library group is not offered in this agreement's state.",
        );
      }
      return {
        group: { id: group.id, key: group.key, name: group.name },
        clauses: rendered.clauses,
        missingAnswers: rendered.missingAnswers,
      };
    },

    async create(body: CreateLibraryGroup, actorId: string) {
      const id = await write(() =>
        db.transaction(async (tx) => {
          const created = await repository.insertGroup(tx, {
            key: body.key,
            name: body.name,
            description: body.description ?? null,
            order: body.order,
            actorId,
          });
          await repository.replaceLinks(tx, created, "states", [...new Set(body.stateIds)], actorId);
          await repository.replaceLinks(tx, created, "sections", [...new Set(body.sectionTemplateIds)], actorId);
          await repository.replaceLinks(tx, created, "clauses", [...new Set(body.clauseTemplateIds)], actorId);
          return created;
        }),
      );
      return get(id);
    },

    async update(id: string, body: UpdateLibraryGroup, actorId: string) {
      await write(() =>
        db.transaction(async (tx) => {
          const found = await repository.updateGroup(tx, id, {
            ...(body.name !== undefined ? { name: body.name } : {}),
            ...(body.description !== undefined ? { description: body.description } : {}),
            ...(body.order !== undefined ? { order: body.order } : {}),
            actorId,
            now: clock.now(),
          });
          if (!found) throw new DomainError("LIBRARY_GROUP_NOT_FOUND", LIBRARY_GROUP_MESSAGES.notFound);
          if (body.stateIds) await repository.replaceLinks(tx, id, "states", [...new Set(body.stateIds)], actorId);
          if (body.sectionTemplateIds)
            await repository.replaceLinks(tx, id, "sections", [...new Set(body.sectionTemplateIds)], actorId);
          if (body.clauseTemplateIds)
            await repository.replaceLinks(tx, id, "clauses", [...new Set(body.clauseTemplateIds)], actorId);
        }),
      );
      return get(id);
    },
  };
}

export type LibraryGroupsService = ReturnType<typeof createLibraryGroupsService>;
