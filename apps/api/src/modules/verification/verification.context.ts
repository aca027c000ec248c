import type { Database } from "@prenup/db";

/** What the verification's use case runs with: the database its one read model reads. */
export type VerificationContext = { db: Database };
