/**
 * The questionnaire content (sections, groups, questions, options, their state and attorney rules,
 * restricted pairs) and help videos: read once per content version, built per state by the domain's
 * questionnaire engine. The only module that reads those tables.
 */
export { registerContentRoutes } from "./content.routes.ts";
export { videoSchema, type VideoResponse } from "./content.schemas.ts";
export {
  createContentRepository,
  type GroupContent,
  type OptionContent,
  type QuestionContent,
  type SectionContent,
} from "./content.repository.ts";
export { createContentService, type ContentService, type StateQuestionnaire, type Video } from "./content.service.ts";
