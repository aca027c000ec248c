import { textSchema } from "@prenup/domain";
import { z } from "zod";
import { apiSchemaRegistry } from "../../http/schemas.ts";

/** A help video shown on a screen, with a group or with a question. */
export const videoSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  author: z.string().nullable(),
  youtubeLink: z.string(),
  location: z.string().nullable(),
  order: z.int(),
});
apiSchemaRegistry.add(videoSchema, { id: "Video" });

export const listVideosQuerySchema = z.object({
  /** Only the videos of this location (exact match). */
  location: textSchema({ max: 200 }).trim().min(1).optional(),
  /** Only the videos shown in this state: those limited to it and those shown everywhere. */
  stateId: z.uuid().optional(),
});

export const listVideosResponseSchema = z.array(videoSchema);

export type VideoResponse = z.infer<typeof videoSchema>;
