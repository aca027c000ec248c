-- The questionnaire content's version: one row, bumped by statement-level triggers on every content
-- table, only when the statement really changed a row (a seed re-run that changes nothing leaves it).
INSERT INTO "content_version" ("id", "version") VALUES (1, 1) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed boolean;
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT EXISTS (SELECT 1 FROM old_rows) INTO changed;
  ELSE
    SELECT EXISTS (SELECT 1 FROM new_rows) INTO changed;
  END IF;
  IF changed THEN
    UPDATE "content_version" SET "version" = "version" + 1 WHERE "id" = 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "bump_content_version_always"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "content_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "questionnaire_sections_content_insert" AFTER INSERT ON "questionnaire_sections" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "questionnaire_sections_content_update" AFTER UPDATE ON "questionnaire_sections" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "questionnaire_sections_content_delete" AFTER DELETE ON "questionnaire_sections" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "questionnaire_sections_content_truncate" AFTER TRUNCATE ON "questionnaire_sections" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version_always"();
--> statement-breakpoint
CREATE TRIGGER "question_groups_content_insert" AFTER INSERT ON "question_groups" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "question_groups_content_update" AFTER UPDATE ON "question_groups" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "question_groups_content_delete" AFTER DELETE ON "question_groups" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "question_groups_content_truncate" AFTER TRUNCATE ON "question_groups" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version_always"();
--> statement-breakpoint
CREATE TRIGGER "questions_content_insert" AFTER INSERT ON "questions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "questions_content_update" AFTER UPDATE ON "questions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "questions_content_delete" AFTER DELETE ON "questions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "questions_content_truncate" AFTER TRUNCATE ON "questions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version_always"();
--> statement-breakpoint
CREATE TRIGGER "question_options_content_insert" AFTER INSERT ON "question_options" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "question_options_content_update" AFTER UPDATE ON "question_options" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "question_options_content_delete" AFTER DELETE ON "question_options" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "question_options_content_truncate" AFTER TRUNCATE ON "question_options" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version_always"();
--> statement-breakpoint
CREATE TRIGGER "conditional_visibilities_content_insert" AFTER INSERT ON "conditional_visibilities" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "conditional_visibilities_content_update" AFTER UPDATE ON "conditional_visibilities" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "conditional_visibilities_content_delete" AFTER DELETE ON "conditional_visibilities" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "conditional_visibilities_content_truncate" AFTER TRUNCATE ON "conditional_visibilities" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version_always"();
--> statement-breakpoint
CREATE TRIGGER "question_state_restrictions_content_insert" AFTER INSERT ON "question_state_restrictions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "question_state_restrictions_content_update" AFTER UPDATE ON "question_state_restrictions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "question_state_restrictions_content_delete" AFTER DELETE ON "question_state_restrictions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "question_state_restrictions_content_truncate" AFTER TRUNCATE ON "question_state_restrictions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version_always"();
--> statement-breakpoint
CREATE TRIGGER "question_option_states_content_insert" AFTER INSERT ON "question_option_states" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "question_option_states_content_update" AFTER UPDATE ON "question_option_states" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "question_option_states_content_delete" AFTER DELETE ON "question_option_states" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "question_option_states_content_truncate" AFTER TRUNCATE ON "question_option_states" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version_always"();
--> statement-breakpoint
CREATE TRIGGER "attorney_rules_content_insert" AFTER INSERT ON "attorney_rules" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "attorney_rules_content_update" AFTER UPDATE ON "attorney_rules" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "attorney_rules_content_delete" AFTER DELETE ON "attorney_rules" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "attorney_rules_content_truncate" AFTER TRUNCATE ON "attorney_rules" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version_always"();
--> statement-breakpoint
CREATE TRIGGER "restricted_question_options_content_insert" AFTER INSERT ON "restricted_question_options" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "restricted_question_options_content_update" AFTER UPDATE ON "restricted_question_options" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "restricted_question_options_content_delete" AFTER DELETE ON "restricted_question_options" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "restricted_question_options_content_truncate" AFTER TRUNCATE ON "restricted_question_options" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version_always"();
--> statement-breakpoint
CREATE TRIGGER "videos_content_insert" AFTER INSERT ON "videos" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "videos_content_update" AFTER UPDATE ON "videos" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "videos_content_delete" AFTER DELETE ON "videos" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "videos_content_truncate" AFTER TRUNCATE ON "videos" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version_always"();
--> statement-breakpoint
CREATE TRIGGER "video_states_content_insert" AFTER INSERT ON "video_states" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "video_states_content_update" AFTER UPDATE ON "video_states" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "video_states_content_delete" AFTER DELETE ON "video_states" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "video_states_content_truncate" AFTER TRUNCATE ON "video_states" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version_always"();
--> statement-breakpoint
CREATE TRIGGER "question_videos_content_insert" AFTER INSERT ON "question_videos" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "question_videos_content_update" AFTER UPDATE ON "question_videos" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "question_videos_content_delete" AFTER DELETE ON "question_videos" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "question_videos_content_truncate" AFTER TRUNCATE ON "question_videos" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version_always"();
--> statement-breakpoint
CREATE TRIGGER "question_group_videos_content_insert" AFTER INSERT ON "question_group_videos" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "question_group_videos_content_update" AFTER UPDATE ON "question_group_videos" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "question_group_videos_content_delete" AFTER DELETE ON "question_group_videos" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "question_group_videos_content_truncate" AFTER TRUNCATE ON "question_group_videos" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version_always"();
