import { bigint, integer, pgTable } from "drizzle-orm/pg-core";

/**
 * One row whose `version` goes up whenever the questionnaire content changes: sections, groups,
 * questions, options, their visibility, state and attorney rules, restricted pairs, and videos.
 * Triggers on those tables bump it (migration 0003), whoever writes them — the reference seed, an
 * admin screen, a hand-run SQL fix — and only when a row really changed. The API keeps the built
 * questionnaire per version and reads this one number with each request's first query.
 */
export const contentVersion = pgTable("content_version", {
  id: integer("id").primaryKey().default(1),
  version: bigint("version", { mode: "number" }).notNull().default(1),
});

/** The tables whose changes bump `content_version` (kept in step with migration 0003 by a test). */
export const CONTENT_VERSIONED_TABLES = [
  "questionnaire_sections",
  "question_groups",
  "questions",
  "question_options",
  "conditional_visibilities",
  "question_state_restrictions",
  "question_option_states",
  "attorney_rules",
  "restricted_question_options",
  "videos",
  "video_states",
  "question_videos",
  "question_group_videos",
] as const;
