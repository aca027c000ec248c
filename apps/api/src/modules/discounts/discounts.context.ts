import type { Database } from "@prenup/db";
import type { Clock } from "../../integrations/clock.ts";
import type { AuditRecorder } from "../audit/index.ts";
import type { DiscountsRepository } from "./discounts.repository.ts";

/**
 * What every use case of the discounts module runs with: built once by its manifest's `build` and
 * passed as the first argument (`createCoupon(ctx, input)`).
 */
export type DiscountsContext = {
  db: Database;
  clock: Clock;
  repository: DiscountsRepository;
  audit: AuditRecorder;
};
