import { defineModule, type ModuleExports, type ModuleReads } from "../manifest.ts";
import { attorneyOfUser, liveFirmAttorneysOf } from "./attorney-portal.queries.ts";
import { attorneyNames, createAttorneyAccounts, createAttorneyPortalRepositories } from "./index.ts";
import type { AttorneyPortalContext } from "./attorney-portal.context.ts";
import { registerAttorneyPortalRoutes } from "./attorney-portal.routes.ts";

export const attorneyPortalModule = defineModule<AttorneyPortalContext>({
  name: "attorney-portal",
  description: "the attorney's application and stage, clients, notes, reviews, payouts; the admin's attorney screens",
  owns: ["attorneys", "attorney_states", "attorney_services", "attorney_disciplinary_records", "internal_notes"],
  readModels: {
    "admin-attorney-page": ["states", "users", "law_firms"],
    "attorney-clients": ["documents", "purchase_items", "products"],
    "attorney-dashboard": ["events", "users", "purchase_items", "products", "chat_messages", "dispute_thread_events"],
    "attorney-payouts": ["products", "users"],
    "attorney-sale-amounts": ["purchase_items"],
    "attorney-profile": ["products", "states", "users", "files", "law_firms"],
    "attorney-review-page": ["attorney_reviews", "users"],
    "client-columns": ["events", "purchase_items"],
    "client-detail": ["purchase_items", "products", "events", "users", "states"],
    "client-document": ["documents"],
    "client-of": ["documents", "purchase_items", "products"],
    "client-page": ["users", "states"],
    "default-services": ["products"],
    "known-states": ["states"],
    "service-products": ["products"],
  },
  needs: ["audit", "files", "law-firms", "questionnaire", "users"],
  uses: ["states"],
  build: ({ db, clock, mail, config }, modules) => ({
    ...createAttorneyPortalRepositories(db),
    db,
    clock,
    files: modules.files,
    mail,
    lawFirms: modules["law-firms"],
    questionnaire: {
      listSections: (userId, options) => modules.questionnaire.listSections(userId, options),
      getSectionGroups: (input) => modules.questionnaire.getSectionGroups(input),
      findState: (stateId) => modules.states.findState(stateId),
    },
    attorneyAppUrl: config.attorneyAppUrl,
    uploadLimitBytes: config.files.uploadLimitBytes,
    audit: modules.audit,
    users: modules.users,
  }),
  // What the users and the documents call back: the attorney row an account starts with, attorneys' names.
  exports: (context): ModuleExports["attorney-portal"] => ({
    accounts: createAttorneyAccounts(),
    names: (attorneyIds: readonly string[]) => attorneyNames(context.db, attorneyIds),
  }),
  // What the users' and the law firms' queries embed: an account's attorney, a firm's attorneys.
  reads: { attorneyOfUser, liveFirmAttorneysOf } satisfies ModuleReads["attorney-portal"],
  routes: (app, context) => registerAttorneyPortalRoutes(app, { attorneyPortal: context }),
});

declare module "../manifest.ts" {
  interface ModuleExports {
    "attorney-portal": {
      accounts: ReturnType<typeof createAttorneyAccounts>;
      names: (attorneyIds: readonly string[]) => ReturnType<typeof attorneyNames>;
    };
  }
  interface ModuleReads {
    "attorney-portal": { attorneyOfUser: typeof attorneyOfUser; liveFirmAttorneysOf: typeof liveFirmAttorneysOf };
  }
}
