import { isOfferedInState } from "@prenup/domain";
import { contentAt } from "./content-at.ts";
import type { ContentContext } from "./content.context.ts";
import type { LoadedContent, VideoContent } from "./content.repository.ts";

export type Video = Omit<VideoContent, "onlyStateIds">;

/** The videos of `ids` shown in the state, in the order given. */
export function videosShown(
  content: LoadedContent,
  ids: readonly string[] | undefined,
  stateId: string | null,
): Video[] {
  if (!ids) return [];
  const byId = new Map(content.videos.map((video) => [video.id, video]));
  return ids.flatMap((id) => {
    const video = byId.get(id);
    if (!video || !isOfferedInState(video, stateId)) return [];
    const { onlyStateIds: _states, ...shown } = video;
    return [shown];
  });
}

/** GET /videos: help videos, in display order: of one location (exact match) and shown in one state, when given. */
export async function listVideos(
  ctx: ContentContext,
  filter: { location?: string | undefined; stateId?: string | undefined },
): Promise<Video[]> {
  const { content } = await contentAt(ctx, await ctx.repository.version());
  return content.videos
    .filter(
      (video) =>
        (filter.location === undefined || video.location === filter.location) &&
        (filter.stateId === undefined || isOfferedInState(video, filter.stateId)),
    )
    .map(({ onlyStateIds: _states, ...video }) => video);
}
