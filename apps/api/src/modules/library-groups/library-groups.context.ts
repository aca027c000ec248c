import type { Database } from "@prenup/db";
import type { Clock } from "../../integrations/clock.ts";
import type { LibraryGroupsRepository } from "./library-groups.repository.ts";

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

/** Writes a group's clauses for one agreement (the agreement module's `renderClausesFor`, wired by the manifest's `build`). */
export type ClauseRenderer = {
  renderClausesFor(
    documentId: string,
    actorId: string,
    clauseTemplateIds: readonly string[],
  ): Promise<{ stateId: string | null; clauses: RenderedClause[]; missingAnswers: string[] }>;
};

/**
 * What every use case of the library-groups module runs with: built once by its manifest's `build`
 * and passed as the first argument (`createLibraryGroup(ctx, input)`).
 */
export type LibraryGroupsContext = {
  db: Database;
  clock: Clock;
  repository: LibraryGroupsRepository;
  clauses: ClauseRenderer;
};
