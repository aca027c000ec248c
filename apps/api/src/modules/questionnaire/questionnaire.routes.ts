import { DomainError } from "@prenup/domain";
import { access } from "../../access/rules.ts";
import { requireCurrentUser } from "../../access/request-context.ts";
import { errorResponses, idParamsSchema } from "../../http/schemas.ts";
import type { ApiInstance } from "../../http/types.ts";
import type { DocumentsService } from "../documents/index.ts";
import type { StatesService } from "../states/index.ts";
import {
  adminSectionGroupsParamsSchema,
  adminSectionGroupsQuerySchema,
  adminSectionsQuerySchema,
  documentSectionGroupsQuerySchema,
  documentSectionParamsSchema,
  listSectionsQuerySchema,
  listSectionsResponseSchema,
  questionOptionsParamsSchema,
  restrictedOptionsBodySchema,
  sectionAnswersSchema,
  sectionContentQuerySchema,
  sectionContentSchema,
  sectionGroupsSchema,
  sectionSchema,
  selectedRestrictedOptionsResponseSchema,
  userSectionParamsSchema,
} from "./questionnaire.schemas.ts";
import { findSelectedOptions } from "./find-selected-options.ts";
import { getDocumentSectionGroups } from "./get-document-section-groups.ts";
import { getSection } from "./get-section.ts";
import { getSectionAnswers } from "./get-section-answers.ts";
import { getSectionContent } from "./get-section-content.ts";
import { getSectionGroups } from "./get-section-groups.ts";
import { listSections } from "./list-sections.ts";
import type { QuestionnaireContext } from "./questionnaire.context.ts";
import { QUESTIONNAIRE_MESSAGES } from "./questionnaire.messages.ts";

const security = [{ bearerAuth: [] }];
/** Kept by the user's browser for a year and never revalidated: the URL names the exact wording. */
const IMMUTABLE_PRIVATE = "private, max-age=31536000, immutable";
const tags = ["questionnaire"];

/** The user themself, an attorney assigned to one of their documents, or an admin. */
const userReaders = () => access.anyOf(access.self(), access.assignedAttorney("id", "user"), access.admin());

export function registerQuestionnaireRoutes(
  app: ApiInstance,
  deps: {
    questionnaire: QuestionnaireContext;
    documents: Pick<DocumentsService, "findParties">;
    states: Pick<StatesService, "findState">;
  },
): void {
  const ctx = deps.questionnaire;

  app.get(
    "/users/:id/questionnaire-sections",
    {
      config: { access: userReaders() },
      schema: {
        operationId: "listQuestionnaireSections",
        tags,
        summary: "The questionnaire's sections, in order, with the user's progress",
        description:
          "With includeStatus=true each section carries the user's status (computed from the questions visible " +
          "to the user in the document's state); otherwise status is null. `locked` is true for sections carrying " +
          "attorney rules while the user wants an attorney and has not bought representation.",
        security,
        params: idParamsSchema,
        querystring: listSectionsQuerySchema,
        response: { 200: listSectionsResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      listSections(ctx, { userId: request.params.id, includeStatus: request.query.includeStatus ?? false }),
  );

  app.get(
    "/users/:id/questionnaire-sections/:section",
    {
      config: { access: userReaders() },
      schema: {
        operationId: "getQuestionnaireSection",
        tags,
        summary: "One section (by key or slug) with the user's status",
        security,
        params: userSectionParamsSchema,
        response: { 200: sectionSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getSection(ctx, { userId: request.params.id, section: request.params.section }),
  );

  app.get(
    "/users/:id/questionnaire-sections/:section/groups",
    {
      config: { access: userReaders() },
      schema: {
        operationId: "getQuestionnaireSectionGroups",
        tags,
        summary: "A section's groups and questions, with the user's answers",
        description:
          "Only questions and options offered in the document's state and not deleted. Follow-ups are returned " +
          "even while hidden (the client reveals them with visibleQuestionIds), in tree pre-order with their depth. " +
          "The background_information section's groups are the identity group (pronouns, date of birth, phone).",
        security,
        params: userSectionParamsSchema,
        response: { 200: sectionGroupsSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getSectionGroups(ctx, { userId: request.params.id, section: request.params.section }),
  );

  app.get(
    "/users/:id/questionnaire-sections/:section/answers",
    {
      config: { access: userReaders() },
      schema: {
        operationId: "getQuestionnaireSectionAnswers",
        tags,
        summary: "A section's status and the user's answers in it, with the key of its wording",
        description:
          "The questions' wording is a resource of its own (GET …/content?key=contentKey), the same until the content, " +
          "the state or the couple's names change: a client keeps it and reads only this lighter call on each visit.",
        security,
        params: userSectionParamsSchema,
        response: { 200: sectionAnswersSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getSectionAnswers(ctx, { userId: request.params.id, section: request.params.section }),
  );

  app.get(
    "/users/:id/questionnaire-sections/:section/content",
    {
      config: { access: userReaders() },
      schema: {
        operationId: "getQuestionnaireSectionContent",
        tags,
        summary: "A section's wording for the user: groups, questions, options, explanations and videos",
        description:
          "Without answers (GET …/answers has them). Asked with the key the answers call named and still current, the " +
          "response may be kept for good (Cache-Control: private, immutable); otherwise it is the current wording, with " +
          "its own key, and is not kept.",
        security,
        params: userSectionParamsSchema,
        querystring: sectionContentQuerySchema,
        response: { 200: sectionContentSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { content, current } = await getSectionContent(ctx, {
        userId: request.params.id,
        section: request.params.section,
        key: request.query.key,
      });
      if (current) reply.header("cache-control", IMMUTABLE_PRIVATE);
      return content;
    },
  );

  app.get(
    "/documents/:docId/questionnaire-sections/:section/groups",
    {
      config: {
        access: access.anyOf(
          access.documentParty("docId"),
          access.assignedAttorney("docId", "document"),
          access.admin(),
        ),
      },
      schema: {
        operationId: "getDocumentSectionGroups",
        tags,
        summary: "A section's groups with one respondent's answers on this document (read-only view)",
        description:
          "userId names the respondent (partner A or B of the document; default the caller, or partner A for staff). A party may read only " +
          "their own answers (403 for the partner's); assigned attorneys and admins may read either.",
        security,
        params: documentSectionParamsSchema,
        querystring: documentSectionGroupsQuerySchema,
        response: { 200: sectionGroupsSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const caller = requireCurrentUser(request);
      // Parties and assigned attorneys came through a rule that read the document; admins did not.
      const parties = request.accessDocument ?? (await deps.documents.findParties(request.params.docId));
      if (!parties) throw new DomainError("DOCUMENT_NOT_FOUND", QUESTIONNAIRE_MESSAGES.documentNotFound);
      return getDocumentSectionGroups(ctx, {
        documentId: request.params.docId,
        section: request.params.section,
        respondentUserId: request.query.userId,
        parties,
        callerId: caller.id,
        callerIsParty: request.accessVia === "documentParty",
      });
    },
  );

  app.get(
    "/admin/users/:id/questionnaire-sections",
    {
      config: { access: access.admin() },
      schema: {
        operationId: "adminListQuestionnaireSections",
        tags,
        summary: "A user's sections with status (admin); stateId computes them as in another state",
        security,
        params: idParamsSchema,
        querystring: adminSectionsQuerySchema,
        response: { 200: listSectionsResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const state = request.query.stateId ? await deps.states.findState(request.query.stateId) : null;
      if (request.query.stateId && !state)
        throw DomainError.invalidField("stateId", QUESTIONNAIRE_MESSAGES.unknownState);
      return listSections(ctx, { userId: request.params.id, includeStatus: true, stateOverride: state });
    },
  );

  app.get(
    "/admin/users/:id/questionnaire-sections/:sectionId/groups",
    {
      config: { access: access.admin() },
      schema: {
        operationId: "adminGetQuestionnaireSectionGroups",
        tags,
        summary: "A user's answers in one section (admin, read-only); documentId picks the document",
        security,
        params: adminSectionGroupsParamsSchema,
        querystring: adminSectionGroupsQuerySchema,
        response: { 200: sectionGroupsSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      getSectionGroups(ctx, {
        userId: request.params.id,
        section: request.params.sectionId,
        documentId: request.query.documentId,
      }),
  );

  app.post(
    "/users/:userId/question-options",
    {
      config: { access: access.self("userId") },
      schema: {
        operationId: "checkRestrictedQuestionOptions",
        tags,
        summary: "Which of the given options the user currently has selected",
        description:
          "The client posts an option's restrictedOptionIds before choosing it, to explain which earlier answer conflicts.",
        security,
        params: questionOptionsParamsSchema,
        body: restrictedOptionsBodySchema,
        response: { 200: selectedRestrictedOptionsResponseSchema, ...errorResponses(401, 403, 404, 413, 415) },
      },
    },
    async (request) =>
      findSelectedOptions(ctx, { userId: request.params.userId, optionIds: request.body.restrictedQuestionOptionIds }),
  );
}
