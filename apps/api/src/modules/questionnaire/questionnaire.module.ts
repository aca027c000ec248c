import { defineModule } from "../manifest.ts";
import { erasePersonalData } from "./erase-personal-data.ts";
import type { QuestionnaireContext } from "./questionnaire.context.ts";
import { registerQuestionnaireRoutes } from "./questionnaire.routes.ts";

export const questionnaireModule = defineModule<QuestionnaireContext>({
  name: "questionnaire",
  description: "the questionnaire as one user sees it: sections with status and lock, a section's groups",
  owns: ["section_progress"],
  needs: ["answers", "content", "documents", "standing", "states"],
  routes: (app, context) =>
    registerQuestionnaireRoutes(app, { questionnaire: context, documents: context.documents, states: context.states }),
  erase: erasePersonalData,
});
