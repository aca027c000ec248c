import type { Database } from "@prenup/db";
import type { Clock } from "../../integrations/clock.ts";
import type { PaymentPort } from "../../integrations/payments/index.ts";
import type { LawFirmsRepository } from "./law-firms.repository.ts";

/**
 * What every use case of the law-firms module runs with: built once by its manifest's `build` and
 * passed as the first argument (`onboardingLink(ctx, id)`).
 */
export type LawFirmsContext = {
  db: Database;
  clock: Clock;
  repository: LawFirmsRepository;
  /** The firm's payout account at the payment provider. */
  payments: PaymentPort;
  /** The attorney app, where the provider's onboarding form sends the attorney back. */
  attorneyAppUrl: string;
};
