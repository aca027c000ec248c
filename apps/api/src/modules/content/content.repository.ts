import { videos, videoStates, type Database } from "@prenup/db";
import { and, asc, eq, exists, isNull, not, or, type SQL } from "drizzle-orm";
import type { ListVideosQuery, VideoResponse } from "./content.schemas.ts";

export function createContentRepository(db: Database) {
  return {
    /**
     * Live videos ordered by `order` (then title): optionally only one location, and only those shown
     * in a state — the ones without state rows (shown everywhere) and the ones listing that state.
     */
    async listVideos(filter: ListVideosQuery): Promise<VideoResponse[]> {
      const conditions: (SQL | undefined)[] = [isNull(videos.deletedAt)];
      if (filter.location !== undefined) conditions.push(eq(videos.location, filter.location));
      if (filter.stateId !== undefined) {
        const stateRows = (extra?: SQL) =>
          db
            .select({ one: videoStates.id })
            .from(videoStates)
            .where(and(eq(videoStates.videoId, videos.id), isNull(videoStates.deletedAt), extra));
        conditions.push(or(not(exists(stateRows())), exists(stateRows(eq(videoStates.stateId, filter.stateId)))));
      }
      return db
        .select({
          id: videos.id,
          title: videos.title,
          author: videos.author,
          youtubeLink: videos.youtubeLink,
          location: videos.location,
          order: videos.order,
        })
        .from(videos)
        .where(and(...conditions))
        .orderBy(asc(videos.order), asc(videos.title), asc(videos.id));
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
