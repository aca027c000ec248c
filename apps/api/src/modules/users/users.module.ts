import { defineModule } from "../manifest.ts";
import { erasePersonalData } from "./erase-personal-data.ts";
import type { UsersContext } from "./users.context.ts";
import { registerUsersRoutes } from "./users.routes.ts";

export const usersModule = defineModule<UsersContext>({
  name: "users",
  description:
    "accounts and profiles: the users table (an attorney account's starting attorney row is the attorney portal's write, in the sign-up's transaction); the milestone e-mails each user turned off (`muted_email_kinds`, `EMAIL_OPT_OUT_KINDS` of the domain), which the outbox suppresses like an unsubscribe",
  owns: ["users", "profile_write_keys"],
  needs: [],
  routes: (app, context, platform) => registerUsersRoutes(app, { users: context, clock: platform.clock }),
  erase: erasePersonalData,
});
