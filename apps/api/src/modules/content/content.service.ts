import type { Executor } from "@prenup/db";
import { buildQuestionnaire, isOfferedInState, type Questionnaire } from "@prenup/domain";
import type {
  ContentRepository,
  GroupContent,
  LoadedContent,
  OptionContent,
  QuestionContent,
  SectionContent,
  VideoContent,
} from "./content.repository.ts";

/** The questionnaire as offered in one state, with this API's content fields. */
export type StateQuestionnaire = Questionnaire<SectionContent, GroupContent, QuestionContent, OptionContent>;

export type Video = Omit<VideoContent, "onlyStateIds">;

/**
 * The questionnaire content as the API serves it: read once per content version (the version
 * changes whenever content is written, see content_version), arranged once per state by the domain's
 * `buildQuestionnaire`, and kept in memory. A request pays for the version number only, and that
 * number comes with its first query (the user context reads it); so every instance notices a change
 * at its next request.
 */
export function createContentService(deps: { repository: ContentRepository }) {
  const { repository } = deps;
  let current: { content: LoadedContent; byState: Map<string, StateQuestionnaire> } | null = null;
  let loading: Promise<LoadedContent> | null = null;

  /** The content at `version` or newer (a concurrent change may give a newer one: fine to serve). */
  async function contentAt(version: number, executor?: Executor): Promise<NonNullable<typeof current>> {
    // A load already under way may predate `version`: then load once more.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      if (current && current.content.version >= version) return current;
      loading ??= repository.load(executor).finally(() => {
        loading = null;
      });
      const content = await loading;
      if (!current || content.version > current.content.version) current = { content, byState: new Map() };
    }
    return current!;
  }

  function videosShown(content: LoadedContent, ids: readonly string[] | undefined, stateId: string | null): Video[] {
    if (!ids) return [];
    const byId = new Map(content.videos.map((video) => [video.id, video]));
    return ids.flatMap((id) => {
      const video = byId.get(id);
      if (!video || !isOfferedInState(video, stateId)) return [];
      const { onlyStateIds: _states, ...shown } = video;
      return [shown];
    });
  }

  return {
    /** The content version now (one small prepared query). */
    version: (executor?: Executor): Promise<number> => repository.version(executor),

    /** The questionnaire offered in `stateId` (null: no state chosen yet), at `version` or newer. */
    async questionnaire(version: number, stateId: string | null, executor?: Executor): Promise<StateQuestionnaire> {
      const cache = await contentAt(version, executor);
      const key = stateId ?? "";
      let built = cache.byState.get(key);
      if (!built) {
        built = buildQuestionnaire(cache.content.questionnaire, stateId);
        cache.byState.set(key, built);
      }
      return built;
    },

    /** The videos of each given group and question that are shown in the state, in display order. */
    async videosOf(
      version: number,
      input: { groupIds: readonly string[]; questionIds: readonly string[]; stateId: string | null },
    ) {
      const { content } = await contentAt(version);
      const groups = new Map(
        input.groupIds.map((id) => [id, videosShown(content, content.groupVideoIds.get(id), input.stateId)]),
      );
      const questions = new Map(
        input.questionIds.map((id) => [id, videosShown(content, content.questionVideoIds.get(id), input.stateId)]),
      );
      return { groups, questions };
    },

    /** Help videos, in display order: of one location (exact match) and shown in one state, when given. */
    async listVideos(filter: { location?: string | undefined; stateId?: string | undefined }): Promise<Video[]> {
      const { content } = await contentAt(await repository.version());
      return content.videos
        .filter(
          (video) =>
            (filter.location === undefined || video.location === filter.location) &&
            (filter.stateId === undefined || isOfferedInState(video, filter.stateId)),
        )
        .map(({ onlyStateIds: _states, ...video }) => video);
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
