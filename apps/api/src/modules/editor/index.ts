/**
 * The agreement editor: the one-editor lock on a document (`document_locks`), taken and
 * renewed by its holder's heartbeat, lapsing without one, and each editor's drafts; the agreement
 * module commits the edits, the library-groups module serves the optional clauses.
 */
export { registerEditorRoutes } from "./editor.routes.ts";
export { createEditorRepository } from "./editor.repository.ts";
export { createEditorService, type EditorService } from "./editor.service.ts";
