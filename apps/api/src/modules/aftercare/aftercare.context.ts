import type { Database } from "@prenup/db";
import type { Clock } from "../../integrations/clock.ts";
import type { MailPort } from "../../integrations/mail/index.ts";
import type { ScheduledEntryRow } from "../financial-disclosure/financial-disclosure.queries.ts";
import type { StandingService } from "../standing/index.ts";
import type { AftercareRepository } from "./aftercare.repository.ts";

/**
 * What the aftercare use cases run with, built once by its manifest's `build`: the spouse's context
 * from the standing (the agreement, its state, the wedding date and the sunset answer), the plans'
 * repository (`aftercare_plans`, with the signed record's day), the signed schedules (the disclosure's
 * published read) and the mail port of the reminders.
 */
export type AftercareContext = {
  db: Database;
  clock: Clock;
  repository: AftercareRepository;
  standing: Pick<StandingService, "loadContext" | "weddingDateOf">;
  /** The entries of the spouse's latest frozen disclosure (the signed schedules), one statement. */
  scheduledEntries(input: { ownerId: string; documentId: string }): Promise<ScheduledEntryRow[]>;
  mail: MailPort;
  customerAppUrl: string;
};
