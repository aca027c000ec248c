import { defineModule, type ModuleExports } from "../manifest.ts";
import { questionnaireService } from "./index.ts";
import { erasePersonalData } from "./erase-personal-data.ts";
import type { QuestionnaireContext } from "./questionnaire.context.ts";
import { registerQuestionnaireRoutes } from "./questionnaire.routes.ts";

export const questionnaireModule = defineModule<QuestionnaireContext>({
  name: "questionnaire",
  description: "the questionnaire as one user sees it: sections with status and lock, a section's groups",
  owns: ["section_progress"],
  needs: ["answers", "content", "documents", "standing", "states"],
  build: (_, modules) => ({
    standing: modules.standing,
    content: modules.content,
    documents: modules.documents,
    states: modules.states,
  }),
  exports: (context): ModuleExports["questionnaire"] => questionnaireService(context),
  routes: (app, context) =>
    registerQuestionnaireRoutes(app, { questionnaire: context, documents: context.documents, states: context.states }),
  erase: erasePersonalData,
});

declare module "../manifest.ts" {
  interface ModuleExports {
    questionnaire: ReturnType<typeof questionnaireService>;
  }
}
