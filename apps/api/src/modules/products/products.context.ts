import type { Database } from "@prenup/db";
import type { Clock } from "../../integrations/clock.ts";
import type { AuditRecorder } from "../audit/index.ts";
import type { ProductsRepository } from "./products.repository.ts";

/**
 * What the products module's use cases run with (`listProducts(ctx)`, `updateProduct(ctx, …)`),
 * built once by its manifest's `build`.
 */
export type ProductsContext = {
  db: Database;
  clock: Clock;
  audit: AuditRecorder;
  repository: ProductsRepository;
};
