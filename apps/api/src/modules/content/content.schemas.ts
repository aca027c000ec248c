import { z } from "zod";
import { videoSchema, type VideoResponse } from "../questionnaire/questionnaire.schemas.ts";

// One Video schema for the whole API: groups and questions carry the same shape.
export { videoSchema };

export const listVideosQuerySchema = z.object({
  /** Only the videos of this location (exact match). */
  location: z.string().trim().min(1).max(200).optional(),
  /** Only the videos shown in this state: those limited to it and those shown everywhere. */
  stateId: z.uuid().optional(),
});

export const listVideosResponseSchema = z.array(videoSchema);

export type { VideoResponse };
export type ListVideosQuery = z.infer<typeof listVideosQuerySchema>;
