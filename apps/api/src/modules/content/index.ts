/**
 * The questionnaire content (sections, groups, questions, options, their state and attorney rules,
 * restricted pairs) and help videos: read once per content version, built per state by the domain's
 * questionnaire engine. The only module that reads those tables. One use case per file, each a
 * function of the module's context (which holds the in-memory content) and its input.
 */
import type { Executor } from "@prenup/db";
import { buildStateQuestionnaire } from "./build-state-questionnaire.ts";
import { contentVersion } from "./content-version.ts";
import type { ContentContext, StateQuestionnaire } from "./content.context.ts";
import { listVideos } from "./list-videos.ts";
import { listVideosOf } from "./list-videos-of.ts";

export { videoSchema, type VideoResponse } from "./content.schemas.ts";
export {
  createContentRepository,
  type GroupContent,
  type OptionContent,
  type QuestionContent,
  type SectionContent,
} from "./content.repository.ts";
export { contentContext, type ContentContext, type StateQuestionnaire } from "./content.context.ts";
export type { Video } from "./list-videos.ts";
export { questionnaireNumber } from "./questionnaire-number.ts";

/**
 * What other modules call (the standing, the questionnaire, the documents), on the context the
 * manifest built: each name is the use case it calls.
 */
export function contentService(ctx: ContentContext) {
  return {
    /** The content version now (one small prepared query). */
    version: (executor?: Executor): Promise<number> => contentVersion(ctx, executor),
    /** The questionnaire offered in `stateId` (null: no state chosen yet), at `version` or newer. */
    questionnaire: (version: number, stateId: string | null, executor?: Executor): Promise<StateQuestionnaire> =>
      buildStateQuestionnaire(ctx, { version, stateId, executor }),
    /** The videos of each given group and question that are shown in the state, in display order. */
    videosOf: (
      version: number,
      input: { groupIds: readonly string[]; questionIds: readonly string[]; stateId: string | null },
    ) => listVideosOf(ctx, version, input),
    /** Help videos, in display order: of one location and shown in one state, when given. */
    listVideos: (filter: { location?: string | undefined; stateId?: string | undefined }) => listVideos(ctx, filter),
  };
}

export type ContentService = ReturnType<typeof contentService>;
