import { defineModule } from "../manifest.ts";
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
  routes: (app, context, platform) => registerAdminUsersRoutes(app, { adminUsers: context, clock: platform.clock }),
  jobs: (context) => [closeIdentityAccountJob(context)],
});
