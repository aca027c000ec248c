import {
  clauseTemplates,
  documentTemplates,
  documentTemplateStates,
  live,
  sectionTemplates,
  type Database,
} from "@prenup/db";
import { and, asc, count, eq, exists, ilike, or, type SQL, sql } from "drizzle-orm";
import { containsPattern } from "../../db/like.ts";

const sectionColumns = {
  id: sectionTemplates.id,
  documentTemplateId: sectionTemplates.documentTemplateId,
  key: sectionTemplates.key,
  title: sectionTemplates.title,
  text: sectionTemplates.text,
  listStyle: sectionTemplates.listStyle,
  textStyle: sectionTemplates.textStyle,
  order: sectionTemplates.order,
  isSeparatePage: sectionTemplates.isSeparatePage,
  isMandatory: sectionTemplates.isMandatory,
  conditions: sectionTemplates.conditions,
};

export type SectionTemplateRow = Awaited<
  ReturnType<ReturnType<typeof createTemplatesRepository>["listAllSections"]>
>[number];
export type ClauseTemplateRow = Awaited<
  ReturnType<ReturnType<typeof createTemplatesRepository>["listAllClauses"]>
>[number];

/**
 * What the templates' statements embed of the library groups, which are built on the templates:
 * the library-groups module's published read, lent by its manifest's `reads`.
 */
export type TemplateLibraryReads = {
  /** True when a live library group links the clause template (the content's rule for a library-only clause). */
  libraryLink(clauseTemplateId: SQL | typeof clauseTemplates.id): SQL;
};

export function createTemplatesRepository(db: Database, library: TemplateLibraryReads) {
  const clauseColumns = {
    id: clauseTemplates.id,
    sectionTemplateId: clauseTemplates.sectionTemplateId,
    parentClauseTemplateId: clauseTemplates.parentClauseTemplateId,
    key: clauseTemplates.key,
    title: clauseTemplates.title,
    text: clauseTemplates.text,
    listStyle: clauseTemplates.listStyle,
    textStyle: clauseTemplates.textStyle,
    order: clauseTemplates.order,
    conditions: clauseTemplates.conditions,
    /** A clause is library-only exactly when a library group links it (the content's rule). */
    isLibraryOnly: library.libraryLink(clauseTemplates.id).mapWith(Boolean),
  };

  return {
    async listDocumentTemplates(page: { limit: number; offset: number }) {
      const where = live(documentTemplates);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: documentTemplates.id,
            key: documentTemplates.key,
            type: documentTemplates.type,
            description: documentTemplates.description,
            countryId: documentTemplates.countryId,
          })
          .from(documentTemplates)
          .where(where)
          .orderBy(asc(documentTemplates.key))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ value: count() }).from(documentTemplates).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async listSections(filter: { documentTemplateId?: string | undefined }, page: { limit: number; offset: number }) {
      const where = and(
        live(sectionTemplates),
        filter.documentTemplateId ? eq(sectionTemplates.documentTemplateId, filter.documentTemplateId) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select(sectionColumns)
          .from(sectionTemplates)
          .where(where)
          .orderBy(asc(sectionTemplates.documentTemplateId), asc(sectionTemplates.order), asc(sectionTemplates.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ value: count() }).from(sectionTemplates).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async listClauses(
      filter: {
        sectionTemplateId?: string | undefined;
        documentTemplateId?: string | undefined;
        libraryOnly?: boolean | undefined;
        search?: string | undefined;
      },
      page: { limit: number; offset: number },
    ) {
      const pattern = filter.search ? containsPattern(filter.search) : null;
      const where = and(
        live(clauseTemplates),
        pattern ? or(ilike(clauseTemplates.key, pattern), ilike(clauseTemplates.title, pattern)) : undefined,
        filter.sectionTemplateId ? eq(clauseTemplates.sectionTemplateId, filter.sectionTemplateId) : undefined,
        filter.documentTemplateId
          ? exists(
              sql`(select 1 from ${sectionTemplates} where ${sectionTemplates.id} = ${clauseTemplates.sectionTemplateId} and ${sectionTemplates.documentTemplateId} = ${filter.documentTemplateId})`,
            )
          : undefined,
        filter.libraryOnly === undefined
          ? undefined
          : filter.libraryOnly
            ? library.libraryLink(clauseTemplates.id)
            : sql`not ${library.libraryLink(clauseTemplates.id)}`,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select(clauseColumns)
          .from(clauseTemplates)
          .where(where)
          .orderBy(asc(clauseTemplates.sectionTemplateId), asc(clauseTemplates.order), asc(clauseTemplates.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ value: count() }).from(clauseTemplates).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async documentTemplateExists(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: documentTemplates.id })
        .from(documentTemplates)
        .where(and(eq(documentTemplates.id, id), live(documentTemplates)))
        .limit(1);
      return row !== undefined;
    },

    async listTemplateStates(documentTemplateId: string) {
      return db
        .select({
          id: documentTemplateStates.id,
          documentTemplateId: documentTemplateStates.documentTemplateId,
          stateId: documentTemplateStates.stateId,
          termForDocument: documentTemplateStates.termForDocument,
          statute: documentTemplateStates.statute,
          witnessRequired: documentTemplateStates.witnessRequired,
        })
        .from(documentTemplateStates)
        .where(and(eq(documentTemplateStates.documentTemplateId, documentTemplateId), live(documentTemplateStates)))
        .orderBy(asc(documentTemplateStates.stateId));
    },

    /** Every live section of a template (generation). */
    async listAllSections(documentTemplateId: string) {
      return db
        .select(sectionColumns)
        .from(sectionTemplates)
        .where(and(eq(sectionTemplates.documentTemplateId, documentTemplateId), live(sectionTemplates)))
        .orderBy(asc(sectionTemplates.order), asc(sectionTemplates.id));
    },

    /** Every live clause of a template's live sections (generation). */
    async listAllClauses(documentTemplateId: string) {
      return db
        .select(clauseColumns)
        .from(clauseTemplates)
        .innerJoin(sectionTemplates, eq(sectionTemplates.id, clauseTemplates.sectionTemplateId))
        .where(
          and(
            eq(sectionTemplates.documentTemplateId, documentTemplateId),
            live(sectionTemplates),
            live(clauseTemplates),
          ),
        )
        .orderBy(asc(clauseTemplates.order), asc(clauseTemplates.id));
    },
  };
}

export type TemplatesRepository = ReturnType<typeof createTemplatesRepository>;
