/** The questionnaire as one user sees it: sections with status and lock, a section's groups with the user's answers. */
export { registerQuestionnaireRoutes } from "./questionnaire.routes.ts";
export { createQuestionnaireService, type QuestionnaireService } from "./questionnaire.service.ts";
export { listSectionsResponseSchema, sectionGroupsSchema } from "./questionnaire.schemas.ts";
