import { defineModule, lateBound, type ModuleExports } from "../manifest.ts";
import { createUsersRepository, usersService } from "./index.ts";
import { erasePersonalData } from "./erase-personal-data.ts";
import type { UsersContext } from "./users.context.ts";
import { registerUsersRoutes } from "./users.routes.ts";

export const usersModule = defineModule<UsersContext>({
  name: "users",
  description:
    "accounts and profiles: the users table (an attorney account's starting attorney row is the attorney portal's write, in the sign-up's transaction); the milestone e-mails each user turned off (`muted_email_kinds`, `EMAIL_OPT_OUT_KINDS` of the domain), which the outbox suppresses like an unsubscribe",
  owns: ["users", "profile_write_keys"],
  needs: [],
  callsBack: ["attorney-portal", "aftercare"],
  build: ({ db, outbox, config }, modules) => {
    return {
      repository: createUsersRepository(db, modules.reads["attorney-portal"]),
      outbox,
      clientIds: config.clientIds,
      // An attorney account starts with its attorney row, written by the attorney portal (the attorneys table's owner).
      attorneyAccounts: lateBound(() => modules["attorney-portal"].accounts),
      // A new state of residence: aftercare tells a spouse whose signed agreement is another state's.
      residenceMoves: lateBound(() => modules.aftercare),
    };
  },
  exports: (context): ModuleExports["users"] => usersService(context),
  routes: (app, context, platform) => registerUsersRoutes(app, { users: context, clock: platform.clock }),
  erase: erasePersonalData,
});

declare module "../manifest.ts" {
  interface ModuleExports {
    users: ReturnType<typeof usersService>;
  }
}
