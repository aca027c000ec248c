import { defineModule, lateBound, type ModuleExports } from "../manifest.ts";
import { createDocumentsRepository, documentRecords, documentsService } from "./index.ts";
import { erasePersonalData } from "./erase-personal-data.ts";
import type { DocumentsContext } from "./documents.context.ts";
import { registerDocumentsRoutes } from "./documents.routes.ts";

export const documentsModule = defineModule<DocumentsContext>({
  name: "documents",
  description:
    "a couple's agreements, premarital or made during the marriage (`documents.kind`; a postnup only where the state's law allows one): creation, state, participants, invitation fields, the access lookups",
  owns: ["documents"],
  needs: ["content", "standing", "states", "templates", "users"],
  callsBack: ["agreement", "attorney-portal"],
  build: ({ db, clock }, modules) => {
    const portal = lateBound(() => modules["attorney-portal"]);
    return {
      db,
      repository: createDocumentsRepository(db),
      clock,
      users: modules.users,
      attorneys: { namesOf: (attorneyIds) => portal.names(attorneyIds) },
      states: modules.states,
      standing: modules.standing,
      content: modules.content,
      // PATCH /documents/{id}'s reviews, finalizations and regenerate confirmations are the agreement's.
      agreementChanges: lateBound(() => modules.agreement),
    };
  },
  // `records`: the document's row as the modules below the agreement use it (the row lock, the
  // agreement's fields, the representing attorney).
  exports: (context): ModuleExports["documents"] => ({
    ...documentsService(context),
    records: documentRecords({ repository: context.repository, users: context.users, attorneys: context.attorneys }),
  }),
  routes: (app, context) => registerDocumentsRoutes(app, { documents: context }),
  erase: erasePersonalData,
});

declare module "../manifest.ts" {
  interface ModuleExports {
    documents: ReturnType<typeof documentsService> & {
      records: ReturnType<typeof documentRecords>;
    };
  }
}
