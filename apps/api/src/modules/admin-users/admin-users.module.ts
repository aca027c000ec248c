import { defineModule } from "../manifest.ts";
import { createAdminUsersRepository } from "./index.ts";
import type { AdminUsersContext } from "./admin-users.context.ts";
import { registerAdminUsersRoutes } from "./admin-users.routes.ts";
import { closeIdentityAccountJob } from "./close-identity-account.ts";

export const adminUsersModule = defineModule<AdminUsersContext>({
  name: "admin-users",
  description: "the admin's user table and page, edits, soft delete, unsubscribe, password resets, mark paid",
  owns: [],
  readModels: {
    "active-documents": ["answers", "purchase_items", "documents", "states", "users"],
    "user-rows": ["documents", "purchase_items", "users", "notarizations", "states"],
  },
  needs: ["answers", "audit", "carts", "documents", "purchase-items", "scheduling", "users"],
  build: ({ db, clock, identity, jobs, mail, config }, modules) => ({
    db,
    clock,
    users: modules.users,
    documents: modules.documents,
    purchaseItems: modules["purchase-items"],
    carts: modules.carts,
    audit: modules.audit,
    identity,
    jobs,
    answers: modules.answers,
    events: modules.scheduling,
    mail,
    attorneyAppUrl: config.attorneyAppUrl,
    repository: createAdminUsersRepository(db),
  }),
  routes: (app, context, platform) => registerAdminUsersRoutes(app, { adminUsers: context, clock: platform.clock }),
  jobs: (context) => [closeIdentityAccountJob(context)],
});
