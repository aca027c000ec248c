import type { ApiInstance } from "../../http/types.ts";
import { registerAccountRoutes } from "./account/account.routes.ts";
import { registerAdminAttorneysRoutes } from "./admin/admin-attorneys.routes.ts";
import { registerApplicationRoutes } from "./application/application.routes.ts";
import type { AttorneyPortalContext } from "./attorney-portal.context.ts";
import { registerClientsRoutes } from "./clients/clients.routes.ts";
import { registerDashboardRoutes } from "./dashboard/dashboard.routes.ts";
import { registerPayoutsRoutes } from "./payouts/payouts.routes.ts";
import { registerReviewsRoutes } from "./reviews/reviews.routes.ts";

/** Every route of the attorney portal, part by part, each calling its use cases with the portal's context. */
export function registerAttorneyPortalRoutes(app: ApiInstance, deps: { attorneyPortal: AttorneyPortalContext }): void {
  registerApplicationRoutes(app, deps);
  registerAccountRoutes(app, deps);
  registerReviewsRoutes(app, deps);
  registerDashboardRoutes(app, deps);
  registerClientsRoutes(app, deps);
  registerPayoutsRoutes(app, deps);
  registerAdminAttorneysRoutes(app, deps);
}
