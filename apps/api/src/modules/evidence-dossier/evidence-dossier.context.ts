import type { Database } from "@prenup/db";
import type { Clock } from "../../integrations/clock.ts";

/** What the dossier's use case runs with: the database its read model reads, the clock, and the customer app's address for the verification link. */
export type EvidenceDossierContext = { db: Database; clock: Clock; customerAppUrl: string };
