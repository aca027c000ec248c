import type { Database } from "@prenup/db";
import type { Clock } from "../../integrations/clock.ts";
import type { AgreementRenderer } from "../agreement/index.ts";
import type { FilesService } from "../files/index.ts";

/**
 * What the dossier's use case runs with: the database its read model reads, the clock, the render
 * threads the agreement's files are laid out in, the files module (the appendix's documents), and
 * the customer app's address for the verification link.
 */
export type EvidenceDossierContext = {
  db: Database;
  clock: Clock;
  renderer: Pick<AgreementRenderer, "renderDossier">;
  /** The documents behind the disclosure are read through the files module for the appendix. */
  files: Pick<FilesService, "readFile">;
  customerAppUrl: string;
};
