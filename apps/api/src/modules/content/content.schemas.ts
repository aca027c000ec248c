import { z } from "zod";
import { apiSchemaRegistry } from "../../http/schemas.ts";

/** A help video (YouTube); `location` names the screen it belongs to, e.g. `background_information`. */
export const videoSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  author: z.string().nullable(),
  youtubeLink: z.string(),
  location: z.string().nullable(),
  order: z.number().int(),
});
apiSchemaRegistry.add(videoSchema, { id: "Video" });

export const listVideosQuerySchema = z.object({
  /** Only the videos of this location (exact match). */
  location: z.string().trim().min(1).max(200).optional(),
  /** Only the videos shown in this state: those limited to it and those shown everywhere. */
  stateId: z.uuid().optional(),
});

export const listVideosResponseSchema = z.array(videoSchema);

export type VideoResponse = z.infer<typeof videoSchema>;
export type ListVideosQuery = z.infer<typeof listVideosQuerySchema>;
