import { defineModule } from "../manifest.ts";
import { erasePersonalData } from "./erase-personal-data.ts";
import type { DocumentsContext } from "./documents.context.ts";
import { registerDocumentsRoutes } from "./documents.routes.ts";

export const documentsModule = defineModule<DocumentsContext>({
  name: "documents",
  description: "a couple's agreements: creation, state, participants, invitation fields, the access lookups",
  owns: ["documents"],
  needs: ["content", "standing", "states", "templates", "users"],
  routes: (app, context) => registerDocumentsRoutes(app, { documents: context }),
  erase: erasePersonalData,
});
