import type { Database } from "@prenup/db";
import type { Clock } from "../../integrations/clock.ts";
import type { AgreementRenderer } from "../agreement/index.ts";

/**
 * What the dossier's use case runs with: the database its read model reads, the clock, the render
 * threads the agreement's files are laid out in, and the customer app's address for the
 * verification link.
 */
export type EvidenceDossierContext = {
  db: Database;
  clock: Clock;
  renderer: Pick<AgreementRenderer, "renderDossier">;
  customerAppUrl: string;
};
