import { lawFirms, type Database } from "@prenup/db";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { LawFirmResponse } from "./law-firms.schemas.ts";

export function createLawFirmsRepository(db: Database) {
  return {
    /** Approved, live firms by name; payout details and payment-provider ids stay private. */
    async listApprovedLawFirms(): Promise<LawFirmResponse[]> {
      return db
        .select({ id: lawFirms.id, name: lawFirms.name, website: lawFirms.website, contactEmail: lawFirms.contactEmail })
        .from(lawFirms)
        .where(and(eq(lawFirms.isApproved, true), isNull(lawFirms.deletedAt)))
        .orderBy(asc(lawFirms.name));
    },
  };
}

export type LawFirmsRepository = ReturnType<typeof createLawFirmsRepository>;
