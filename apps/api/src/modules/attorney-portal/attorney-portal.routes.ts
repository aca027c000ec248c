import type { ApiInstance } from "../../http/types.ts";
import { registerAccountRoutes } from "./account/account.routes.ts";
import { registerAdminAttorneysRoutes } from "./admin/admin-attorneys.routes.ts";
import { registerApplicationRoutes } from "./application/application.routes.ts";
import type { AttorneyPortalService } from "./attorney-portal.service.ts";
import { registerClientsRoutes } from "./clients/clients.routes.ts";
import { registerDashboardRoutes } from "./dashboard/dashboard.routes.ts";
import { registerPayoutsRoutes } from "./payouts/payouts.routes.ts";
import { registerReviewsRoutes } from "./reviews/reviews.routes.ts";

/** Every route of the attorney portal, part by part. */
export function registerAttorneyPortalRoutes(
  app: ApiInstance,
  deps: { service: AttorneyPortalService; uploadLimitBytes: number },
): void {
  const { service } = deps;
  registerApplicationRoutes(app, { service: service.application, uploadLimitBytes: deps.uploadLimitBytes });
  registerAccountRoutes(app, { service: service.account });
  registerReviewsRoutes(app, { service: service.reviews });
  registerDashboardRoutes(app, { service: service.dashboard });
  registerClientsRoutes(app, { service: service.clients });
  registerPayoutsRoutes(app, { service: service.payouts });
  registerAdminAttorneysRoutes(app, { service: service.admin, clients: service.clients });
}
