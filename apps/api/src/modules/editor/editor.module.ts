import { defineModule } from "../manifest.ts";
import { createEditorRepository } from "./index.ts";
import { erasePersonalData } from "./erase-personal-data.ts";
import type { EditorContext } from "./editor.context.ts";
import { registerEditorRoutes } from "./editor.routes.ts";

export const editorModule = defineModule<EditorContext>({
  name: "editor",
  description: "the one-editor lock, drafts, and the commit handed to the agreement",
  owns: ["document_locks", "document_section_drafts", "document_clause_drafts"],
  needs: ["agreement", "users"],
  uses: ["notarizations"],
  // The editor's commit: the agreement module writes the text, the PDF and the history.
  build: ({ db, clock }, modules) => ({
    db,
    clock,
    repository: createEditorRepository(db),
    agreement: modules.agreement,
    notarization: modules.notarizations,
  }),
  routes: (app, context) => registerEditorRoutes(app, { editor: context }),
  erase: erasePersonalData,
});
