import {
  answerQuestionOptions,
  answers,
  attorneyRules,
  attorneys,
  documents,
  documentTemplates,
  documentTemplateStates,
  lawFirms,
  notarizations,
  products,
  purchaseItems,
  states,
  users,
  type Database,
  type Document,
  type Executor,
  type NewDocument,
  type State,
} from "@prenup/db";
import type { AttorneyRuleType } from "@prenup/domain";
import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";

/** A live, active document in which the user is partner A or B. */
function activeDocumentOf(userId: string): SQL {
  return and(
    isNull(documents.deletedAt),
    eq(documents.isActive, true),
    or(eq(documents.userAId, userId), eq(documents.userBId, userId)),
  ) as SQL;
}

export function createDocumentsRepository(db: Database) {
  return {
    /** The live documents in which the user is partner A or B, newest first, with their state. */
    async listDocumentsOfUser(userId: string) {
      return db
        .select({ document: documents, state: states })
        .from(documents)
        .leftJoin(states, eq(states.id, documents.stateId))
        .where(and(isNull(documents.deletedAt), or(eq(documents.userAId, userId), eq(documents.userBId, userId))))
        .orderBy(desc(documents.createdAt), desc(documents.id));
    },

    /** Names and e-mail of the given users (deleted accounts included: a document still names its parties). */
    async findPeople(userIds: string[]) {
      if (userIds.length === 0) return [];
      return db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          middleName: users.middleName,
          lastName: users.lastName,
          suffix: users.suffix,
        })
        .from(users)
        .where(inArray(users.id, userIds));
    },

    /** Attorneys' names and law firms, by attorney id. */
    async findAttorneys(attorneyIds: string[]) {
      if (attorneyIds.length === 0) return [];
      return db
        .select({
          id: attorneys.id,
          firstName: users.firstName,
          lastName: users.lastName,
          lawFirmName: lawFirms.name,
        })
        .from(attorneys)
        .innerJoin(users, eq(users.id, attorneys.userId))
        .leftJoin(lawFirms, eq(lawFirms.id, attorneys.lawFirmId))
        .where(inArray(attorneys.id, attorneyIds));
    },

    /** A live document with its state. */
    async findDocument(documentId: string, executor: Executor = db) {
      const [row] = await executor
        .select({ document: documents, state: states })
        .from(documents)
        .leftJoin(states, eq(states.id, documents.stateId))
        .where(and(eq(documents.id, documentId), isNull(documents.deletedAt)))
        .limit(1);
      return row ?? null;
    },

    /** The user's active document (newest when, against the rules, there are several). */
    async findActiveDocumentOfUser(userId: string, executor: Executor = db): Promise<Document | null> {
      const [row] = await executor
        .select()
        .from(documents)
        .where(activeDocumentOf(userId))
        .orderBy(desc(documents.createdAt), desc(documents.id))
        .limit(1);
      return row ?? null;
    },

    /** A live state, active or not. */
    async findState(stateId: string): Promise<State | null> {
      const [row] = await db
        .select()
        .from(states)
        .where(and(eq(states.id, stateId), isNull(states.deletedAt)))
        .limit(1);
      return row ?? null;
    },

    /** The live template with this id. */
    async findTemplate(templateId: string) {
      const [row] = await db
        .select({ id: documentTemplates.id })
        .from(documentTemplates)
        .where(and(eq(documentTemplates.id, templateId), isNull(documentTemplates.deletedAt)))
        .limit(1);
      return row ?? null;
    },

    /** The country's agreement template (the oldest live one of that country), else the oldest live one. */
    async findCountryTemplate(countryId: string) {
      const [row] = await db
        .select({ id: documentTemplates.id })
        .from(documentTemplates)
        .where(and(isNull(documentTemplates.deletedAt), or(eq(documentTemplates.countryId, countryId), isNull(documentTemplates.countryId))))
        .orderBy(
          // The country's own template before a template without a country.
          asc(isNull(documentTemplates.countryId)),
          asc(documentTemplates.createdAt),
          asc(documentTemplates.key),
        )
        .limit(1);
      return row ?? null;
    },

    /** The template's facts for one state (term, statute, witnesses), when it has a row for it. */
    async findTemplateState(templateId: string, stateId: string) {
      const [row] = await db
        .select({
          termForDocument: documentTemplateStates.termForDocument,
          statute: documentTemplateStates.statute,
          witnessRequired: documentTemplateStates.witnessRequired,
        })
        .from(documentTemplateStates)
        .where(
          and(
            eq(documentTemplateStates.documentTemplateId, templateId),
            eq(documentTemplateStates.stateId, stateId),
            isNull(documentTemplateStates.deletedAt),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /**
     * Holds the per-user lock on "which agreement is mine" until the transaction ends: every write
     * that makes the user a party (creating an agreement, accepting an invitation) takes it before
     * checking that the user has no active agreement, so two such writes cannot both pass the check.
     */
    async lockDocumentsOfUser(userId: string, executor: Executor): Promise<void> {
      await executor.execute(sql`select pg_advisory_xact_lock(hashtext(${`document-of:${userId}`}))`);
    },

    async insertDocument(values: NewDocument, executor: Executor = db): Promise<Document> {
      const [row] = await executor.insert(documents).values(values).returning();
      if (!row) throw new Error("insert into documents returned no row");
      return row;
    },

    async updateDocument(documentId: string, changes: Partial<NewDocument>, executor: Executor = db): Promise<void> {
      await executor.update(documents).set(changes).where(eq(documents.id, documentId));
    },

    /**
     * The document's live PRENUP purchases that count (SUCCESSFUL, not deleted), bought by either
     * partner for this document or for none in particular.
     */
    async findPrenupPurchases(document: Pick<Document, "id" | "userAId" | "userBId">, executor: Executor = db) {
      const buyers = [document.userAId, ...(document.userBId ? [document.userBId] : [])];
      return executor
        .select({ id: purchaseItems.id })
        .from(purchaseItems)
        .innerJoin(products, eq(products.id, purchaseItems.productId))
        .where(
          and(
            eq(products.productType, "PRENUP"),
            eq(purchaseItems.paymentStatus, "SUCCESSFUL"),
            isNull(purchaseItems.deletedAt),
            inArray(purchaseItems.userId, buyers),
            or(eq(purchaseItems.documentId, document.id), isNull(purchaseItems.documentId)),
          ),
        )
        .orderBy(asc(purchaseItems.createdAt));
    },

    /** The document's notarization (the newest live one), for the questionnaire-blocked rule. */
    async findNotarization(documentId: string) {
      const [row] = await db
        .select({ notarizationCompletedAt: notarizations.notarizationCompletedAt })
        .from(notarizations)
        .where(and(eq(notarizations.documentId, documentId), isNull(notarizations.deletedAt)))
        .orderBy(desc(notarizations.createdAt))
        .limit(1);
      return row ?? null;
    },

    /**
     * The attorney rules of a state that the user's live answers (on the given document, or without
     * one) trigger through their chosen options.
     */
    async findTriggeredAttorneyRuleTypes(userId: string, documentId: string | null, stateId: string): Promise<AttorneyRuleType[]> {
      const rows = await db
        .selectDistinct({ type: attorneyRules.type })
        .from(answers)
        .innerJoin(answerQuestionOptions, and(eq(answerQuestionOptions.answerId, answers.id), isNull(answerQuestionOptions.deletedAt)))
        .innerJoin(
          attorneyRules,
          and(
            eq(attorneyRules.questionOptionId, answerQuestionOptions.questionOptionId),
            eq(attorneyRules.stateId, stateId),
            isNull(attorneyRules.deletedAt),
          ),
        )
        .where(
          and(
            eq(answers.userId, userId),
            isNull(answers.deletedAt),
            documentId === null ? isNull(answers.documentId) : eq(answers.documentId, documentId),
          ),
        );
      return rows.map((row) => row.type);
    },
  };
}

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
