/**
 * The agreement editor (issue 15): the one-editor lock on a document (`document_locks`), taken and
 * renewed by its holder's heartbeat, lapsing without one. Drafts, commits and library groups are
 * still to come (see REPORT-15).
 */
export { registerEditorRoutes } from "./editor.routes.ts";
export { createEditorRepository } from "./editor.repository.ts";
export { createEditorService, type EditorService } from "./editor.service.ts";
