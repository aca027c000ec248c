import { attorneys, live, type Database, type Executor } from "@prenup/db";
import type { AttorneyStage } from "@prenup/domain";
import { and, eq, sql } from "drizzle-orm";
import { attorneyProfile, type ProfileRow } from "./attorney-profile.read-model.ts";
import { knownStates } from "./known-states.read-model.ts";

export type { ProfileRow };

/**
 * The attorney record the portal's parts share: the profile read model (one statement), the
 * attorney row's lock and write, and the lead flags of a firm's attorneys. The attorney portal
 * writes attorneys, attorney_states, attorney_services, attorney_disciplinary_records and
 * internal_notes; its read models (the profile, clients, reviews, payouts, the dashboard, the admin
 * list) read users, documents, purchase items, events, reviews and chats in ONE statement each and
 * never write those tables.
 */

export type AttorneyApplicationColumns = Partial<{
  bio: string | null;
  yearsOfExperience: number | null;
  lawSchool: string | null;
  languages: string[];
  practiceAreas: string[];
  professionalAssociations: string[];
  responseTimeHours: number | null;
  hasFastTurnaround: boolean;
  isEmbryoAttorney: boolean;
  hasMalpracticeInsurance: boolean;
}>;

export function createAttorneyRecordRepository(db: Database) {
  return {
    async findProfile(attorneyId: string, executor: Executor = db): Promise<ProfileRow | null> {
      return (await attorneyProfile(executor, attorneyId, false))[0] ?? null;
    },

    async findAdminProfile(attorneyId: string): Promise<ProfileRow | null> {
      return (await attorneyProfile(db, attorneyId, true))[0] ?? null;
    },

    /** The attorney row under a lock, for a change of the application or the stage. */
    async lockAttorney(executor: Executor, attorneyId: string) {
      const [row] = await executor
        .select({
          id: attorneys.id,
          stage: attorneys.stage,
          lawFirmId: attorneys.lawFirmId,
          isLawFirmLead: attorneys.isLawFirmLead,
        })
        .from(attorneys)
        .where(and(eq(attorneys.id, attorneyId), live(attorneys)))
        .for("update");
      return row ?? null;
    },

    async updateAttorney(
      executor: Executor,
      attorneyId: string,
      changes: AttorneyApplicationColumns &
        Partial<{
          stage: AttorneyStage;
          lawFirmId: string | null;
          isLawFirmLead: boolean;
          profilePhotoId: string;
          malpracticeInsuranceFileId: string;
        }>,
      actorId: string,
      now: Date,
    ) {
      await executor
        .update(attorneys)
        .set({ ...changes, updatedAt: now, updatedById: actorId })
        .where(eq(attorneys.id, attorneyId));
    },

    /**
     * The attorneys of a law firm as the lead rule reads them, their rows locked (in id order) so
     * two changes of the same firm's lead run one after the other. `since` is when the attorney
     * record was created (the database keeps no date of joining a firm).
     */
    async lockLawFirmMembers(
      executor: Executor,
      lawFirmId: string,
    ): Promise<{ id: string; stage: AttorneyStage; isLawFirmLead: boolean; since: Date }[]> {
      return executor
        .select({
          id: attorneys.id,
          stage: attorneys.stage,
          isLawFirmLead: attorneys.isLawFirmLead,
          since: attorneys.createdAt,
        })
        .from(attorneys)
        .where(and(eq(attorneys.lawFirmId, lawFirmId), live(attorneys)))
        .orderBy(attorneys.id)
        .for("update");
    },

    /** Makes `leadId` the firm's only lead (nobody when null), touching only the rows whose flag changes. One statement. */
    async setLawFirmLead(executor: Executor, lawFirmId: string, leadId: string | null, actorId: string, now: Date) {
      const isLead = leadId ? sql`(${attorneys.id} = ${leadId}::uuid)` : sql`false`;
      await executor
        .update(attorneys)
        .set({ isLawFirmLead: isLead, updatedAt: now, updatedById: actorId })
        .where(
          and(
            eq(attorneys.lawFirmId, lawFirmId),
            live(attorneys),
            sql`${attorneys.isLawFirmLead} is distinct from ${isLead}`,
          ),
        );
    },

    /** The ids among `stateIds` that are real states. */
    async knownStates(executor: Executor, stateIds: readonly string[]): Promise<Set<string>> {
      if (stateIds.length === 0) return new Set();
      const found = await knownStates(executor, stateIds);
      return new Set(found.map((row) => row.id));
    },
  };
}

export type AttorneyRecordRepository = ReturnType<typeof createAttorneyRecordRepository>;
