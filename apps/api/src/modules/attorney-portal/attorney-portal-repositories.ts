import type { Database } from "@prenup/db";
import { createAdminAttorneysRepository } from "./admin/admin-attorneys.repository.ts";
import { createApplicationRepository } from "./application/application.repository.ts";
import type { AttorneyPortalRepositories } from "./attorney-portal.context.ts";
import { createAttorneyRecordRepository } from "./attorney-record.repository.ts";
import { createClientsRepository } from "./clients/clients.repository.ts";
import { createDashboardRepository } from "./dashboard/dashboard.repository.ts";
import { createPayoutsRepository } from "./payouts/payouts.repository.ts";
import { createReviewsRepository } from "./reviews/reviews.repository.ts";

/** The repositories of the portal's parts on one database, for the composition root's context. */
export function createAttorneyPortalRepositories(db: Database): AttorneyPortalRepositories {
  return {
    attorneys: createAttorneyRecordRepository(db),
    applicationRepository: createApplicationRepository(),
    adminRepository: createAdminAttorneysRepository(db),
    clientsRepository: createClientsRepository(db),
    dashboardRepository: createDashboardRepository(db),
    payoutsRepository: createPayoutsRepository(db),
    reviewsRepository: createReviewsRepository(db),
  };
}
