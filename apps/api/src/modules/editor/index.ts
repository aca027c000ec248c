/**
 * The agreement editor: the one-editor lock on a document (`document_locks`), taken and
 * renewed by its holder's heartbeat, lapsing without one, and each editor's drafts; the agreement
 * module commits the edits, the library-groups module serves the optional clauses. One use case per
 * file, each a function of the module's context and its input (`saveDrafts(ctx, input)`); the routes
 * call them directly. No other module calls it; the account deletion runs its manifest's `erase`.
 */
export { createEditorRepository } from "./editor.repository.ts";
export type { EditorContext } from "./editor.context.ts";
