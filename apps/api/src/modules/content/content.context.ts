import type { Questionnaire } from "@prenup/domain";
import type {
  ContentRepository,
  GroupContent,
  LoadedContent,
  OptionContent,
  QuestionContent,
  SectionContent,
} from "./content.repository.ts";

/** The questionnaire as offered in one state, with this API's content fields. */
export type StateQuestionnaire = Questionnaire<SectionContent, GroupContent, QuestionContent, OptionContent>;

/**
 * The content kept in memory: the newest version read, with the questionnaire built per state (by
 * state id, "" for none), and the read under way, if any.
 */
export type ContentCache = {
  current: { content: LoadedContent; byState: Map<string, StateQuestionnaire> } | null;
  loading: Promise<LoadedContent> | null;
};

/**
 * What every use case of the content module runs with: built once by its manifest's `build` and
 * passed as the first argument (`listVideos(ctx, filter)`). Its cache lives as long as the context.
 */
export type ContentContext = {
  repository: ContentRepository;
  cache: ContentCache;
};

/** A context with an empty cache. */
export function contentContext(repository: ContentRepository): ContentContext {
  return { repository, cache: { current: null, loading: null } };
}
