import type { Database } from "@prenup/db";
import type { Clock } from "../../integrations/clock.ts";
import type { MailPort } from "../../integrations/mail/index.ts";
import type { ContentService } from "../content/index.ts";
import type { AssessmentCache } from "./assessment-cache.ts";

/**
 * What every use case of the standing module runs with: built once by its manifest's `build` and
 * passed as the first argument (`loadContext(ctx, userId, options)`).
 */
export type StandingContext = {
  db: Database;
  clock: Clock;
  /** The questionnaire in the agreement's state, from the content cache. */
  content: Pick<ContentService, "questionnaire">;
  /** The partners' questionnaire assessments, each assessed once per distinct input. */
  assessments: AssessmentCache;
  /** The notarization-ready e-mail and the signing deadline's reminders (the outbox, in the caller's transaction). */
  mail: Pick<MailPort, "enqueueOnce">;
  /** The customer app, where the e-mails link. */
  customerAppUrl: string;
};
