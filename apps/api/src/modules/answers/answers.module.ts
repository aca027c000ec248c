import { defineModule, type ModuleExports } from "../manifest.ts";
import { answersService, createAnswersRepository } from "./index.ts";
import { erasePersonalData } from "./erase-personal-data.ts";
import type { AnswersContext } from "./answers.context.ts";
import { registerAnswersRoutes } from "./answers.routes.ts";

export const answersModule = defineModule<AnswersContext>({
  name: "answers",
  description:
    "reading answers and writing one with every rule of the engine: one idempotent PUT per answer whose outcome (created, updated, changed meanwhile) the server decides, the catalogue's POST and PATCH on the same write (one write statement)",
  owns: ["answers", "answer_history", "answer_question_options", "resolutions", "answer_write_keys"],
  needs: ["standing", "users"],
  build: ({ db, clock }, modules) => ({
    db,
    clock,
    repository: createAnswersRepository(db),
    standing: modules.standing,
    profiles: modules.users,
  }),
  exports: (context): ModuleExports["answers"] => answersService(context),
  routes: (app, context) => registerAnswersRoutes(app, { answers: context }),
  erase: erasePersonalData,
});

declare module "../manifest.ts" {
  interface ModuleExports {
    answers: ReturnType<typeof answersService>;
  }
}
