import type { Database } from "@prenup/db";
import type { Clock } from "../../integrations/clock.ts";
import type { FilesService } from "../files/index.ts";
import type { StandingService } from "../standing/index.ts";
import type { CounselCertificationsRepository } from "./counsel-certifications.repository.ts";

/**
 * What every use case of the module runs with, built once by its manifest's `build` and passed as the
 * first argument (`recordCertification(ctx, input)`).
 */
export type CounselCertificationsContext = {
  db: Database;
  clock: Clock;
  repository: CounselCertificationsRepository;
  /** The signed certification's bytes: stored, read and discarded through the files module. */
  files: Pick<FilesService, "prepareFile" | "recordFile" | "readFile" | "discardBytes">;
  /** Whether the partner's counsel record is theirs to make (`notarization.counselCertification`). */
  standing: Pick<StandingService, "loadContext" | "standingOf">;
};
