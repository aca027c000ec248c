import { defineModule } from "../manifest.ts";
import { registerDevMailboxRoutes } from "./dev-mailbox.routes.ts";

export const devMailboxModule = defineModule({
  name: "dev-mailbox",
  description: "the outbox as a mailbox page, for local development and the journeys",
  owns: [],
  needs: [],
  routes: (app, _context, platform) =>
    registerDevMailboxRoutes(app, { enabled: platform.config.devMailbox, outbox: platform.outbox }),
});
