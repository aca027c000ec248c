import { defineModule } from "../manifest.ts";
import { registerHealthRoutes } from "./health.routes.ts";

export const healthModule = defineModule({
  name: "health",
  description: "`/health` (liveness) and `/ready` (readiness, with the live buses' state)",
  owns: [],
  needs: [],
  routes: (app, _context, platform) =>
    registerHealthRoutes(app, {
      database: platform.database,
      liveBuses: platform.liveBuses,
      isDraining: platform.isDraining,
      readyTimeoutMs: platform.config.database.readyTimeoutMs,
    }),
});
