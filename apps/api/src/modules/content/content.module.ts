import { defineModule, type ModuleExports } from "../manifest.ts";
import { contentContext, contentService, createContentRepository } from "./index.ts";
import type { ContentContext } from "./content.context.ts";
import { registerContentRoutes } from "./content.routes.ts";

export const contentModule = defineModule<ContentContext>({
  name: "content",
  description: "questionnaire content and help videos, read once per content version, built per state",
  owns: [
    "content_version",
    "questionnaire_sections",
    "question_groups",
    "questions",
    "question_options",
    "question_option_states",
    "question_state_restrictions",
    "restricted_question_options",
    "conditional_visibilities",
    "attorney_rules",
    "videos",
    "video_states",
    "question_videos",
    "question_group_videos",
  ],
  needs: [],
  build: ({ db }) => contentContext(createContentRepository(db)),
  exports: (context): ModuleExports["content"] => contentService(context),
  routes: (app, context) => registerContentRoutes(app, { content: context }),
});

declare module "../manifest.ts" {
  interface ModuleExports {
    content: ReturnType<typeof contentService>;
  }
}
