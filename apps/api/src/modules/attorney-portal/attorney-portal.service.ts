import type { Database } from "@prenup/db";
import type { Clock } from "../../integrations/clock.ts";
import type { MailPort } from "../../integrations/mail/index.ts";
import type { AuditRecorder } from "../audit/index.ts";
import type { FilesService } from "../files/index.ts";
import type { LawFirmsService } from "../law-firms/index.ts";
import type { UsersService } from "../users/index.ts";
import { createAccountService } from "./account/account.service.ts";
import { createAdminAttorneysRepository } from "./admin/admin-attorneys.repository.ts";
import { createAdminAttorneysService } from "./admin/admin-attorneys.service.ts";
import { createApplicationRepository } from "./application/application.repository.ts";
import { createApplicationService } from "./application/application.service.ts";
import { createAttorneyRecordRepository } from "./attorney-record.repository.ts";
import { createAttorneyRecord } from "./attorney-record.service.ts";
import { createClientsRepository } from "./clients/clients.repository.ts";
import { createClientsService, type ClientQuestionnaire } from "./clients/clients.service.ts";
import { createDashboardRepository } from "./dashboard/dashboard.repository.ts";
import { createDashboardService } from "./dashboard/dashboard.service.ts";
import { createPayoutsRepository } from "./payouts/payouts.repository.ts";
import { createPayoutsService } from "./payouts/payouts.service.ts";
import { createReviewsRepository } from "./reviews/reviews.repository.ts";
import { createReviewsService } from "./reviews/reviews.service.ts";

/** The law firms module's calls: the firm an attorney joins or creates, its payout account, the admin's firm edit. */
export type LawFirmDirectory = Pick<
  LawFirmsService,
  | "findJoinableLawFirm"
  | "createLawFirm"
  | "payoutAccountStatus"
  | "onboardingLink"
  | "updateLawFirm"
  | "adminLawFirmDetail"
>;

/**
 * The attorney portal's parts, each with its own repository and service over the shared attorney
 * record: the application, the firm's payout account, reviews, the dashboard, clients (with notes
 * and their questionnaire), payouts, and the admin's attorney screens.
 */
export function createAttorneyPortalService(deps: {
  db: Database;
  clock: Clock;
  files: FilesService;
  mail: MailPort;
  lawFirms: LawFirmDirectory;
  questionnaire: ClientQuestionnaire;
  attorneyAppUrl: string;
  uploadLimitBytes: number;
  /** Records the audit rows in the change's transaction. */
  audit: AuditRecorder;
  /** Writes users.photo_url (the users module owns the column). */
  users: Pick<UsersService, "setPhotoUrl">;
}) {
  const { db, clock, audit, lawFirms } = deps;
  const attorneys = createAttorneyRecordRepository(db);
  const record = createAttorneyRecord({ attorneys, mail: deps.mail, attorneyAppUrl: deps.attorneyAppUrl, audit });
  return {
    application: createApplicationService({
      db,
      clock,
      attorneys,
      record,
      repository: createApplicationRepository(),
      files: deps.files,
      lawFirms,
      uploadLimitBytes: deps.uploadLimitBytes,
      audit,
      users: deps.users,
    }),
    account: createAccountService({ record, lawFirms }),
    reviews: createReviewsService({ repository: createReviewsRepository(db) }),
    dashboard: createDashboardService({ clock, repository: createDashboardRepository(db) }),
    clients: createClientsService({
      clock,
      repository: createClientsRepository(db),
      questionnaire: deps.questionnaire,
    }),
    payouts: createPayoutsService({ repository: createPayoutsRepository(db) }),
    admin: createAdminAttorneysService({
      db,
      clock,
      attorneys,
      record,
      repository: createAdminAttorneysRepository(db),
      lawFirms,
      audit,
    }),
  };
}

export type AttorneyPortalService = ReturnType<typeof createAttorneyPortalService>;
