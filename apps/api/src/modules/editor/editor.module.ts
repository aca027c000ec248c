import { defineModule } from "../manifest.ts";
import { erasePersonalData } from "./erase-personal-data.ts";
import type { EditorContext } from "./editor.context.ts";
import { registerEditorRoutes } from "./editor.routes.ts";

export const editorModule = defineModule<EditorContext>({
  name: "editor",
  description: "the one-editor lock, drafts, and the commit handed to the agreement",
  owns: ["document_locks", "document_section_drafts", "document_clause_drafts"],
  needs: ["agreement", "users"],
  routes: (app, context) => registerEditorRoutes(app, { editor: context }),
  erase: erasePersonalData,
});
