import { index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { bookkeeping, id } from "./common.ts";
import { questionGroups, questions } from "./questionnaire.ts";
import { states } from "./states.ts";

/** A help video; `location` names where it shows (e.g. background_information), optionally per state. */
export const videos = pgTable(
  "videos",
  {
    id: id(),
    key: text("key").notNull(),
    title: text("title").notNull(),
    author: text("author"),
    youtubeLink: text("youtube_link").notNull(),
    location: text("location"),
    /** Set when the video is for exactly one state; `video_states` lists every state it is shown in (none: all). */
    stateId: uuid("state_id").references(() => states.id),
    order: integer("order").notNull().default(0),
    ...bookkeeping(),
  },
  (t) => [uniqueIndex("videos_key_unique").on(t.key), index("videos_location_idx").on(t.location, t.stateId)],
);

export const questionVideos = pgTable(
  "question_videos",
  {
    id: id(),
    videoId: uuid("video_id")
      .notNull()
      .references(() => videos.id, { onDelete: "cascade" }),
    questionId: uuid("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    ...bookkeeping(),
  },
  (t) => [
    uniqueIndex("question_videos_unique").on(t.videoId, t.questionId),
    index("question_videos_question_idx").on(t.questionId),
  ],
);

export const questionGroupVideos = pgTable(
  "question_group_videos",
  {
    id: id(),
    videoId: uuid("video_id")
      .notNull()
      .references(() => videos.id, { onDelete: "cascade" }),
    groupId: uuid("group_id")
      .notNull()
      .references(() => questionGroups.id, { onDelete: "cascade" }),
    ...bookkeeping(),
  },
  (t) => [
    uniqueIndex("question_group_videos_unique").on(t.videoId, t.groupId),
    index("question_group_videos_group_idx").on(t.groupId),
  ],
);

/** The states a video is shown in; a video with no rows here is shown everywhere. */
export const videoStates = pgTable(
  "video_states",
  {
    id: id(),
    videoId: uuid("video_id")
      .notNull()
      .references(() => videos.id, { onDelete: "cascade" }),
    stateId: uuid("state_id")
      .notNull()
      .references(() => states.id),
    ...bookkeeping(),
  },
  (t) => [uniqueIndex("video_states_unique").on(t.videoId, t.stateId), index("video_states_state_idx").on(t.stateId)],
);
