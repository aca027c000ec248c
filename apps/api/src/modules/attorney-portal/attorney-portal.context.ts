import type { Database } from "@prenup/db";
import type { Clock } from "../../integrations/clock.ts";
import type { MailPort } from "../../integrations/mail/index.ts";
import type { AuditRecorder } from "../audit/index.ts";
import type { FilesService } from "../files/index.ts";
import type { LawFirmsService } from "../law-firms/index.ts";
import type { UsersService } from "../users/index.ts";
import type { AdminAttorneysRepository } from "./admin/admin-attorneys.repository.ts";
import type { ApplicationRepository } from "./application/application.repository.ts";
import type { AttorneyRecordRepository } from "./attorney-record.repository.ts";
import type { ClientsRepository } from "./clients/clients.repository.ts";
import type { DashboardRepository } from "./dashboard/dashboard.repository.ts";
import type { PayoutsRepository } from "./payouts/payouts.repository.ts";
import type { ReviewsRepository } from "./reviews/reviews.repository.ts";

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

/** The questionnaire module's read-only calls, as an attorney reads a client's answers. */
export interface ClientQuestionnaire {
  listSections(
    userId: string,
    options: { includeStatus: boolean; stateOverride?: { id: string; abbreviation: string } | null },
  ): Promise<unknown>;
  getSectionGroups(input: { userId: string; section: string; documentId?: string | undefined }): Promise<unknown>;
  findState(stateId: string): Promise<{ id: string; abbreviation: string } | null>;
}

/** The repositories of the portal's parts, over the attorney record they share. */
export type AttorneyPortalRepositories = {
  /** The attorney record every part shares: the profile, the row lock and write, the firm's lead flags. */
  attorneys: AttorneyRecordRepository;
  applicationRepository: ApplicationRepository;
  adminRepository: AdminAttorneysRepository;
  clientsRepository: ClientsRepository;
  dashboardRepository: DashboardRepository;
  payoutsRepository: PayoutsRepository;
  reviewsRepository: ReviewsRepository;
};

/**
 * What every use case of the attorney portal runs with, in every sub-folder: built once by the
 * composition root and passed as the first argument (`changeStage(ctx, adminId, attorneyId, …)`).
 */
export type AttorneyPortalContext = AttorneyPortalRepositories & {
  db: Database;
  clock: Clock;
  /** The application e-mails, recorded in the change's transaction. */
  mail: MailPort;
  /** The attorney's photo and malpractice certificate. */
  files: FilesService;
  lawFirms: LawFirmDirectory;
  questionnaire: ClientQuestionnaire;
  /** The attorney app, where the application e-mails link. */
  attorneyAppUrl: string;
  /** The largest upload (a photo is at most 5 MB below it). */
  uploadLimitBytes: number;
  /** Records the audit rows in the change's transaction. */
  audit: AuditRecorder;
  /** Writes users.photo_url (the users module owns the column). */
  users: Pick<UsersService, "setPhotoUrl">;
};
