/** Liveness and readiness. */
export { registerHealthRoutes } from "./health.routes.ts";
