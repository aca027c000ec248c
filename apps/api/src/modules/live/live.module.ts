import { defineModule } from "../manifest.ts";
import { liveContext } from "./index.ts";
import type { LiveContext } from "./live.context.ts";
import { registerLiveRoutes } from "./live.routes.ts";

export const liveModule = defineModule<LiveContext>({
  name: "live",
  description:
    "partners together: one server-sent-event stream per signed-in customer with the partner's presence and what the partner or an attorney changed (a route declares `config.live`; announced after a successful response); owns no table",
  owns: [],
  needs: [],
  uses: ["documents"],
  build: ({ coupleBus, clock, config }, modules) =>
    liveContext({ bus: coupleBus, couples: modules.documents, clock, maxPerUser: config.liveStreamsPerUser }),
  routes: (app, context) => registerLiveRoutes(app, { live: context }),
});
