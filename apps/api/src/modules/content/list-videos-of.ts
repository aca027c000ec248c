import { contentAt } from "./content-at.ts";
import type { ContentContext } from "./content.context.ts";
import { videosShown } from "./list-videos.ts";

/** The videos of each given group and question that are shown in the state, in display order. */
export async function listVideosOf(
  ctx: ContentContext,
  version: number,
  input: { groupIds: readonly string[]; questionIds: readonly string[]; stateId: string | null },
) {
  const { content } = await contentAt(ctx, version);
  const groups = new Map(
    input.groupIds.map((id) => [id, videosShown(content, content.groupVideoIds.get(id), input.stateId)]),
  );
  const questions = new Map(
    input.questionIds.map((id) => [id, videosShown(content, content.questionVideoIds.get(id), input.stateId)]),
  );
  return { groups, questions };
}
